package com.marketevents.cli;

import com.marketevents.api.ApiException;
import com.marketevents.model.DateRange;
import java.util.LinkedHashMap;
import java.util.Map;

/** The exit codes of the command line, for scripts; the numbers are part of the documented interface. */
public enum ExitCode {
    OK(0, "ok"),
    UNHEALTHY(1, "the service answered but not as healthy now: a check failed or did not say whether it passed, "
            + "the status is not success, it answered an error status, or its report is stale"),
    USAGE(2, "usage or bad input (an unknown option or command, a missing or unreadable value, bad date, from "
            + "after to, bad URL, no key, an output that names a folder or is in one that does not exist, an "
            + "output extension of no format or contradicting --format, a request the service refuses as "
            + "invalid, 404 from a wrong base URL, another address the service redirected to, whether it "
            + "answered or could not be reached, a redirect not followed (to https from a plain http base URL) or "
            + "round in a loop, a range longer than "
            + DateRange.LONGEST_YEARS + " years or with more events than the memory holds)"),
    KEY_REJECTED(3, "key rejected (403; or a base URL without its namespace segment)"),
    SERVICE_FAILURE(4, "service or network failure after retries"),
    INVALID_RESPONSE(5, "the answer is not the documented shape"),
    OUTPUT_FAILED(6, "the output could not be written (no permission, a read-only file or drive, a full disk), or a "
            + "calendar would hold no event"),
    /**
     * Written whole, but the service may have cut its answer for some days (a round number of events), so that some of
     * their events may be missing: a script that checks only the exit code must not take the file as complete.
     */
    MAYBE_INCOMPLETE(7, "events wrote its output, but the service may have cut its answer for some days (a note on "
            + "stderr names them)"),
    INTERNAL_ERROR(70, "internal error"),
    /** Cancelled with Ctrl+C (128 + SIGINT, as shells report it). */
    CANCELLED(130, "cancelled (Ctrl+C)");

    private final int code;
    private final String meaning;

    /** {@code meaning} is the README's table row word for word (without its Markdown), a test holds them in step. */
    ExitCode(int code, String meaning) {
        this.code = code;
        this.meaning = meaning;
    }

    public int code() {
        return code;
    }

    /** What the code means, as the README's table and every --help say it. */
    public String meaning() {
        return meaning;
    }

    /** The help's "Exit codes:" list of {@code codes}, in their order: the table's rows, so the two never differ. */
    static Map<String, String> helpList(ExitCode... codes) {
        Map<String, String> list = new LinkedHashMap<>();
        for (ExitCode exitCode : codes) {
            list.put(String.valueOf(exitCode.code), exitCode.meaning);
        }
        return list;
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
