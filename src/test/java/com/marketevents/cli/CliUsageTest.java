package com.marketevents.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The command line's parsing and configuration errors: none of these reach a service. */
class CliUsageTest {
    private static final String SECRET = "s3cr3t-key-value";

    private static void assertOneLine(String err) {
        assertEquals(1, err.strip().lines().count(), err);
        assertFalse(err.contains("Exception"), err);
        assertFalse(err.contains("\tat "), err);
    }

    @Test
    void versionIsPrintedWithTheProgramName() {
        CliHarness.Run run = new CliHarness().run("--version");

        assertEquals(0, run.exitCode());
        assertEquals("market-events-browser development", run.out().strip());
    }

    @Test
    void versionNamesTheCommandAsItWasTypedAlsoAfterASubcommand() {
        assertEquals("market-events development",
                new CliHarness().commandName("market-events").run("--version").out().strip());
        assertEquals("market-events development",
                new CliHarness().commandName("market-events").run("status", "--version").out().strip());
    }

    @Test
    void helpOrVersionThatCannotBeWrittenSaysSoWithExitCode6AsAReportDoes() {
        for (List<String> args : List.of(List.of("--help"), List.of("events", "--help"), List.of("-V"),
                List.of("status", "--demo"))) {
            CliHarness.Run run = new CliHarness().outFails("No space left on device").run(args.toArray(String[]::new));

            assertEquals(6, run.exitCode(), args + ": " + run.err());
            assertEquals("Could not write to standard output (No space left on device).", run.err().strip(),
                    args.toString());
        }
    }

    @Test
    void helpListsBothCommandsTheConfigurationAndTheExitCodes() {
        CliHarness.Run run = new CliHarness().run("--help");

        assertEquals(0, run.exitCode());
        String help = run.out();
        for (String expected : new String[] {"status", "events", "--base-url", "--demo", "MARKET_EVENTS_BASE_URL",
                "MARKET_EVENTS_API_KEY", "Exit codes", "130"}) {
            assertTrue(help.contains(expected), expected + " missing from:\n" + help);
        }
        assertFalse(help.contains("--api-key"), help);
    }

    @Test
    void everyHelpListsTheExitCodesOfItsCommandInTheReadmeTablesWords() {
        assertListsExitCodes(new CliHarness().run("--help").out(), ExitCode.values());
        assertListsExitCodes(new CliHarness().run("status", "--help").out(), StatusCommand.EXIT_CODES);
        assertListsExitCodes(new CliHarness().run("events", "--help").out(), EventsCommand.EXIT_CODES);
        assertTrue(List.of(EventsCommand.EXIT_CODES).containsAll(List.of(ExitCode.USAGE, ExitCode.OUTPUT_FAILED,
                ExitCode.MAYBE_INCOMPLETE)));
    }

    private static void assertListsExitCodes(String help, ExitCode... codes) {
        String exitCodes = help.substring(help.indexOf("Exit codes:")).replaceAll("\\s+", " ");
        StringBuilder expected = new StringBuilder("Exit codes:");
        for (ExitCode code : codes) {
            expected.append(' ').append(code.code()).append(' ').append(code.meaning());
        }
        assertEquals(expected.toString(), exitCodes.strip().split(" Configuration,")[0]);
    }

    @Test
    void theReadmesExitCodeTableSaysWhatEachExitCodeMeans() throws Exception {
        Map<Integer, String> table = new LinkedHashMap<>();
        Matcher row = Pattern.compile("(?m)^\\| (\\d+) \\| (.*) \\|$").matcher(Files.readString(Path.of("README.md")));
        while (row.find()) {
            table.put(Integer.parseInt(row.group(1)), row.group(2).replace("`", ""));
        }
        Map<Integer, String> codes = new LinkedHashMap<>();
        for (ExitCode code : ExitCode.values()) {
            codes.put(code.code(), code.meaning());
        }
        assertEquals(codes, table);
    }

    @Test
    void eventsHelpShowsItsOptions() {
        CliHarness.Run run = new CliHarness().run("events", "--help");

        assertEquals(0, run.exitCode());
        assertTrue(run.out().contains("--from=YYYY-MM-DD"), run.out());
        assertTrue(run.out().contains("--format=csv|xlsx|json|ics"), run.out());
        assertTrue(run.out().contains("--output"), run.out());
    }

