package com.marketevents.events;

import com.marketevents.api.ApiException;

/**
 * How many failed chunks a fetch may leave out of its result instead of failing whole. Only isolated failures of
 * one chunk's requests are left out: a service error, a network failure, an unreadable answer or a rate limit,
 * after at least one chunk arrived and while at most {@code maxFailedChunks} chunks failed. A failure that would
 * fail every chunk alike (a rejected key, a wrong address, an invalid request or setting, a cancellation), a
 * failure before any chunk arrived, or one failed chunk too many fails the fetch at once, as the rest would
 * likely wait out their retries for nothing.
 */
record GapLimit(int maxFailedChunks) {
    /** Fails the fetch with its first failed chunk. */
    static final GapLimit NONE = new GapLimit(0);

    /** Two failed chunks, or a quarter of them (rounded down) when that is more. */
    static GapLimit forChunks(int chunks) {
        return new GapLimit(Math.max(2, chunks / 4));
    }

    /**
     * Whether the fetch may go on without a chunk that failed with {@code failure}, when {@code arrived} chunks
     * arrived before it and {@code failedBefore} failed.
     */
    boolean leavesOut(Throwable failure, int arrived, int failedBefore) {
        return failure instanceof ApiException apiFailure && isolated(apiFailure.kind()) && arrived > 0
                && failedBefore < maxFailedChunks;
    }

    /**
     * Whether a part of a chunk (a half of a cut answer asked for again) that failed with {@code failure} may be
     * left out while the rest of the chunk arrives; {@link #leavesOut} then counts it as a failed chunk.
     */
    boolean mayLeaveOut(ApiException failure) {
        return maxFailedChunks > 0 && isolated(failure.kind());
    }

    private static boolean isolated(ApiException.Kind kind) {
        return switch (kind) {
            case SERVICE_FAILURE, NETWORK, INVALID_RESPONSE, RATE_LIMITED -> true;
            case KEY_REJECTED, NOT_FOUND, BAD_REQUEST, REDIRECTED_ELSEWHERE, CONFIGURATION, CANCELLED -> false;
        };
    }
}
