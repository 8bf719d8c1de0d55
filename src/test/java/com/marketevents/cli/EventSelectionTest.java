package com.marketevents.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Locale;
import org.junit.jupiter.api.Test;

class EventSelectionTest {

    @Test
    void theSummaryWritesItsCountsAsTheRestOfTheLineDoesWhateverTheComputersLocale() throws Exception {
        EventSelection selection = EventSelection.of("call", null, null);
        Locale before = Locale.getDefault();
        try {
            for (Locale locale : new Locale[] {Locale.GERMANY, new Locale("ar", "SA"), new Locale("fr", "CH")}) {
                Locale.setDefault(locale);
                assertEquals(" (the filter “call”: 1,044 of 2,549)", selection.summary(1044, 2549), locale.toString());
            }
        } finally {
            Locale.setDefault(before);
        }
    }
}