    @Test
    void statusHelpShowsTheJsonPrintedWhenNoReportCanBeHad() {
        CliHarness.Run run = new CliHarness().run("status", "--help");

        assertEquals(0, run.exitCode());
        assertTrue(run.out().contains("{\"status\":\"unavailable\",\"healthy\":false,"), run.out());
        assertTrue(run.out().contains("\"error\":\"<the sentence on stderr>\",\"exit_code\":N}"), run.out());
    }

    @Test
    void helpAsACommandPrintsTheHelpOfTheCommandItNames() {
        CliHarness.Run top = new CliHarness().run("help");
        CliHarness.Run events = new CliHarness().run("help", "events");

        assertEquals(0, top.exitCode(), top.err());
        assertEquals(new CliHarness().run("--help").out(), top.out());
        assertEquals(0, events.exitCode(), events.err());
        assertEquals(new CliHarness().run("events", "--help").out(), events.out());
        assertEquals("", events.err());
    }

    @Test
    void helpAskedForWinsOverAnyMistakeOnTheSameLine() {
        CliHarness.Run run = new CliHarness().run("events", "-h", "--from", "x");
        CliHarness.Run unknown = new CliHarness().run("--bogus", "status", "--help");

        assertEquals(0, run.exitCode(), run.err());
        assertEquals(new CliHarness().run("events", "--help").out(), run.out());
        assertEquals("", run.err());
        assertEquals(0, unknown.exitCode(), unknown.err());
        assertEquals(new CliHarness().run("status", "--help").out(), unknown.out());
    }

    @Test
    void noCommandIsAUsageError() {
        CliHarness.Run run = new CliHarness().run("--demo");

        assertEquals(2, run.exitCode());
        assertTrue(run.err().contains("Name a command: status or events"), run.err());
    }

    private static void assertUsageError(String expected, String... args) {
        CliHarness.Run run = new CliHarness().run(args);

        assertEquals(2, run.exitCode(), run.err());
        assertEquals(expected, run.err().strip());
        assertEquals("", run.out());
    }

    @Test
    void anUnknownCommandIsAUsageErrorWithTheCommandItIsATypingSlipOfAndTheCommands() {
        assertUsageError("Unknown command stauts. Did you mean status? The commands are status and events"
                + " (see --help).", "stauts");
    }

    @Test
    void askingHelpOfAnUnknownCommandSaysTheCommandIsUnknownAndListsTheCommands() {
        assertUsageError("Unknown command stauts. Did you mean status? The commands are status and events"
                + " (see --help).", "help", "stauts");
    }

    @Test
    void aWordNoCommandIsCloseToIsNotAskedWhetherItMeantOne() {
        assertUsageError("Unknown command bogus. The commands are status and events (see --help).", "help", "bogus");
        assertUsageError("Unknown command bogus. The commands are status and events (see --help).", "bogus");
    }

    @Test
    void anUnknownOptionIsNamedWithTheOptionMeantEvenWhenRequiredOptionsAreMissingToo() {
        assertUsageError("Unknown option --form. Did you mean --format? Run `market-events-browser events --help` for"
                + " the options.", "events", "--form", "csv");
        assertUsageError("Unknown option --bogus. Run `market-events-browser status --help` for the options.",
                "status", "--bogus");
    }

    @Test
    void aMistypedOptionGivenItsValueAfterAnEqualsSignIsNamedWithoutTheValueAndWithTheOptionMeant() {
        assertUsageError("Unknown option --outptu. Did you mean --output? Run `market-events-browser events --help`"
                + " for the options.", "events", "--demo", "--from", "2026-01-05", "--to", "2026-01-06",
                "--outptu=x.csv");
        assertUsageError("Unknown option --base-ur. Did you mean --base-url? Run `market-events-browser --help` for"
                + " the options.", "--base-ur=http://x/api", "status");
    }

