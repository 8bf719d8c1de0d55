package com.marketevents.ui;

import com.marketevents.model.EventTime;
import com.marketevents.model.MarketEvent;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;

/** Deterministic events for tests: realistic identifiers, a deleted record, unknown times, missing fields. */
public final class SampleEvents {
    private static final String[][] COMPANIES = {
        // ticker, local, ric, bloomberg, mic, isin, name
        {"AAPL:US", "AAPL", "AAPL.OQ", "AAPL:US", "XNAS", "US0378331005", "Apple Inc."},
        {"MSFT:US", "MSFT", "MSFT.OQ", "MSFT:US", "XNAS", "US5949181045", "Microsoft Corporation"},
        {"AMZN:US", "AMZN", "AMZN.OQ", "AMZN:US", "XNAS", "US0231351067", "Amazon.com, Inc."},
        {"JPM:US", "JPM", "JPM.N", "JPM:US", "XNYS", "US46625H1005", "JPMorgan Chase & Co."},
        {"SAP:GR", "SAP", "SAPG.DE", "SAP:GR", "XETR", "DE0007164600", "SAP SE"},
        {"NESN:SW", "NESN", "NESN.S", "NESN:SW", "XSWX", "CH0038863350", "Nestlé S.A."},
        {"7203:JP", "7203", "7203.T", "7203:JP", "XTKS", "JP3633400001", "Toyota Motor Corporation"},
        {"HSBA:LN", "HSBA", "HSBA.L", "HSBA:LN", "XLON", "GB0005405286", "HSBC Holdings plc"},
        {"NVDA:US", "NVDA", "NVDA.OQ", "NVDA:US", "XNAS", "US67066G1040", "NVIDIA Corporation"},
        {"XOM:US", "XOM", "XOM.N", "XOM:US", "XNYS", "US30231G1022", "Exxon Mobil Corporation"},
        {"MC:FP", "MC", "LVMH.PA", "MC:FP", "XPAR", "FR0000121014", "LVMH Moët Hennessy Louis Vuitton"},
        {"TSLA:US", "TSLA", "TSLA.OQ", "TSLA:US", "XNAS", "US88160R1014", "Tesla, Inc."},
    };
    private static final String[] TYPES = {"earnings", "earnings", "earnings", "earnings_release", "presentation",
        "investor_meeting", "shareholder_meeting"};

    private SampleEvents() {
    }

    /** Events on each weekday of the range: {@code perDay} of them, ids unique per (day, slot). */
    public static List<MarketEvent> between(LocalDate from, LocalDate to, int perDay) {
        List<MarketEvent> events = new ArrayList<>();
        for (LocalDate day = from; !day.isAfter(to); day = day.plusDays(1)) {
            if (day.getDayOfWeek() == DayOfWeek.SATURDAY || day.getDayOfWeek() == DayOfWeek.SUNDAY) {
                continue;
            }
            for (int slot = 0; slot < perDay; slot++) {
                events.add(event(day, slot));
            }
        }
        return events;
    }

    public static MarketEvent event(LocalDate day, int slot) {
        int seed = (int) (day.toEpochDay() * 7 + slot * 13);
        String[] company = COMPANIES[Math.floorMod(seed, COMPANIES.length)];
        String type = TYPES[Math.floorMod(seed / 3 + slot, TYPES.length)];
        long id = day.toEpochDay() * 1000 + slot;
        boolean unknownTime = Math.floorMod(seed, 9) == 4;
        LocalTime time = unknownTime ? LocalTime.MIDNIGHT : LocalTime.of(7 + Math.floorMod(seed, 10), slot % 2 * 30);
        String eventDate = ZonedDateTime.of(day, time, EventTime.SERVICE_ZONE).toOffsetDateTime().toString();
        if (eventDate.length() == 22) {
            eventDate = eventDate.substring(0, 16) + ":00" + eventDate.substring(16);
        }
        int quarter = (day.getMonthValue() + 8) / 3 % 4 + 1;
        int fiscalYear = day.getMonthValue() <= 2 ? day.getYear() - 1 : day.getYear();
        String title = switch (type) {
            case "earnings", "earnings_release" -> "Q" + quarter + " " + fiscalYear + " " + company[6]
                    + (type.equals("earnings") ? " Earnings Call" : " Earnings Release");
            case "presentation" -> company[6] + " at Global Technology Conference";
            case "investor_meeting" -> company[6] + " Investor Day";
            default -> company[6] + " Annual General Meeting";
        };
        boolean deleted = Math.floorMod(seed, 23) == 5;
        boolean noIsin = Math.floorMod(seed, 17) == 3;
        return new MarketEvent(id, 1000L + Math.floorMod(seed, COMPANIES.length), company[0], company[1], company[2],
                company[3], company[4], noIsin ? null : company[5], title, type, EventTime.parse(eventDate),
                fiscalYear, Math.floorMod(seed, 4) == 0 ? "pending" : "published", deleted ? "deleted" : "active",
                EventTime.parse(day.minusDays(30) + "T08:15:02.123456-05:00"),
                EventTime.parse(day.minusDays(2) + "T17:40:11"));
    }
}
