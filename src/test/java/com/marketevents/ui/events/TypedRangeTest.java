package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The range a too-long range's message suggests is the longest one ending on the end typed, and is accepted. */
class TypedRangeTest {
    private static final Pattern SUGGESTED = Pattern.compile("as (\\S+) to (\\S+)\\.$");

    @Test
    void theShorterRangeSuggestedBeforeAFebruaryTwentyEighthIsAccepted() {
        assertSuggestionIsTheLongestAccepted("2010-01-01", "2026-02-28", "2016-03-01");
    }

    @Test
    void theShorterRangeSuggestedAtTheEdgesOfLeapDaysIsAccepted() {
        assertSuggestionIsTheLongestAccepted("2000-01-01", "2024-02-29", "2014-03-01");
        assertSuggestionIsTheLongestAccepted("2000-01-01", "2025-03-01", "2015-03-02");
        assertSuggestionIsTheLongestAccepted("2000-01-01", "2026-03-01", "2016-03-02");
        assertSuggestionIsTheLongestAccepted("2000-01-01", "2026-12-31", "2017-01-01");
    }

    private static void assertSuggestionIsTheLongestAccepted(String from, String to, String start) {
        TypedRange typed = new TypedRange(() -> LocalDate.of(2026, 11, 28));
        typed.fromTextProperty().set(from);
        typed.toTextProperty().set(to);
        String problem = typed.rangeProblemProperty().get();
        assertNull(typed.valid(), from + " to " + to + " is refused");
        Matcher suggested = SUGGESTED.matcher(problem);
        assertTrue(suggested.find(), problem);
        assertEquals(start + " to " + to, suggested.group(1) + " to " + suggested.group(2), problem);

        typed.fromTextProperty().set(suggested.group(1));
        assertNotNull(typed.valid(), "the suggestion is accepted: " + typed.rangeProblemProperty().get());
        assertEquals(problem, problemWithStart(typed, LocalDate.parse(start).minusDays(1)), "a day more is not");
    }

    private static String problemWithStart(TypedRange typed, LocalDate start) {
        typed.fromTextProperty().set(start.toString());
        return typed.rangeProblemProperty().get();
    }
}
