package com.marketevents.search;

import java.util.List;

/**
 * Which column of a table names the listings, by its header: the column a list of tickers is taken from, in a
 * spreadsheet, a watchlist file or rows copied from this application's table.
 */
public final class IdentifierColumn {
    /** Header names of identifier columns, the most telling first, as exports, spreadsheets and vendors write them. */
    private static final List<String> HEADERS = List.of("ticker", "bloomberg_ticker", "bloomberg ticker", "symbol",
            "ric", "isin", "local_ticker", "local ticker");

    private IdentifierColumn() {
    }

    /** The column of the most telling identifier header in {@code header}, or -1 when it is no such header. */
    public static int in(List<String> header) {
        for (String wanted : HEADERS) {
            for (int i = 0; i < header.size(); i++) {
                if (header.get(i).strip().equalsIgnoreCase(wanted)) {
                    return i;
                }
            }
        }
        return -1;
    }
}