    @Test
    void twoLettersSwappedAreTakenForOneSlipSoTheOptionMeantIsSuggestedRatherThanAShorterOne() {
        assertUsageError("Unknown option --fromat. Did you mean --format? Run `market-events-browser events --help`"
                + " for the options.", "events", "--demo", "--from", "2026-01-05", "--to", "2026-01-06",
                "--fromat", "csv");
        assertUsageError("Unknown option --fromat. Did you mean --format? Run `market-events-browser events --help`"
                + " for the options.", "events", "--fromat", "csv");
    }

    @Test
    void optionsEquallyNearTheWordTypedAreAllSuggested() {
        assertUsageError("Unknown option --f. Did you mean --from, --format or --filter? Run"
                + " `market-events-browser events --help` for the options.", "events", "--demo", "--from", "2026-01-05",
                "--to", "2026-01-06", "--f", "csv");
    }

    @Test
    void thePackagedCommandNamesItselfAsTypedInItsHelpAndItsUsageErrorsAndTheJarKeepsItsName() {
        CliHarness.Run help = new CliHarness().commandName("market-events").run("events", "--help");
        assertTrue(help.out().startsWith("Usage: market-events events "), help.out());
        assertFalse(help.out().contains("market-events-browser"), help.out());
        CliHarness.Run wrong = new CliHarness().commandName("market-events").run("events", "--form", "csv");
        assertEquals("Unknown option --form. Did you mean --format? Run `market-events events --help` for the"
                + " options.", wrong.err().strip());

        assertTrue(new CliHarness().run("--help").out().startsWith("Usage: market-events-browser "));
    }

    @Test
    void anUnknownOptionIsPrintedBackWithoutTheEscapeSequencesPastedIntoIt() {
        assertUsageError("Unknown option --x [2J. Run `market-events-browser status --help` for the options.",
                "status", "--x\u001b[2J");
    }

    @Test
    void aRequiredOptionLeftOutOrAnOptionWithoutItsValueSaysWhatToGive() {
        assertUsageError("Missing options --from and --to: give --from YYYY-MM-DD --to YYYY-MM-DD. Run"
                + " `market-events-browser events --help` for the options.", "events");
        assertUsageError("The option -o needs a value: give -o FILE.", "events", "--from", "2024-01-01", "--to",
                "2024-01-02", "-o");
    }

    @Test
    void anArgumentNoOptionTakesIsNamedWithTheLikelyCauseUnquotedSpaces() {
        assertUsageError("Unexpected argument F:US: events takes only options, and a value with spaces needs quotes."
                + " Run `market-events-browser events --help` for the options.",
                "events", "--from", "2024-01-01", "--to", "2024-01-02", "--filter", "T:US,", "F:US");
    }

    @Test
    void anOptionGivenTwiceOrAValueGivenToASwitchIsASentenceSayingHowToGiveIt() {
        assertUsageError("--from is given more than once; give it once.",
                "events", "--from", "2024-01-01", "--to", "2024-01-02", "--from", "2024-01-03");
        assertUsageError("--json takes no value; give it alone, as --json.", "status", "--json=maybe");
    }

    @Test
    void aFlagGivenTrueOrFalseIsRefusedRatherThanReadEitherWay() {
        assertUsageError("--json takes no value; give it alone, as --json.", "status", "--demo", "--json=false");
        assertUsageError("--json takes no value; give it alone, as --json.", "status", "--demo", "--json=true");
        assertUsageError("--demo takes no value; give it alone, as --demo.", "--demo=false", "status");
        assertUsageError("--demo takes no value; give it alone, as --demo.", "events", "--demo=true", "--from",
                "2024-01-01", "--to", "2024-01-02");
    }

    @Test
    void aFlagFollowedByTrueOrFalseSaysTheFlagTakesNoValue() {
        for (String[] args : new String[][] {{"status", "--demo", "--json", "true"}, {"status", "--json", "False"}}) {
            CliHarness.Run run = new CliHarness().run(args);
            assertEquals(2, run.exitCode(), run.err());
            assertEquals("--json takes no value; give it alone, as --json.", run.err().strip());
            assertTrue(run.out().contains("\"error\" : \"--json takes no value"), "--json was read: " + run.out());
        }
        assertUsageError("--demo takes no value; give it alone, as --demo.", "--demo", "true", "status");
        assertUsageError("--demo takes no value; give it alone, as --demo.", "events", "--demo", "yes", "--from",
                "2024-01-01", "--to", "2024-01-02");
        assertUsageError("Unexpected argument maybe: status takes only options, and a value with spaces needs quotes."
                + " Run `market-events-browser status --help` for the options.", "status", "--demo", "maybe");
    }

