package com.marketevents.events;

/**
 * Whether a chunk's event count looks like a cap rather than the real number. Newer versions of the
 * service cut an answer at 1,000 events; other deployments use 500 or multiples of 1,000.
 */
final class TruncationCheck {

    private TruncationCheck() {
    }

    static boolean looksCut(int count) {
        return count == 500 || (count > 0 && count % 1_000 == 0);
    }
}
