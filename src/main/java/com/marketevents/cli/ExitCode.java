package com.marketevents.cli;

import com.marketevents.api.ApiException;

/** The exit codes of the command line, for scripts; the numbers are part of the documented interface. */
public enum ExitCode {
    OK(0),
    /** The service answered but is not confirmed healthy now: a check failed or did not say, an error, stale. */
    UNHEALTHY(1),
    /**
     * Usage or bad input: a bad date, from after to, a bad URL (one the service answers 404 to, or redirects
     * to another address), no key, an output that names a folder or is in one that does not exist, an output
     * whose extension is no format's or contradicts --format.
     */
    USAGE(2),
    /** The service rejected the key (or the base URL lacks its namespace segment). */
    KEY_REJECTED(3),
    /** The service failed or could not be reached, after the retries allowed. */
    SERVICE_FAILURE(4),
    /** The service answered something that is not the documented shape. */
    INVALID_RESPONSE(5),
    /**
     * The output cannot be written (no permission, a read-only drive or file, a full disk, a file that vanished),
     * whether found before fetching or while writing; or a calendar would hold no event.
     */
    OUTPUT_FAILED(6),
    /**
     * Written whole, but the service may have cut its answer for some days (a round number of events), so that some of
     * their events may be missing: a script that checks only the exit code must not take the file as complete.
     */
    MAYBE_INCOMPLETE(7),
    /** A defect of this program; the message asks to report it. */
    INTERNAL_ERROR(70),
    /** Cancelled with Ctrl+C (128 + SIGINT, as shells report it). */
    CANCELLED(130);

    private final int code;

    ExitCode(int code) {
        this.code = code;
    }

    public int code() {
        return code;
    }

    /** The exit code for a failed service call. */
    public static ExitCode forFailure(ApiException.Kind kind) {
        return switch (kind) {
            case CONFIGURATION, BAD_REQUEST, NOT_FOUND, REDIRECTED_ELSEWHERE -> USAGE;
            case KEY_REJECTED -> KEY_REJECTED;
            case RATE_LIMITED, SERVICE_FAILURE, NETWORK -> SERVICE_FAILURE;
            case INVALID_RESPONSE -> INVALID_RESPONSE;
            case CANCELLED -> CANCELLED;
        };
    }
}
