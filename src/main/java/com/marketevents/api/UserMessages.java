package com.marketevents.api;

import java.time.Duration;
import java.time.Instant;

/**
 * The sentence a user reads for a failed service call: what happened and the way out, one line.
 * Never the key, never markup, never a stack trace; shared by the window and the command line.
 */
public final class UserMessages {

    private static final java.util.regex.Pattern MARKUP = java.util.regex.Pattern.compile("<[^>]{0,200}>");

    /**
     * Where the user changes the base URL and the key, as said in each audience's words (the window has
     * Settings; the command line has options and environment variables).
     *
     * @param keyAndUrl follows "Check both", e.g. " in Settings"
     * @param url       follows "Check the base URL", e.g. " in Settings"
     * @param settings  follows "Check them", e.g. " in Settings"
     */
    public record WayOut(String keyAndUrl, String url, String settings) {
        public static final WayOut SETTINGS = new WayOut(" in Settings", " in Settings", " in Settings");
        /** For the Settings dialog itself, where the fields to check are in sight. */
        public static final WayOut IN_SIGHT = new WayOut("", "", "");
    }

    /** How a sentence says when to try again after a wait the service asked for, of more than zero. */
    @FunctionalInterface
    public interface WaitWording {
        /** "Try again in 8 seconds.": for a sentence read as it is printed, such as the command line's. */
        WaitWording IN_HOW_LONG = UserMessages::tryAgainIn;

        String tryAgain(Duration wait);

        /** As {@link #tryAgain(Duration)}, for a wait known to end at {@code end} ({@link ApiException#retryAt}). */
        default String tryAgain(Duration wait, Instant end) {
            return tryAgain(wait);
        }
    }

    /** The longest wait a service's "unavailable" is said to last "for a moment". */
    private static final Duration A_MOMENT = Duration.ofMinutes(5);

    private UserMessages() {
    }

    /** The sentence with Settings as the way out and a wait said in how long. */
    public static String describe(ApiException e) {
        return describe(e, WayOut.SETTINGS);
    }

    /** The sentence with a wait said in how long, for the command line, which prints it once. */
    public static String describe(ApiException e, WayOut wayOut) {
        return describe(e, wayOut, WaitWording.IN_HOW_LONG);
    }

    /** The sentence, saying a wait the service asked for as {@code waits} does. */
    public static String describe(ApiException e, WayOut wayOut, WaitWording waits) {
        String service = ShortText.singleLine(withoutMarkup(e.serviceMessage()));
        String said = service == null ? "" : " (the service said: \"" + service + "\")";
        // One aside for both: "(HTTP 404; the service said: "Not here")".
        String httpAndSaid = " (HTTP " + e.httpStatus() + (service == null ? "" : "; the service said: \"" + service
                + "\"") + ")";
        // A request for a part of a longer range says which dates failed: the others may have been answered.
        String dates = LoadingDates.of(e);
        String loading = dates == null ? "" : " " + dates;
        // A configuration sentence is the application's own, whole: cut, it lost its advice at the end.
        String own = asSentence(e.getMessage(), e.kind() == ApiException.Kind.CONFIGURATION);
        String ownWhileLoading = withAside(own, dates);
        return switch (e.kind()) {
            case BAD_REQUEST -> e.operation() == ApiException.Operation.STATUS
                    ? "The service refused the status request" + httpAndSaid
                            + ". Check the base URL" + wayOut.url() + ", including its namespace segment (…/api)."
                    : "The service refused the request as invalid" + said + loading
                            + ". Check the dates and try again.";
            case KEY_REJECTED -> "The service rejected the API key" + said + ", or the base URL lacks its namespace"
                    + " segment (…/api). Check both" + wayOut.keyAndUrl() + "."
                    + (e.operation() == ApiException.Operation.EVENTS ? " A valid key without access to events is"
                            + " refused alike: if both are right, ask the key's provider for that access." : "");
            // A loop, or another address that gave no answer: the exception's own sentence names what happened.
            case REDIRECTED_ELSEWHERE -> e.redirectLoop() || e.httpStatus() == 0
                    ? own + " Check the base URL" + wayOut.url() + "."
                    : e.httpStatus() >= 300 && e.httpStatus() < 400 ? notFollowed(e, wayOut)
                    : "The service redirected the request to another address"
                    + (e.redirectedTo() == null ? "" : " (" + e.redirectedTo() + ")")
                    + (e.httpStatus() == 401 || e.httpStatus() == 403
                            ? ", which refused it without the API key (HTTP " + e.httpStatus()
                                    + (service == null ? "" : ": \"" + service + "\"")
                                    + "); the key is sent only to the configured address."
                            : "; its answer was not used, since answers are taken only from the configured address,"
                                    + " the one the key belongs to.")
                    + " Check the base URL" + wayOut.url() + ".";
            case NOT_FOUND -> "The service has nothing at this address" + httpAndSaid
                    + ". Check the base URL" + wayOut.url() + ", including its namespace segment (…/api).";
            case RATE_LIMITED -> "The service is limiting how often it may be asked" + said + loading + ". "
                    + waitHint(e, waits);
            case SERVICE_FAILURE -> "The service failed to answer" + httpAndSaid + loading
                    + (e.retryAfter() == null ? ". It may be down for a moment: try again later."
                            : ". It is unavailable " + (e.retryAfter().compareTo(A_MOMENT) <= 0 ? "for a moment"
                                    : "for now") + ". " + waitHint(e, waits));
            case NETWORK -> own != null ? beforeAdvice(own, dates)
                    : "The service could not be reached. Check your network connection and the base URL.";
            case INVALID_RESPONSE -> (own != null ? ownWhileLoading : "The service's answer could not be read.")
                    + " If this persists, check that the base URL points to the market events service.";
            case CONFIGURATION -> own != null ? own
                    : "The service settings are incomplete. Check them" + wayOut.settings() + ".";
            case CANCELLED -> "The request was cancelled.";
        };
    }

