package com.marketevents.ui.export;

import static com.marketevents.ui.WindowFixture.eventsTable;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.api.ApiException;
import com.marketevents.api.ApiKey;
import com.marketevents.events.EventsResult;
import com.marketevents.events.FailedChunk;
import com.marketevents.export.ExportTimes;
import com.marketevents.model.DateRange;
import com.marketevents.model.EventTime;
import com.marketevents.model.MarketEvent;
import com.marketevents.search.EventRow;
import com.marketevents.settings.Settings;
import com.marketevents.settings.SettingsException;
import com.marketevents.ui.ChunkedFetcher;
import com.marketevents.ui.HeadedDialog;
import com.marketevents.ui.WindowFixture;
import com.marketevents.ui.common.EventsFetcher;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.LongStream;
import javafx.scene.Node;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.RadioButton;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.input.Clipboard;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.Background;
import javafx.scene.layout.Region;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class ExportFxTest {
    @RegisterExtension
    final WindowFixture fixture = new WindowFixture();
    private final AtomicReference<Path> chosen = new AtomicReference<>();
    private final AtomicReference<String> offeredName = new AtomicReference<>();
    /** What the window's loads fetch: the fake service's events, unless a test loads with gaps. */
    private final AtomicReference<EventsFetcher> fetcher = new AtomicReference<>(new ChunkedFetcher(fixture.api, 31));

    @TempDir
    Path folder;

    private static MarketEvent event(long id, String ticker, String title, String date) {
        return new MarketEvent(id, 1L, ticker, ticker.split(":")[0], null, ticker, "XNAS", "US000000000" + id, title,
                "earnings", EventTime.parse(date), 2024, "published", "active", null, null);
    }

    @Start
    void start(Stage stage) {
        fixture.api.withEvents(range -> range.from().toString().equals("2024-11-04") ? List.of(
                event(1, "MSFT:US", "Microsoft Q1 Earnings Call", "2024-11-04T17:30:00-05:00"),
                event(2, "AAPL:US", "Apple \"Q4\" Earnings Call", "2024-11-05T16:30:00-05:00"),
                event(3, "ZM:US", "=HYPERLINK(\"x\")", "2024-11-06T09:00:00-05:00"))
                : List.of());
        fixture.services.setFetcher((range, progress, cancellation) -> fetcher.get().fetch(range, progress,
                cancellation));
        fixture.services.setDemo(false); // a real service's events, unless a test loads the demo's
        fixture.show(stage);
        ExportActions.install(fixture.window, fixture.executor, ExportDialog::ask,
                (owner, format, lastFolder, name) -> {
                    offeredName.set(name);
                    return Optional.ofNullable(chosen.get());
                });
    }

    private void loadNovemberFourth(FxRobot robot) {
        WindowFixture.loadRange(robot, "2024-11-04", "2024-11-08", 3);
    }

    private static String clipboard() throws Exception {
        return WaitForAsyncUtils.asyncFx(() -> Clipboard.getSystemClipboard().getString()).get();
    }

    @Test
    void ctrlCPutsTheSelectedRowsOnTheClipboardAsTsvWithAHeader(FxRobot robot) throws Exception {
        loadNovemberFourth(robot);
        robot.interact(() -> {
            eventsTable(robot).requestFocus();
            eventsTable(robot).getSelectionModel().selectIndices(0, 1);
        });
        robot.press(KeyCode.CONTROL, KeyCode.C).release(KeyCode.C, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();

        List<String> visible = fixture.window.table().visibleFieldNames();
        List<String> lines = clipboard().lines().toList();
        assertEquals(3, lines.size());
        assertEquals(String.join("\t", visible).replace("event_date", "event_date\thas_unknown_time"), lines.get(0),
                "the visible columns, the service's flag for a time not known after the date");
        assertTrue(lines.get(1).contains("MSFT:US"), lines.get(1));
        assertTrue(lines.get(2).contains("AAPL:US"), lines.get(2));
        assertEquals("Copied 2 rows", statusFlash(robot), "the status bar says what the clipboard got");
        String html = WaitForAsyncUtils.asyncFx(() -> Clipboard.getSystemClipboard().getHtml()).get();
        assertTrue(html != null && html.contains("<td style='mso-number-format:\"\\@\"'>MSFT:US</td>"),
                "an HTML table of text cells beside the text, which Excel keeps as text: " + html);
    }

    private static String statusFlash(FxRobot robot) {
        return WindowFixture.shown(robot, "#status-flash") ? robot.lookup("#status-flash").queryAs(Label.class).getText()
                : "(nothing said)";
    }

    @Test
    void ctrlShiftCCopiesOnlyTheFocusedCellsValue(FxRobot robot) throws Exception {
        loadNovemberFourth(robot);
        robot.interact(() -> {
            TableView<EventRow> table = eventsTable(robot);
            table.requestFocus();
            table.getSelectionModel().select(1);
            TableColumn<EventRow, ?> ticker = table.getColumns().stream()
                    .filter(column -> "col-ticker".equals(column.getId())).findFirst().orElseThrow();
            table.getFocusModel().focus(1, ticker);
        });
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.C).release(KeyCode.C, KeyCode.SHIFT, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("AAPL:US", clipboard());
        assertEquals("Copied “AAPL:US”", statusFlash(robot));
    }

    @Test
    void theKeyboardAloneChoosesTheCellCtrlShiftCCopiesAndTheCellStaysChosenThroughAFilter(FxRobot robot)
            throws Exception {
        loadNovemberFourth(robot);
        robot.push(KeyCode.CONTROL, KeyCode.T); // to the table: no row selected, the first column current
        robot.push(KeyCode.DOWN).push(KeyCode.RIGHT); // the first row; from Date to Ticker
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.C).release(KeyCode.C, KeyCode.SHIFT, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("MSFT:US", clipboard());

        robot.push(KeyCode.RIGHT).push(KeyCode.DOWN); // Title, of the second row
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.C).release(KeyCode.C, KeyCode.SHIFT, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("Apple \"Q4\" Earnings Call", clipboard());

        WindowFixture.typeInto(robot, "#quick-filter", "apple"); // the rows are replaced; JavaFX forgets the column
        WindowFixture.waitUntil(() -> eventsTable(robot).getItems().size() == 1);
        robot.push(KeyCode.CONTROL, KeyCode.T);
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.C).release(KeyCode.C, KeyCode.SHIFT, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("Apple \"Q4\" Earnings Call", clipboard());
    }

    @Test
    void withOneRowSelectedTheMenusSayCopyRowAndWithTwoCopyRows(FxRobot robot) {
        loadNovemberFourth(robot);
        robot.interact(() -> eventsTable(robot).getSelectionModel().select(0));
        robot.push(KeyCode.CONTROL, KeyCode.T);
        robot.push(KeyCode.SHIFT, KeyCode.F10);
        javafx.scene.control.ContextMenu menu = eventsTable(robot).getContextMenu();
        WindowFixture.waitUntil(menu::isShowing);
        javafx.scene.control.MenuItem copy = menu.getItems().stream()
                .filter(item -> "table-menu-copy".equals(item.getId())).findFirst().orElseThrow();
        assertEquals("_Copy row (Ctrl+C)", copy.getText());
        javafx.scene.control.MenuItem editCopy = fixture.window.editMenu().getItems().stream()
                .filter(item -> "menu-copy".equals(item.getId())).findFirst().orElseThrow();
        assertEquals("_Copy row (Ctrl+C in the table)", editCopy.getText());
        robot.interact(menu::hide);

        robot.interact(() -> eventsTable(robot).getSelectionModel().selectIndices(0, 1));
        robot.push(KeyCode.SHIFT, KeyCode.F10);
        WindowFixture.waitUntil(menu::isShowing);
        assertEquals("_Copy rows (Ctrl+C)", copy.getText());
        assertEquals("_Copy rows (Ctrl+C in the table)", editCopy.getText());
        robot.interact(menu::hide);
    }

    @Test
    void theTablesMenuCopiesTheCurrentCellAndExports(FxRobot robot) throws Exception {
        loadNovemberFourth(robot);
        robot.push(KeyCode.CONTROL, KeyCode.T);
        robot.push(KeyCode.DOWN).push(KeyCode.RIGHT);
        robot.push(KeyCode.SHIFT, KeyCode.F10);
        javafx.scene.control.ContextMenu menu = eventsTable(robot).getContextMenu();
        WindowFixture.waitUntil(menu::isShowing);
        javafx.scene.control.MenuItem copyCell = menu.getItems().stream()
                .filter(item -> "table-menu-copy-cell".equals(item.getId())).findFirst().orElseThrow();
        assertEquals("Copy _value of “Ticker” (Ctrl+Shift+C)", copyCell.getText());
        robot.interact(copyCell::fire);
        robot.interact(menu::hide);
        assertEquals("MSFT:US", clipboard());

        javafx.scene.control.MenuItem export = menu.getItems().stream()
                .filter(item -> "table-menu-export".equals(item.getId())).findFirst().orElseThrow();
        javafx.application.Platform.runLater(export::fire); // not interact(): the dialog waits for an answer
        WindowFixture.waitUntil(() -> robot.lookup("#export-dialog").tryQuery().isPresent());
        assertEquals("Exports all 3 events the filters show.",
                robot.lookup("#export-description").queryAs(Label.class).getText());
        robot.push(KeyCode.ESCAPE);
    }

    @Test
    void afterPickingTheCalendarFormatTheButtonsStayWholeAndEnterExports(FxRobot robot) throws Exception {
        loadNovemberFourth(robot);
        chosen.set(folder.resolve("week"));
        robot.clickOn("#export-button");
        WindowFixture.waitUntil(() -> robot.lookup("#export-dialog").tryQuery().isPresent());
        robot.clickOn("#export-format-csv");
        WindowFixture.waitUntil(() -> ExportDialog.valuesNote(ExportTimes.AS_SENT, false, List.of()).equals(
                robot.lookup("#export-format-note").queryAs(Label.class).getText()));
        robot.clickOn("#export-format-ics");
        WindowFixture.waitUntil(() -> ExportDialog.CALENDAR_NOTE.equals(
                robot.lookup("#export-format-note").queryAs(Label.class).getText()));

        javafx.scene.Node choose = robot.lookup("#export-choose-file").query();
        javafx.geometry.Bounds bounds = WindowFixture.sceneBounds(choose);
        assertTrue(bounds.getMaxY() <= choose.getScene().getHeight() && bounds.getMaxX() <= choose.getScene().getWidth(),
                "Choose file… at " + bounds + " in a dialog of " + choose.getScene().getWidth() + " × "
                        + choose.getScene().getHeight());
        robot.push(KeyCode.ENTER); // the focus is on the radio button just clicked
        WindowFixture.waitUntil(() -> Files.exists(folder.resolve("week.ics")));
    }

    @Test
    void ctrlEWithNoRowsShownSaysThereIsNothingToExport(FxRobot robot) {
        loadNovemberFourth(robot);
        WindowFixture.typeInto(robot, "#quick-filter", "no such event");
        WindowFixture.waitUntil(() -> eventsTable(robot).getItems().isEmpty());
        robot.push(KeyCode.CONTROL, KeyCode.E);
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#status-flash"));

        assertEquals("Nothing to export: no events are shown", statusFlash(robot));
        assertTrue(robot.lookup("#status-flash").query().getPseudoClassStates().stream()
                .anyMatch(state -> state.getPseudoClassName().equals("not-done")), "not in the colour of things done");
        assertTrue(robot.lookup("#export-dialog").tryQuery().isEmpty());
    }

    @Test
    void cancellingTheFileChooserGoesBackToTheDialogWithItsChoicesKept(FxRobot robot) {
        loadNovemberFourth(robot);
        robot.clickOn("#export-button");
        WindowFixture.waitUntil(() -> robot.lookup("#export-dialog").tryQuery().isPresent());
        robot.clickOn("#export-format-ics").clickOn("#export-choose-file"); // no file chosen: the chooser cancelled

        WindowFixture.waitUntil(() -> offeredName.get() != null && offeredName.get().endsWith(".ics"));
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#export-dialog"));
        assertTrue(robot.lookup("#export-format-ics").queryAs(RadioButton.class).isSelected(),
                "the dialog again, with the calendar format still ticked");
        robot.push(KeyCode.ESCAPE);
        WindowFixture.waitUntil(() -> robot.lookup("#export-dialog").tryQuery().isEmpty());
    }

    private static final String EASTERN_NOTE = "Times are written in US Eastern time, with its offset (such as"
            + " 2024-11-04T17:30:00-05:00). A time the service marks as unknown is written as its date only. A time"
            + " that cannot be read is written as sent. Types and statuses are written as codes.";

    @Test
    void theTimesNoteTakesItsExampleFromTheRowsExportedAsTheyWillBeWritten(FxRobot robot) {
        loadNovemberFourth(robot);
        robot.interact(() -> eventsTable(robot).getSelectionModel().select(1)); // AAPL:US, on 2024-11-05
        robot.clickOn("#export-button");
        WindowFixture.waitUntil(() -> robot.lookup("#export-dialog").tryQuery().isPresent());
        robot.clickOn("#export-format-csv").clickOn("#export-times-eastern").clickOn("#export-rows-shown");
        WindowFixture.waitUntil(() -> EASTERN_NOTE.equals(
                robot.lookup("#export-format-note").queryAs(Label.class).getText()));
        robot.clickOn("#export-rows-selected");
        WindowFixture.waitUntil(() -> robot.lookup("#export-format-note").queryAs(Label.class).getText()
                .contains("(such as 2024-11-05T16:30:00-05:00)"));
        robot.push(KeyCode.ESCAPE);

        MarketEvent tokyo = event(9, "7203:JP", "Toyota Q2", "2023-10-03T09:00:00+09:00");
        assertTrue(ExportDialog.valuesNote(ExportTimes.EASTERN, false, List.of(tokyo))
                .contains("(2023-10-03T09:00:00+09:00 is written 2023-10-02T20:00:00-04:00)"), "converted");
        MarketEvent timeNotKnown = new MarketEvent(8, 1L, "T:US", "T", null, "T:US", "XNYS", "US0000000008",
                "AT&T Meeting", "shareholder_meeting", EventTime.parse("2024-11-04T00:00:00-05:00"), 2024,
                "published", "active", null, null);
        assertEquals("Times are written in US Eastern time, with its offset (2023-10-02T20:00:00-04:00). A time the"
                + " service marks as unknown is written as its date only. A time that cannot be read is written as"
                + " sent. Types and statuses are written as codes.",
                ExportDialog.valuesNote(ExportTimes.EASTERN, false, List.of(timeNotKnown)),
                "with no time known, as before");
    }

    @Test
    void theTimesNoteSaysAWorkbookHoldsExcelDatesInTheZoneAndAsSentNamesTheTimeFlag(FxRobot robot) {
        loadNovemberFourth(robot);
        robot.clickOn("#export-button");
        WindowFixture.waitUntil(() -> robot.lookup("#export-dialog").tryQuery().isPresent());
        robot.clickOn("#export-format-xlsx").clickOn("#export-times-eastern");
        WindowFixture.waitUntil(() -> ("Times are Excel date-times in US Eastern time"
                + " (2024-11-04T17:30:00-05:00 is written 2024-11-04 17:30:00). Excel holds no offset. A time the service"
                + " marks as unknown is written as its date only. A time that cannot be read is written as the text"
                + " sent. Types and statuses are written as codes.").equals(
                robot.lookup("#export-format-note").queryAs(Label.class).getText()));
        robot.clickOn("#export-times-as-sent");
        WindowFixture.waitUntil(() -> robot.lookup("#export-format-note").queryAs(Label.class).getText()
                .endsWith("A time the service does not know is sent as midnight: has_unknown_time, after event_date,"
                        + " says which."));
        robot.push(KeyCode.ESCAPE);
    }

    @Test
    void theChoiceOfTimesIsOfferedSaidInTheNoteAndTickedAgainNextTime(FxRobot robot) throws Exception {
        loadNovemberFourth(robot);
        chosen.set(folder.resolve("eastern.csv"));
        robot.clickOn("#export-button");
        WindowFixture.waitUntil(() -> robot.lookup("#export-dialog").tryQuery().isPresent());
        assertTrue(robot.lookup("#export-times-as-sent").queryAs(RadioButton.class).isSelected());
        robot.clickOn("#export-format-csv").clickOn("#export-times-eastern");
        WindowFixture.waitUntil(() -> EASTERN_NOTE.equals(
                robot.lookup("#export-format-note").queryAs(Label.class).getText()));
        robot.clickOn("#export-format-ics");
        assertTrue(robot.lookup("#export-times-eastern").queryAs(RadioButton.class).isDisabled(),
                "a calendar holds UTC times whatever the choice");
        robot.clickOn("#export-format-csv").clickOn("#export-choose-file");
        WindowFixture.waitUntil(() -> Files.exists(folder.resolve("eastern.csv")));

        robot.clickOn("#export-button");
        WindowFixture.waitUntil(() -> robot.lookup("#export-dialog").tryQuery().isPresent());
        assertTrue(robot.lookup("#export-times-eastern").queryAs(RadioButton.class).isSelected());
        assertEquals(EASTERN_NOTE,
                robot.lookup("#export-format-note").queryAs(Label.class).getText());
        robot.push(KeyCode.ESCAPE);
    }

    private void exportToAPipeNobodyReads(FxRobot robot) throws Exception {
        loadNovemberFourth(robot);
        Path pipe = folder.resolve("pipe.csv");
        assertEquals(0, new ProcessBuilder("mkfifo", pipe.toString()).start().waitFor());
        chosen.set(pipe);
        robot.clickOn("#export-button");
        WindowFixture.waitUntil(() -> robot.lookup("#export-dialog").tryQuery().isPresent());
        robot.clickOn("#export-format-csv");
        robot.clickOn("#export-choose-file");
        WindowFixture.waitUntil(() -> "Exporting 3 events to pipe.csv…"
                .equals(robot.lookup("#export-notice-text").queryAs(Label.class).getText()));
        assertTrue(robot.lookup("#export-button").query().isDisabled());
        assertFalse(robot.lookup("#export-notice-close").tryQuery().isPresent(),
                "the strip stays while the export runs: hidden, Export would be off with no word why");
    }

    private void assertCancelledAndExportEnabled(FxRobot robot) throws Exception {
        WindowFixture.waitUntil(() -> "Export cancelled; nothing was written to pipe.csv."
                .equals(robot.lookup("#export-notice-text").queryAs(Label.class).getText()));
        assertFalse(robot.lookup("#export-button").query().isDisabled(), "Export is enabled again");
        assertFalse(Files.isRegularFile(folder.resolve("pipe.csv")), "still the pipe");
        try (var files = Files.list(folder)) {
            assertEquals(List.of(folder.resolve("pipe.csv")), files.toList(), "no temporary file");
        }
    }

    @Test
    @EnabledOnOs({OS.LINUX, OS.MAC})
    void anExportStuckOnAPipeNobodyReadsStopsWithTheStripsCancel(FxRobot robot) throws Exception {
        exportToAPipeNobodyReads(robot);

        robot.clickOn("#export-notice-cancel");

        assertCancelledAndExportEnabled(robot);
    }

    @Test
    @EnabledOnOs({OS.LINUX, OS.MAC})
    void whileAnExportRunsCtrlESaysSoAndEscCancelsIt(FxRobot robot) throws Exception {
        exportToAPipeNobodyReads(robot);

        robot.clickOn("#events-table").press(KeyCode.CONTROL, KeyCode.E).release(KeyCode.E, KeyCode.CONTROL);
        WindowFixture.waitUntil(() -> "Still exporting 3 events to pipe.csv; cancel it (Esc) to start another."
                .equals(robot.lookup("#export-notice-text").queryAs(Label.class).getText()));
        assertFalse(robot.lookup("#export-dialog").tryQuery().isPresent());
        robot.type(KeyCode.ESCAPE);

        assertCancelledAndExportEnabled(robot);
    }

    @Test
    @EnabledOnOs({OS.LINUX, OS.MAC})
    void midWayTheSpinnerFillsAndTheStripCountsTheRowsWrittenAndAScreenReaderHearsTheCount(FxRobot robot) throws Exception {
        List<MarketEvent> many = LongStream.rangeClosed(1, 3_000)
                .mapToObj(id -> event(id, "T" + id + ":US", "Earnings call number " + id, "2024-11-04T17:30:00-05:00"))
                .toList();
        fixture.api.withEvents(range -> range.from().toString().equals("2024-11-04") ? many : List.of());
        WindowFixture.loadRange(robot, "2024-11-04", "2024-11-08", 3_000);
        Path pipe = folder.resolve("pipe.csv");
        assertEquals(0, new ProcessBuilder("mkfifo", pipe.toString()).start().waitFor());
        // A reader that opens the pipe and reads nothing: the writer fills the pipe's buffer and waits mid-way.
        Thread reader = new Thread(() -> {
            try (var in = Files.newInputStream(pipe)) {
                Thread.sleep(Long.MAX_VALUE);
            } catch (Exception stopped) {
                // the test is over
            }
        });
        reader.setDaemon(true);
        reader.start();
        chosen.set(pipe);
        robot.clickOn("#export-button");
        WindowFixture.waitUntil(() -> robot.lookup("#export-dialog").tryQuery().isPresent());
        robot.clickOn("#export-format-csv");
        robot.clickOn("#export-choose-file");

        WindowFixture.waitUntil(() -> robot.lookup("#export-notice-text").queryAs(Label.class).getText()
                .matches("Exporting [0-9,]+ of 3,000 events to pipe\\.csv…"));
        ProgressIndicator spinner = robot.lookup("#export-progress").queryAs(ProgressIndicator.class);
        assertFalse(spinner.isIndeterminate(), "it fills as the rows are written");
        assertTrue(spinner.getProgress() < 1, "the pipe's buffer holds only part of the rows");
        assertTrue(spinner.getAccessibleText().matches("Exporting [0-9,]+ of 3,000 events to pipe\\.csv…"),
                spinner.getAccessibleText());
        robot.clickOn("#export-notice-cancel");
        reader.interrupt();
    }

    @Test
    void theFieldsChoiceShowsHasUnknownTimeWithItsUnderscore(FxRobot robot) {
        loadNovemberFourth(robot);
        robot.clickOn("#export-button");
        WindowFixture.waitUntil(() -> robot.lookup("#export-dialog").tryQuery().isPresent());
        WaitForAsyncUtils.waitForFxEvents();

        Text drawn = (Text) robot.lookup("#export-fields-all").query().lookup(".text");
        assertEquals("All 16 fields, and has_unknown_time", drawn.getText());
        robot.push(KeyCode.ESCAPE);
    }

    @Test
    void theChoiceAndTheButtonTheKeyboardIsOnShowAFocusRingThroughTabAndTheArrowKeys(FxRobot robot) {
        loadNovemberFourth(robot);
        robot.clickOn("#export-button");
        WindowFixture.waitUntil(() -> robot.lookup("#export-dialog").tryQuery().isPresent());
        robot.clickOn("#export-format-csv");
        assertFalse(ringed(robot.lookup("#export-format-csv").query()), "no ring after a click");

        robot.push(KeyCode.TAB);
        WindowFixture.waitUntil(() -> robot.lookup("#export-fields-all").query().isFocused());
        assertTrue(ringed(robot.lookup("#export-fields-all").query()), "a ring where Tab put the keyboard");
        assertFalse(ringed(robot.lookup("#export-format-csv").query()), "and only there");
        robot.push(KeyCode.DOWN);
        WindowFixture.waitUntil(() -> robot.lookup("#export-fields-visible").query().isFocused());
        assertTrue(ringed(robot.lookup("#export-fields-visible").query()), "the ring follows the arrow keys");

        robot.push(KeyCode.TAB).push(KeyCode.TAB).push(KeyCode.TAB);
        Node choose = robot.lookup("#export-choose-file").query();
        WindowFixture.waitUntil(choose::isFocused);
        assertTrue(ringed(choose), "the default button shows a ring beyond its own blue");
        robot.push(KeyCode.ESCAPE);
    }

    @Test
    void ctrlEOpensTheDialogWithItsDefaultButtonRingedAndAClickOnExportWithout(FxRobot robot) {
        loadNovemberFourth(robot);

        openExportDialogWithCtrlE(robot);
        Node choose = robot.lookup("#export-choose-file").query();
        WindowFixture.waitUntil(choose::isFocused);
        assertTrue(ringed(choose), "opened from the keyboard, the dialog shows where the keyboard is");
        robot.push(KeyCode.ESCAPE);
        WindowFixture.waitUntil(() -> robot.lookup("#export-dialog").tryQuery().isEmpty());

        robot.clickOn("#export-button");
        WindowFixture.waitUntil(() -> robot.lookup("#export-dialog").tryQuery().isPresent());
        Node chooseAgain = robot.lookup("#export-choose-file").query();
        WindowFixture.waitUntil(chooseAgain::isFocused);
        assertFalse(ringed(chooseAgain), "opened with the mouse, no ring");
        robot.push(KeyCode.ESCAPE);
    }

    /** True when the control is drawn with a ring beyond its edge, as the keyboard's place is shown in the window. */
    private static boolean ringed(Node control) {
        Background background = ((Region) control).getBackground();
        return background != null && background.getFills().stream().anyMatch(fill -> fill.getInsets().getTop() < 0);
    }

    @Test
    void theExportDialogOpensUnderAHeadingAsSettingsDoes(FxRobot robot) {
        loadNovemberFourth(robot);
        robot.clickOn("#export-button");
        WindowFixture.waitUntil(() -> robot.lookup("#export-dialog").tryQuery().isPresent());
        DialogPane dialog = robot.lookup("#export-dialog").queryAs(DialogPane.class);
        Label heading = robot.from(dialog).lookup(".dialog-heading").queryAs(Label.class);
        assertEquals("Export events", heading.getText());
        javafx.scene.Node description = robot.lookup("#export-description").query();
        assertTrue(WindowFixture.sceneBounds(heading).getMaxY() <= WindowFixture.sceneBounds(description).getMinY(),
                "the heading comes first");
        robot.push(KeyCode.ESCAPE);
    }

    @Test
    void demoRowsAreExportedAsDemoEvenAfterAServiceThatFailsWasSaved(FxRobot robot) throws Exception {
        robot.interact(() -> {
            fixture.services.setDemo(true);
            fixture.window.model().settingsSaved();
        });
        loadNovemberFourth(robot);
        robot.interact(() -> {
            fixture.api.failEverything(new ApiException(ApiException.Kind.NETWORK, "refused"));
            try {
                fixture.services.saveSettings(new Settings("https://events.example.com/api", new ApiKey("k"), null,
                        null, null));
            } catch (SettingsException e) {
                throw new AssertionError(e);
            }
            fixture.window.model().settingsSaved();
        });
        WindowFixture.waitUntil(() -> fixture.window.model().events().noticeProperty().get() != null);
        robot.clickOn("#export-button");
        WindowFixture.waitUntil(() -> robot.lookup("#export-dialog").tryQuery().isPresent());
        assertEquals("Nothing is selected, so this exports all 3 events the filters show. They are made-up events"
                + " from the built-in demo service, not real ones.",
                robot.lookup("#export-description").queryAs(Label.class).getText());
        robot.clickOn("#export-choose-file"); // the chooser cancels

        WindowFixture.waitUntil(() -> offeredName.get() != null);
        assertEquals("market-events_demo_2024-11-04_to_2024-11-08.csv", offeredName.get());
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#export-dialog"));
        robot.push(KeyCode.ESCAPE);
    }

    @Test
    void exportWithNothingSelectedWritesEveryShownRowToTheChosenFile(FxRobot robot) throws Exception {
        loadNovemberFourth(robot);
        chosen.set(folder.resolve("week"));
        robot.clickOn("#export-button");
        WindowFixture.waitUntil(() -> robot.lookup("#export-dialog").tryQuery().isPresent());
        assertEquals("Nothing is selected, so this exports all 3 events the filters show.",
                robot.lookup("#export-description").queryAs(Label.class).getText());
        assertFalse(robot.lookup("#export-rows-shown").tryQuery().isPresent(), "nothing to choose from");
        robot.clickOn("#export-format-json");
        robot.clickOn("#export-choose-file");

        assertEquals("market-events_2024-11-04_to_2024-11-08.json", offeredName.get(), "named after the dates");
        Path written = folder.resolve("week.json");
        WindowFixture.waitUntil(() -> "Exported 3 events to week.json."
                .equals(robot.lookup("#export-notice-text").queryAs(Label.class).getText()));
        String json = Files.readString(written);
        assertTrue(json.contains("\"MSFT:US\"") && json.contains("\"AAPL:US\"") && json.contains("\"ZM:US\""), json);
        assertEquals("JSON", fixture.windowState.snapshot().get("export.format"));
        assertEquals(folder.toAbsolutePath().toString(), fixture.windowState.snapshot().get("export.folder"));

        // The outcome was about those rows; loading others takes it away.
        robot.clickOn("#range-next");
        WindowFixture.waitUntil(() -> !WindowFixture.shown(robot, "#export-notice-text"));
    }

    @Test
    void aLoadEndingWhileTheDialogIsOpenUpdatesItsRowsAndTheFileHoldsThoseShownNotTheOldOnes(FxRobot robot)
            throws Exception {
        loadNovemberFourth(robot);
        fixture.api.withEvents(range -> range.from().isAfter(LocalDate.of(2024, 11, 8)) ? List.of(
                event(11, "NVDA:US", "Nvidia Q3 Earnings Call", "2024-11-12T16:20:00-05:00"),
                event(12, "WMT:US", "Walmart Q3 Earnings Call", "2024-11-13T07:00:00-05:00")) : List.of());
        CountDownLatch loadMayEnd = new CountDownLatch(1);
        EventsFetcher quick = fetcher.get();
        fetcher.set((range, progress, cancellation) -> {
            try {
                loadMayEnd.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return quick.fetch(range, progress, cancellation);
        });
        robot.clickOn("#range-next");
        chosen.set(folder.resolve("week.csv"));
        openExportDialogWithCtrlE(robot);
        assertEquals("Nothing is selected, so this exports all 3 events the filters show.", description(robot));

        loadMayEnd.countDown();
        WindowFixture.waitUntil(() -> eventsTable(robot).getItems().size() == 2);
        WindowFixture.waitUntil(() -> "Nothing is selected, so this exports all 2 events the filters show."
                .equals(description(robot)));
        robot.clickOn("#export-choose-file");

        assertTrue(offeredName.get().startsWith("market-events_2024-11-09_to_"), "named after the dates shown: "
                + offeredName.get());
        WindowFixture.waitUntil(() -> "Exported 2 events to week.csv."
                .equals(robot.lookup("#export-notice-text").queryAs(Label.class).getText()));
        String csv = Files.readString(folder.resolve("week.csv"));
        assertTrue(csv.contains("NVDA:US") && csv.contains("WMT:US") && !csv.contains("MSFT:US"), csv);
    }

    @Test
    void afterAPartialLoadWithADayMaybeCutTheDialogNamesBothAndTheFileOfferedSaysIncomplete(FxRobot robot) {
        DateRange tuesday = DateRange.of(LocalDate.of(2024, 11, 5), LocalDate.of(2024, 11, 5));
        DateRange thursday = DateRange.of(LocalDate.of(2024, 11, 7), LocalDate.of(2024, 11, 7));
        fetcher.set((range, progress, cancellation) -> new EventsResult(range,
                List.of(event(1, "MSFT:US", "Microsoft Q1 Earnings Call", "2024-11-04T17:30:00-05:00"),
                        event(2, "AAPL:US", "Apple Q4 Earnings Call", "2024-11-05T16:30:00-05:00")),
                List.of(tuesday), List.of(), List.of(new FailedChunk(thursday,
                        new ApiException(ApiException.Kind.SERVICE_FAILURE, "HTTP 502", 502, null, null, null)))));
        WindowFixture.loadRange(robot, "2024-11-04", "2024-11-08", 2);
        robot.clickOn("#export-button");
        WindowFixture.waitUntil(() -> robot.lookup("#export-dialog").tryQuery().isPresent());

        assertEquals("Nothing is selected, so this exports all 2 events the filters show. The events of 2024-11-07 are"
                + " missing: they could not be loaded. The events of 2024-11-05 may be incomplete: the service may"
                + " have cut its answer.", robot.lookup("#export-description").queryAs(Label.class).getText());
        robot.clickOn("#export-format-xlsx");
        robot.clickOn("#export-choose-file"); // no file chosen: nothing is written
        WindowFixture.waitUntil(() -> offeredName.get() != null);
        assertEquals("market-events_2024-11-04_to_2024-11-08_incomplete.xlsx", offeredName.get());
    }

    @Test
    void theFileOfferedIsNamedAfterTheWatchlistInTheQuickFilter(FxRobot robot) {
        loadNovemberFourth(robot);
        robot.interact(() -> {
            fixture.window.model().events().replaceQuickFilter("MSFT:US, AAPL:US");
            fixture.window.model().events().watchlistActions().saveQuickFilterAs("Big tech");
        });
        WindowFixture.waitUntil(() -> eventsTable(robot).getItems().size() == 2);
        robot.clickOn("#export-button");
        WindowFixture.waitUntil(() -> robot.lookup("#export-dialog").tryQuery().isPresent());
        robot.clickOn("#export-format-csv");
        robot.clickOn("#export-choose-file"); // no file chosen: nothing is written
        WindowFixture.waitUntil(() -> offeredName.get() != null);
        assertEquals("Big_tech_2024-11-04_to_2024-11-08.csv", offeredName.get());
    }

    @Test
    void aCalendarIsNamedAfterTheWatchlistInTheQuickFilterAndTheLoadedDates(FxRobot robot) throws Exception {
        loadNovemberFourth(robot);
        robot.interact(() -> {
            fixture.window.model().events().replaceQuickFilter("MSFT:US, AAPL:US");
            fixture.window.model().events().watchlistActions().saveQuickFilterAs("Big tech");
        });
        WindowFixture.waitUntil(() -> eventsTable(robot).getItems().size() == 2);
        chosen.set(folder.resolve("tech.ics"));
        robot.clickOn("#export-button");
        WindowFixture.waitUntil(() -> robot.lookup("#export-dialog").tryQuery().isPresent());
        robot.clickOn("#export-format-ics");
        robot.clickOn("#export-choose-file");

        WindowFixture.waitUntil(() -> "Exported 2 events to tech.ics."
                .equals(robot.lookup("#export-notice-text").queryAs(Label.class).getText()));
        List<String> lines = Files.readAllLines(folder.resolve("tech.ics"));
        assertTrue(lines.contains("X-WR-CALNAME:Big tech 2024-11-04 to 2024-11-08"), String.join("\n", lines));
    }

    @Test
    void rowsTheQuickFilterNarrowedAreSaidFilteredInTheFileOfferedAndTheCalendarsName(FxRobot robot)
            throws Exception {
        loadNovemberFourth(robot);
        robot.interact(() -> fixture.window.model().events().replaceQuickFilter("MSFT:US, AAPL:US"));
        WindowFixture.waitUntil(() -> eventsTable(robot).getItems().size() == 2);
        chosen.set(folder.resolve("two.ics"));
        robot.clickOn("#export-button");
        WindowFixture.waitUntil(() -> robot.lookup("#export-dialog").tryQuery().isPresent());
        robot.clickOn("#export-format-ics");
        robot.clickOn("#export-choose-file");

        WindowFixture.waitUntil(() -> "Exported 2 events to two.ics."
                .equals(robot.lookup("#export-notice-text").queryAs(Label.class).getText()));
        assertEquals("market-events_2024-11-04_to_2024-11-08_filtered.ics", offeredName.get());
        List<String> lines = Files.readAllLines(folder.resolve("two.ics"));
        assertTrue(lines.contains("X-WR-CALNAME:Market events 2024-11-04 to 2024-11-08 (filtered)"),
                String.join("\n", lines));
    }

    @Test
    void aQuickFilterThatLeavesNoRowOutIsNotSaidToFilter(FxRobot robot) {
        loadNovemberFourth(robot);
        robot.interact(() -> fixture.window.model().events().replaceQuickFilter("us"));
        WindowFixture.waitUntil(() -> fixture.window.model().events().isFiltering());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(3, eventsTable(robot).getItems().size());
        robot.clickOn("#export-button");
        WindowFixture.waitUntil(() -> robot.lookup("#export-dialog").tryQuery().isPresent());
        robot.clickOn("#export-format-csv");
        robot.clickOn("#export-choose-file"); // no file chosen: nothing is written
        WindowFixture.waitUntil(() -> offeredName.get() != null);
        assertEquals("market-events_2024-11-04_to_2024-11-08.csv", offeredName.get());
    }

    @Test
    void aCalendarOfTheSelectedRowsSaysHowManyInItsNameAsTheFileOfferedDoes(FxRobot robot) throws Exception {
        loadNovemberFourth(robot);
        robot.interact(() -> {
            eventsTable(robot).requestFocus();
            eventsTable(robot).getSelectionModel().selectIndices(0, 2);
        });
        chosen.set(folder.resolve("two.ics"));
        robot.clickOn("#export-button");
        WindowFixture.waitUntil(() -> robot.lookup("#export-dialog").tryQuery().isPresent());
        robot.clickOn("#export-rows-selected");
        robot.clickOn("#export-format-ics");
        robot.clickOn("#export-choose-file");

        WindowFixture.waitUntil(() -> "Exported 2 events to two.ics."
                .equals(robot.lookup("#export-notice-text").queryAs(Label.class).getText()));
        assertEquals("market-events_2024-11-04_to_2024-11-08_2_selected.ics", offeredName.get());
        List<String> lines = Files.readAllLines(folder.resolve("two.ics"));
        assertTrue(lines.contains("X-WR-CALNAME:Market events 2024-11-04 to 2024-11-08 (2 selected)"),
                String.join("\n", lines));
    }

    @Test
    void aNameWithAnotherFormatsExtensionIsOfferedTheChosenFormatsOne(FxRobot robot) throws Exception {
        loadNovemberFourth(robot);
        String name = "market-events 2024-11-04 to 2024-11-08";
        chosen.set(folder.resolve(name + ".ics"));
        robot.clickOn("#export-button");
        WindowFixture.waitUntil(() -> robot.lookup("#export-dialog").tryQuery().isPresent());
        robot.clickOn("#export-format-csv");
        robot.clickOn("#export-choose-file");

        WindowFixture.waitUntil(() -> robot.lookup("#extension-prompt").tryQuery().isPresent());
        DialogPane prompt = robot.lookup("#extension-prompt").queryAs(DialogPane.class);
        HeadedDialog.assertHeaded(prompt, name + ".ics has the .ics extension, but this export is CSV (plain text).",
                prompt.getContentText());
        assertEquals("Programs that open .ics files would not read it. Change the name to " + name + ".csv?",
                prompt.getContentText());
        WaitForAsyncUtils.waitForFxEvents();
        for (String choice : List.of("Change to .csv", "Keep .ics")) {
            Labeled button = robot.lookup(".button").queryAllAs(Labeled.class).stream()
                    .filter(each -> choice.equals(each.getText())).findFirst().orElseThrow();
            assertEquals(choice, WindowFixture.onFx(() -> button.lookupAll(".text").stream()
                    .map(text -> ((Text) text).getText()).findFirst().orElse("")),
                    "the two choices read differently, whole");
        }
        robot.clickOn("Change to .csv");

        // The notice keeps the range in the file's name on one line (no-break spaces, which read as spaces).
        String shown = "Exported 3 events to " + name.replace(" to ", "\u00A0to\u00A0") + ".csv.";
        WindowFixture.waitUntil(() -> shown.equals(robot.lookup("#export-notice-text").queryAs(Label.class).getText()));
        assertTrue(Files.readString(folder.resolve(name + ".csv")).contains("MSFT:US"));
        assertFalse(Files.exists(folder.resolve(name + ".ics")), "no CSV under a calendar's name");
    }

    @Test
    void aTypedNameWithADotInItIsWrittenWithTheFormatsExtensionNotWithout(FxRobot robot) throws Exception {
        loadNovemberFourth(robot);
        chosen.set(folder.resolve("Q3 review v1.2"));
        openExportDialogWithCtrlE(robot);
        robot.clickOn("#export-format-xlsx");
        robot.clickOn("#export-choose-file");

        WindowFixture.waitUntil(() -> "Exported 3 events to Q3 review v1.2.xlsx."
                .equals(robot.lookup("#export-notice-text").queryAs(Label.class).getText()));
        assertTrue(Files.size(folder.resolve("Q3 review v1.2.xlsx")) > 0);
        assertFalse(Files.exists(folder.resolve("Q3 review v1.2")), "no workbook a double click cannot open");
    }

    @Test
    void theExportDialogAndTheExtensionPromptOfferCancelInEnglishUnderAGermanJvm(FxRobot robot) {
        loadNovemberFourth(robot);
        chosen.set(folder.resolve("week.ics"));
        Locale before = Locale.getDefault();
        Locale.setDefault(Locale.GERMANY);
        try {
            robot.clickOn("#export-button");
            WindowFixture.waitUntil(() -> robot.lookup("#export-dialog").tryQuery().isPresent());
            assertEquals(List.of("Cancel", "Choose file…"), buttonsOf(robot, "#export-dialog"));
            robot.clickOn("#export-format-csv");
            robot.clickOn("#export-choose-file");
            WindowFixture.waitUntil(() -> robot.lookup("#extension-prompt").tryQuery().isPresent());
            assertEquals(List.of("Cancel", "Change to .csv", "Keep .ics"), buttonsOf(robot, "#extension-prompt"));
            // The prompt's own Cancel: the export dialog's may still be in the scene graph, and read the same.
            robot.clickOn(robot.lookup("#extension-prompt .button-bar .button").queryAllAs(Labeled.class).stream()
                    .filter(button -> button.isVisible() && "Cancel".equals(button.getText())).findFirst()
                    .orElseThrow());
            WindowFixture.waitUntil(() -> robot.lookup("#extension-prompt").tryQuery().isEmpty());
        } finally {
            Locale.setDefault(before);
        }
    }

    /** The dialog's buttons' texts, sorted: the bar lays them out in the platform's order. */
    private static List<String> buttonsOf(FxRobot robot, String dialogPane) {
        return robot.lookup(dialogPane + " .button-bar .button").queryAllAs(Labeled.class).stream()
                .filter(Node::isVisible).map(Labeled::getText).sorted().toList();
    }

    @Test
    void ctrlEExportsTheSelectedRowsWithTheVisibleColumns(FxRobot robot) throws Exception {
        loadNovemberFourth(robot);
        robot.interact(() -> {
            eventsTable(robot).requestFocus();
            eventsTable(robot).getSelectionModel().select(2);
        });
        chosen.set(folder.resolve("one.csv"));
        robot.press(KeyCode.CONTROL, KeyCode.E).release(KeyCode.E, KeyCode.CONTROL);
        WindowFixture.waitUntil(() -> robot.lookup("#export-dialog").tryQuery().isPresent());
        robot.clickOn("#export-rows-selected");
        assertEquals("Exports the 1 event you selected.",
                robot.lookup("#export-description").queryAs(Label.class).getText());
        robot.clickOn("#export-format-csv");
        robot.clickOn("#export-fields-visible");
        robot.clickOn("#export-choose-file");

        WindowFixture.waitUntil(() -> "Exported 1 event to one.csv."
                .equals(robot.lookup("#export-notice-text").queryAs(Label.class).getText()));
        assertEquals("market-events_2024-11-04_to_2024-11-08_1_selected.csv", offeredName.get());
        List<String> lines = Files.readAllLines(folder.resolve("one.csv"));
        assertEquals(String.join(",", fixture.window.table().visibleFieldNames())
                .replace("event_date", "event_date,has_unknown_time"), lines.get(0).replace("\uFEFF", ""));
        assertEquals(2, lines.size());
        assertTrue(lines.get(1).contains("ZM:US"), lines.get(1));
    }

    private void openExportDialogWithCtrlE(FxRobot robot) {
        robot.press(KeyCode.CONTROL, KeyCode.E).release(KeyCode.E, KeyCode.CONTROL);
        WindowFixture.waitUntil(() -> robot.lookup("#export-dialog").tryQuery().isPresent());
    }

    private static String description(FxRobot robot) {
        return robot.lookup("#export-description").queryAs(Label.class).getText();
    }

    private static RadioButton radio(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(RadioButton.class);
    }

    @Test
    void aSelectionOfOneRowStillLetsTheUserExportAllShownRows(FxRobot robot) throws Exception {
        loadNovemberFourth(robot);
        robot.clickOn(robot.lookup("#events-table .table-row-cell").nth(0).queryAs(Node.class)); // Microsoft
        robot.interact(() -> fixture.window.model().events().replaceQuickFilter("MSFT:US, AAPL:US"));
        WindowFixture.waitUntil(() -> eventsTable(robot).getItems().size() == 2);
        assertEquals(1, fixture.window.table().selectedEvents().size(), "the clicked row is still selected");
        chosen.set(folder.resolve("both.csv"));
        openExportDialogWithCtrlE(robot);

        assertEquals("The 1 selected event", radio(robot, "#export-rows-selected").getText());
        assertEquals("All 2 events shown", radio(robot, "#export-rows-shown").getText());
        assertTrue(radio(robot, "#export-rows-shown").isSelected(), "one row selected is often only the one clicked");
        assertEquals("Exports all 2 events the filters show.", description(robot));
        robot.clickOn("#export-format-csv").clickOn("#export-choose-file");

        WindowFixture.waitUntil(() -> "Exported 2 events to both.csv."
                .equals(robot.lookup("#export-notice-text").queryAs(Label.class).getText()));
        assertEquals("market-events_2024-11-04_to_2024-11-08_filtered.csv", offeredName.get());
        String csv = Files.readString(folder.resolve("both.csv"));
        assertTrue(csv.contains("MSFT:US") && csv.contains("AAPL:US"), csv);
    }

    @Test
    void severalSelectedRowsAreTickedAndTheArrowKeysChooseAllShownRowsInstead(FxRobot robot) throws Exception {
        loadNovemberFourth(robot);
        robot.interact(() -> {
            eventsTable(robot).requestFocus();
            eventsTable(robot).getSelectionModel().selectIndices(0, 1);
        });
        chosen.set(folder.resolve("all.csv"));
        openExportDialogWithCtrlE(robot);
        assertTrue(radio(robot, "#export-rows-selected").isSelected());
        assertEquals("Exports the 2 events you selected.", description(robot));

        robot.clickOn("#export-format-csv");
        robot.press(KeyCode.SHIFT, KeyCode.TAB).release(KeyCode.TAB, KeyCode.SHIFT);
        WindowFixture.waitUntil(() -> radio(robot, "#export-rows-selected").isFocused());
        assertTrue(ringed(radio(robot, "#export-rows-selected")), "a ring where the keyboard is, as in each group");
        robot.push(KeyCode.DOWN);
        WindowFixture.waitUntil(() -> radio(robot, "#export-rows-shown").isSelected());
        assertTrue(ringed(radio(robot, "#export-rows-shown")), "the ring follows the arrow keys");
        assertEquals("Exports all 3 events the filters show.", description(robot));
        robot.push(KeyCode.ENTER);

        WindowFixture.waitUntil(() -> "Exported 3 events to all.csv."
                .equals(robot.lookup("#export-notice-text").queryAs(Label.class).getText()));
        assertEquals("market-events_2024-11-04_to_2024-11-08.csv", offeredName.get(), "not named as a selection");
    }

    @Test
    void aSelectedRowTheFiltersHideIsNeitherCountedNorExported(FxRobot robot) throws Exception {
        loadNovemberFourth(robot);
        robot.interact(() -> {
            eventsTable(robot).requestFocus();
            eventsTable(robot).getSelectionModel().selectIndices(0, 2); // Microsoft and Zoom
        });
        robot.interact(() -> fixture.window.model().events().replaceQuickFilter("MSFT:US, AAPL:US"));
        WindowFixture.waitUntil(() -> eventsTable(robot).getItems().size() == 2);
        chosen.set(folder.resolve("selected.csv"));
        openExportDialogWithCtrlE(robot);
        assertEquals("The 1 selected event", radio(robot, "#export-rows-selected").getText());
        robot.clickOn("#export-rows-selected").clickOn("#export-format-csv").clickOn("#export-choose-file");

        WindowFixture.waitUntil(() -> "Exported 1 event to selected.csv."
                .equals(robot.lookup("#export-notice-text").queryAs(Label.class).getText()));
        String csv = Files.readString(folder.resolve("selected.csv"));
        assertTrue(csv.contains("MSFT:US") && !csv.contains("ZM:US"), csv);
    }

    @Test
    void noChoiceOfRowsIsOfferedWhenEveryShownRowIsSelected(FxRobot robot) {
        loadNovemberFourth(robot);
        robot.interact(() -> {
            eventsTable(robot).requestFocus();
            eventsTable(robot).getSelectionModel().selectAll();
        });
        openExportDialogWithCtrlE(robot);
        assertEquals("Exports the 3 events you selected.", description(robot));
        assertFalse(robot.lookup("#export-rows-selected").tryQuery().isPresent());
        assertFalse(robot.lookup("#export-rows-shown").tryQuery().isPresent());
        robot.push(KeyCode.ESCAPE);
    }
}
