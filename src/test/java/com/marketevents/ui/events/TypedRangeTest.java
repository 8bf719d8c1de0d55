package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.model.DateRange;
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

    @Test
    void aRangePastedIntoOneFieldFillsFromAndTo() {
        for (String pasted : new String[] {"2026-12-01 \u2013 2026-12-31", "2026-12-01 to 2026-12-31",
                "2026-12-01..2026-12-31", "2026-12-01 - 2026-12-31", "2026-12-01\t2026-12-31", " 20261201 20261231 ",
                "2026\u201312\u201301\u20132026\u201312\u201331", "2026-12-01 TO 2026-12-31"}) {
            TypedRange typed = new TypedRange(() -> LocalDate.of(2026, 11, 28));

            assertTrue(typed.pasteRange(pasted), pasted);
            assertEquals(DateRange.of(LocalDate.of(2026, 12, 1), LocalDate.of(2026, 12, 31)), typed.valid(), pasted);
        }
    }

    @Test
    void aRangePastedWithNonBreakingSpacesRoundItsDashFillsFromAndTo() {
        for (String pasted : new String[] {"2026-12-01\u00A0\u2013\u00A02026-12-31",
                "2026-12-01\u202Fto\u202F2026-12-31",
                "\u00A02026-12-01\u20072026-12-31\u00A0", "2026-12-01\u00A0-\u00A02026-12-31"}) {
            TypedRange typed = new TypedRange(() -> LocalDate.of(2026, 11, 28));

            assertTrue(typed.pasteRange(pasted), pasted);
            assertEquals(DateRange.of(LocalDate.of(2026, 12, 1), LocalDate.of(2026, 12, 31)), typed.valid(), pasted);
        }
    }

    @Test
    void aPasteOfOneDateOrOfSomethingElseLeavesBothFieldsAlone() {
        TypedRange typed = new TypedRange(() -> LocalDate.of(2026, 11, 28));
        typed.set(DateRange.of(LocalDate.of(2026, 11, 1), LocalDate.of(2026, 11, 30)));
        for (String pasted : new String[] {"2026-12-01", "2026-12-01 to", "from 2026-12-01 to 2026-12-31",
                "2026-12-01 or 2026-12-31", "2026-12-01 to 2026-12-31 to 2027-01-31"}) {
            assertFalse(typed.pasteRange(pasted), pasted);
        }
        assertEquals("2026-11-01", typed.fromTextProperty().get());
        assertEquals("2026-11-30", typed.toTextProperty().get());
    }

    @Test
    void aPastedRangeWithADayMissingFromTheCalendarIsExplainedInTheFieldThatHoldsIt() {
        TypedRange typed = new TypedRange(() -> LocalDate.of(2026, 11, 28));

        assertTrue(typed.pasteRange("2026-02-01 \u2013 2026-02-30"));
        assertNull(typed.fromProblemProperty().get());
        assertTrue(typed.toProblemProperty().get().startsWith("\u201c2026-02-30\u201d is not a day of the calendar"),
                typed.toProblemProperty().get());
    }

    @Test
    void thePeriodButtonsOfferNoMoveBeyondTheFirstOrLastDayARangeMayHave() {
        TypedRange typed = new TypedRange(() -> LocalDate.of(2026, 11, 28));
        typed.set(DateRange.of(LocalDate.of(9999, 12, 1), LocalDate.of(9999, 12, 30)));

        assertNull(typed.shiftedProperty(+1).get(), "not 31 Dec 9999 \u2013 29 Jan +10000");
        assertEquals(DateRange.of(LocalDate.of(9999, 11, 1), LocalDate.of(9999, 11, 30)),
                typed.shiftedProperty(-1).get());

        typed.set(DateRange.of(LocalDate.of(1900, 1, 1), LocalDate.of(1900, 1, 31)));
        assertNull(typed.shiftedProperty(-1).get());
        assertNotNull(typed.shiftedProperty(+1).get());

        typed.fromTextProperty().set("1900-13-01");
        assertNull(typed.shiftedProperty(+1).get(), "none from a refused range");
    }
}