    @Test
    void theKeyIsRefusedAsAnArgumentWithoutEchoingIt() {
        for (String[] args : new String[][] {
                {"status", "--api-key", SECRET}, {"status", "--api-key=" + SECRET}, {"--api-key", SECRET, "status"},
                {"events", "--from", "2024-01-01", "--to", "2024-01-02", "--key", SECRET},
                {"status", "--api_key", SECRET}, {"status", "--token", SECRET}, {"status", "--x-api-key", SECRET}}) {
            CliHarness.Run run = new CliHarness().run(args);

            assertEquals(2, run.exitCode(), String.join(" ", args));
            assertTrue(run.err().contains("set the environment variable MARKET_EVENTS_API_KEY"), run.err());
            assertFalse(run.err().contains(SECRET), run.err());
            assertFalse(run.out().contains(SECRET), run.out());
        }
    }

    @Test
    void aKeyWithACharacterAHeaderCannotCarryIsAUsageErrorNotAnInternalOne() {
        for (String key : new String[] {"s3cr\u00a0et", "s3cr\u200bet", SECRET + "\nmore", "clé-" + SECRET}) {
            CliHarness.Run run = new CliHarness().env("MARKET_EVENTS_API_KEY", key)
                    .run("--base-url", "https://events.example.com/api", "status");

            assertEquals(2, run.exitCode(), run.err());
            assertTrue(run.err().contains("The API key from MARKET_EVENTS_API_KEY holds a character a key cannot have"),
                    run.err());
            assertFalse(run.err().contains(SECRET), run.err());
        }
    }

    @Test
    void aKeyInTheBaseUrlsQueryOrUserPartIsNeverEchoed() {
        for (String url : new String[] {"https://events.example.com/api?api_key=" + SECRET,
                "events.example.com/api/events?api_key=" + SECRET, "ftp://host/api?api_key=" + SECRET,
                "https://user:" + SECRET + "@events.example.com/api", "https://events.example.com/api#" + SECRET}) {
            CliHarness.Run run = new CliHarness().run("--base-url", url, "status");

            assertEquals(2, run.exitCode(), url);
            assertFalse(run.err().contains(SECRET), run.err());
            assertTrue(run.err().contains("events.example.com") || run.err().contains("ftp://host/api"), run.err());
        }
    }

    @Test
    void anUnreadableDateIsAUsageErrorSayingTheExpectedForm() {
        CliHarness.Run run = new CliHarness().run("events", "--demo", "--from", "01/13/2024", "--to", "2024-12-31");

        assertEquals(2, run.exitCode());
        assertTrue(run.err().contains("The --from value '01/13/2024' is not a date of the form YYYY-MM-DD"), run.err());
        assertEquals(0, run.outBytes().length);
    }

    @Test
    void aYearBeyondFourDigitsIsAUsageErrorNotAnInternalOne() {
        CliHarness.Run run = new CliHarness().run("events", "--demo", "--from", "+999999999-12-31", "--to",
                "+999999999-12-31");

        assertEquals(2, run.exitCode(), run.err());
        assertTrue(run.err().contains("'+999999999-12-31' is not a date of the form YYYY-MM-DD"), run.err());
    }

    @Test
    void aDatePastedWithAnEnDashIsTakenAsTheWindowTakesIt() {
        CliHarness.Run run = new CliHarness().run("events", "--demo", "--from", "2026\u201303\u201302", "--to",
                "2026\u221203\u221203", "-o", "no-such-folder/x.csv");

        // Read past the dates, the line stops at the output's missing folder: the dates were taken.
        assertTrue(run.err().startsWith("The folder of the output"), run.err());
    }

    @Test
    void aDayMissingFromTheCalendarIsAUsageError() {
        CliHarness.Run run = new CliHarness().run("events", "--demo", "--from", "2023-02-29", "--to", "2023-03-31");

        assertEquals(2, run.exitCode());
        assertTrue(run.err().contains("'2023-02-29' is not a day of the calendar."), run.err());
    }

