package com.marketevents.export;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.marketevents.model.DateRange;
import java.time.LocalDate;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ExportTitleTest {
    private static final DateRange WEEK = DateRange.of(LocalDate.of(2026, 11, 23), LocalDate.of(2026, 11, 27));

    @Test
    void theTitleNamesTheWatchlistInUseAndTheDatesLoaded() {
        assertEquals("Banks 2026-11-23 to 2026-11-27", ExportTitle.of(Optional.of("Banks"), Optional.of(WEEK)));
    }

    @Test
    void withoutAWatchlistTheTitleSaysMarketEvents() {
        assertEquals("Market events 2026-11-23 to 2026-11-27", ExportTitle.of(Optional.empty(), Optional.of(WEEK)));
        assertEquals("Market events 2026-11-23", ExportTitle.of(Optional.of("  "),
                Optional.of(DateRange.of(WEEK.from(), WEEK.from()))));
        assertEquals("Market events", ExportTitle.of(Optional.empty(), Optional.empty()));
    }

    @Test
    void aWatchlistsNameIsKeptAsTypedUnlikeInAFileName() {
        assertEquals("EU/Banks: top", ExportTitle.of(Optional.of(" EU/Banks: top "), Optional.empty()));
    }
}