    /**
     * What went wrong in a few words, to stand in brackets after what it cost ("the service failed to answer,
     * HTTP 502"): no way out and no dates, which the caller's sentence gives.
     */
    public static String shortReason(ApiException e) {
        String what = switch (e.kind()) {
            case BAD_REQUEST -> "the service refused the request as invalid";
            case KEY_REJECTED -> "the service rejected the API key";
            case REDIRECTED_ELSEWHERE -> e.redirectLoop() ? "the service redirected the request round in a loop"
                    : "the service redirected the request to another address";
            case NOT_FOUND -> "the service has nothing at this address";
            case RATE_LIMITED -> "the service limited how often it may be asked";
            case SERVICE_FAILURE -> "the service failed to answer";
            case NETWORK -> e.noAnswerInTime() ? "the service did not answer in time"
                    : e.answerCutShort() ? "the connection dropped before the whole answer arrived"
                    : "the connection to the service failed";
            case INVALID_RESPONSE -> "the service's answer could not be read";
            case CONFIGURATION -> "the service settings cannot be used";
            case CANCELLED -> "the request was cancelled";
        };
        return e.httpStatus() > 0 ? what + ", HTTP " + e.httpStatus() : what;
    }

    /**
     * True when the sentence for {@code e} asks to check the base URL, so that a caller may say which one was
     * used; false for every other failure.
     */
    public static boolean pointsAtTheBaseUrl(ApiException e) {
        return switch (e.kind()) {
            case KEY_REJECTED, REDIRECTED_ELSEWHERE, NOT_FOUND -> true;
            case BAD_REQUEST -> e.operation() == ApiException.Operation.STATUS;
            case RATE_LIMITED, SERVICE_FAILURE, NETWORK, INVALID_RESPONSE, CONFIGURATION, CANCELLED -> false;
        };
    }

    /** A redirect that reached us unfollowed: where it leads is the address to use. */
    private static String notFollowed(ApiException e, WayOut wayOut) {
        if (e.redirectedTo() == null) {
            return "The service redirected the request (HTTP " + e.httpStatus() + ") to an address that cannot be"
                    + " followed. Check the base URL" + wayOut.url() + ".";
        }
        return "The service redirected the request to " + e.redirectedTo() + " (HTTP " + e.httpStatus()
                + "): use that address in the base URL" + wayOut.url() + ".";
    }

    /**
     * Our own messages are sentences already; this guards against one built elsewhere with markup or breaks, and cuts
     * one that may hold outside text, unless {@code whole}.
     */
    private static String asSentence(String text, boolean whole) {
        String line = whole ? ShortText.wholeLine(withoutMarkup(text)) : ShortText.singleLine(withoutMarkup(text));
        if (line == null) {
            return null;
        }
        char last = line.charAt(line.length() - 1);
        return last == '.' || last == '!' || last == '?' ? line : line + ".";
    }

    /** "It could not be read (while loading …)." from the sentence and the aside; the sentence alone without one. */
    private static String withAside(String sentence, String aside) {
        if (sentence == null || aside == null) {
            return sentence;
        }
        int end = sentence.length() - 1;
        return sentence.substring(0, end) + " (" + aside + ")" + sentence.substring(end);
    }

    /**
     * "It dropped while loading …: try again.": the dates before the advice that follows a colon, which they would
     * otherwise seem to belong to; as {@link #withAside} for a sentence without one.
     */
    private static String beforeAdvice(String sentence, String aside) {
        int advice = sentence == null || aside == null ? -1 : sentence.lastIndexOf(": ");
        return advice < 0 ? withAside(sentence, aside)
                : sentence.substring(0, advice) + " " + aside + sentence.substring(advice);
    }

    private static String withoutMarkup(String text) {
        return text == null ? null : MARKUP.matcher(text).replaceAll(" ");
    }

    private static String waitHint(ApiException e, WaitWording waits) {
        Duration retryAfter = e.retryAfter();
        if (retryAfter == null || retryAfter.isZero()) {
            return "Wait a minute, then try again.";
        }
        return e.retryAt() == null ? waits.tryAgain(retryAfter) : waits.tryAgain(retryAfter, e.retryAt());
    }

    private static String tryAgainIn(Duration wait) {
        long seconds = Math.max(1, (wait.toMillis() + 999) / 1000);
        if (seconds < 120) {
            return "Try again in " + seconds + (seconds == 1 ? " second." : " seconds.");
        }
        long minutes = (seconds + 59) / 60;
        if (minutes < 120) {
            return "Try again in " + minutes + " minutes.";
        }
        long hours = (minutes + 59) / 60;
        if (hours < 48) {
            return "Try again in " + hours + " hours.";
        }
        return "Try again in " + (hours + 23) / 24 + " days.";
    }
}
