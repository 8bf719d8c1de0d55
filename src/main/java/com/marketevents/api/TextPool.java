package com.marketevents.api;

import java.util.function.Function;

/**
 * Shares values made from repeated short text (exchange codes, event types, tickers of the same company,
 * identical event times) so that each is created once instead of once per event. A lossy, direct-mapped
 * cache: a slot holds the last value hashed to it, so memory stays bounded and no lock is needed; an
 * unlucky collision only costs a fresh value. Safe for concurrent use because pooled values are immutable.
 */
final class TextPool<T> {
    /**
     * Longer identifiers and codes are rarely repeated; creating them directly is cheaper than hashing and
     * comparing them. (Titles, long and often repeated, have a pool of their own with a higher limit.)
     */
    static final int MAX_POOLED_LENGTH = 40;

    private final Object[] slots;
    private final int mask;
    private final int maxPooledLength;
    private final Function<String, T> create;
    private final Function<T, String> textOf;

    private TextPool(int capacity, int maxPooledLength, Function<String, T> create, Function<T, String> textOf) {
        this.slots = new Object[tableSize(capacity)];
        this.mask = slots.length - 1;
        this.maxPooledLength = maxPooledLength;
        this.create = create;
        this.textOf = textOf;
    }

    static TextPool<String> strings(int capacity) {
        return strings(capacity, MAX_POOLED_LENGTH);
    }

    /** Strings up to {@code maxPooledLength} characters shared, longer ones created each time. */
    static TextPool<String> strings(int capacity, int maxPooledLength) {
        return new TextPool<>(capacity, maxPooledLength, Function.identity(), Function.identity());
    }

    static <T> TextPool<T> of(int capacity, Function<String, T> create, Function<T, String> textOf) {
        return new TextPool<>(capacity, MAX_POOLED_LENGTH, create, textOf);
    }

    /** The value for {@code length} characters of {@code chars} from {@code offset}, shared when seen before. */
    @SuppressWarnings("unchecked")
    T get(char[] chars, int offset, int length) {
        if (length > maxPooledLength) {
            return create.apply(new String(chars, offset, length));
        }
        int hash = 0;
        for (int i = offset, end = offset + length; i < end; i++) {
            hash = 31 * hash + chars[i];
        }
        int index = slotOf(hash, mask);
        T pooled = (T) slots[index];
        if (pooled != null && sameText(textOf.apply(pooled), chars, offset, length)) {
            return pooled;
        }
        T fresh = create.apply(new String(chars, offset, length));
        slots[index] = fresh;
        return fresh;
    }

    /** A power of two of at least {@code capacity} slots (16 at least), for a direct-mapped table. */
    static int tableSize(int capacity) {
        return Integer.highestOneBit(Math.max(16, capacity - 1)) << 1;
    }

    /** The slot for {@code hash} in a table of {@code mask + 1} slots, its high bits mixed into the low. */
    static int slotOf(int hash, int mask) {
        return (hash ^ (hash >>> 16)) & mask;
    }

    private static boolean sameText(String text, char[] chars, int offset, int length) {
        if (text.length() != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (text.charAt(i) != chars[offset + i]) {
                return false;
            }
        }
        return true;
    }
}
