package com.marketevents.search;

import com.marketevents.model.TypedText;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.StringJoiner;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The quick filter's text as a test of a row: words that must all occur, in any order, in an identifier or the
 * title ("q3 call", typed a letter at a time); or a list of alternatives separated by commas or semicolons, any
 * of which may match ("aapl, msft"). A list is an analyst's list of tickers, so a one-word alternative in it
 * matches a whole identifier or symbol ({@link EventRow#matchesIdentifier}): "t, f" finds T:US and F:US, not
 * every ticker with a T. A ticker typed whole with its market code ("t:us", "0700:hk") also matches whole, alone
 * as well: it names one listing, a number code's with or without its leading zeros ("147:hk" finds 0147:HK and
 * the other way round). A colon and a market code (":hk") names a market: the listings whose ticker ends in it,
 * alone, with other words ("q3 :hk") or in a list (":hk, :au"). A list pasted from a spreadsheet column (one per
 * line) becomes one ({@link #asOneLine}). Text pasted from a mail or a word processor reads as typed: no-break
 * spaces as spaces ({@link TypedText}), a double quote with no partner left out. Immutable and thread-safe: the
 * test runs in the background.
 */
public final class QuickQuery {
    public static final QuickQuery NONE = new QuickQuery(List.of());

    private static final Pattern WORDS = Pattern.compile("\\s+");
    private static final Pattern LINE_BREAKS_AND_TABS = Pattern.compile("\\s*[\\r\\n\\t]+\\s*");
    /** A ticker with its two-letter market code, as the service writes tickers and Bloomberg tickers. */
    private static final Pattern WHOLE_TICKER = Pattern.compile("[^\\s:]+:[a-z]{2}");
    /** A market code as a whole ticker ends in it, typed as a word with its colon (":hk"): a market's listings. */
    private static final Pattern MARKET_CODE = Pattern.compile(":[a-z]{2}");
    /** A RIC with its exchange suffix ("583.hk", "t.n"), which names one listing as a whole ticker does. */
    private static final Pattern WHOLE_RIC = Pattern.compile("[^\\s.:]+\\.[a-z]{1,2}");
    /** A ticker as a Bloomberg terminal writes it, "PION US Equity", or "583 HK" without its yellow key. */
    private static final Pattern TERMINAL_TICKER = Pattern.compile("([^\\s:\"]+)\\s+([a-z]{2})(\\s+equity)?");

    /**
     * From this many whole-identifier words (a watchlist), they are looked up in a set, a few lookups per
     * identifier of a row, rather than searched for one by one: over a year's 100k rows, 55–80 ms for any length
     * against some 2.6 ms a word ({@code FilterBenchmark}: 262 ms for 200 tickers, 1.3 s for 1,000).
     */
    static final int SET_LOOKUP_FROM = 24;

    /**
     * Words, lower-case, none empty; {@code markets}: market codes without their colon ("hk"), each of which the
     * row's ticker must end in; {@code whole}: one word matched as a whole identifier.
     */
    private record Alternative(String[] words, String[] markets, boolean whole) {
        private static final String[] NONE = {};

        static Alternative whole(String word) {
            return new Alternative(new String[] {word}, NONE, true);
        }

        /**
         * Whether {@code row}'s ticker ends in each market code and each word occurs in it ({@link EventRow#matches}).
         */
        boolean matchesEvery(EventRow row) {
            for (String market : markets) {
                if (!row.isListedOn(market)) {
                    return false;
                }
            }
            for (String word : words) {
                if (!row.matches(word)) {
                    return false;
                }
            }
            return true;
        }
    }

    /** The alternatives tested one by one: all of them, or those not in {@link #wholeWords}. */
    private final List<Alternative> alternatives;
    private final Set<String> wholeWords;

    private QuickQuery(List<Alternative> parsed) {
        List<Alternative> whole = parsed.stream().filter(Alternative::whole).toList();
        if (whole.size() >= SET_LOOKUP_FROM) {
            wholeWords = whole.stream().map(alternative -> alternative.words()[0])
                    .collect(Collectors.toUnmodifiableSet());
            alternatives = parsed.stream().filter(alternative -> !alternative.whole()).toList();
        } else {
            wholeWords = Set.of();
            alternatives = parsed;
        }
    }

    /** Whether {@code text} is a ticker as a Bloomberg terminal writes it: "PION US Equity", "583 HK". */
    public static boolean isTerminalTicker(String text) {
        return text != null && TERMINAL_TICKER.matcher(text.strip().toLowerCase(Locale.ROOT)).matches();
    }

    /** Whether {@code text} is a ticker with its market code, which the quick filter matches whole. */
    public static boolean isWholeTicker(String text) {
        return text != null && WHOLE_TICKER.matcher(text.toLowerCase(Locale.ROOT)).matches();
    }

    /** Whether {@code text} is a colon and a market code (":HK"), which the quick filter reads as that market. */
    public static boolean isMarket(String text) {
        return text != null && isMarketCode(text.toLowerCase(Locale.ROOT));
    }

    public static QuickQuery parse(String text) {
        if (text == null || TypedText.isBlank(text)) {
            return NONE;
        }
        List<String> listed = new ArrayList<>();
        for (String alternative : splitOutsideQuotes(SearchText.folded(typed(text)))) {
            String stripped = unquoted(TypedText.trimmed(alternative));
            if (!stripped.isEmpty()) {
                listed.add(stripped);
            }
        }
        return of(listed, listed.size() > 1);
    }

    /**
     * One entry of a list ("t", "pion us"), read as the list reads it: a one-word entry matches a whole identifier
     * or symbol. To tell which entries of a watchlist find nothing.
     */
    public static QuickQuery ofListEntry(String entry) {
        String stripped = entry == null ? "" : unquoted(TypedText.trimmed(SearchText.folded(typed(entry))));
        return stripped.isEmpty() ? NONE : of(List.of(stripped), true);
    }

    private static QuickQuery of(List<String> listed, boolean list) {
        List<Alternative> alternatives = new ArrayList<>();
        for (String alternative : listed) {
            String[] words = WORDS.split(asTicker(alternative, list));
            if (Arrays.stream(words).anyMatch(QuickQuery::isMarketCode)) {
                alternatives.add(onMarkets(words));
                continue;
            }
            boolean ric = words.length == 1 && WHOLE_RIC.matcher(words[0]).matches();
            boolean ticker = words.length == 1 && WHOLE_TICKER.matcher(words[0]).matches();
            alternatives.add(new Alternative(words, Alternative.NONE, words.length == 1 && (list || ric || ticker)));
            if (ric || ticker) {
                otherZeroPaddings(words[0]).forEach(other -> alternatives.add(Alternative.whole(other)));
            }
        }
        return alternatives.isEmpty() ? NONE : new QuickQuery(alternatives);
    }

    private static boolean isMarketCode(String word) {
        return MARKET_CODE.matcher(word).matches();
    }

    /** {@code words} of which some are market codes (":hk"): a search among the listings on those markets. */
    private static Alternative onMarkets(String[] words) {
        String[] markets = Arrays.stream(words).filter(QuickQuery::isMarketCode).map(word -> word.substring(1))
                .toArray(String[]::new);
        String[] others = Arrays.stream(words).filter(word -> !isMarketCode(word)).toArray(String[]::new);
        return new Alternative(others, markets, false);
    }

    /**
     * A RIC or a ticker of a number code ("700.hk", "0147:hk") as the same listing is written otherwise: without
     * its leading zeros ("147:hk"), and with four digits, as Hong Kong's RICs write it ("0700.hk"). Looked for as
     * alternatives of their own, rather than by skipping zeros in each row's identifiers as each key is typed.
     */
    private static Set<String> otherZeroPaddings(String word) {
        if (codeDigits(word) == 0) {
            return Set.of();
        }
        String unpadded = unpadded(word);
        int digits = codeDigits(unpadded);
        Set<String> others = new LinkedHashSet<>(List.of(unpadded, "0".repeat(Math.max(0, 4 - digits)) + unpadded));
        others.remove(word);
        return others;
    }

    /** {@code word}, a RIC or a ticker of a number code ("0147:hk"), without its leading zeros; else as it is. */
    private static String unpadded(String word) {
        int digits = codeDigits(word);
        int significant = 0;
        while (significant < digits - 1 && word.charAt(significant) == '0') {
            significant++;
        }
        return word.substring(significant);
    }

    /** How many digits the number code of a RIC or a ticker ("0147:hk") has; 0 when {@code word} is neither. */
    private static int codeDigits(String word) {
        int mark = 0;
        while (mark < word.length() && Character.isDigit(word.charAt(mark))) {
            mark++;
        }
        boolean code = mark > 0 && mark < word.length() && (word.charAt(mark) == '.' || word.charAt(mark) == ':');
        return code ? mark : 0;
    }

    /**
     * One spelling of the listing {@code entry} names, the same however it is written: in any case, with or without
     * its quotes, a terminal's ticker as a ticker ("147 HK Equity" as "147:hk"), a number code without its leading
     * zeros ("0147:HK" as "147:hk"), as the quick filter finds them alike. To keep each listing once.
     */
    public static String listingKey(String entry) {
        return unpadded(asTicker(unquoted(TypedText.trimmed(SearchText.folded(typed(entry)))), true));
    }

    /**
     * {@code text} as its typist means it: each look-alike of a space a space, and a double quote with no partner
     * left out. Quotes pair in order, so the one left over is the last: the quote opening an entry not closed yet
     * ({@code lumo, "cs; t}), which would otherwise hold the rest of the text as one entry, or a stray one
     * ({@code cs"}).
     */
    private static String typed(String text) {
        String spaced = TypedText.withPlainSpaces(text);
        int quotes = 0;
        for (int i = 0; i < spaced.length(); i++) {
            if (spaced.charAt(i) == '"') {
                quotes++;
            }
        }
        if (quotes % 2 == 0) {
            return spaced;
        }
        int last = spaced.lastIndexOf('"');
        return spaced.substring(0, last) + spaced.substring(last + 1);
    }

    /**
     * The parts of {@code text} between commas and semicolons, those inside double quotes left alone: "\"Co., Ltd.\""
     * is one part, to find a title that holds it, as "\"PION:CN\", \"T:US\"" from a CSV line is two.
     */
    private static List<String> splitOutsideQuotes(String text) {
        List<String> parts = new ArrayList<>();
        boolean quoted = false;
        int start = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '"') {
                quoted = !quoted;
            } else if (!quoted && (c == ',' || c == ';')) {
                parts.add(text.substring(start, i));
                start = i + 1;
            }
        }
        parts.add(text.substring(start));
        return parts;
    }

    /** A value as a CSV line quotes it ("PION:CN") without its quotes. */
    private static String unquoted(String alternative) {
        return alternative.length() > 1 && alternative.startsWith("\"") && alternative.endsWith("\"")
                ? TypedText.trimmed(alternative.substring(1, alternative.length() - 1)) : alternative;
    }

    /**
     * A Bloomberg terminal's ticker as the service writes it: "pion us equity" is pion:us, and so is "pion us" in a
     * list, where two words are one listing; alone, "bank hk" stays two words to find.
     */
    private static String asTicker(String alternative, boolean inList) {
        Matcher terminal = TERMINAL_TICKER.matcher(alternative);
        return terminal.matches() && (inList || terminal.group(3) != null)
                ? terminal.group(1) + ":" + terminal.group(2) : alternative;
    }

    /** How many alternatives {@code text} lists: 1 for a single query, 0 for blank text. */
    public static long countAlternatives(String text) {
        return alternatives(text).size();
    }

    /**
     * The alternatives {@code text} lists ({@link #typed}), trimmed, in order, blank ones left out (a watchlist's
     * entries).
     */
    public static List<String> alternatives(String text) {
        return splitOutsideQuotes(typed(text)).stream().map(TypedText::trimmed)
                .filter(alternative -> !alternative.isEmpty()).toList();
    }

    /**
     * {@code entries} read as a list's entries, each kept once: an entry that matches just what an earlier one does
     * is left out, the order kept. "t:us" repeats "T:US" and "PION US Equity" repeats "PION:US" (a list reads both
     * as pion:us), but "T:US" does not repeat "T", which finds T:CN as well.
     */
    public static List<String> withoutRepeats(List<String> entries) {
        Set<String> seen = new HashSet<>();
        return entries.stream().filter(entry -> seen.add(listingKey(entry))).toList();
    }

    public boolean isEmpty() {
        return alternatives.isEmpty() && wholeWords.isEmpty();
    }

    public boolean matches(EventRow row) {
        if (!wholeWords.isEmpty() && row.matchesAnIdentifierIn(wholeWords)) {
            return true;
        }
        for (Alternative alternative : alternatives) {
            if (alternative.whole() ? row.matchesIdentifier(alternative.words()[0]) : alternative.matchesEvery(row)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether one of {@code rows} matches, {@code identifierWords} holding their identifier words
     * ({@link EventRow#addIdentifierWordsTo}): a whole identifier is looked up there, not searched for row by row.
     */
    public boolean matchesOneOf(List<EventRow> rows, Set<String> identifierWords) {
        if (wholeWords.stream().anyMatch(identifierWords::contains)) {
            return true;
        }
        List<Alternative> searches = new ArrayList<>();
        for (Alternative alternative : alternatives) {
            if (!alternative.whole()) {
                searches.add(alternative);
            } else if (identifierWords.contains(alternative.words()[0])) {
                return true;
            }
        }
        return !searches.isEmpty() && rows.stream()
                .anyMatch(row -> searches.stream().anyMatch(search -> search.matchesEvery(row)));
    }

    /**
     * Text for the one-line filter field: lines and tab-separated cells (a column or a block pasted from a
     * spreadsheet) become alternatives, separated by commas; the line break a copied column ends with is
     * dropped; text without either is left as it is. The field would otherwise drop the line breaks and run
     * the tickers together ("AAPLMSFT"). Rows under a header that names an identifier column ("ticker", as the
     * table's own copies have it) give that column alone: every title and date would match far too much. Each
     * listing is kept once, where it first comes ({@link #withoutRepeats}).
     */
    public static String asOneLine(String pasted) {
        if (pasted.indexOf('\n') < 0 && pasted.indexOf('\r') < 0 && pasted.indexOf('\t') < 0) {
            return pasted; // typed text, its spaces included
        }
        String text = pasted.strip();
        String identifiers = identifierColumnOf(text);
        String oneLine = LINE_BREAKS_AND_TABS.matcher(identifiers != null ? identifiers : text).replaceAll(", ");
        // A copy of table rows names a listing once per event: the list names each once.
        return String.join(", ", withoutRepeats(alternatives(oneLine)));
    }

    /** The cells, one a line, of the identifier column a header line names over rows; null for other text. */
    private static String identifierColumnOf(String text) {
        String[] lines = text.split("\\R");
        int column = lines.length < 2 ? -1 : IdentifierColumn.in(List.of(lines[0].split("\t", -1)));
        if (column < 0) {
            return null;
        }
        StringJoiner cells = new StringJoiner("\n");
        for (int i = 1; i < lines.length; i++) {
            String[] row = lines[i].split("\t", -1);
            if (column < row.length && !row[column].isBlank()) {
                cells.add(row[column].strip());
            }
        }
        return cells.toString();
    }
}
