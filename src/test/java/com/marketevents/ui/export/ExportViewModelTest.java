package com.marketevents.ui.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.export.EventExport;
import com.marketevents.export.ExportFormat;
import com.marketevents.export.ExportTimes;
import com.marketevents.export.NamedPipe;
import com.marketevents.model.DateRange;
import com.marketevents.model.EventTime;
import com.marketevents.model.MarketEvent;
import com.marketevents.settings.InMemoryKeyValueStore;
import com.marketevents.ui.InlineUiExecutor;
import com.marketevents.ui.MutableClock;
import com.marketevents.ui.SampleEvents;
import com.marketevents.ui.common.Notice;
import com.marketevents.ui.export.ExportViewModel.Choices;
import com.marketevents.ui.export.ExportViewModel.FieldChoice;
import com.marketevents.ui.export.ExportViewModel.Plan;
import com.marketevents.ui.export.ExportViewModel.PlanChoice;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.dhatim.fastexcel.reader.Cell;
import org.dhatim.fastexcel.reader.ReadableWorkbook;
import org.dhatim.fastexcel.reader.Row;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class ExportViewModelTest {
    private static final List<String> VISIBLE = List.of("title", "ticker", "event_date");

    private final InMemoryKeyValueStore store = new InMemoryKeyValueStore();
    private final InlineUiExecutor executor = new InlineUiExecutor(new MutableClock(Instant.parse("2024-11-04T12:00:00Z")));
    private final ExportViewModel model = new ExportViewModel(executor, store);
    private final List<MarketEvent> shown = SampleEvents.between(LocalDate.of(2024, 11, 4), LocalDate.of(2024, 11, 8), 3);

    @TempDir
    Path folder;

    private static IncompleteDates missing(List<DateRange> dates) {
        return new IncompleteDates(dates, List.of());
    }

    @Test
    void severalSelectedRowsAreOfferedFirstAndTickedWithAllShownRowsTheOtherChoice() {
        PlanChoice plans = model.plans(shown.subList(0, 2), shown, VISIBLE);
        assertTrue(plans.offersAChoice());
        assertEquals(List.of("The 2 selected events", "All 15 events shown"),
                plans.plans().stream().map(Plan::choiceLabel).toList());
        Plan plan = plans.preselected();
        assertTrue(plan.fromSelection());
        assertEquals(shown.subList(0, 2), plan.events());
        assertEquals("Exports the 2 events you selected.", plan.description());
        assertEquals(shown, plans.plans().get(1).events());
        assertEquals("Exports all 15 events the filters show.", plans.plans().get(1).description());
    }

    @Test
    void rowsOfALoadThatLeftNoneShownSayThereIsNothingToExport() {
        PlanChoice plans = model.plans(List.of(), List.of(), VISIBLE);
        assertEquals("No events are shown now: there is nothing to export.", plans.preselected().description());
    }

    @Test
    void aSelectionOfOneRowStillLetsTheUserExportAllShownRowsAndTicksThem() {
        PlanChoice plans = model.plans(shown.subList(3, 4), shown, VISIBLE);
        assertEquals(List.of("The 1 selected event", "All 15 events shown"),
                plans.plans().stream().map(Plan::choiceLabel).toList());
        assertEquals(shown, plans.preselected().events(), "one selected row is most often just the one clicked");
        assertEquals("Exports all 15 events the filters show.", plans.preselected().description());
    }

    @Test
    void noChoiceOfRowsIsOfferedWhenNothingOrEveryShownRowIsSelected() {
        assertFalse(model.plans(List.of(), shown, VISIBLE).offersAChoice());
        PlanChoice everyRow = model.plans(shown, shown, VISIBLE);
        assertFalse(everyRow.offersAChoice());
        assertEquals("Exports the 15 events you selected.", everyRow.preselected().description());
    }

    @Test
    void theChoiceOfRowsCountsWithThousandsSeparators() {
        List<MarketEvent> many = Collections.nCopies(1_250, shown.get(0));
        PlanChoice plans = model.plans(many.subList(0, 1_234), many, VISIBLE);
        assertEquals(List.of("The 1,234 selected events", "All 1,250 events shown"),
                plans.plans().stream().map(Plan::choiceLabel).toList());
    }

    @Test
    void allShownRowsRatherThanTheSelectedNameEveryMissingDate() {
        DateRange april = DateRange.of(LocalDate.of(2024, 4, 6), LocalDate.of(2024, 5, 6));
        PlanChoice plans = model.plans(shown.subList(0, 2), shown, VISIBLE, missing(List.of(april)));
        assertEquals("Exports the 2 events you selected.", plans.plans().get(0).description());
        assertEquals("Exports all 15 events the filters show. The events of 2024-04-06 to 2024-05-06 are missing:"
                + " they could not be loaded.", plans.plans().get(1).description());
    }

    @Test
    void theDescriptionNamesTheDaysTheServiceMayHaveCutAfterTheMissingDates() {
        DateRange april = DateRange.of(LocalDate.of(2024, 4, 6), LocalDate.of(2024, 5, 6));
        DateRange cut = DateRange.of(LocalDate.of(2024, 7, 2), LocalDate.of(2024, 7, 2));
        Plan both = model.plans(List.of(), shown, VISIBLE, new IncompleteDates(List.of(april), List.of(cut)))
                .preselected();
        assertEquals("Nothing is selected, so this exports all 15 events the filters show. The events of 2024-04-06"
                + " to 2024-05-06 are missing: they could not be loaded. The events of 2024-07-02 may be incomplete:"
                + " the service may have cut its answer.", both.description());
        Plan cutOnly = model.plans(List.of(), shown, VISIBLE, new IncompleteDates(List.of(), List.of(cut)))
                .preselected();
        assertEquals("Nothing is selected, so this exports all 15 events the filters show. The events of 2024-07-02"
                + " may be incomplete: the service may have cut its answer.", cutOnly.description());
    }

    @Test
    void aSelectionIsDescribedWithOnlyTheCutDaysBetweenItsFirstAndLastDate() {
        DateRange tuesday = DateRange.of(LocalDate.of(2024, 11, 5), LocalDate.of(2024, 11, 5));
        DateRange july = DateRange.of(LocalDate.of(2024, 7, 2), LocalDate.of(2024, 7, 2));
        List<MarketEvent> mondayAndFriday = List.of(shown.get(0), shown.get(shown.size() - 1));
        PlanChoice plans = model.plans(mondayAndFriday, shown, VISIBLE,
                new IncompleteDates(List.of(), List.of(july, tuesday)));
        assertEquals("Exports the 2 events you selected. The events of 2024-11-05 may be incomplete: the service may"
                + " have cut its answer.", plans.plans().get(0).description());
        assertEquals("Exports all 15 events the filters show. The events of 2024-07-02 and 2024-11-05 may be"
                + " incomplete: the service may have cut its answer.", plans.plans().get(1).description());
    }

    @Test
    void theFileNameOfferedAfterAPartialLoadSaysIncompleteInEveryFormat() {
        DateRange year = DateRange.of(LocalDate.of(2024, 1, 1), LocalDate.of(2024, 12, 31));
        DateRange april = DateRange.of(LocalDate.of(2024, 4, 6), LocalDate.of(2024, 5, 6));
        Plan all = model.plans(List.of(), shown, VISIBLE, missing(List.of(april))).preselected();
        for (ExportFormat format : ExportFormat.values()) {
            assertEquals("Banks_2024-01-01_to_2024-12-31_incomplete." + format.extension(),
                    ExportViewModel.suggestedFileName(format, Optional.of("Banks"), Optional.of(year), all));
        }
        assertEquals("Market events 2024-01-01 to 2024-12-31 (incomplete)",
                ExportViewModel.title(Optional.empty(), Optional.of(year), all), "a calendar's name says it too");
        Plan maybeCut = model.plans(List.of(), shown, VISIBLE, new IncompleteDates(List.of(), List.of(april)))
                .preselected();
        assertEquals("Banks_2024-01-01_to_2024-12-31.csv", ExportViewModel.suggestedFileName(ExportFormat.CSV,
                Optional.of("Banks"), Optional.of(year), maybeCut), "a day maybe cut may well hold all its events");
    }

    @Test
    void someSelectedRowsOfAPartialLoadAreIncompleteOnlyWhenADateBetweenThemIsMissing() {
        DateRange week = DateRange.of(LocalDate.of(2024, 11, 4), LocalDate.of(2024, 11, 8));
        DateRange wednesday = DateRange.of(LocalDate.of(2024, 11, 6), LocalDate.of(2024, 11, 6));
        List<MarketEvent> mondayAndFriday = List.of(shown.get(0), shown.get(shown.size() - 1));
        Plan spanning = model.plans(mondayAndFriday, shown, VISIBLE, missing(List.of(wednesday))).preselected();
        assertEquals("Banks_2024-11-04_to_2024-11-08_2_selected_incomplete.csv", ExportViewModel.suggestedFileName(
                ExportFormat.CSV, Optional.of("Banks"), Optional.of(week), spanning));
        assertEquals("Banks 2024-11-04 to 2024-11-08 (2 selected, incomplete)",
                ExportViewModel.title(Optional.of("Banks"), Optional.of(week), spanning));
        Plan monday = model.plans(shown.subList(0, 2), shown, VISIBLE, missing(List.of(wednesday))).preselected();
        assertEquals("Banks_2024-11-04_to_2024-11-08_2_selected.csv", ExportViewModel.suggestedFileName(
                ExportFormat.CSV, Optional.of("Banks"), Optional.of(week), monday));
    }

    @Test
    void theFileNameOfferedSaysWhichWatchlistAndDatesTheExportHolds() {
        DateRange week = DateRange.of(LocalDate.of(2026, 11, 23), LocalDate.of(2026, 11, 27));
        Plan all = model.plans(List.of(), shown, VISIBLE).preselected();
        assertEquals("Banks_2026-11-23_to_2026-11-27.csv",
                ExportViewModel.suggestedFileName(ExportFormat.CSV, Optional.of("Banks"), Optional.of(week), all));
        assertEquals("market-events_2026-11-23.ics", ExportViewModel.suggestedFileName(ExportFormat.ICS,
                Optional.empty(), Optional.of(DateRange.of(week.from(), week.from())), all));
        assertEquals("US_EU_majors.xlsx", ExportViewModel.suggestedFileName(ExportFormat.XLSX,
                Optional.of("US/EU: majors"), Optional.empty(), all), "no character a file system forbids");
    }

    @Test
    void theFileNameOfferedHoldsNoSpaceOrBracketSoThatAShellTakesItUnquoted() {
        DateRange week = DateRange.of(LocalDate.of(2026, 11, 22), LocalDate.of(2026, 11, 28));
        PlanChoice plans = model.plans(shown.subList(0, 2), shown, VISIBLE, IncompleteDates.NONE, true);
        for (Optional<String> watchlist : List.of(Optional.<String>empty(), Optional.of("Tom's Oil & Gas"))) {
            for (Plan plan : plans.plans()) {
                String name = ExportViewModel.suggestedFileName(ExportFormat.CSV, watchlist, Optional.of(week), plan);
                assertTrue(name.matches("[\\p{L}\\p{N}._-]+"), name);
            }
        }
        assertEquals("market-events_demo_2026-11-22_to_2026-11-28.csv", ExportViewModel.suggestedFileName(
                ExportFormat.CSV, Optional.empty(), Optional.of(week), plans.plans().get(1)));
        assertEquals("Tom_s_Oil_Gas_demo_2026-11-22_to_2026-11-28.csv", ExportViewModel.suggestedFileName(
                ExportFormat.CSV, Optional.of("Tom's Oil & Gas"), Optional.of(week), plans.plans().get(1)));
    }

    @Test
    void theFileNameOfferedForSomeSelectedRowsSaysHowManyAndForAllShownRowsNot() {
        DateRange week = DateRange.of(LocalDate.of(2026, 11, 23), LocalDate.of(2026, 11, 27));
        PlanChoice plans = model.plans(shown.subList(0, 2), shown, VISIBLE);
        assertEquals("Banks_2026-11-23_to_2026-11-27_2_selected.csv", ExportViewModel.suggestedFileName(
                ExportFormat.CSV, Optional.of("Banks"), Optional.of(week), plans.plans().get(0)));
        assertEquals("Banks_2026-11-23_to_2026-11-27.csv", ExportViewModel.suggestedFileName(
                ExportFormat.CSV, Optional.of("Banks"), Optional.of(week), plans.plans().get(1)));
        assertEquals("Banks_2026-11-23_to_2026-11-27.csv", ExportViewModel.suggestedFileName(ExportFormat.CSV,
                Optional.of("Banks"), Optional.of(week), model.plans(shown, shown, VISIBLE).preselected()),
                "every row selected is every row shown");
    }

    @Test
    void theDemoServicesRowsAreSaidToBeMadeUpInTheDialogTheFileNameAndTheCalendarsName() {
        DateRange week = DateRange.of(LocalDate.of(2026, 11, 22), LocalDate.of(2026, 11, 28));
        PlanChoice plans = model.plans(shown.subList(0, 2), shown, VISIBLE, IncompleteDates.NONE, true);
        Plan selected = plans.preselected();
        assertTrue(selected.description().endsWith(
                "They are made-up events from the built-in demo service, not real ones."), selected.description());
        assertEquals("market-events_demo_2026-11-22_to_2026-11-28_2_selected.csv", ExportViewModel.suggestedFileName(
                ExportFormat.CSV, Optional.empty(), Optional.of(week), selected));
        assertEquals("Market events demo 2026-11-22 to 2026-11-28", ExportViewModel.title(Optional.empty(),
                Optional.of(week), plans.plans().get(1)));
    }

    @Test
    void rowsAFilterNarrowedAreSaidFilteredUnlessOnlySomeSelectedOnesAreExported() {
        DateRange week = DateRange.of(LocalDate.of(2026, 11, 22), LocalDate.of(2026, 11, 28));
        PlanChoice plans = model.plans(shown.subList(0, 2), shown, VISIBLE, IncompleteDates.NONE, true)
                .ofFilteredRows();
        Plan all = plans.plans().get(1);
        assertEquals("market-events_demo_2026-11-22_to_2026-11-28_filtered.csv", ExportViewModel.suggestedFileName(
                ExportFormat.CSV, Optional.empty(), Optional.of(week), all));
        assertEquals("Banks demo 2026-11-22 to 2026-11-28 (filtered)", ExportViewModel.title(Optional.of("Banks"),
                Optional.of(week), all), "a value filter over a watchlist narrows it too");
        assertEquals("market-events_demo_2026-11-22_to_2026-11-28_2_selected.csv", ExportViewModel.suggestedFileName(
                ExportFormat.CSV, Optional.empty(), Optional.of(week), plans.plans().get(0)),
                "the count already says the file holds a part");
        Plan everyRow = model.plans(shown, shown, VISIBLE).ofFilteredRows().preselected();
        assertEquals("Market events 2026-11-22 to 2026-11-28 (filtered)", ExportViewModel.title(Optional.empty(),
                Optional.of(week), everyRow), "every row selected is every row shown");
    }

    @Test
    void filteredRowsOfAPartialLoadSayBoth() {
        DateRange year = DateRange.of(LocalDate.of(2024, 1, 1), LocalDate.of(2024, 12, 31));
        DateRange april = DateRange.of(LocalDate.of(2024, 4, 6), LocalDate.of(2024, 5, 6));
        Plan all = model.plans(List.of(), shown, VISIBLE, missing(List.of(april))).ofFilteredRows().preselected();
        assertEquals("market-events_2024-01-01_to_2024-12-31_filtered_incomplete.xlsx",
                ExportViewModel.suggestedFileName(ExportFormat.XLSX, Optional.empty(), Optional.of(year), all));
    }

    @Test
    void theCalendarNameSaysHowManySelectedWhenOnlyTheyAreExportedAsTheFileNameDoes() {
        DateRange week = DateRange.of(LocalDate.of(2026, 11, 23), LocalDate.of(2026, 11, 27));
        PlanChoice plans = model.plans(shown.subList(0, 2), shown, VISIBLE);
        assertEquals("Banks 2026-11-23 to 2026-11-27 (2 selected)",
                ExportViewModel.title(Optional.of("Banks"), Optional.of(week), plans.plans().get(0)));
        assertEquals("Market events 2026-11-23 to 2026-11-27",
                ExportViewModel.title(Optional.empty(), Optional.of(week), plans.plans().get(1)));
        assertEquals("Market events 2026-11-23 to 2026-11-27", ExportViewModel.title(Optional.empty(),
                Optional.of(week), model.plans(shown, shown, VISIBLE).preselected()),
                "every row selected is every row shown");
    }

    @Test
    void manyRowsAreCopiedInTheBackgroundAsTheSameTextAndTheMessageStripSaysWhenTheyAre() {
        List<String> copied = new ArrayList<>();
        model.rowsTextInBackground(shown, VISIBLE, (text, html) -> copied.addAll(List.of(text, html)));
        assertEquals(List.of(ExportViewModel.rowsText(shown, VISIBLE), ExportViewModel.rowsHtml(shown, VISIBLE)),
                copied);
        assertEquals("Copied " + shown.size() + " events to the clipboard, as tab-separated text.",
                model.noticeProperty().get().text());
    }

    @Test
    void moreRowsThanATableIsMadeForAreCopiedAsTextAlone() {
        List<MarketEvent> many = Collections.nCopies(ExportViewModel.HTML_ROWS_AT_MOST + 1, shown.get(0));
        List<String> copied = new ArrayList<>();
        model.rowsTextInBackground(many, VISIBLE, (text, html) -> copied.addAll(Arrays.asList(text, html)));
        assertEquals(ExportViewModel.rowsText(many, VISIBLE), copied.get(0));
        assertNull(copied.get(1), "some 60 MB of HTML for a year, which a spreadsheet takes minutes to paste");
    }

    @Test
    void oneEventShownIsExportedAsTheEventNotAllOneEvent() {
        Plan plan = model.plans(List.of(), shown.subList(0, 1), VISIBLE).preselected();

        assertEquals("Nothing is selected, so this exports the 1 event the filters show.", plan.description());
        assertEquals("The 1 event shown", plan.choiceLabel());
    }

    @Test
    void exportTakesEveryShownRowWhenNothingIsSelected() {
        Plan plan = model.plans(List.of(), shown, VISIBLE).preselected();
        assertFalse(plan.fromSelection());
        assertEquals(shown, plan.events());
        assertEquals("Nothing is selected, so this exports all 15 events the filters show.", plan.description());
    }

    @Test
    void theDescriptionSaysWhichDatesTheRowsLackWhenSomeCouldNotBeLoaded() {
        DateRange april = DateRange.of(LocalDate.of(2024, 4, 6), LocalDate.of(2024, 5, 6));
        Plan plan = model.plans(List.of(), shown, VISIBLE, missing(List.of(april))).preselected();
        assertEquals("Nothing is selected, so this exports all 15 events the filters show. The events of 2024-04-06"
                + " to 2024-05-06 are missing: they could not be loaded.", plan.description());
    }

    @Test
    void theDescriptionNamesThreeMissingDaysAndCountsTheRestAsDays() {
        List<DateRange> missing = List.of(1, 3, 5, 7).stream()
                .map(month -> DateRange.of(LocalDate.of(2024, month, 1), LocalDate.of(2024, month, 1))).toList();
        Plan plan = model.plans(List.of(), shown, VISIBLE, missing(missing)).preselected();
        assertEquals("Nothing is selected, so this exports all 15 events the filters show. The events of 2024-01-01,"
                + " 2024-03-01, 2024-05-01 and 1 more day are missing: they could not be loaded.",
                plan.description());
    }

    @Test
    void aSelectionWhollyOutsideTheMissingDatesIsDescribedWithoutThem() {
        DateRange april = DateRange.of(LocalDate.of(2024, 4, 6), LocalDate.of(2024, 5, 6));
        Plan plan = model.plans(shown.subList(0, 2), shown, VISIBLE, missing(List.of(april))).preselected();
        assertEquals("Exports the 2 events you selected.", plan.description());
    }

    @Test
    void everyRowSelectedNamesTheMissingDatesBeyondTheFirstAndLastRowAsAllRowsShownDo() {
        DateRange weekAfter = DateRange.of(LocalDate.of(2024, 11, 11), LocalDate.of(2024, 11, 15));
        Plan plan = model.plans(shown, shown, VISIBLE, missing(List.of(weekAfter))).preselected();
        assertEquals("Exports the " + shown.size() + " events you selected. The events of 2024-11-11 to 2024-11-15"
                + " are missing: they could not be loaded.", plan.description());
    }

    @Test
    void aSelectionSpanningMissingDatesNamesOnlyThoseWithinItsFirstAndLastDate() {
        DateRange april = DateRange.of(LocalDate.of(2024, 4, 6), LocalDate.of(2024, 5, 6));
        DateRange wednesday = DateRange.of(LocalDate.of(2024, 11, 6), LocalDate.of(2024, 11, 6));
        List<MarketEvent> mondayAndFriday = List.of(shown.get(0), shown.get(shown.size() - 1));
        Plan plan = model.plans(mondayAndFriday, shown, VISIBLE, missing(List.of(april, wednesday))).preselected();
        assertEquals("Exports the 2 events you selected. The events of 2024-11-06 are missing: they could not be"
                + " loaded.", plan.description());
    }

    @Test
    void visibleFieldsKeepTheColumnOrderAndAllFieldsAreAllSixteenEachWithTheTimeFlagAfterTheDate() throws Exception {
        Plan plan = model.plans(List.of(), shown, VISIBLE).preselected();
        Path visible = folder.resolve("visible.csv");
        model.export(plan, new Choices(ExportFormat.CSV, FieldChoice.VISIBLE, ExportTimes.AS_SENT), visible);
        String header = Files.readAllLines(visible, StandardCharsets.UTF_8).get(0).replace("\uFEFF", "");
        assertEquals("title,ticker,event_date,has_unknown_time", header);

        Path all = folder.resolve("all.csv");
        model.export(plan, new Choices(ExportFormat.CSV, FieldChoice.ALL, ExportTimes.AS_SENT), all);
        String allHeader = Files.readAllLines(all, StandardCharsets.UTF_8).get(0).replace("\uFEFF", "");
        assertEquals(String.join(",", MarketEvent.FIELD_NAMES).replace("event_date,", "event_date,has_unknown_time,"),
                allHeader);
        assertEquals(16, MarketEvent.FIELD_NAMES.size());
        assertEquals(1 + shown.size(), Files.readAllLines(all, StandardCharsets.UTF_8).size());
    }

    @Test
    void successSaysHowManyEventsWentToWhichFile() {
        Path target = folder.resolve("week.json");
        model.export(model.plans(shown.subList(0, 3), shown, VISIBLE).preselected(),
                new Choices(ExportFormat.JSON, FieldChoice.ALL, ExportTimes.AS_SENT), target);
        assertTrue(Files.exists(target));
        assertFalse(model.busyProperty().get());
        assertEquals(new Notice(Notice.Severity.INFO, "Exported 3 events to week.json.",
                List.of(Notice.Action.OPEN_FOLDER)), model.noticeProperty().get());
    }

    @ParameterizedTest
    @EnumSource(ExportFormat.class)
    void progressGoesFromNoRowToEveryRowAndTheMessageStripCountsThemInEveryFormat(ExportFormat format) {
        Path target = folder.resolve("week." + format.extension());
        List<Double> shares = new ArrayList<>();
        List<String> texts = new ArrayList<>();
        model.progressProperty().addListener((obs, old, now) -> shares.add(now.doubleValue()));
        model.noticeProperty().addListener((obs, old, now) -> texts.add(now.text()));

        model.export(model.plans(List.of(), shown, VISIBLE).preselected(),
                new Choices(format, FieldChoice.ALL, ExportTimes.AS_SENT), target);

        assertEquals(0.0, shares.get(0), "determinate from the writer's start");
        assertEquals(1.0, shares.get(shares.size() - 1));
        for (int i = 1; i < shares.size(); i++) {
            assertTrue(shares.get(i) > shares.get(i - 1), "progress only moves forward: " + shares);
        }
        String file = target.getFileName().toString();
        assertEquals("Exporting 15 events to " + file + "…", texts.get(0), "before the writer tells");
        assertEquals("Exporting 0 of 15 events to " + file + "…", texts.get(1));
        assertEquals("Exporting 15 of 15 events to " + file + "…", texts.get(texts.size() - 2));
        assertEquals("Exported 15 events to " + file + ".", texts.get(texts.size() - 1));
    }

    @Test
    void midWayTheMessageStripSaysHowManyRowsOfHowManyAreWrittenAndTheSpinnerHowFar() {
        List<Notice> midWay = new ArrayList<>();
        List<Double> sharesMidWay = new ArrayList<>();
        ExportViewModel[] exporting = new ExportViewModel[1];
        exporting[0] = new ExportViewModel(executor, store, (plan, names, choices, target, cancellation, progress) -> {
            progress.rowsWritten(42_000, 100_041);
            midWay.add(exporting[0].noticeProperty().get());
            sharesMidWay.add(exporting[0].progressProperty().get());
            exporting[0].sayStillRunning(); // Ctrl+E meanwhile
            progress.rowsWritten(60_000, 100_041);
            midWay.add(exporting[0].noticeProperty().get());
            return new EventExport.Shortfall(0, 0, 1);
        }, opened -> { });

        exporting[0].export(exporting[0].plans(List.of(), shown, VISIBLE).preselected(),
                new Choices(ExportFormat.XLSX, FieldChoice.ALL, ExportTimes.AS_SENT), folder.resolve("Year.xlsx"));

        assertEquals(Notice.running("Exporting 42,000 of 100,041 events to Year.xlsx…"), midWay.get(0),
                "with Cancel, and no close button");
        assertEquals(42_000 / 100_041.0, sharesMidWay.get(0), 1e-9);
        assertEquals("Still exporting 60,000 of 100,041 events to Year.xlsx; cancel it (Esc) to start another.",
                midWay.get(1).text(), "the counts go on, and so does the answer to Ctrl+E");
    }

    @Test
    void cancelStopsTheWriterTheNextTimeItCountsItsRows() {
        List<Integer> rowsTold = new ArrayList<>();
        ExportViewModel[] exporting = new ExportViewModel[1];
        exporting[0] = new ExportViewModel(executor, store, (plan, names, choices, target, cancellation, progress) -> {
            for (int rows = 0; rows <= 1_000; rows += 10) {
                progress.rowsWritten(rows, 1_000); // a cancelled export's writer stops here
                rowsTold.add(rows);
                if (rows == 20) {
                    exporting[0].cancel(); // Esc, while the writer is between two counts
                }
            }
            return new EventExport.Shortfall(0, 0, 1);
        }, opened -> { });

        exporting[0].export(exporting[0].plans(List.of(), shown, VISIBLE).preselected(),
                new Choices(ExportFormat.XLSX, FieldChoice.ALL, ExportTimes.AS_SENT), folder.resolve("Year.xlsx"));

        assertEquals(List.of(0, 10, 20), rowsTold);
        assertFalse(exporting[0].busyProperty().get());
        assertEquals("Export cancelled; nothing was written to Year.xlsx.", exporting[0].noticeProperty().get().text());
    }

    @Test
    void openFolderShowsTheFolderOfTheFileWrittenAndSaysSoWhenItCannot() {
        List<Path> opened = new ArrayList<>();
        ExportViewModel opening = new ExportViewModel(executor, store, ExportViewModel::write, opened::add);
        Path target = folder.resolve("week.csv");
        opening.export(opening.plans(List.of(), shown, VISIBLE).preselected(),
                new Choices(ExportFormat.CSV, FieldChoice.ALL, ExportTimes.AS_SENT), target);
        opening.openFolder();
        assertEquals(List.of(folder.toAbsolutePath()), opened);

        ExportViewModel failing = new ExportViewModel(executor, store, ExportViewModel::write, where -> {
            throw new IOException("this computer has no xdg-open to open it with");
        });
        failing.export(failing.plans(List.of(), shown, VISIBLE).preselected(),
                new Choices(ExportFormat.CSV, FieldChoice.ALL, ExportTimes.AS_SENT), target);
        failing.openFolder();
        assertEquals(Notice.warning("Exported 15 events to week.csv. Could not open its folder, "
                + folder.toAbsolutePath() + ": this computer has no xdg-open to open it with."),
                failing.noticeProperty().get(), "what was written still said");
    }

    @Test
    void anExcelExportIsAWorkbookOfTheVisibleColumnsInTheirOrder() throws Exception {
        Path target = folder.resolve("week.xlsx");
        model.export(model.plans(shown.subList(0, 2), shown, VISIBLE).preselected(),
                new Choices(ExportFormat.XLSX, FieldChoice.VISIBLE, ExportTimes.AS_SENT), target);
        assertEquals("Exported 2 events to week.xlsx.", model.noticeProperty().get().text());
        try (ReadableWorkbook workbook = new ReadableWorkbook(target.toFile())) {
            List<Row> rows = workbook.getFirstSheet().read();
            assertEquals(List.of("title", "ticker", "event_date", "has_unknown_time"),
                    rows.get(0).stream().map(Cell::getText).toList());
            assertEquals(3, rows.size());
            assertEquals(shown.get(1).rawValue(VISIBLE.get(0)), rows.get(2).getCellText(0));
        }
    }

    @Test
    void aCalendarExportIsNamedAsThePlanIsTitled() throws Exception {
        Path target = folder.resolve("banks.ics");
        model.export(model.plans(List.of(), shown, VISIBLE).preselected().titled("Banks 2024-11-04 to 2024-11-08"),
                new Choices(ExportFormat.ICS, FieldChoice.ALL, ExportTimes.AS_SENT), target);

        assertTrue(Files.readAllLines(target).contains("X-WR-CALNAME:Banks 2024-11-04 to 2024-11-08"),
                Files.readString(target));
    }

    @Test
    void calendarExportSaysHowManyEventsWithoutAUsableDateWereLeftOut() {
        MarketEvent noDate = new MarketEvent(99L, 1L, "X:US", "X", null, "X", "XNAS", null, "No date", "earnings",
                null, 2024, "published", "active", null, null);
        Path target = folder.resolve("week.ics");
        model.export(model.plans(List.of(), List.of(shown.get(0), noDate), VISIBLE).preselected(),
                new Choices(ExportFormat.ICS, FieldChoice.VISIBLE, ExportTimes.AS_SENT), target);
        Notice notice = model.noticeProperty().get();
        assertEquals(Notice.Severity.WARNING, notice.severity());
        assertEquals("Exported 1 event to week.ics. 1 event without a usable date was left out.", notice.text());
    }

    @Test
    void aCalendarWithoutAnyEventItCanPlaceIsNotWrittenAndTheMessageSaysWhy() throws Exception {
        MarketEvent noDate = new MarketEvent(99L, 1L, "X:US", "X", null, "X", "XNAS", null, "No date", "earnings",
                null, 2024, "published", "active", null, null);
        Path target = Files.writeString(folder.resolve("week.ics"), "BEGIN:VCALENDAR");

        model.export(model.plans(List.of(), List.of(noDate), VISIBLE).preselected(),
                new Choices(ExportFormat.ICS, FieldChoice.ALL, ExportTimes.AS_SENT), target);

        Notice notice = model.noticeProperty().get();
        assertEquals(Notice.Severity.ERROR, notice.severity());
        assertEquals("The event has no date a calendar can place, and calendar programs refuse a calendar"
                + " without any event, so week.ics was not written; any earlier file of that name is unchanged.",
                notice.text());
        assertEquals("BEGIN:VCALENDAR", Files.readString(target));
    }

    @Test
    void choicesAndFolderAreRememberedForTheNextExport() {
        assertEquals(new Choices(ExportFormat.CSV, FieldChoice.ALL, ExportTimes.AS_SENT), model.lastChoices());
        assertTrue(model.lastFolder().isEmpty());

        model.export(model.plans(List.of(), shown, VISIBLE).preselected(),
                new Choices(ExportFormat.JSON, FieldChoice.VISIBLE, ExportTimes.AS_SENT), folder.resolve("a.json"));

        ExportViewModel next = new ExportViewModel(executor, store);
        assertEquals(new Choices(ExportFormat.JSON, FieldChoice.VISIBLE, ExportTimes.AS_SENT), next.lastChoices());
        assertEquals(folder.toAbsolutePath(), next.lastFolder().orElseThrow());
    }

    @Test
    void theChoiceOfTimesIsRememberedAndTheFileIsWrittenWithIt() throws Exception {
        MarketEvent tokyo = new MarketEvent(7, 5003L, "7203:JP", "7203", "7203.T", "7203:JT", "XTKS", "JP3633400001",
                "Toyota Q2", "earnings", EventTime.parse("2023-10-03T09:00:00+09:00"), 2024, "published", "active",
                null, null);
        Path target = folder.resolve("eastern.csv");

        model.export(model.plans(List.of(), List.of(tokyo), VISIBLE).preselected(),
                new Choices(ExportFormat.CSV, FieldChoice.VISIBLE, ExportTimes.EASTERN), target);

        assertEquals("Toyota Q2,7203:JP,2023-10-02T20:00:00-04:00,false",
                Files.readAllLines(target, StandardCharsets.UTF_8).get(1));
        assertEquals(ExportTimes.EASTERN, new ExportViewModel(executor, store).lastChoices().times());
        store.put(ExportViewModel.KEY_TIMES, "NOT_A_CHOICE");
        assertEquals(ExportTimes.AS_SENT, new ExportViewModel(executor, store).lastChoices().times());
    }

    @Test
    void aRememberedFolderThatNoLongerExistsIsNotOffered() {
        store.put(ExportViewModel.KEY_FOLDER, folder.resolve("gone").toString());
        store.put(ExportViewModel.KEY_FORMAT, "NOT_A_FORMAT");
        assertTrue(model.lastFolder().isEmpty());
        assertEquals(ExportFormat.CSV, model.lastChoices().format());
    }

    @Test
    void writingIntoAMissingFolderSaysSoAndLeavesNothingBehind() throws Exception {
        Path missing = folder.resolve("missing");
        Path target = missing.resolve("events.csv");
        model.export(model.plans(List.of(), shown, VISIBLE).preselected(),
                new Choices(ExportFormat.CSV, FieldChoice.ALL, ExportTimes.AS_SENT), target);

        Notice notice = model.noticeProperty().get();
        assertEquals(Notice.Severity.ERROR, notice.severity());
        assertTrue(notice.text().startsWith("The folder " + missing.toAbsolutePath() + " does not exist"),
                notice.text());
        assertFalse(model.busyProperty().get());
        assertFalse(Files.exists(missing));
        assertTrue(store.get(ExportViewModel.KEY_FOLDER).isEmpty(), "a folder that failed is not offered next time");
        try (Stream<Path> left = Files.list(folder)) {
            assertEquals(0, left.count());
        }
    }

    @Test
    void aFailedExportLeavesTheEarlierFileIntact() throws Exception {
        Path target = folder.resolve("events.csv");
        Files.writeString(target, "earlier");
        // A folder in the way of the temporary file's move makes the write fail after it started.
        Path blocked = folder.resolve("dir.csv");
        Files.createDirectory(blocked);
        model.export(model.plans(List.of(), shown, VISIBLE).preselected(),
                new Choices(ExportFormat.CSV, FieldChoice.ALL, ExportTimes.AS_SENT), blocked);
        assertEquals(Notice.Severity.ERROR, model.noticeProperty().get().severity());
        assertEquals("earlier", Files.readString(target));
    }

    @Test
    @EnabledOnOs({OS.LINUX, OS.MAC})
    void aCsvExportIntoANamedPipeHasNoByteOrderMarkForTheProgramReadingItWhileAFileKeepsIt() throws Exception {
        Path pipe = folder.resolve("pipe.csv");
        CompletableFuture<byte[]> read = NamedPipe.readWhole(pipe);
        Choices choices = new Choices(ExportFormat.CSV, FieldChoice.VISIBLE, ExportTimes.AS_SENT);
        Plan plan = model.plans(List.of(), shown, VISIBLE).preselected();

        model.export(plan, choices, pipe);

        String piped = new String(read.get(10, TimeUnit.SECONDS), StandardCharsets.UTF_8);
        assertTrue(piped.startsWith("title,ticker,event_date,has_unknown_time"), piped);
        Path file = folder.resolve("week.csv");
        model.export(plan, choices, file);
        assertTrue(Files.readString(file, StandardCharsets.UTF_8).startsWith("\uFEFFtitle,"), "a file keeps it");
    }

    @Test
    @EnabledOnOs({OS.LINUX, OS.MAC})
    void anExportOntoAReadOnlyFileSaysSoLeavesItAsItWasAndKeepsTheFolderForAnotherName() throws Exception {
        Path target = Files.writeString(folder.resolve("week.csv"), "earlier");
        Files.setPosixFilePermissions(target, PosixFilePermissions.fromString("r--r--r--"));
        Choices choices = new Choices(ExportFormat.JSON, FieldChoice.VISIBLE, ExportTimes.EASTERN);

        model.export(model.plans(List.of(), shown, VISIBLE).preselected(), choices, target);

        assertEquals(new Notice(Notice.Severity.ERROR, "week.csv is read-only, so it was left as it was; to replace"
                + " it, make it writable first, or choose another name.", List.of()), model.noticeProperty().get());
        assertFalse(model.busyProperty().get());
        assertEquals("earlier", Files.readString(target));
        ExportViewModel next = new ExportViewModel(executor, store);
        assertEquals(folder.toAbsolutePath(), next.lastFolder().orElseThrow());
        assertEquals(choices, next.lastChoices());
    }

    @Test
    void copyPutsAHeaderOfTheVisibleColumnsThenOneTabSeparatedLinePerRow() {
        String text = ExportViewModel.rowsText(shown.subList(0, 2), VISIBLE);
        List<String> lines = text.lines().toList();
        assertEquals(3, lines.size());
        assertEquals("title\tticker\tevent_date\thas_unknown_time", lines.get(0));
        assertEquals(shown.get(0).title() + "\t" + shown.get(0).ticker() + "\t" + shown.get(0).rawValue("event_date")
                + "\t" + shown.get(0).eventDate().isTimeUnknown(), lines.get(1));
    }

    @Test
    void aDateCellWhoseTimeIsNotKnownCopiesItsEasternDateAloneNotAMadeUpMidnight() {
        MarketEvent unknownTime = new MarketEvent(1L, 1L, "X:US", "X", null, "X", "XNAS", null, "t", "earnings",
                EventTime.parse("2024-11-04T00:00:00-05:00"), 2024, "published", "active", null, null);
        MarketEvent knownTime = new MarketEvent(2L, 1L, "X:US", "X", null, "X", "XNAS", null, "t", "earnings",
                EventTime.parse("2024-11-04T08:00:00+09:00"), 2024, "published", "active", null, null);

        assertEquals("2024-11-04", ExportViewModel.cellText(unknownTime, "event_date"));
        assertEquals("2024-11-04T08:00:00+09:00", ExportViewModel.cellText(knownTime, "event_date"));
    }

    @Test
    void aSingleCellCopiesItsValueAsReceived() {
        assertEquals(shown.get(0).ticker(), ExportViewModel.cellText(shown.get(0), "ticker"));
        assertEquals("", ExportViewModel.cellText(new MarketEvent(1L, 1L, "X:US", "X", null, "X", "XNAS", null,
                "t", "earnings", null, 2024, "published", "active", null, null), "isin"));
    }

    @Test
    void aSingleTitleIsCopiedSafeForASpreadsheetAsTheSameCellOfARowCopyIs() {
        MarketEvent hostile = new MarketEvent(1L, 1L, "X:US", "X", null, "X", "XNAS", null,
                "=HYPERLINK(\"http://evil\",\"Click\") Q3 call\nwith\tanalysts", "earnings", null, 2024, "published",
                "active", null, null);

        String copied = ExportViewModel.cellText(hostile, "title");
        assertEquals("'=HYPERLINK(\"http://evil\",\"Click\") Q3 call with analysts", copied);
        assertEquals("title\n" + copied + "\n", ExportViewModel.rowsText(List.of(hostile), List.of("title")));
    }

    @Test
    void aNameWithoutExtensionGetsTheFormatsOne() {
        assertEquals(Path.of("out", "week.ics"), ExportViewModel.withExtension(Path.of("out", "week"), ExportFormat.ICS));
        assertEquals(Path.of("week.txt"), ExportViewModel.withExtension(Path.of("week.txt"), ExportFormat.CSV));
    }

    @Test
    void aTypedNameWhoseDotsAreNoExtensionStillGetsTheFormatsOne() {
        assertEquals(Path.of("out", "earnings 28.11.2026.csv"),
                ExportViewModel.withExtension(Path.of("out", "earnings 28.11.2026"), ExportFormat.CSV));
        assertEquals(Path.of("Q3 review v1.2.xlsx"),
                ExportViewModel.withExtension(Path.of("Q3 review v1.2"), ExportFormat.XLSX));
        assertEquals(Path.of("Dr. Smith.json"), ExportViewModel.withExtension(Path.of("Dr. Smith"), ExportFormat.JSON));
        assertEquals(Path.of("week.2026-11-23.ics"),
                ExportViewModel.withExtension(Path.of("week.2026-11-23"), ExportFormat.ICS));
        assertEquals(Path.of("out.csv"), ExportViewModel.withExtension(Path.of("out."), ExportFormat.CSV));
    }

    @Test
    void aNameEndingInAnExtensionKeepsItTheFormatsInAnyCaseAnotherFormatsForThePromptAndAnyOtherAsTyped() {
        assertEquals(Path.of("v1.2 Week.CSV"),
                ExportViewModel.withExtension(Path.of("v1.2 Week.CSV"), ExportFormat.CSV));
        assertEquals(Path.of("week.ics"), ExportViewModel.withExtension(Path.of("week.ics"), ExportFormat.CSV));
        assertEquals(Path.of("week.Xlsx"), ExportViewModel.withExtension(Path.of("week.Xlsx"), ExportFormat.JSON));
        assertEquals(Path.of("week.dat"), ExportViewModel.withExtension(Path.of("week.dat"), ExportFormat.CSV));
        assertEquals(Path.of("week.mp3"), ExportViewModel.withExtension(Path.of("week.mp3"), ExportFormat.CSV));
        assertEquals(Path.of(".csv"), ExportViewModel.withExtension(Path.of(".csv"), ExportFormat.CSV));
    }
}
