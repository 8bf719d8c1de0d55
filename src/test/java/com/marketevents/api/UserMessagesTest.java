package com.marketevents.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.model.DateRange;
import java.time.Duration;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class UserMessagesTest {

    private static ApiException http(ApiException.Kind kind, int status, String serviceMessage, Duration retryAfter) {
        return new ApiException(kind, "The service answered HTTP " + status + ".", status, serviceMessage, retryAfter,
                null);
    }

    @ParameterizedTest
    @EnumSource(ApiException.Kind.class)
    void everyKindGivesOneCleanLineEndingInAFullStop(ApiException.Kind kind) {
        ApiException e = new ApiException(kind, "Something\nhappened at <b>host</b>", 503,
                "line one\r\nline two", null, new IllegalStateException("boom"));

        String sentence = UserMessages.describe(e);

        assertFalse(sentence.isBlank());
        assertFalse(sentence.contains("\n") || sentence.contains("\r"), sentence);
        assertFalse(sentence.contains("Exception"), sentence);
        assertFalse(sentence.contains("<"), sentence);
        assertTrue(sentence.endsWith(".") || sentence.endsWith(".\""), sentence);
    }

    @Test
    void theApplicationsOwnLongConfigurationSentenceIsShownWholeWithItsAdviceAtTheEnd() {
        String own = "The API key (from MARKET_EVENTS_API_KEY) holds a space or a line break, which a key never does:"
                + " it was most likely cut or joined by mistake (often picked up in a copy). Type or paste it again.";

        assertEquals(own, UserMessages.describe(new ApiException(ApiException.Kind.CONFIGURATION, own)));
    }

    @Test
    void aFailedPartOfALongerRangeSaysWhichDatesCouldNotBeLoaded() {
        DateRange december = DateRange.of(LocalDate.of(2026, 12, 1), LocalDate.of(2026, 12, 31));

        assertEquals("The service failed to answer (HTTP 503) while loading 2026-12-01 to 2026-12-31. It may be down"
                + " for a moment: try again later.", UserMessages.describe(
                        http(ApiException.Kind.SERVICE_FAILURE, 503, null, null).whileLoading(december)));
        assertEquals("The service's answer could not be read: it is not valid JSON (while loading 2026-12-01 to"
                + " 2026-12-31). If this persists, check that the base URL points to the market events service.",
                UserMessages.describe(new ApiException(ApiException.Kind.INVALID_RESPONSE,
                        "The service's answer could not be read: it is not valid JSON.").whileLoading(december)));
        assertEquals("The connection to h:8080 closed before the whole answer arrived (the service or the network"
                + " dropped it) while loading 2026-12-01 to 2026-12-31: try again.",
                UserMessages.describe(new ApiException(ApiException.Kind.NETWORK, "The connection to h:8080 closed"
                        + " before the whole answer arrived (the service or the network dropped it): try again.")
                        .whileLoading(december)), "the dates come before the advice, not inside it");
        assertFalse(UserMessages.describe(http(ApiException.Kind.KEY_REJECTED, 403, null, null).whileLoading(december))
                .contains("2026-12"), "a rejected key fails every date alike");
    }

    @Test
    void aRejectedKeyPointsAtBothTheKeyAndTheNamespace() {
        String sentence = UserMessages.describe(http(ApiException.Kind.KEY_REJECTED, 403, "Missing Authentication Token", null));

        assertEquals("The service rejected the API key (the service said: \"Missing Authentication Token\"), or the"
                + " base URL lacks its namespace segment (…/api). Check both in Settings.", sentence,
                "one aside each, never two in a row");
    }

    @Test
    void aKeyRefusedEventsMayAlsoLackAccessToThem() {
        ApiException refused = new ApiException(ApiException.Kind.KEY_REJECTED, "The service answered HTTP 403.", 403,
                "Forbidden", null, ApiException.Operation.EVENTS, null, null);

        assertEquals("The service rejected the API key (the service said: \"Forbidden\"), or the base URL lacks its"
                + " namespace segment (…/api). Check both in Settings. A valid key without access to events is refused"
                + " alike: if both are right, ask the key's provider for that access.", UserMessages.describe(refused),
                "the status may pass with a key the events refuse: the deployment notes' third cause");
    }

    @Test
    void aBadRequestShowsTheServicesReason() {
        assertEquals("The service refused the request as invalid (the service said: \"end_date is not a date\"). "
                        + "Check the dates and try again.",
                UserMessages.describe(http(ApiException.Kind.BAD_REQUEST, 400, "end_date is not a date", null)));
    }

    @Test
    void rateLimitingSaysWhenToTryAgain() {
        assertTrue(UserMessages.describe(http(ApiException.Kind.RATE_LIMITED, 429, null, Duration.ofSeconds(30)))
                .endsWith("Try again in 30 seconds."));
        assertTrue(UserMessages.describe(http(ApiException.Kind.RATE_LIMITED, 429, null, null))
                .endsWith("Wait a minute, then try again."));
        assertTrue(UserMessages.describe(http(ApiException.Kind.SERVICE_FAILURE, 503, null, Duration.ofSeconds(120)))
                .endsWith("It is unavailable for a moment. Try again in 2 minutes."), "a 503's Retry-After too");
    }

    @Test
    void aLongWaitIsSaidInHoursOrDaysAndNotAsAMoment() {
        assertTrue(UserMessages.describe(http(ApiException.Kind.SERVICE_FAILURE, 503, null, Duration.ofHours(2)))
                .endsWith("It is unavailable for now. Try again in 2 hours."));
        assertTrue(UserMessages.describe(http(ApiException.Kind.RATE_LIMITED, 429, null, Duration.ofMinutes(90)))
                .endsWith("Try again in 90 minutes."));
        assertTrue(UserMessages.describe(http(ApiException.Kind.RATE_LIMITED, 429, null, Duration.ofDays(3)))
                .endsWith("Try again in 3 days."));
    }

    @Test
    void serviceFailureAndNotFoundNameTheStatus() {
        assertTrue(UserMessages.describe(http(ApiException.Kind.SERVICE_FAILURE, 503, null, null))
                .startsWith("The service failed to answer (HTTP 503). It may be down"));
        assertTrue(UserMessages.describe(http(ApiException.Kind.NOT_FOUND, 404, null, null)).contains("base URL"));
    }

    @Test
    void networkAndConfigurationMessagesAreTheirOwnSentence() {
        String network = "data.example.com refused the connection: check that the service is running.";
        assertEquals(network, UserMessages.describe(new ApiException(ApiException.Kind.NETWORK, network)));
        assertEquals("The request was cancelled.", UserMessages.describe(ApiException.cancelled()));
    }

    @Test
    void theShortReasonNamesWhatWentWrongWithItsHttpStatusAndNoWayOut() {
        assertEquals("the service failed to answer, HTTP 502", UserMessages.shortReason(
                new ApiException(ApiException.Kind.SERVICE_FAILURE, "HTTP 502", 502, null, null, null)));
        assertEquals("the service limited how often it may be asked, HTTP 429", UserMessages.shortReason(
                new ApiException(ApiException.Kind.RATE_LIMITED, "HTTP 429", 429, null, Duration.ofSeconds(20), null)));
        assertEquals("the service did not answer in time",
                UserMessages.shortReason(ApiException.noAnswerInTime("Read timed out.", null)));
        assertEquals("the connection to the service failed",
                UserMessages.shortReason(new ApiException(ApiException.Kind.NETWORK, "Connection reset.")));
        assertEquals("the connection dropped before the whole answer arrived",
                UserMessages.shortReason(ApiException.answerCutShort("Cut.", null)));
    }

    @ParameterizedTest
    @EnumSource(ApiException.Kind.class)
    void everyKindHasAShortReasonInLowerCaseWithoutAFullStop(ApiException.Kind kind) {
        String reason = UserMessages.shortReason(new ApiException(kind, "Something."));
        assertTrue(Character.isLowerCase(reason.charAt(0)), reason);
        assertFalse(reason.endsWith("."), reason);
    }
}
