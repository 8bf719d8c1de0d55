package com.marketevents.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import org.junit.jupiter.api.Test;

/** A date pasted from Word, Outlook or a PDF reads as the date it shows. */
class TypedDateTest {
    private static final LocalDate FIRST_OF_DECEMBER = LocalDate.of(2026, 12, 1);

    @Test
    void aDatePastedWithALookAlikeOfTheHyphenReadsAsTheDateItShows() {
        for (char dash : new char[] {'\u2010', '\u2011', '\u2012', '\u2013', '\u2212', '\uFE63', '\uFF0D'}) {
            String pasted = "2026" + dash + "12" + dash + "01";

            assertEquals(FIRST_OF_DECEMBER, TypedDate.parse(pasted), "U+" + Integer.toHexString(dash));
        }
        assertEquals(FIRST_OF_DECEMBER, TypedDate.parse(" 2026\u201312\u20131 "));
    }

    @Test
    void aDateInFullwidthDigitsReadsAsTheDateItShows() {
        assertEquals(FIRST_OF_DECEMBER, TypedDate.parse("\uFF12\uFF10\uFF12\uFF16\uFF0D\uFF11\uFF12\uFF0D\uFF10\uFF11"));
        assertEquals(FIRST_OF_DECEMBER, TypedDate.parse("\uFF12\uFF10\uFF12\uFF16\uFF11\uFF12\uFF10\uFF11"));
    }

    @Test
    void aDatePastedWithNonBreakingSpacesRoundItReadsAsTheDateItShows() {
        for (char space : new char[] {'\u00A0', '\u2007', '\u202F'}) {
            String pasted = space + "2026-12-01" + space + space;

            assertEquals(FIRST_OF_DECEMBER, TypedDate.parse(pasted), "U+" + Integer.toHexString(space));
            assertEquals(" 2026-12-01  ", TypedDate.plain(pasted));
        }
        assertTrue(TypedDate.isMissingFromTheCalendar("\u00A02023-02-29\u202F"));
    }

    @Test
    void aDayMissingFromTheCalendarWrittenWithAnEnDashIsSaidToBeOne() {
        assertTrue(TypedDate.isMissingFromTheCalendar("2023\u201302\u201329"));
        assertNull(TypedDate.parse("2023\u201302\u201329"));
    }

    @Test
    void otherCharactersOutsideAsciiAreStillRefused() {
        assertNull(TypedDate.parse("2026\u201412\u201401"), "an em dash is a pause, not a hyphen");
        assertNull(TypedDate.parse("\u0662\u0660\u0662\u0666-12-01"), "Arabic-Indic digits");
        assertNull(TypedDate.parse("2026\u00B712\u00B701"));
        assertFalse(TypedDate.isMissingFromTheCalendar("2026\u201412\u201401"));
    }
}
