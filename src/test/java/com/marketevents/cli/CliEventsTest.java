package com.marketevents.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.marketevents.api.Cancellation;
import com.marketevents.demo.DemoDataset;
import com.marketevents.demo.DemoServer;
import com.marketevents.export.NamedPipe;
import com.marketevents.model.DateRange;
import com.marketevents.model.EventTime;
import com.marketevents.model.MarketEvent;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.dhatim.fastexcel.reader.Cell;
import org.dhatim.fastexcel.reader.ReadableWorkbook;
import org.dhatim.fastexcel.reader.Row;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/** {@code events} end to end against the real demo service: formats, files, ranges, failures. */
class CliEventsTest {
    private static final DemoDataset DATASET = DemoDataset.standard();
    // The middle of an earnings season, so the range holds many events.
    private static final DateRange RANGE = DateRange.of(LocalDate.of(2024, 10, 21), LocalDate.of(2024, 11, 8));
    /** The 16 fields, and the service's has_unknown_time after event_date. */
    private static final List<String> EXPORTED_FIELDS = List.of("event_id", "equity_id", "ticker", "local_ticker",
            "ric", "bloomberg_ticker", "exchange_mic", "isin", "title", "event_type", "event_date", "has_unknown_time",
            "fiscal_year", "transcription_status", "status", "created", "modified");
    private static DemoServer server;

    @TempDir
    Path folder;

    @BeforeAll
    static void startDemoService() throws Exception {
        server = DemoServer.start(DATASET);
    }

    @AfterAll
    static void stopDemoService() {
        server.close();
    }

    private static String[] events(DateRange range, String... more) {
        List<String> args = new ArrayList<>(List.of("events", "--from", range.from().toString(), "--to",
                range.to().toString()));
        args.addAll(List.of(more));
        return args.toArray(String[]::new);
    }

    private static List<Long> expectedIds(DateRange range) {
        return DATASET.events(range).stream().map(MarketEvent::eventId).toList();
    }

    /** Exactly the dataset's events of the range, each once, in event-date order. */
    private static void assertAllEventsOnceInDateOrder(DateRange range, List<CSVRecord> rows) {
        List<Long> ids = rows.stream().map(row -> Long.parseLong(row.get("event_id"))).toList();
        assertEquals(new java.util.TreeSet<>(expectedIds(range)), new java.util.TreeSet<>(ids));
        assertEquals(expectedIds(range).size(), ids.size(), "no event twice");
        java.time.Instant previous = java.time.Instant.MIN;
        for (CSVRecord row : rows) {
            EventTime date = EventTime.parse(row.get("event_date"));
            assertTrue(range.contains(date.serviceDate()), row.toString());
            assertFalse(date.dateTime().toInstant().isBefore(previous), "out of date order: " + row);
            previous = date.dateTime().toInstant();
        }
    }

