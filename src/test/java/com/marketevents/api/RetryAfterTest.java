package com.marketevents.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class RetryAfterTest {
    private static final Instant NOW = Instant.parse("2015-10-21T07:28:00Z");

    @Test
    void secondsAndHttpDatesBecomeAWait() {
        assertEquals(Duration.ofSeconds(120), RetryAfter.parse(" 120 ", NOW));
        assertEquals(Duration.ZERO, RetryAfter.parse("0", NOW));
        assertEquals(Duration.ofSeconds(90), RetryAfter.parse("Wed, 21 Oct 2015 07:29:30 GMT", NOW));
    }

    @Test
    void aDateInThePastMeansNowAndAnAbsurdWaitIsCapped() {
        assertEquals(Duration.ZERO, RetryAfter.parse("Wed, 21 Oct 2015 07:00:00 GMT", NOW));
        assertEquals(RetryAfter.LONGEST, RetryAfter.parse("999999999999", NOW));
        assertEquals(Duration.ofHours(2), RetryAfter.parse("7200", NOW), "said as asked, not cut to an hour");
        assertEquals(Duration.ofSeconds(5), RetryAfter.parse("0000000000005", NOW), "zeros in front are no wait");
    }

    @Test
    void absentOrUnreadableGivesNoWait() {
        assertNull(RetryAfter.parse(null, NOW));
        assertNull(RetryAfter.parse("soon", NOW));
        assertNull(RetryAfter.parse("-5", NOW));
    }
}
