package com.marketevents.api;

/**
 * Shares boxed whole numbers that repeat from event to event (a company's equity id, fiscal years), so that a
 * year of events holds one box per value instead of one per event: fewer objects to keep, and fewer for the
 * collector to copy while a load runs. Lossy and direct-mapped like {@link TextPool}: a slot holds the last
 * box hashed to it. Safe for concurrent use because boxes are immutable.
 */
final class NumberPool {
    private final Long[] longs;
    private final Integer[] integers;
    private final int mask;

    NumberPool(int capacity) {
        int size = Integer.highestOneBit(Math.max(16, capacity - 1)) << 1;
        this.longs = new Long[size];
        this.integers = new Integer[size];
        this.mask = size - 1;
    }

    /** A box equal to {@code value}, shared when the same value came before; null stays null. */
    Long share(Long value) {
        if (value == null) {
            return null;
        }
        int index = slot(Long.hashCode(value));
        Long pooled = longs[index];
        if (value.equals(pooled)) {
            return pooled;
        }
        longs[index] = value;
        return value;
    }

    /** A box equal to {@code value}, shared when the same value came before; null stays null. */
    Integer share(Integer value) {
        if (value == null) {
            return null;
        }
        int index = slot(value);
        Integer pooled = integers[index];
        if (value.equals(pooled)) {
            return pooled;
        }
        integers[index] = value;
        return value;
    }

    private int slot(int hash) {
        return (hash ^ (hash >>> 16)) & mask;
    }
}