    @Test
    void aDateIsTakenOnlyInTheFormYyyyMmDdFrom1900OnWithSpacesAroundItLeftOut() {
        for (String date : new String[] {"2026-3-1", "2026-03-1", "26-03-01", "2026-03-01T00:00"}) {
            CliHarness.Run run = new CliHarness().run("events", "--demo", "--from", date, "--to", "2026-03-31");

            assertEquals(2, run.exitCode(), date);
            assertEquals("The --from value '" + date + "' is not a date of the form YYYY-MM-DD.", run.err().strip());
        }
        CliHarness.Run yearZero = new CliHarness().run("events", "--demo", "--from", "0000-01-01", "--to",
                "2026-03-31");
        assertEquals(2, yearZero.exitCode());
        assertEquals("The --from value '0000-01-01' is before 1900: give a date from 1900-01-01 on.",
                yearZero.err().strip());

        // Read past the dates, the line stops at the output's missing folder: the dates were taken.
        CliHarness.Run spaced = new CliHarness().run("events", "--demo", "--from", " 2026-03-02", "--to",
                "2026-03-03 ", "-o", "no-such-folder/x.csv");
        assertTrue(spaced.err().startsWith("The folder of the output"), spaced.err());
    }

    @Test
    void aDateAfterTheLastDayARequestCanNameIsRefusedAtOnceAsTheHelpSays() {
        CliHarness.Run lastDay = new CliHarness().demo(() -> {
            throw new AssertionError("nothing may be fetched");
        }).run("events", "--demo", "--from", "9999-12-30", "--to", "9999-12-31");

        assertEquals(2, lastDay.exitCode());
        assertEquals("The --to value '9999-12-31' is after 9999-12-30, the last day that can be asked for: give a date"
                + " up to 9999-12-30.", lastDay.err().strip());
        CliHarness.Run accepted = new CliHarness().run("events", "--demo", "--from", "9999-12-29", "--to",
                "9999-12-30", "-o", "no-such-folder/x.csv");
        assertTrue(accepted.err().startsWith("The folder of the output"), "9999-12-30 is taken: " + accepted.err());
        String help = new CliHarness().run("events", "--help").out().replaceAll("\\s+", " ");
        assertTrue(help.contains("from 1900-01-01 to 9999-12-30"), help);
        assertTrue(help.contains("up to 9999-12-30"), help);
    }

    @Test
    void aRangeLongerThanTenYearsIsRefusedBeforeFetchingWithTheWayToSplitIt() {
        CliHarness.Run run = new CliHarness().run("events", "--demo", "--from", "2000-01-01", "--to", "2010-01-01");

        assertEquals(2, run.exitCode());
        assertEquals("The range 2000-01-01 to 2010-01-01 is longer than 10 years, the most one command exports; split"
                + " it, as --from 2000-01-01 --to 2009-12-31, then --from 2010-01-01 and on.", run.err().strip());
        assertEquals(0, run.outBytes().length);

        CliHarness.Run tenYears = new CliHarness().run("events", "--demo", "--from", "2000-01-01", "--to",
                "2009-12-31", "-o", "no-such-folder/x.csv");
        assertTrue(tenYears.err().startsWith("The folder of the output"), "ten years are taken: " + tenYears.err());
    }

    @Test
    void theSplitSuggestedForARangeFromALeapDayIsAccepted() {
        CliHarness.Run run = new CliHarness().run("events", "--demo", "--from", "2016-02-29", "--to", "2026-02-28");

        assertEquals(2, run.exitCode());
        assertEquals("The range 2016-02-29 to 2026-02-28 is longer than 10 years, the most one command exports; split"
                + " it, as --from 2016-02-29 --to 2026-02-27, then --from 2026-02-28 and on.", run.err().strip());

        CliHarness.Run suggested = new CliHarness().run("events", "--demo", "--from", "2016-02-29", "--to",
                "2026-02-27", "-o", "no-such-folder/x.csv");
        assertTrue(suggested.err().startsWith("The folder of the output"), "it is taken: " + suggested.err());
    }