    private static List<CSVRecord> csv(String text) throws Exception {
        return CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).build()
                .parse(new StringReader(text.startsWith("\uFEFF") ? text.substring(1) : text)).getRecords();
    }

    @Test
    void csvOnStandardOutputHoldsEveryEventOfTheRangeOnceSortedWithAllSixteenFieldsAndTheTimeFlag() throws Exception {
        CliHarness.Run run = CliHarness.configuredFor(server).run(events(RANGE));

        assertEquals(0, run.exitCode(), run.err());
        assertEquals("", run.err(), "nothing on stderr when it is not a terminal");
        String text = run.out();
        assertFalse(text.startsWith("\uFEFF"), "no byte-order mark on standard output");
        assertEquals(String.join(",", EXPORTED_FIELDS), text.lines().findFirst().orElseThrow());
        List<CSVRecord> rows = csv(text);
        assertTrue(rows.size() > 100, "an earnings season has many events: " + rows.size());
        assertAllEventsOnceInDateOrder(RANGE, rows);
    }

    @Test
    void withTimesEasternEveryTimeIsWrittenInUsEasternTimeAtTheInstantTheServiceSent() throws Exception {
        List<CSVRecord> sent = csv(CliHarness.configuredFor(server).run(events(RANGE)).out());
        CliHarness.Run run = CliHarness.configuredFor(server).run(events(RANGE, "--times", "eastern"));

        assertEquals(0, run.exitCode(), run.err());
        List<CSVRecord> eastern = csv(run.out());
        assertEquals(sent.size(), eastern.size());
        assertTrue(sent.stream().anyMatch(row -> !EventTime.parse(row.get("event_date")).offsetGiven()),
                "the demo service sends some times without an offset");
        for (int i = 0; i < sent.size(); i++) {
            for (String field : List.of("event_date", "created", "modified")) {
                EventTime asSent = EventTime.parse(sent.get(i).get(field));
                String written = eastern.get(i).get(field);
                if (field.equals("event_date") && asSent.isTimeUnknown()) {
                    assertEquals(asSent.serviceDate().toString(), written);
                    continue;
                }
                java.time.OffsetDateTime time = java.time.OffsetDateTime.parse(written);
                assertEquals(asSent.dateTime().toInstant(), time.toInstant(), written);
                assertEquals(EventTime.SERVICE_ZONE.getRules().getOffset(time.toInstant()), time.getOffset(), written);
            }
        }
    }

    /** Two tickers with events in the range, as a watchlist would name them. */
    private static List<String> twoTickers() {
        return DATASET.events(RANGE).stream().map(MarketEvent::ticker).distinct().limit(2).toList();
    }

    @Test
    void aFilterKeepsTheEventsTheWindowsQuickFilterWouldShowAndTheSummarySaysHowMany() throws Exception {
        List<String> tickers = twoTickers();
        String list = String.join(", ", tickers);
        Path file = folder.resolve("two.csv");

        CliHarness.Run run = CliHarness.configuredFor(server)
                .run(events(RANGE, "--filter", list, "-o", file.toString()));

        assertEquals(0, run.exitCode(), run.err());
        List<CSVRecord> rows = csv(Files.readString(file, StandardCharsets.UTF_8));
        List<MarketEvent> expected = DATASET.events(RANGE).stream().filter(e -> tickers.contains(e.ticker())).toList();
        assertEquals(expected.stream().map(MarketEvent::eventId).sorted().toList(),
                rows.stream().map(row -> Long.parseLong(row.get("event_id"))).sorted().toList());
        assertEquals(String.format("Wrote %,d events from %s to %s (the filter “%s”: %,d of %,d).", expected.size(),
                RANGE, file, list, expected.size(), expectedIds(RANGE).size()), run.err().strip());
    }

    @Test
    void aFilterPastedWithANoBreakSpaceKeepsTheEventsItNames() throws Exception {
        String ticker = twoTickers().get(0);
        Path file = folder.resolve("one.csv");

        CliHarness.Run run = CliHarness.configuredFor(server)
                .run(events(RANGE, "--filter", ticker + "\u00A0", "-o", file.toString()));

        assertEquals(0, run.exitCode(), run.err());
        List<CSVRecord> rows = csv(Files.readString(file, StandardCharsets.UTF_8));
        List<Long> expected = DATASET.events(RANGE).stream().filter(e -> ticker.equals(e.ticker()))
                .map(MarketEvent::eventId).sorted().toList();
        assertTrue(!expected.isEmpty());
        assertEquals(expected, rows.stream().map(row -> Long.parseLong(row.get("event_id"))).sorted().toList());
        assertTrue(run.err().contains("(the filter “" + ticker + "”:"), run.err());
    }

    @Test
    void aWatchlistSavedInTheWindowSelectsItsEventsWhateverTheCaseOfItsName() throws Exception {
        List<String> tickers = twoTickers();
        CliHarness harness = CliHarness.configuredFor(server);
        harness.watchlists().put("events.watchlists", "Banks\nJPM:US\nMy two\n" + String.join("; ", tickers));

        CliHarness.Run run = harness.run(events(RANGE, "--watchlist", "my TWO"));

        assertEquals(0, run.exitCode(), run.err());
        assertEquals(new java.util.TreeSet<>(tickers), csv(run.out()).stream().map(row -> row.get("ticker"))
                .collect(java.util.stream.Collectors.toCollection(java.util.TreeSet::new)));

        CliHarness.Run unknown = harness.run(events(RANGE, "--watchlist", "Autos"));
        assertEquals(2, unknown.exitCode());
        assertEquals("There is no watchlist “Autos”. The saved ones are: Banks, My two.", unknown.err().strip());
        assertEquals(0, unknown.outBytes().length);
    }

    @Test
    void aWatchlistAnEarlierVersionKeptWithTheWindowsStateIsReadAndMovedToTheWatchlistsOwnStore() throws Exception {
        List<String> tickers = twoTickers();
        CliHarness harness = CliHarness.configuredFor(server);
        String kept = "My two\n" + String.join("; ", tickers);
        harness.windowState().put("events.watchlists", kept);

        CliHarness.Run run = harness.run(events(RANGE, "--watchlist", "my TWO"));

        assertEquals(0, run.exitCode(), run.err());
        assertEquals(new java.util.TreeSet<>(tickers), csv(run.out()).stream().map(row -> row.get("ticker"))
                .collect(java.util.stream.Collectors.toCollection(java.util.TreeSet::new)));
        assertEquals(Optional.of(kept), harness.watchlists().get("events.watchlists"));
        assertEquals(Optional.empty(), harness.windowState().get("events.watchlists"));
        assertEquals(0, harness.run(events(RANGE, "--watchlist", "my two")).exitCode(), "read again where it went");
    }

    @Test
    void watchlistsThatCouldNotBeReadAreSaidSoNotTakenForNoSuchWatchlist() {
        CliHarness harness = CliHarness.configuredFor(server).watchlistsUnreadable("the file /home/analyst/.java/"
                + ".userPrefs/com/marketevents/browser/watchlists/prefs.xml is damaged");

        CliHarness.Run run = harness.run(events(RANGE, "--watchlist", "Banks"));

        assertEquals(2, run.exitCode());
        assertEquals("The watchlists saved in the window could not be read (the file /home/analyst/.java/.userPrefs/"
                + "com/marketevents/browser/watchlists/prefs.xml is damaged).", run.err().strip());
        assertEquals(0, run.outBytes().length);
    }

    @Test
    void aWatchlistWhenNoneIsSavedOrWithAFilterTooIsAUsageError() {
        CliHarness.Run none = CliHarness.configuredFor(server).run(events(RANGE, "--watchlist", "Banks"));
        assertEquals(2, none.exitCode());
        assertTrue(none.err().startsWith("There is no watchlist “Banks”: none is saved yet."), none.err());

        CliHarness.Run both = CliHarness.configuredFor(server).run(events(RANGE, "--watchlist", "Banks", "--filter",
                "T:US"));
        assertEquals(2, both.exitCode());
        assertEquals("Give --filter or --watchlist, not both.", both.err().strip());

        for (String empty : List.of(" ", ", ;")) {
            CliHarness.Run blank = CliHarness.configuredFor(server).run(events(RANGE, "--filter", empty));
            assertEquals(2, blank.exitCode());
            assertTrue(blank.err().startsWith("The --filter text is empty"), blank.err());
        }
    }

    @Test
    void aSingleDayIsIncludedAtBothEnds() throws Exception {
        DateRange day = DateRange.of(LocalDate.of(2024, 10, 30), LocalDate.of(2024, 10, 30));

        CliHarness.Run run = CliHarness.configuredFor(server).run(events(day));

        assertEquals(0, run.exitCode(), run.err());
        assertFalse(expectedIds(day).isEmpty());
        assertAllEventsOnceInDateOrder(day, csv(run.out()));
    }

    @Test
    void jsonToAFileIsABareArrayOfTheSixteenFieldsAndTheTimeFlag() throws Exception {
        Path file = folder.resolve("season.json");

        CliHarness.Run run = CliHarness.configuredFor(server).run(events(RANGE, "--format", "json", "--output", file.toString()));

        assertEquals(0, run.exitCode(), run.err());
        assertEquals(0, run.outBytes().length, "nothing on standard output when writing a file");
        JsonNode array = new ObjectMapper().readTree(file.toFile());
        assertTrue(array.isArray());
        assertEquals(expectedIds(RANGE).size(), array.size());
        List<String> names = new ArrayList<>();
        array.get(0).fieldNames().forEachRemaining(names::add);
        assertEquals(EXPORTED_FIELDS, names);
        assertEquals(String.format("Wrote %,d events from %s to %s.", array.size(), RANGE, file), run.err().strip());
    }

    @Test
    void everyFormatFlagsTheEventsWhoseTimeIsNotKnownAndKeepsTheirMidnightAsSent() throws Exception {
        Path json = folder.resolve("season.json");
        Path workbook = folder.resolve("season.xlsx");
        CliHarness.Run csvRun = CliHarness.configuredFor(server).run(events(RANGE));
        CliHarness.configuredFor(server).run(events(RANGE, "-o", json.toString()));
        CliHarness.configuredFor(server).run(events(RANGE, "-o", workbook.toString()));

        List<CSVRecord> rows = csv(csvRun.out());
        List<CSVRecord> notKnown = rows.stream().filter(row -> row.get("has_unknown_time").equals("true")).toList();
        assertFalse(notKnown.isEmpty(), "the demo service has events whose time is not known");
        for (CSVRecord row : rows) {
            EventTime date = EventTime.parse(row.get("event_date"));
            assertEquals(Boolean.toString(date.isTimeUnknown()), row.get("has_unknown_time"), row.toString());
        }
        assertTrue(notKnown.get(0).get("event_date").matches("\\d{4}-\\d\\d-\\d\\dT00:00:00-0[45]:00"),
                "the time as sent: " + notKnown.get(0));
        JsonNode array = new ObjectMapper().readTree(json.toFile());
        long flaggedInJson = 0;
        for (JsonNode event : array) {
            assertTrue(event.get("has_unknown_time").isBoolean(), event.toString());
            flaggedInJson += event.get("has_unknown_time").booleanValue() ? 1 : 0;
        }
        assertEquals(notKnown.size(), flaggedInJson);
        try (ReadableWorkbook book = new ReadableWorkbook(workbook.toFile())) {
            List<Row> sheet = book.getFirstSheet().read();
            assertEquals(notKnown.size(), sheet.stream().skip(1)
                    .filter(row -> Boolean.TRUE.equals(row.getCell(11).getValue())).count(), "boolean cells");
        }
    }

    @Test
    void theFormatFollowsTheFilesExtensionWhenNotGiven() throws Exception {
        Path file = folder.resolve("season.ics");

        CliHarness.Run run = CliHarness.configuredFor(server).run(events(RANGE, "-o", file.toString()));

        assertEquals(0, run.exitCode(), run.err());
        String ics = Files.readString(file, StandardCharsets.UTF_8);
        assertTrue(ics.startsWith("BEGIN:VCALENDAR"), ics.substring(0, Math.min(80, ics.length())));
        assertEquals(expectedIds(RANGE).size(), ics.lines().filter("BEGIN:VEVENT"::equals).count());
        assertTrue(ics.lines().anyMatch(("X-WR-CALNAME:Market events " + RANGE)::equals), "named after the dates");
    }

    @Test
    void aCalendarOfAWatchlistsEventsIsNamedAfterTheWatchlist() throws Exception {
        CliHarness harness = CliHarness.configuredFor(server);
        harness.watchlists().put("events.watchlists", "My two\n" + String.join("; ", twoTickers()));
        Path file = folder.resolve("two.ics");

        CliHarness.Run run = harness.run(events(RANGE, "--watchlist", "my TWO", "-o", file.toString()));

        assertEquals(0, run.exitCode(), run.err());
        assertTrue(Files.readAllLines(file).contains("X-WR-CALNAME:My two " + RANGE), Files.readString(file));
    }

    @Test
    void aCalendarOfTheEventsAFilterKeptIsNamedFilteredAsTheWindowNamesIt() throws Exception {
        Path file = folder.resolve("two.ics");

        CliHarness.Run run = CliHarness.configuredFor(server).run(events(RANGE, "--filter",
                String.join(", ", twoTickers()), "-o", file.toString()));

        assertEquals(0, run.exitCode(), run.err());
        assertTrue(Files.readAllLines(file).contains("X-WR-CALNAME:Market events " + RANGE + " (filtered)"),
                Files.readString(file));
    }

    @Test
    void timesAskedOfACalendarSayTheyChangeNothingThere() throws Exception {
        Path file = folder.resolve("season.ics");

        CliHarness.Run run = CliHarness.configuredFor(server).run(events(RANGE, "--times", "eastern", "-o",
                file.toString()));

        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.err().startsWith("Note: --times does not change a calendar: its times are UTC, which calendar"
                + " programs show in their own zone."), run.err());
    }

    @Test
    void anXlsxFileIsAWorkbookOfEveryEventOfTheRangeInOrder() throws Exception {
        Path file = folder.resolve("season.xlsx");

        CliHarness.Run run = CliHarness.configuredFor(server).run(events(RANGE, "-o", file.toString()));

        assertEquals(0, run.exitCode(), run.err());
        try (ReadableWorkbook workbook = new ReadableWorkbook(file.toFile())) {
            List<Row> rows = workbook.getFirstSheet().read();
            assertEquals(EXPORTED_FIELDS, rows.get(0).stream().map(Cell::getText).toList());
            List<Long> ids = rows.stream().skip(1).map(row -> Long.parseLong(row.getCellText(0))).toList();
            assertEquals(expectedIds(RANGE), ids);
        }
    }

    @Test
    void aWorkbookIsNotWrittenToATerminalAndTheMessageSaysWhatToDo() {
        CliHarness.Run run = CliHarness.configuredFor(server).outIsTerminal().run(events(RANGE, "--format", "xlsx"));

        assertEquals(2, run.exitCode());
        assertEquals(0, run.outBytes().length);
        assertEquals("An Excel workbook is not text to show here: write it to a file with --output FILE.xlsx, or"
                + " redirect standard output to one.", run.err().strip());

        CliHarness.Run redirected = CliHarness.configuredFor(server).run(events(RANGE, "--format", "xlsx"));
        assertEquals(0, redirected.exitCode(), redirected.err());
        assertTrue(ReadableWorkbook.isOOXMLZipHeader(redirected.outBytes()), "a workbook on redirected output");
    }

    @Test
    @EnabledOnOs(OS.LINUX)
    void anOutputNamingStandardOutputIsWrittenExactlyAsADashIsWithoutTheByteOrderMark() {
        CliHarness.Run dash = CliHarness.configuredFor(server).run(events(RANGE, "-o", "-"));

        for (String name : List.of("/dev/stdout", "/dev/fd/1", "/proc/self/fd/1")) {
            CliHarness.Run named = CliHarness.configuredFor(server).run(events(RANGE, "-o", name));

            assertEquals(0, named.exitCode(), named.err());
            assertEquals(dash.out(), named.out(), name);
            assertEquals(dash.err(), named.err(), name);
            assertFalse(named.out().startsWith("\uFEFF"), name);
        }
    }

    @Test
    @EnabledOnOs(OS.LINUX)
    void csvWrittenIntoANamedPipeHasNoByteOrderMarkAsOnStandardOutputWhileAFileKeepsIt() throws Exception {
        Path pipe = folder.resolve("pipe.csv");
        CompletableFuture<byte[]> reader = NamedPipe.readWhole(pipe);
        Path file = folder.resolve("events.csv");

        CliHarness.Run piped = CliHarness.configuredFor(server).run(events(RANGE, "-o", pipe.toString()));
        CliHarness.Run filed = CliHarness.configuredFor(server).run(events(RANGE, "-o", file.toString()));
        CliHarness.Run dash = CliHarness.configuredFor(server).run(events(RANGE, "-o", "-"));

        assertEquals(0, piped.exitCode(), piped.err());
        assertEquals(dash.out(), new String(reader.get(10, TimeUnit.SECONDS), StandardCharsets.UTF_8));
        assertTrue(Files.readString(file).startsWith("\uFEFF" + String.join(",", EXPORTED_FIELDS)));
    }

    @Test
    @EnabledOnOs(OS.LINUX)
    void aWorkbookIsNotWrittenToATerminalNamedAsTheOutputOrLinkedTo() throws Exception {
        Path link = Files.createSymbolicLink(folder.resolve("screen"), Path.of("/dev/stdout"));
        String refusal = "An Excel workbook is not text to show here: write it to a file with --output FILE.xlsx, or"
                + " redirect standard output to one.";

        for (String name : List.of("/dev/stdout", "/dev/fd/1", link.toString())) {
            CliHarness.Run run = CliHarness.configuredFor(server).outIsTerminal()
                    .run(events(RANGE, "--format", "xlsx", "-o", name));

            assertEquals(2, run.exitCode(), name);
            assertEquals(0, run.outBytes().length, name);
            assertEquals(refusal, run.err().strip(), name);
        }
        CliHarness.Run tty = CliHarness.configuredFor(server).run(events(RANGE, "--format", "xlsx", "-o", "/dev/tty"));
        assertEquals(2, tty.exitCode(), tty.err());
        assertEquals(refusal, tty.err().strip());
    }

    @Test
    @EnabledOnOs({OS.LINUX, OS.MAC})
    void anOutputLinkedIntoAMissingFolderIsRefusedBeforeAnythingIsFetchedNamingWhereItLeads() throws Exception {
        Path dangling = Files.createSymbolicLink(folder.resolve("dangling.csv"), folder.resolve("nonexist/t.csv"));

        CliHarness.Run run = new CliHarness().demo(() -> {
            throw new AssertionError("nothing may be fetched");
        }).run(events(RANGE, "--demo", "-o", dangling.toString()));

        assertEquals(2, run.exitCode(), run.err());
        assertEquals("The output " + dangling + " leads to " + folder.resolve("nonexist/t.csv") + ", whose folder does"
                + " not exist; make it first, or give a file in a folder that does.", run.err().strip());
    }

    @Test
    void anOutputNameWhoseAccentsTheLocaleCouldNotPassIsRefusedWithTheLocaleToSet() throws Exception {
        for (String lost : List.of("Soci??t??.csv", "Soci\uFFFD\uFFFDt\uFFFD\uFFFD.csv")) {
            Path file = folder.resolve(lost.replace('\uFFFD', '_'));
            String given = folder.resolve("x").toString().replaceFirst("x$", "") + lost;

            CliHarness.Run run = CliHarness.configuredFor(server).argumentEncoding("ANSI_X3.4-1968")
                    .run(events(RANGE, "-o", given));

            assertEquals(2, run.exitCode(), run.err());
            assertTrue(run.err().contains("may not be the name typed: this system's locale (ANSI_X3.4-1968) cannot"
                    + " pass accented characters to the program, which get '?' instead: set LANG=C.UTF-8 (or another"
                    + " UTF-8 locale) and run it again."), run.err());
            assertEquals(1, run.err().strip().lines().count(), run.err());
            assertFalse(Files.exists(file), "nothing written under a mangled name");
        }
        Path asked = folder.resolve("what?.csv");
        CliHarness.Run utf8 = CliHarness.configuredFor(server).run(events(RANGE, "-o", asked.toString()));
        assertEquals(0, utf8.exitCode(), "a '?' typed under a UTF-8 locale is one: " + utf8.err());
    }

    @Test
    void anOutputNameOrFilterWhoseBytesAreNotUtf8IsRefusedUnderAUtf8LocaleNotWrittenMangled() throws Exception {
        Path mangled = folder.resolve("r\uFFFDsum\uFFFD.csv");
        Path filtered = folder.resolve("filtered.csv");
        String notUtf8 = "some of its bytes are not UTF-8, which this system's locale (UTF-8) expects, so the program"
                + " got \uFFFD in their place";

        CliHarness.Run named = CliHarness.configuredFor(server).run(events(RANGE, "-o", mangled.toString()));
        CliHarness.Run filter = CliHarness.configuredFor(server).run(events(RANGE, "--filter", "r\uFFFDsum\uFFFD",
                "-o", filtered.toString()));

        assertEquals(2, named.exitCode(), named.err());
        assertEquals("The --output value '" + mangled + "' is not the name typed: " + notUtf8 + "; rename the file"
                + " to a name in UTF-8, or type the name in UTF-8.", named.err().strip());
        assertFalse(Files.exists(mangled), "nothing written under a mangled name");
        assertEquals(2, filter.exitCode(), filter.err());
        assertEquals("The --filter value 'r\uFFFDsum\uFFFD' is not the text typed: " + notUtf8 + "; type it in"
                + " UTF-8.", filter.err().strip());
        assertFalse(Files.exists(filtered), "nothing written for a filter that would select nothing meant");
    }

    @Test
    void aFilterWhoseAccentsTheLocaleCouldNotPassIsWrittenWithANoteSayingWhy() throws Exception {
        Path file = folder.resolve("filtered.csv");

        CliHarness.Run run = CliHarness.configuredFor(server).argumentEncoding("ANSI_X3.4-1968")
                .run(events(RANGE, "--filter", "Soci??t??", "-o", file.toString()));
        CliHarness.Run utf8 = CliHarness.configuredFor(server).run(events(RANGE, "--filter", "what?", "-o",
                file.toString()));

        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.err().startsWith("Note: 'Soci??t??' may not be the text typed: this system's locale"
                + " (ANSI_X3.4-1968) cannot pass accented characters"), run.err());
        assertFalse(utf8.err().contains("locale"), utf8.err());
    }

    @Test
    void aFormatContradictingTheOutputsExtensionIsRefusedBeforeAnythingIsWritten() throws Exception {
        Path file = folder.resolve("Season.ICS");
        Files.writeString(file, "BEGIN:VCALENDAR");

        CliHarness.Run run = CliHarness.configuredFor(server).run(events(RANGE, "--format", "csv", "-o", file.toString()));

        assertEquals(2, run.exitCode());
        assertEquals("The output Season.ICS has the .ics extension but --format is csv: name it Season.csv, or leave"
                + " --format out to write ics.", run.err().strip());
        assertEquals("BEGIN:VCALENDAR", Files.readString(file), "the existing calendar is left as it was");
    }

    @Test
    void anExtensionOfNoFormatIsAUsageErrorNamingTheFormatsAndFormatChoosesForAnyName() throws Exception {
        for (String name : List.of("season.xls", "season.pdf", "season.ical", "season.mp3")) {
            Path file = folder.resolve(name);

            CliHarness.Run run = CliHarness.configuredFor(server).run(events(RANGE, "-o", file.toString()));

            assertEquals(2, run.exitCode(), run.err());
            String extension = name.substring(name.indexOf('.'));
            assertEquals("The output " + name + " has the " + extension + " extension, which is none of the formats':"
                    + " name it season.csv, season.xlsx, season.json or season.ics, or give --format, which chooses"
                    + " the format for any name.", run.err().strip());
            assertFalse(Files.exists(file));
        }

        Path text = folder.resolve("season.txt");
        CliHarness.Run given = CliHarness.configuredFor(server).run(events(RANGE, "--format", "csv", "-o",
                text.toString()));
        assertEquals(0, given.exitCode(), given.err());
        assertEquals(expectedIds(RANGE).size(), csv(Files.readString(text, StandardCharsets.UTF_8)).size());
    }

    @Test
    void csvIsTheDefaultForANameWithoutAnExtension() throws Exception {
        Path file = folder.resolve("season");

        CliHarness.Run run = CliHarness.configuredFor(server).run(events(RANGE, "--output", file.toString()));

        assertEquals(0, run.exitCode(), run.err());
        assertEquals(expectedIds(RANGE).size(), csv(Files.readString(file, StandardCharsets.UTF_8)).size());
    }

    @Test
    void aNameWhoseDotsAreNoExtensionIsWrittenUnderThatNameAsCsvOrTheFormatGiven() throws Exception {
        for (String name : List.of("earnings 28.11.2026", "Q3 review v1.2", "season.2024-10-21", "season.")) {
            Path file = folder.resolve(name);

            CliHarness.Run run = CliHarness.configuredFor(server).run(events(RANGE, "-o", file.toString()));

            assertEquals(0, run.exitCode(), run.err());
            assertEquals(expectedIds(RANGE).size(), csv(Files.readString(file, StandardCharsets.UTF_8)).size(), name);
        }

        Path json = folder.resolve("earnings 21.10.2024");
        CliHarness.Run given = CliHarness.configuredFor(server).run(events(RANGE, "--format", "json", "-o",
                json.toString()));
        assertEquals(0, given.exitCode(), given.err());
        assertEquals(expectedIds(RANGE).size(), new ObjectMapper().readTree(json.toFile()).size());
    }

    @Test
    void anOutputEndingInASlashIsRefusedAsAFolderAndNothingIsWritten() throws Exception {
        Path notes = Files.writeString(folder.resolve("notes.txt"), "precious");
        Files.createDirectory(folder.resolve("gui"));
        String noFolder = folder.resolve("nodir") + "/";

        CliHarness.Run missing = CliHarness.configuredFor(server).run(events(RANGE, "-o", noFolder));
        CliHarness.Run onAFile = CliHarness.configuredFor(server).run(events(RANGE, "-o", notes + "/"));
        CliHarness.Run onAFolder = CliHarness.configuredFor(server).run(events(RANGE, "-o", folder.resolve("gui")
                + "/"));

        assertEquals(2, missing.exitCode());
        assertEquals("The output " + noFolder + " names a folder that does not exist; give a file name.",
                missing.err().strip());
        assertEquals(2, onAFile.exitCode());
        assertEquals("The output " + notes + "/ names a folder, but notes.txt is a file: give its name without the"
                + " trailing /.", onAFile.err().strip());
        assertEquals(2, onAFolder.exitCode());
        assertEquals("The output " + folder.resolve("gui") + "/ is a folder; give a file name.",
                onAFolder.err().strip());
        assertEquals("precious", Files.readString(notes));
        try (var files = Files.list(folder)) {
            assertEquals(2, files.count(), "no file named nodir, nor any other");
        }
    }

    @Test
    void aCalendarWithNoEventIsNotWrittenAndAnEarlierOneIsKept() throws Exception {
        Path file = Files.writeString(folder.resolve("banks.ics"), "BEGIN:VCALENDAR");

        CliHarness.Run toFile = CliHarness.configuredFor(server).run(events(RANGE, "-o", file.toString(),
                "--filter", "zzzz"));
        CliHarness.Run toStandardOutput = CliHarness.configuredFor(server).run(events(RANGE, "--format", "ics",
                "--filter", "zzzz"));

        assertEquals(6, toFile.exitCode());
        assertEquals("There are no events to put in a calendar, and calendar programs refuse a calendar without any"
                + " event, so banks.ics was not written; any earlier file of that name is unchanged.",
                toFile.err().strip());
        assertEquals("BEGIN:VCALENDAR", Files.readString(file));
        assertEquals(6, toStandardOutput.exitCode());
        assertEquals("", toStandardOutput.out());
        assertTrue(toStandardOutput.err().strip().endsWith("so nothing was written."), toStandardOutput.err());
    }

    @Test
    @EnabledOnOs({OS.LINUX, OS.MAC})
    void aFileMadeReadOnlyIsNotReplacedEvenByRootWhoMayWriteAnything() throws Exception {
        Path file = Files.writeString(folder.resolve("kept.csv"), "precious");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("r--r--r--"));

        CliHarness.Run run = CliHarness.configuredFor(server).run(events(RANGE, "-o", file.toString()));

        assertEquals(6, run.exitCode(), run.err());
        assertEquals("The output " + file + " is read-only; to replace it, make it writable first, or choose another"
                + " name.", run.err().strip());
        assertEquals("precious", Files.readString(file));
        assertEquals("r--r--r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
    }

    @Test
    @EnabledOnOs(OS.LINUX)
    void aFullDeviceIsNamedAsGivenNotAsAFileThatWasNotSaved() {
        CliHarness.Run run = CliHarness.configuredFor(server).run(events(RANGE, "-o", "/dev/full"));

        assertEquals(6, run.exitCode());
        assertEquals("Could not write to /dev/full (No space left on device).", run.err().strip());
    }

    @Test
    void aRejectedKeyLeavesAnExistingFileUntouchedAndGivesExitCodeThree() throws Exception {
        Path file = folder.resolve("keep.csv");
        Files.writeString(file, "precious");

        CliHarness.Run run = new CliHarness().env("MARKET_EVENTS_BASE_URL", server.baseUrl())
                .env("MARKET_EVENTS_API_KEY", "not-the-key").run(events(RANGE, "--output", file.toString()));

        assertEquals(3, run.exitCode());
        assertEquals("precious", Files.readString(file));
        assertEquals(1, run.err().strip().lines().count(), run.err());
        assertFalse(run.err().contains("not-the-key"));
        try (var files = Files.list(folder)) {
            assertEquals(List.of(file), files.toList(), "no temporary file may be left behind");
        }
    }

    @Test
    void aLongRangeShowsProgressOnATerminalOnly() {
        DateRange quarter = DateRange.of(LocalDate.of(2024, 7, 1), LocalDate.of(2024, 12, 31));

        CliHarness.Run onTerminal = CliHarness.configuredFor(server).errIsTerminal().run(events(quarter, "--format", "json"));
        CliHarness.Run piped = CliHarness.configuredFor(server).run(events(quarter, "--format", "json"));

        assertEquals(0, onTerminal.exitCode(), onTerminal.err());
        assertTrue(onTerminal.err().startsWith("\rFetching 2024-07-01 to 2024-12-31…"), onTerminal.err());
        assertFalse(onTerminal.err().contains(": 0 of 184 days"), "no count that looks stuck before the first answer");
        assertTrue(onTerminal.err().contains("\rFetching 2024-07-01 to 2024-12-31: 184 of 184 days"), onTerminal.err());
        assertTrue(onTerminal.err().strip().endsWith("events from 2024-07-01 to 2024-12-31."), onTerminal.err());
        assertEquals("", piped.err());
        assertEquals(onTerminal.out(), piped.out());
    }

    @Test
    void onANarrowTerminalTheProgressLineStaysOnOneRowSoNoUpdateLeavesARowBehind() {
        DateRange quarter = DateRange.of(LocalDate.of(2024, 7, 1), LocalDate.of(2024, 12, 31));

        CliHarness.Run run = CliHarness.configuredFor(server).env("COLUMNS", "60").errIsTerminal()
                .run(events(quarter, "--format", "json"));

        assertEquals(0, run.exitCode(), run.err());
        List<String> drawn = List.of(run.err().split("\r"));
        for (String line : drawn.subList(0, drawn.size() - 1)) {
            assertTrue(line.length() <= 59, "wider than the terminal less one column: '" + line + "'");
        }
        assertTrue(run.err().contains("\rFetching: 184 of 184 days, "), "the count is kept: " + run.err());
        assertTrue(run.err().strip().endsWith("events from 2024-07-01 to 2024-12-31."), run.err());
    }

    @Test
    void aCancelledRunGivesExitCode130AndWritesNothing() {
        Cancellation cancelled = new Cancellation();
        cancelled.cancel();
        Path file = folder.resolve("never.csv");

        CliHarness.Run run = CliHarness.configuredFor(server).cancellation(cancelled)
                .run(events(RANGE, "--output", file.toString()));

        assertEquals(130, run.exitCode());
        assertEquals("Cancelled.", run.err().strip());
        assertFalse(Files.exists(file));
    }

    @Test
    void ctrlCWhileEventsGoToStandardOutputStopsAtTheNextWriteWithExitCode130() {
        CliHarness.Run run = CliHarness.configuredFor(server).ctrlCAtFirstOutput().run(events(RANGE));

        assertEquals(130, run.exitCode(), run.err());
        assertEquals("Cancelled.", run.err().strip());
        assertEquals(List.of(String.join(",", EXPORTED_FIELDS)), run.out().lines().toList(),
                "the header went out, no row after it");
    }

    @Test
    void anEmptyOutputNameIsRefusedBeforeFetchingAndSaysWhatToGive() {
        CliHarness.Run run = CliHarness.configuredFor(server).run(events(RANGE, "--output", ""));

        assertEquals(2, run.exitCode());
        assertEquals("The output file name is empty; give one, or - for standard output.", run.err().strip());
    }

    @Test
    void theDemoOptionServesDemoEventsWithoutAnyConfiguration() throws Exception {
        CliHarness.Run run = new CliHarness().run(events(RANGE, "--demo"));

        assertEquals(0, run.exitCode(), run.err());
        assertAllEventsOnceInDateOrder(RANGE, csv(run.out()));
    }

    @Test
    void aCalendarOfTheDemoServicesEventsSaysDemoAsTheWindowNamesIt() throws Exception {
        Path file = folder.resolve("demo.ics");

        CliHarness.Run run = new CliHarness().run(events(RANGE, "--demo", "-o", file.toString()));

        assertEquals(0, run.exitCode(), run.err());
        assertTrue(Files.readAllLines(file).contains("X-WR-CALNAME:Market events demo " + RANGE),
                Files.readString(file));
    }

    @Test
    void theKeyNeverAppearsInTheOutput() {
        CliHarness.Run run = CliHarness.configuredFor(server).errIsTerminal().run(events(RANGE, "--format", "json"));

        assertEquals(0, run.exitCode(), run.err());
        assertFalse(run.out().contains(server.apiKey().value()));
        assertFalse(run.err().contains(server.apiKey().value()));
    }
}
