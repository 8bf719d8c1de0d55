package com.marketevents.cli;

import com.marketevents.AppServices.ServiceConnection;
import com.marketevents.api.ApiException;
import com.marketevents.api.LeftOutNote;
import com.marketevents.events.EventsProgress;
import com.marketevents.events.EventsResult;
import com.marketevents.export.AtomicFileWriter;
import com.marketevents.export.EventExport;
import com.marketevents.export.ExportCancellation;
import com.marketevents.export.ExportCancelledException;
import com.marketevents.export.ExportErrors;
import com.marketevents.export.ExportFormat;
import com.marketevents.export.ExportTimes;
import com.marketevents.export.WithoutByteOrderMark;
import com.marketevents.model.Counts;
import com.marketevents.model.DateRange;
import com.marketevents.model.MarketEvent;
import com.marketevents.model.TypedDate;
import com.marketevents.model.UndatedEvents;
import com.marketevents.report.TerminalText;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;

/**
 * {@code events --from --to [--format] [--times] [--output] [--filter | --watchlist]}: every event dated in the
 * inclusive range (or those a quick filter or a watchlist selects), deduplicated and sorted, with all 16 fields, to a
 * file (written completely or not at all) or to standard output.
 */
@Command(name = "events", mixinStandardHelpOptions = true, versionProvider = Cli.Version.class, sortOptions = false,
        description = {
            "Write every event dated from --from to --to (both included, US Eastern dates, or the date written"
                    + " when it is earlier, as for a time in an offset west of New York's), sorted by date then id,"
                    + " with all 16 fields as the service sent them (times as --times asks) and has_unknown_time.",
            "--filter or --watchlist keeps only the events that the window's quick filter, or a watchlist saved in"
                    + " the window, shows.",
            "A file given with --output is written completely or not at all."},
        exitCodeListHeading = "%nExit codes:%n")
final class EventsCommand implements Callable<Integer> {
    /** All but 1, which only {@code status} gives. */
    static final ExitCode[] EXIT_CODES = {ExitCode.OK, ExitCode.USAGE, ExitCode.KEY_REJECTED, ExitCode.SERVICE_FAILURE,
        ExitCode.INVALID_RESPONSE, ExitCode.OUTPUT_FAILED, ExitCode.MAYBE_INCOMPLETE, ExitCode.INTERNAL_ERROR,
        ExitCode.CANCELLED};
    @Option(names = "--from", required = true, paramLabel = "YYYY-MM-DD", converter = IsoDate.class,
            description = "First date of the range, from " + IsoDate.FIRST_YEAR + "-01-01 to " + IsoDate.LAST_DATE
                    + " (spaces around it are left out).")
    LocalDate from;

    @Option(names = "--to", required = true, paramLabel = "YYYY-MM-DD", converter = IsoDate.class,
            description = "Last date of the range (included), up to " + IsoDate.LAST_DATE + "; at most --from + "
                    + DateRange.LONGEST_YEARS + " years - 1 day, as in --from 2016-01-01 --to "
                    + (2016 + DateRange.LONGEST_YEARS - 1) + "-12-31.")
    LocalDate to;

    @Option(names = "--format", paramLabel = "csv|xlsx|json|ics", converter = Format.class,
            description = "csv (default, or taken from the --output file's extension), xlsx (an Excel workbook),"
                    + " json or ics; for any --output name.")
    ExportFormat format;

    @Option(names = "--times", paramLabel = "as-sent|eastern|local", converter = Times.class,
            description = "How date-times are written: as-sent (default; with the offset the service gave, usually"
                    + " US Eastern's, sometimes another or none), eastern (all in US Eastern time, each with the"
                    + " offset of its date, summer or winter) or local (all in this computer's time zone). An event"
                    + " time the service does not know is then written as its US Eastern date, an unreadable one as"
                    + " sent. A calendar (ics) always holds UTC times, which calendar programs show in their own"
                    + " zone.")
    ExportTimes times = ExportTimes.AS_SENT;

    @Option(names = {"--output", "-o"}, paramLabel = "FILE", // its converter knows how the arguments were passed
            description = "Write to this file instead of standard output ('-', /dev/stdout or /dev/fd/1 is standard"
                    + " output).")
    OutputFile output;

    @Option(names = "--filter", paramLabel = "TEXT",
            description = "Only the events the window's quick filter shows for TEXT: those whose identifiers or"
                    + " title hold every word (\"q3 call\"), or, for a list separated by commas or semicolons,"
                    + " those of any ticker, RIC or ISIN in it, matched whole (\"T:US, F:US\"); a comma inside"
                    + " double quotes is text to find.")
    String filter;

    @Option(names = "--watchlist", paramLabel = "NAME",
            description = "Only the events of the watchlist NAME saved in the window (its filter, as --filter).")
    String watchlist;

    private final Cli cli;

    EventsCommand(Cli cli) {
        this.cli = cli;
    }

