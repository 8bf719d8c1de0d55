package com.marketevents.demo;

import java.time.ZoneId;

/**
 * The exchanges of the demo universe: market identifier, the codes other identifiers use for it, its zone
 * and the hours around which its companies publish. Weights give each exchange's share of companies.
 */
enum Exchange {
    NYSE("XNYS", "US", "US", ZoneId.of("America/New_York"), NameRegion.NORTH_AMERICA, SymbolStyle.LETTERS_1_TO_3, 19,
            SessionTimes.of("06:00 06:30 07:00", "08:00 08:30 09:00", "16:01 16:05 16:10", "16:30 17:00 17:30", 0.6)),
    NASDAQ("XNAS", "US", "US", ZoneId.of("America/New_York"), NameRegion.NORTH_AMERICA, SymbolStyle.LETTERS_4, 22,
            SessionTimes.of("06:00 06:30 07:00", "08:00 08:30 09:00", "16:01 16:05 16:10", "16:30 17:00 17:30", 0.35)),
    TORONTO("XTSE", "CA", "CN", ZoneId.of("America/Toronto"), NameRegion.NORTH_AMERICA, SymbolStyle.LETTERS_2_TO_4, 6,
            SessionTimes.of("06:00 07:00", "08:00 08:30 10:00", "16:05 16:15", "17:00 17:30", 0.5)),
    LONDON("XLON", "GB", "LN", ZoneId.of("Europe/London"), NameRegion.BRITISH, SymbolStyle.LETTERS_3_TO_4, 9,
            SessionTimes.of("07:00", "07:30 08:00 08:30", "16:35 16:45", "17:00 17:30", 0.9)),
    XETRA("XETR", "DE", "GY", ZoneId.of("Europe/Berlin"), NameRegion.GERMAN, SymbolStyle.LETTERS_3, 6,
            SessionTimes.of("07:00 07:30", "08:00 08:30", "17:35 17:45", "18:00 18:30", 0.8)),
    PARIS("XPAR", "FR", "FP", ZoneId.of("Europe/Paris"), NameRegion.FRENCH, SymbolStyle.LETTERS_2_TO_4, 5,
            SessionTimes.of("07:00 07:30", "08:00 08:30", "17:35 17:45", "18:00 18:30", 0.55)),
    AMSTERDAM("XAMS", "NL", "NA", ZoneId.of("Europe/Amsterdam"), NameRegion.DUTCH, SymbolStyle.LETTERS_3_TO_4, 3,
            SessionTimes.of("07:00 07:30", "08:00 08:30", "17:35 17:45", "18:00 18:30", 0.85)),
    SIX("XSWX", "CH", "SW", ZoneId.of("Europe/Zurich"), NameRegion.SWISS, SymbolStyle.LETTERS_3_TO_4, 3,
            SessionTimes.of("06:30 07:00", "08:00 08:30", "17:35 17:45", "18:00 18:30", 0.9)),
    STOCKHOLM("XSTO", "SE", "SS", ZoneId.of("Europe/Stockholm"), NameRegion.SWEDISH, SymbolStyle.LETTERS_3_TO_4, 3,
            SessionTimes.of("07:00 07:30 08:00", "08:30 09:00", "17:35 17:45", "18:00 18:30", 0.85)),
    TOKYO("XTKS", "JP", "JP", ZoneId.of("Asia/Tokyo"), NameRegion.JAPANESE, SymbolStyle.CODE_4_DIGITS, 12,
            SessionTimes.of("08:00", "08:30", "15:30 15:40 16:00", "16:30 17:00 18:00", 0.1)),
    HONG_KONG("XHKG", "HK", "HK", ZoneId.of("Asia/Hong_Kong"), NameRegion.CHINESE, SymbolStyle.CODE_HONG_KONG, 7,
            SessionTimes.of("07:00 08:00", "08:30 09:00", "16:30 17:00", "17:30 18:00 20:00", 0.25)),
    ASX("XASX", "AU", "AU", ZoneId.of("Australia/Sydney"), NameRegion.BRITISH, SymbolStyle.LETTERS_3, 5,
            SessionTimes.of("07:30 08:00", "08:30 09:00 09:30", "16:10 16:30", "17:00 17:30", 0.85));

    private final String mic;
    private final String isinCountry;
    private final String marketCode;
    private final ZoneId zone;
    private final NameRegion nameRegion;
    private final SymbolStyle symbolStyle;
    private final int weight;
    private final SessionTimes sessionTimes;

    Exchange(String mic, String isinCountry, String marketCode, ZoneId zone, NameRegion nameRegion,
             SymbolStyle symbolStyle, int weight, SessionTimes sessionTimes) {
        this.mic = mic;
        this.isinCountry = isinCountry;
        this.marketCode = marketCode;
        this.zone = zone;
        this.nameRegion = nameRegion;
        this.symbolStyle = symbolStyle;
        this.weight = weight;
        this.sessionTimes = sessionTimes;
    }

    /** ISO 10383 market identifier code. */
    String mic() {
        return mic;
    }

    /** Country prefix of the ISINs of companies listed here. */
    String isinCountry() {
        return isinCountry;
    }

    ZoneId zone() {
        return zone;
    }

    NameRegion nameRegion() {
        return nameRegion;
    }

    SymbolStyle symbolStyle() {
        return symbolStyle;
    }

    int weight() {
        return weight;
    }

    SessionTimes sessionTimes() {
        return sessionTimes;
    }

    /** The Reuters instrument code for a local symbol, in this exchange's suffix convention. */
    String ric(String localSymbol) {
        return switch (this) {
            case NYSE -> localSymbol + ".N";
            case NASDAQ -> localSymbol + ".O";
            case TORONTO -> localSymbol + ".TO";
            case LONDON -> localSymbol + ".L";
            case XETRA -> localSymbol + "G.DE";
            case PARIS -> localSymbol + ".PA";
            case AMSTERDAM -> localSymbol + ".AS";
            case SIX -> localSymbol + ".S";
            case STOCKHOLM -> localSymbol + ".ST";
            case TOKYO -> localSymbol + ".T";
            case HONG_KONG -> localSymbol + ".HK";
            case ASX -> localSymbol + ".AX";
        };
    }

    /** The symbol in {@code SYM:CC} form; Hong Kong drops the leading zeros of its codes there. */
    String marketTicker(String localSymbol) {
        String symbol = this == HONG_KONG ? localSymbol.replaceFirst("^0+", "") : localSymbol;
        return symbol + ":" + marketCode;
    }

    /** US tickers are one namespace across NYSE and Nasdaq; every other exchange has its own. */
    String symbolNamespace() {
        return marketCode;
    }

    enum SymbolStyle {
        LETTERS_1_TO_3, LETTERS_2_TO_4, LETTERS_3, LETTERS_3_TO_4, LETTERS_4, CODE_4_DIGITS, CODE_HONG_KONG
    }
}
