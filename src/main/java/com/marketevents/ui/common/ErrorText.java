package com.marketevents.ui.common;

import com.marketevents.api.ApiException;
import com.marketevents.api.UserMessages;
import java.time.Clock;
import java.util.List;

/** Turns any failure of background work into a {@link Notice}: one sentence, the way out, never a stack trace. */
public final class ErrorText {
    private static final System.Logger LOG = System.getLogger(ErrorText.class.getName());

    private ErrorText() {
    }

    /** The notice for a failure of {@code what} ("loading events"); null for a cancellation. */
    public static Notice noticeFor(Throwable failure, String what) {
        return noticeFor(failure, what, EnvironmentOverrides.none(), Clock.systemDefaultZone());
    }

    /**
     * As {@link #noticeFor(Throwable, String)}, naming the variables that set the base URL or the key, and without
     * the Settings button when they set everything the sentence asks to check; a wait the service asked for ends at
     * a time of day on {@code clock}.
     */
    public static Notice noticeFor(Throwable failure, String what, EnvironmentOverrides overrides, Clock clock) {
        if (failure instanceof ApiException api) {
            if (api.kind() == ApiException.Kind.CANCELLED) {
                return null;
            }
            List<Notice.Action> actions = actionsFor(api).stream()
                    .filter(action -> action != Notice.Action.OPEN_SETTINGS || overrides.settingsCanFix(api))
                    .toList();
            String sentence = UserMessages.describe(api, overrides.wayOut(), new TryAgainAt(clock));
            return new Notice(Notice.Severity.ERROR, sentence, actions);
        }
        if (failure instanceof OutOfMemoryError) {
            // Trying again would run out again: the way out is less data at a time.
            return new Notice(Notice.Severity.ERROR, "Memory ran out while " + what + "; nothing was changed."
                    + " A shorter date range needs less.", List.of());
        }
        LOG.log(System.Logger.Level.ERROR, "Unexpected failure while " + what, failure);
        return new Notice(Notice.Severity.ERROR,
                "Something unexpected went wrong while " + what + "; nothing was changed. Try again.",
                List.of(Notice.Action.RETRY));
    }

    /** The buttons beside the sentence: Settings wherever the sentence asks to check them. */
    static List<Notice.Action> actionsFor(ApiException failure) {
        return switch (failure.kind()) {
            case KEY_REJECTED, REDIRECTED_ELSEWHERE, NOT_FOUND, CONFIGURATION -> List.of(Notice.Action.OPEN_SETTINGS);
            // A wrong address or too short a time-out is fixed in Settings; a connection dropped mid-answer is not.
            case NETWORK -> failure.answerCutShort() ? List.of(Notice.Action.RETRY)
                    : List.of(Notice.Action.RETRY, Notice.Action.OPEN_SETTINGS);
            case BAD_REQUEST -> UserMessages.pointsAtTheBaseUrl(failure) ? List.of(Notice.Action.OPEN_SETTINGS)
                    : List.of(Notice.Action.RETRY);
            case RATE_LIMITED, SERVICE_FAILURE, INVALID_RESPONSE -> List.of(Notice.Action.RETRY);
            case CANCELLED -> List.of();
        };
    }
}
