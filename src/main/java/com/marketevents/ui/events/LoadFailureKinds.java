package com.marketevents.ui.events;

import com.marketevents.api.ApiException;

/** What a failed load tells of the service, which decides what the window does next (ask its status, offer demo). */
final class LoadFailureKinds {
    private LoadFailureKinds() {
    }

    /** The service configured could not be used at all: out of reach, its key refused, its address wrong. */
    static boolean couldNotUseTheService(ApiException failure) {
        return switch (failure.kind()) {
            case NETWORK -> !failure.answerCutShort();
            case KEY_REJECTED, NOT_FOUND, REDIRECTED_ELSEWHERE, CONFIGURATION -> true;
            case BAD_REQUEST, RATE_LIMITED, SERVICE_FAILURE, INVALID_RESPONSE, CANCELLED -> false;
        };
    }

    /** A failure the service's status may say more of, or contradict while its last report is shown (27 s). */
    static boolean saysSomethingOfTheService(ApiException.Kind kind) {
        return switch (kind) {
            case KEY_REJECTED, NOT_FOUND, REDIRECTED_ELSEWHERE, SERVICE_FAILURE, NETWORK, INVALID_RESPONSE -> true;
            case BAD_REQUEST, RATE_LIMITED, CONFIGURATION, CANCELLED -> false;
        };
    }

    /** A refusal the service itself answered: it is up, whatever an error its status gave before says. */
    static boolean answeredByTheService(ApiException.Kind kind) {
        return kind == ApiException.Kind.BAD_REQUEST || kind == ApiException.Kind.RATE_LIMITED;
    }
}