    @Override
    public Integer call() {
        if (from.isAfter(to)) {
            cli.io().err().println("The start date " + from + " is after the end date " + to + ".");
            return ExitCode.USAGE.code();
        }
        if (DateRange.of(from, to).isTooLong()) {
            LocalDate last = DateRange.latestEnd(from);
            cli.io().err().println("The range " + from + " to " + to + " is longer than " + DateRange.LONGEST_YEARS
                    + " years, the most one command exports; split it, as --from " + from + " --to " + last
                    + ", then --from " + last.plusDays(1) + " and on.");
            return ExitCode.USAGE.code();
        }
        if (refusedAsNotUtf8("--filter", filter) || refusedAsNotUtf8("--watchlist", watchlist)) {
            return ExitCode.USAGE.code();
        }
        for (String text : new String[] {filter, watchlist}) {
            if (text != null && cli.argumentEncoding().mayHaveLostCharactersOf(text)) {
                cli.io().err().println("Note: '" + TerminalText.clean(text, "") + "' may not be the text typed: "
                        + cli.argumentEncoding().advice() + ".");
            }
        }
        EventSelection selection;
        try {
            selection = EventSelection.of(filter, watchlist, cli.services().watchlists());
        } catch (EventSelection.Unusable e) {
            cli.io().err().println(e.getMessage());
            return ExitCode.USAGE.code();
        }
        DateRange range = DateRange.of(from, to);
        OutputFile toFile = output == null || output.isStandardOutput() ? null : output;
        ExportFormat chosen;
        try {
            if (toFile != null) {
                toFile.checkWritable();
            }
            chosen = FormatChoice.choose(format, toFile);
        } catch (OutputRefused e) {
            cli.io().err().println(e.getMessage());
            return e.code().code();
        }
        Path file = toFile == null ? null : toFile.path();
        boolean toScreen = toFile == null ? cli.io().outIsTerminal() : toFile.isTerminal();
        if (!chosen.isText() && toScreen) {
            cli.io().err().println("An Excel workbook is not text to show here: write it to a file with"
                    + " --output FILE." + chosen.extension() + ", or redirect standard output to one.");
            return ExitCode.USAGE.code();
        }
        if (chosen == ExportFormat.ICS && times != ExportTimes.AS_SENT) {
            cli.io().err().println("Note: --times does not change a calendar: its times are UTC, which calendar"
                    + " programs show in their own zone.");
        }
        return cli.withService(connection -> fetchAndWrite(connection, range, selection, chosen, file));
    }

    /** Says so and returns true when {@code text} lost bytes that were not UTF-8: it would select nothing meant. */
    private boolean refusedAsNotUtf8(String option, String text) {
        if (text == null || !cli.argumentEncoding().hasBytesNotInUtf8(text)) {
            return false;
        }
        cli.io().err().println("The " + option + " value '" + TerminalText.clean(text, "") + "' is not the text"
                + " typed: " + cli.argumentEncoding().notUtf8() + "; type it in UTF-8.");
        return true;
    }

    private ExitCode fetchAndWrite(ServiceConnection connection, DateRange range, EventSelection selection,
            ExportFormat chosen, Path file) throws ApiException {
        ProgressLine progressLine = cli.io().errIsTerminal() ? new ProgressLine(cli.io().err(), range,
                TerminalWidth.of(cli.services().environment())::columns) : null;
        EventsResult result;
        try {
            result = connection.events().fetch(range, progressLine == null ? EventsProgress.NONE : progressLine,
                    cli.cancellation());
        } finally {
            if (progressLine != null) {
                progressLine.erase();
            }
        }
        cli.cancellation().throwIfCancelled();
        if (result.possiblyIncomplete()) {
            boolean one = result.possiblyTruncatedChunks().size() == 1;
            cli.io().err().println("Note: the service may have cut its answer for " + describe(
                    result.possiblyTruncatedChunks()) + " (" + (one ? "a single day's answer" : "each of these days'"
                    + " answers") + " had a suspiciously round number of events); some events of " + (one ? "that date"
                    : "these dates") + " may be missing.");
        }
        if (!result.leftOutRecords().isEmpty()) {
            cli.io().err().println("Note: " + TerminalText.clean(LeftOutNote.sentence(result.leftOutRecords()), ""));
        }
        if (!result.sameIdDisagreeing().isEmpty()) {
            cli.io().err().println("Note: " + TerminalText.clean(LeftOutNote.sameIdSentence(result.sameIdDisagreeing()),
                    ""));
        }
        List<MarketEvent> events = selection.apply(result.events());
        String selected = selection.summary(events.size(), result.events().size());
        String title = selection.title(range, events.size(), result.events().size(), connection.demo());
        EventExport.Shortfall[] shortfall = {null};
        AtomicFileWriter.IoConsumer<OutputStream> body =
                out -> shortfall[0] = EventExport.write(chosen, events, MarketEvent.FIELD_NAMES, times, title, out);
        ExitCode outcome;
        try (ExportStop stop = new ExportStop(cli.cancellation())) {
            outcome = file == null ? StandardOutput.write(cli.io(), body, stop.cancellation())
                    : writeFile(file, body, stop.cancellation());
        }
        if (outcome != ExitCode.OK || shortfall[0] == null) {
            return outcome; // failed, or the reader closed the pipe before the end: no count to give
        }
        String notes = notes(shortfall[0], events);
        if (file != null) {
            cli.io().err().println("Wrote " + count(written(events, shortfall[0])) + " from " + range + " to " + file
                    + selected + "." + notes);
        } else if (cli.io().errIsTerminal()) {
            cli.io().err().println(count(written(events, shortfall[0])) + " from " + range + selected + "." + notes);
        } else if (!notes.isEmpty()) {
            cli.io().err().println("Note:" + notes);
        }
        return result.possiblyIncomplete() ? ExitCode.MAYBE_INCOMPLETE : outcome;
    }

