package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.marketevents.model.EventTime;
import com.marketevents.model.MarketEvent;
import com.marketevents.search.EventRow;
import com.marketevents.ui.InlineUiExecutor;
import com.marketevents.ui.MutableClock;
import com.marketevents.ui.common.Notice;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class ShownRowsTest {
    private static final TimeDisplay EASTERN_TIMES = new TimeDisplay(EventTime.SERVICE_ZONE);
    private static final Comparator<EventRow> BY_TICKER = EventField.TICKER.rowComparator(EASTERN_TIMES);
    private static final Comparator<EventRow> BY_TITLE = EventField.TITLE.rowComparator(EASTERN_TIMES);
    private static final Predicate<EventRow> EARNINGS = row -> row.matches("earnings");
    private static final Predicate<EventRow> YEARLY = row -> row.matches("yearly");

    private final MutableClock clock = new MutableClock(Instant.parse("2024-11-05T14:00:00Z"));
    private final InlineUiExecutor executor = new InlineUiExecutor(clock);
    private final List<Notice> notices = new ArrayList<>();
    private final ShownRows shown = new ShownRows(executor, notices::add, () -> { });

    @BeforeEach
    void loadFiveEvents() {
        // In the service's order, by date: ids 1 to 5. By ticker: 2, 4, 5, 1, 3. Earnings calls: 1, 2 and 4.
        List<EventRow> rows = EventRow.of(List.of(
                event(1, "MSFT:US", "Quarterly Earnings Call", "earnings", "2024-11-04T09:00:00-05:00"),
                event(2, "AAPL:US", "Yearly Earnings Call", "earnings", "2024-11-05T09:00:00-05:00"),
                event(3, "ZM:US", "Investor Presentation", "presentation", "2024-11-06T09:00:00-05:00"),
                event(4, "BABA:US", "Another Earnings Call", "earnings", "2024-11-07T09:00:00-05:00"),
                event(5, "CSCO:US", "Capital Markets Day", "presentation", "2024-11-08T09:00:00-05:00")));
        shown.showLoaded(new FetchedRows(rows, null, rows, null, rows, List.of(), "test", true, List.of(),
                List.of(), List.of(), List.of(), 0));
        assertEquals(List.of(1L, 2L, 3L, 4L, 5L), ids());
    }

    private static MarketEvent event(long id, String ticker, String title, String type, String date) {
        return new MarketEvent(id, 1L, ticker, ticker.split(":")[0], ticker.split(":")[0] + ".OQ", ticker, "XNAS",
                null, title, type, EventTime.parse(date), 2024, "published", "active", null, null);
    }

    private List<Long> ids() {
        return shown.rows().stream().map(row -> row.event().eventId()).toList();
    }

    @Test
    void aQuickFilterTypedWhileASortRunsStillAppliesInTheNewOrder() {
        executor.holdWork(true);
        shown.setSortOrder(BY_TICKER);
        shown.setFilter(EARNINGS);

        executor.runHeldWork(); // the sort first: it filters again in its order (held); the filter's rows are stale
        executor.runHeldWork();

        assertEquals(List.of(2L, 4L, 1L), ids());
        assertEquals(List.of(2L, 4L, 5L, 1L, 3L), shown.loaded().stream().map(row -> row.event().eventId()).toList());
        assertEquals(0, executor.heldWorkCount());
    }

    @Test
    void aQuickFilterTypedWhileASortRunsStillAppliesWhenItsRowsComeBackFirst() {
        executor.holdWork(true);
        shown.setSortOrder(BY_TICKER);
        shown.setFilter(EARNINGS);

        executor.runHeldWork(1, 0); // the filter's rows, in the order before, then the sort
        assertEquals(List.of(1L, 2L, 4L), ids(), "the filter is shown at once");
        executor.runHeldWork();

        assertEquals(List.of(2L, 4L, 1L), ids());
    }

    @Test
    void aStaleFilterResultNeverReplacesANewerOne() {
        executor.holdWork(true);
        shown.setFilter(EARNINGS);
        shown.setFilter(YEARLY);

        executor.runHeldWork(1, 0); // the newer filter's rows come back first
        assertEquals(List.of(2L), ids());
        executor.advance(Duration.ofSeconds(1));
        assertFalse(shown.filteringProperty().get());
    }

    @Test
    void aSortThenAFilterKeepsTheSort() {
        shown.setSortOrder(BY_TICKER);
        shown.setFilter(EARNINGS);
        assertEquals(List.of(2L, 4L, 1L), ids());

        shown.setFilter(null);
        assertEquals(List.of(2L, 4L, 5L, 1L, 3L), ids(), "clearing the filter keeps it too");
    }

    @Test
    void aFilterResultInAnOlderOrderNeverUndoesANewerSort() {
        executor.holdWork(true);
        shown.setFilter(EARNINGS);
        shown.setSortOrder(BY_TICKER);
        executor.runHeldWork(); // the filter's rows shown, then the sort, which filters again in ticker order (held)

        shown.setSortOrder(BY_TITLE);
        executor.runHeldWork(1, 0); // the title sort reorders the rows shown; the ticker-order filter comes last

        assertEquals(List.of(4L, 1L, 2L), ids());
        executor.advance(Duration.ofSeconds(1));
        assertFalse(shown.filteringProperty().get());
        assertEquals(List.of(), notices);
    }
}
