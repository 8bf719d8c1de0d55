package com.marketevents.demo;

import java.util.SplittableRandom;

/**
 * Derives independent random streams from the dataset seed and coordinates (company, quarter, kind of
 * event), so any event can be regenerated alone, in any order, with the same result.
 */
final class Seeds {
    private Seeds() {
    }

    static SplittableRandom stream(long seed, long salt, long first, long second) {
        return new SplittableRandom(mix(mix(mix(seed ^ salt) + first) + second));
    }

    /** The SplitMix64 finaliser: spreads nearby inputs over the whole range. */
    static long mix(long value) {
        long z = value + 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
