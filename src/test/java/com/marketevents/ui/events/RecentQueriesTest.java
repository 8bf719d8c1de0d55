package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.marketevents.settings.InMemoryKeyValueStore;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class RecentQueriesTest {

    @Test
    void theLatestComesFirstEachTextOnceAndBlankTextIsNotKept() {
        RecentQueries recent = new RecentQueries();
        recent.remember("aapl, msft");
        recent.remember("  ");
        recent.remember(null);
        recent.remember("T:US");
        recent.remember(" AAPL, MSFT ");
        assertEquals(List.of("AAPL, MSFT", "T:US"), recent.entries());
    }

    @Test
    void aLongWatchlistIsShownCutWithHowManyListingsItHolds() {
        String watchlist = IntStream.range(0, 212).mapToObj(i -> "T" + i + ":US").collect(Collectors.joining(", "));
        assertEquals("T0:US, T1:US, T2:US, T3:US, T4:US, T5:US, T6:US, T7:US, T8:… (212 listings)",
                RecentQueries.shown(watchlist));
        assertEquals("q3 call", RecentQueries.shown("q3 call"));
    }

    @Test
    void onlyTheTenLatestAreKeptAndTheyComeBackAfterARestart() {
        RecentQueries recent = new RecentQueries();
        IntStream.rangeClosed(1, 12).forEach(i -> recent.remember("query " + i));
        assertEquals(RecentQueries.MAX, recent.entries().size());
        assertEquals("query 12", recent.entries().get(0));
        assertEquals("query 3", recent.entries().get(RecentQueries.MAX - 1));

        InMemoryKeyValueStore store = new InMemoryKeyValueStore();
        recent.save(store);
        RecentQueries restarted = new RecentQueries();
        restarted.restore(store);
        assertEquals(recent.entries(), restarted.entries());

        restarted.clear();
        restarted.save(store);
        RecentQueries cleared = new RecentQueries();
        cleared.restore(store);
        assertEquals(List.of(), cleared.entries());
    }
}