    /** Writes the file whole or not at all; cancelled, it says so as a cancelled fetch does. */
    private ExitCode writeFile(Path file, AtomicFileWriter.IoConsumer<OutputStream> body,
            ExportCancellation cancellation) throws ApiException {
        try {
            AtomicFileWriter.write(file, WithoutByteOrderMark.into(file, body), cancellation);
            return ExitCode.OK;
        } catch (ExportCancelledException e) {
            throw ApiException.cancelled();
        } catch (IOException e) {
            cli.io().err().println(TerminalText.clean(ExportErrors.describe(e, file), "Could not write " + file + "."));
            return ExitCode.OUTPUT_FAILED;
        }
    }

    private static int written(List<MarketEvent> events, EventExport.Shortfall shortfall) {
        return events.size() - shortfall.leftOut();
    }

    /**
     * What the format could not take whole, or the events written last for want of a readable date, after the count
     * of events written; empty when nothing.
     */
    private static String notes(EventExport.Shortfall shortfall, List<MarketEvent> events) {
        int undated = shortfall.leftOut() > 0 ? 0 : UndatedEvents.count(events); // a calendar left them out
        String placed = UndatedEvents.sentence(undated, "written last");
        return leftOutNote(shortfall.leftOut()) + shortfall.cutSentence() + (placed.isEmpty() ? "" : " " + placed);
    }

    /** A calendar cannot place an event whose date is missing or unreadable; says how many were left out. */
    private static String leftOutNote(int leftOut) {
        return leftOut == 0 ? "" : " " + count(leftOut) + " without a usable date " + (leftOut == 1 ? "was" : "were")
                + " left out of the calendar.";
    }

    private static String describe(List<DateRange> chunks) {
        return chunks.stream().map(DateRange::label).collect(Collectors.joining(", "));
    }

    private static String count(int events) {
        return Counts.events(events);
    }

    /**
     * Dates in the form YYYY-MM-DD exactly, spaces around it aside, from {@link #FIRST_YEAR} to {@link
     * DateRange#LAST_DAY}, with a message that says so. Stricter than the window's field, which reads 2026-3-1 as
     * typed: a script's date should be the service's form, and a year 0000 is a mistake, not a range to fetch.
     */
    static final class IsoDate implements ITypeConverter<LocalDate> {
        /** {@link DateRange#FIRST_DAY}'s year, as the help's text must be a constant. */
        static final int FIRST_YEAR = 1900;
        /** {@link DateRange#LAST_DAY}, as the help's text must be a constant. */
        static final String LAST_DATE = "9999-12-30";
        private static final Pattern FORM = Pattern.compile("\\d{4}-\\d{2}-\\d{2}");

        @Override
        public LocalDate convert(String value) {
            String typed = TypedDate.plain(value).strip(); // an en dash pasted from a mail reads as the window reads it
            LocalDate date = FORM.matcher(typed).matches() ? TypedDate.parse(typed) : null;
            if (date == null) {
                throw new TypeConversionException(FORM.matcher(typed).matches()
                        ? "'" + value + "' is not a day of the calendar."
                        : "'" + value + "' is not a date of the form YYYY-MM-DD.");
            }
            if (date.isBefore(DateRange.FIRST_DAY)) {
                throw new TypeConversionException("'" + value + "' is before " + FIRST_YEAR + ": give a date from "
                        + DateRange.FIRST_DAY + " on.");
            }
            if (date.isAfter(DateRange.LAST_DAY)) {
                throw new TypeConversionException("'" + value + "' is after " + DateRange.LAST_DAY + ", the last day"
                        + " that can be asked for: give a date up to " + DateRange.LAST_DAY + ".");
            }
            return date;
        }
    }

    /** as-sent, eastern or local, in any case. */
    static final class Times implements ITypeConverter<ExportTimes> {
        @Override
        public ExportTimes convert(String value) {
            return ExportTimes.named(value).orElseThrow(() -> new TypeConversionException("'" + value
                    + "' is not a choice of times: use as-sent, eastern or local."));
        }
    }

    /** csv, xlsx, json or ics, in any case. */
    static final class Format implements ITypeConverter<ExportFormat> {
        @Override
        public ExportFormat convert(String value) {
            for (ExportFormat candidate : ExportFormat.values()) {
                if (candidate.name().equalsIgnoreCase(value.strip())) {
                    return candidate;
                }
            }
            throw new TypeConversionException("'" + value + "' is not a format: use csv, xlsx, json or ics.");
        }
    }
}
