package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.model.MarketEvent;
import com.marketevents.search.EventRow;
import com.marketevents.search.QuickQuery;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

class QuickFilterQueriesTest {
    private final List<String> read = new ArrayList<>();
    private final QuickFilterQueries queries = new QuickFilterQueries(text -> {
        read.add(text);
        return QuickQuery.parse(text);
    });

    private static EventRow row(String ticker) {
        return new EventRow(new MarketEvent(1, 1L, ticker, null, null, null, "XNAS", null, "Q3 Earnings Call",
                "earnings", null, 2026, null, "active", null, null));
    }

    @Test
    void aFilterIsReadWhereItIsFirstTestedNotWhereItIsBuiltSoTheWindowDoesNotWaitForALongWatchlist() {
        Predicate<EventRow> matcher = queries.matcherFor("AAPL:US, MSFT:US");
        assertEquals(List.of(), read, "nothing read while the filter is built (on the UI thread)");

        assertTrue(matcher.test(row("MSFT:US")));
        assertFalse(matcher.test(row("NVDA:US")));
        assertEquals(List.of("AAPL:US, MSFT:US"), read, "read once, at the first row tested");
    }

    @Test
    void theSameTextIsReadOnceHoweverOftenTheFiltersAreBuiltAgain() {
        for (int i = 0; i < 3; i++) { // a value filter changed three times: the filter built again each time
            queries.matcherFor("AAPL:US, MSFT:US").test(row("AAPL:US"));
        }
        queries.matcherFor("T:US").test(row("T:US"));

        assertEquals(List.of("AAPL:US, MSFT:US", "T:US"), read);
    }

    @Test
    void aTextWithNothingToLookForFindsEveryRowAsAnEmptyFilterDoes() {
        assertTrue(queries.matcherFor(" , ; ").test(row("AAPL:US")));
    }
}
