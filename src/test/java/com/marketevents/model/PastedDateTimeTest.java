package com.marketevents.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.LocalDate;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class PastedDateTimeTest {
    @ParameterizedTest
    @CsvSource({
        "2026-11-24T14:30:00+00:00, 2026-11-24",
        "2026-11-25T02:00:00Z, 2026-11-24", // 21:00 the evening before in New York
        "2026-11-25T03:30:00+09:00, 2026-11-24",
        "2026-11-24T23:30:00-08:00, 2026-11-25",
        "2026-11-24T16:30:00.123456-05:00, 2026-11-24",
        "2026-11-24 14:30:00+00:00, 2026-11-24",
        "'  2026-11-24T14:30:00+00:00\n', 2026-11-24",
        "2026\u201311\u201325T01:00:00Z, 2026-11-24"
    })
    void aDateAndTimeWithAnOffsetGivesItsDayInNewYork(String pasted, LocalDate day) {
        assertEquals(Optional.of(day), PastedDateTime.dayOf(pasted));
    }

    @ParameterizedTest
    @ValueSource(strings = {"\u00A02026-11-24\u00A014:30:00+00:00\u00A0", "2026-11-24\u202F14:30:00Z\u202F",
        "\u20072026-11-24T14:30:00+00:00"})
    void aDateAndTimePastedWithNonBreakingSpacesGivesItsDay(String pasted) {
        assertEquals(Optional.of(LocalDate.of(2026, 11, 24)), PastedDateTime.dayOf(pasted));
    }

    @ParameterizedTest
    @ValueSource(strings = {"2026-11-24T23:30:00", "2026-11-24T00:00", "2026-11-24 23:59:59.5"})
    void aDateAndTimeWithoutAnOffsetGivesItsOwnDate(String pasted) {
        assertEquals(Optional.of(LocalDate.of(2026, 11, 24)), PastedDateTime.dayOf(pasted));
    }

    @ParameterizedTest
    @ValueSource(strings = {"2026-11-24", "24.11.2026", "20261124", "2026-02-30T10:00:00Z", "2026-11-24T25:00:00Z",
        "2026-11-24T14:30:00+00:00 and more", "2026-12-01 \u2013 2026-12-31", "", "noon"})
    void anythingButOneDateAndTimeIsLeftToTheFieldAsPasted(String pasted) {
        assertEquals(Optional.empty(), PastedDateTime.dayOf(pasted));
    }
}
