package com.marketevents.api;

/**
 * Shares boxed whole numbers that repeat from event to event (a company's equity id, fiscal years), so that a
 * year of events holds one box per value instead of one per event: fewer objects to keep, and fewer for the
 * collector to copy while a load runs. Lossy and direct-mapped like {@link TextPool}: a slot holds the last
 * box hashed to it. Safe for concurrent use because boxes are immutable.
 */
final class NumberPool {
    private final Number[] slots;
    private final int mask;

    NumberPool(int capacity) {
        this.slots = new Number[TextPool.tableSize(capacity)];
        this.mask = slots.length - 1;
    }

    /** A box equal to {@code value}, shared when the same value came before; null stays null. */
    @SuppressWarnings("unchecked")
    <N extends Number> N share(N value) {
        if (value == null) {
            return null;
        }
        int index = TextPool.slotOf(value.hashCode(), mask);
        Number pooled = slots[index];
        if (value.equals(pooled)) {
            return (N) pooled; // equals holds only between boxes of the same class
        }
        slots[index] = value;
        return value;
    }
}