    @Test
    void aStartAfterTheEndIsAUsageError() {
        CliHarness.Run run = new CliHarness().run("events", "--demo", "--from", "2024-02-01", "--to", "2024-01-31");

        assertEquals(2, run.exitCode());
        assertEquals("The start date 2024-02-01 is after the end date 2024-01-31.", run.err().strip());
    }

    @Test
    void missingDatesAreAUsageError() {
        CliHarness.Run run = new CliHarness().run("events", "--demo", "--from", "2024-02-01");

        assertEquals(2, run.exitCode());
        assertTrue(run.err().contains("--to"), run.err());
    }

    @Test
    void anUnknownFormatIsAUsageError() {
        CliHarness.Run run = new CliHarness()
                .run("events", "--demo", "--from", "2024-01-01", "--to", "2024-01-02", "--format", "pdf");

        assertEquals(2, run.exitCode());
        assertEquals("The --format value 'pdf' is not a format: use csv, xlsx, json or ics.", run.err().strip());
    }

    @Test
    void timesTakesAsSentEasternOrLocalAsTheHelpSaysAndNothingElse() {
        CliHarness.Run help = new CliHarness().run("events", "--help");
        assertTrue(help.out().contains("--times=as-sent|eastern|local"), help.out());

        CliHarness.Run run = new CliHarness()
                .run("events", "--demo", "--from", "2024-01-01", "--to", "2024-01-02", "--times", "utc");

        assertEquals(2, run.exitCode());
        assertEquals("The --times value 'utc' is not a choice of times: use as-sent, eastern or local.",
                run.err().strip());
    }

    @Test
    void aBaseUrlWithoutAKeyIsAUsageErrorSayingHowToGiveTheKey() {
        CliHarness.Run run = new CliHarness().run("status", "--base-url", "https://events.example.com/api");

        assertEquals(2, run.exitCode());
        assertOneLine(run.err());
        assertTrue(run.err().startsWith("No API key for https://events.example.com/api (from --base-url)."),
                run.err());
    }

    @Test
    void theBaseUrlOptionWorksBeforeTheCommandToo() {
        CliHarness.Run run = new CliHarness().run("--base-url", "https://events.example.com/api", "status");

        assertEquals(2, run.exitCode());
        assertTrue(run.err().contains("(from --base-url)"), run.err());
    }

    @Test
    void aBadBaseUrlIsAUsageError() {
        CliHarness.Run run = new CliHarness().env("MARKET_EVENTS_API_KEY", SECRET)
                .run("status", "--base-url", "events.example.com/api");

        assertEquals(2, run.exitCode());
        assertOneLine(run.err());
        assertTrue(run.err().contains("is not usable"), run.err());
        assertFalse(run.err().contains(SECRET));
    }

    @Test
    void demoAndBaseUrlTogetherAreAUsageError() {
        CliHarness.Run run = new CliHarness().run("status", "--demo", "--base-url", "https://events.example.com/api");

        assertEquals(2, run.exitCode());
        assertEquals("Use either --demo or --base-url, not both.", run.err().strip());
    }

    @Test
    void anOutputInAMissingFolderIsRefusedBeforeAnythingIsFetched() {
        CliHarness.Run run = new CliHarness().demo(() -> {
            throw new AssertionError("nothing may be fetched");
        }).run("events", "--demo", "--from", "2024-01-01", "--to", "2024-01-02", "--output", "/no/such/folder/x.csv");

        assertEquals(2, run.exitCode());
        assertEquals("The folder of the output /no/such/folder/x.csv does not exist; make it first, or give a file in"
                + " a folder that does.", run.err().strip());
    }

    @Test
    void memoryRunningOutIsASentenceNeverAStackTrace() {
        CliHarness.Run run = new CliHarness().demo(() -> {
            throw new OutOfMemoryError("Java heap space");
        }).run("events", "--demo", "--from", "2010-01-01", "--to", "2019-12-31", "--format", "csv");

        assertEquals(2, run.exitCode());
        assertEquals("There was not enough memory for all the events asked for; nothing was written. Ask for a"
                + " shorter range, or for several in turn.", run.err().strip());
        assertEquals("", run.out());
    }
}
