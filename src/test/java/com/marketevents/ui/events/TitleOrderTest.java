package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.marketevents.model.EventTime;
import com.marketevents.model.MarketEvent;
import com.marketevents.search.EventRow;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The Title column sorted as a spreadsheet sorts it: accents and case do not move a title out of its letter. */
class TitleOrderTest {
    private static final TimeDisplay EASTERN = new TimeDisplay(EventTime.SERVICE_ZONE);

    @Test
    void sortingByTitleFilesAccentedEsAndOsWithThePlainOnesRatherThanAfterZurich() {
        List<EventRow> rows = rows("Zurich", "Öresund", "Banque", "Électricité", "ellington", "Arcelor", "Éclair");

        assertEquals(List.of("Arcelor", "Banque", "Éclair", "Électricité", "ellington", "Öresund", "Zurich"),
                titles(rows, false));
        assertEquals(List.of("Zurich", "Öresund", "ellington", "Électricité", "Éclair", "Banque", "Arcelor"),
                titles(rows, true));
    }

    @Test
    void titlesAlikeButForCaseOrAccentsKeepOneOrderWhicheverWayTheyArrive() {
        List<String> expected = List.of("Eclair", "eclair", "Éclair", "Ørsted", "Orsted results");

        assertEquals(expected, titles(rows("Orsted results", "Éclair", "Ørsted", "eclair", "Eclair"), false));
        assertEquals(expected, titles(rows("Eclair", "eclair", "Ørsted", "Éclair", "Orsted results"), false));
    }

    private static List<String> titles(List<EventRow> rows, boolean descending) {
        List<EventRow> sorted = new ArrayList<>(rows);
        sorted.sort(EventField.TITLE.rowComparator(EASTERN, descending));
        return sorted.stream().map(row -> row.event().title()).toList();
    }

    private static List<EventRow> rows(String... titles) {
        List<MarketEvent> events = new ArrayList<>();
        for (int i = 0; i < titles.length; i++) {
            events.add(new MarketEvent(i + 1L, 1L, "A:US", null, null, null, null, null, titles[i], "earnings",
                    EventTime.parse("2024-10-01T09:00:00-04:00"), 2024, "published", "active", null, null));
        }
        return EventRow.of(events);
    }
}
