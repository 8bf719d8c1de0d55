package com.marketevents.ui.events;

import com.marketevents.search.EventRow;
import com.marketevents.search.QuickQuery;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * The quick filter's text read as a query where it is first tested, and once for each text: in the background for a
 * year's rows, not on the UI thread as the filter is built. A watchlist of 5,000 listings takes some hundreds of ms
 * to read, which froze the window at its choice and again at each change of a value filter.
 */
final class QuickFilterQueries {
    private record Read(String text, QuickQuery query) {
    }

    private final Function<String, QuickQuery> reading;
    private final AtomicReference<Read> last = new AtomicReference<>();

    QuickFilterQueries() {
        this(QuickQuery::parse);
    }

    QuickFilterQueries(Function<String, QuickQuery> reading) {
        this.reading = reading;
    }

    /** The rows {@code text} finds; every row where it finds nothing to look for (", ,"), as an empty filter. */
    Predicate<EventRow> matcherFor(String text) {
        return new Predicate<>() {
            private volatile QuickQuery query;

            @Override
            public boolean test(EventRow row) {
                QuickQuery read = query;
                if (read == null) {
                    read = queryFor(text);
                    query = read;
                }
                return read.isEmpty() || read.matches(row);
            }
        };
    }

    private QuickQuery queryFor(String text) {
        Read known = last.get();
        if (known != null && known.text().equals(text)) {
            return known.query();
        }
        QuickQuery query = reading.apply(text); // at worst read twice by two threads at once: the same query
        last.set(new Read(text, query));
        return query;
    }
}
