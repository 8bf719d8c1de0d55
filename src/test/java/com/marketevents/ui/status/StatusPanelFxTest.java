package com.marketevents.ui.status;

import static com.marketevents.ui.ScrolledView.inView;
import static com.marketevents.ui.ScrolledView.shownTop;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.api.ApiException;
import com.marketevents.model.CheckResult;
import com.marketevents.model.StatusReport;
import com.marketevents.ui.WindowFixture;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import javafx.event.Event;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ContextMenuEvent;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.kordamp.ikonli.javafx.FontIcon;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class StatusPanelFxTest {
    @RegisterExtension
    final WindowFixture fixture = new WindowFixture();

    private static String text(FxRobot robot, String query) {
        return robot.lookup(query).queryAs(Label.class).getText();
    }

    private static boolean failed(Node node) {
        return node.getPseudoClassStates().stream().anyMatch(state -> state.getPseudoClassName().equals("failed"));
    }

    @Test
    void aHealthyServiceShowsEveryCheckPassed(FxRobot robot) {
        robot.clickOn("#health-chip");
        WindowFixture.waitUntil(() -> "Healthy".equals(text(robot, "#status-headline")));
        assertEquals("Service: Healthy", robot.lookup("#health-chip").queryButton().getText());
        assertEquals("ip-10-0-12-34", text(robot, "#status-host"));
        assertTrue(text(robot, "#status-round-trip").endsWith(" ms"));
        assertTrue(text(robot, "#status-validity").startsWith("valid for "));
        Node database = robot.lookup("#check-database_available").tryQuery()
                .orElseGet(() -> robot.lookup("#check-database-available").query());
        assertTrue(robot.from(database).lookup("Database").tryQuery().isPresent());
        assertTrue(robot.from(database).lookup("passed").tryQuery().isPresent());
        assertTrue(!failed(database));
    }

    @Test
    void anUnhealthyServiceShowsTheFailingCheckAndItsOutput(FxRobot robot) {
        fixture.api.setHealthy(false);
        robot.clickOn("#health-chip");
        robot.clickOn("#status-refresh");
        WindowFixture.waitUntil(() -> "Unhealthy".equals(text(robot, "#status-headline")));
        assertEquals("1 of 2 checks is failing: database_available; the service may give incomplete or no data.",
                text(robot, "#status-detail"));
        Node database = robot.lookup("#check-database-available").query();
        assertTrue(failed(database));
        assertTrue(robot.from(database).lookup("FAILED").tryQuery().isPresent());
        assertTrue(robot.from(database)
                .lookup("OperationalError: could not connect to server: Connection refused").tryQuery().isPresent());
        assertTrue(!failed(robot.lookup("#check-redis-available").query()));
    }

    @Test
    void aFailedRefreshShowsTheErrorAboveTheLastAnswerItsHostAndChecksMarkedAsEarlier(FxRobot robot) {
        robot.clickOn("#health-chip");
        WindowFixture.waitUntil(() -> "Healthy".equals(text(robot, "#status-headline")));
        fixture.api.failStatus(new ApiException(ApiException.Kind.SERVICE_FAILURE, "503", 503, null, null, null));
        robot.clickOn("#status-refresh");
        WindowFixture.waitUntil(() -> "Status unknown".equals(text(robot, "#status-headline")));

        assertEquals("Service: Status unknown", robot.lookup("#health-chip").queryButton().getText());
        assertTrue(WindowFixture.shown(robot, "#status-earlier"));
        assertTrue(text(robot, "#status-earlier").startsWith("Last answer at "), text(robot, "#status-earlier"));
        assertTrue(text(robot, "#status-earlier").endsWith(" ago: Healthy, 2 of 2 checks passed."));
        assertEquals("ip-10-0-12-34", text(robot, "#status-host"));
        assertTrue(robot.lookup("Checks, as of the last answer").tryQuery().isPresent());
        assertTrue(robot.lookup("#check-database-available").tryQuery().isPresent());

        fixture.api.failStatus(null);
        robot.clickOn("#status-refresh");
        WindowFixture.waitUntil(() -> "Healthy".equals(text(robot, "#status-headline")));
        assertFalse(WindowFixture.shown(robot, "#status-earlier"));
        assertTrue(robot.lookup("Checks").tryQuery().isPresent());
    }

    @Test
    void aVeryLongHostNameWrapsCutWithItsWholeInATooltipAndTheFactNamesKeepTheirWidth(FxRobot robot) {
        String host = "h".repeat(5_000);
        String output = "database ok ".repeat(500);
        fixture.api.reportStatus(now -> new StatusReport("success", host, now, List.of(new CheckResult(
                "database_" + "x".repeat(2_000), output, true, now, now.plusSeconds(27)))));
        robot.clickOn("#health-chip");
        robot.clickOn("#status-refresh");
        WindowFixture.waitUntil(() -> text(robot, "#status-host").startsWith("hhh"));

        Label shown = robot.lookup("#status-host").queryAs(Label.class);
        assertEquals(LongText.SHOWN, shown.getText().replace("\u200B", "").length(), "cut, with places to break");
        assertEquals(host, shown.getTooltip().getText());
        Label name = robot.from(robot.lookup("#status-facts").queryAs(Node.class)).lookup("Report time")
                .queryAs(Label.class);
        assertEquals("Report time", name.getText());
        assertTrue(WindowFixture.hasItsPreferredWidth(name), "the fact's name is not cut: "
                + WindowFixture.onFx(name::getWidth));
        ScrollPane panel = robot.lookup("#status-panel").queryAs(ScrollPane.class);
        assertTrue(WindowFixture.onFx(() -> panel.getContent().getLayoutBounds().getWidth()
                <= panel.getViewportBounds().getWidth() + 0.5), "nothing runs off the right edge");
        double panelRight = WindowFixture.onFx(() -> panel.localToScene(panel.getLayoutBounds()).getMaxX());
        for (String part : new String[] {".check-name", ".check-output"}) {
            Label label = robot.lookup(part).queryAs(Label.class);
            double labelRight = WindowFixture.onFx(() -> label.localToScene(label.getLayoutBounds()).getMaxX());
            assertTrue(labelRight <= panelRight + 0.5,
                    "a check's long name wraps within the panel: " + part);
        }
    }

    @Test
    void whileAskingAgainAfterAnErrorThePanelSaysSoAndItsButtonOrEscStopsTheRequest(FxRobot robot) {
        fixture.api.failStatus(new ApiException(ApiException.Kind.SERVICE_FAILURE, "503", 503, null, null, null));
        robot.clickOn("#health-chip");
        robot.clickOn("#status-refresh");
        WindowFixture.waitUntil(() -> "Status unknown".equals(text(robot, "#status-headline")));
        String error = text(robot, "#status-detail");
        Button refresh = robot.lookup("#status-refresh").queryButton();

        fixture.api.failStatus(null);
        fixture.api.holdStatusAtGate();
        fixture.api.closeGate(); // the service drips its answer
        robot.clickOn(refresh);
        WindowFixture.waitUntil(() -> "Cancel".equals(refresh.getText()));
        assertTrue(text(robot, "#status-detail").startsWith(error + " Asking again since "),
                text(robot, "#status-detail"));
        robot.clickOn(refresh);
        WindowFixture.waitUntil(() -> "Refresh".equals(refresh.getText()));
        assertEquals(error, text(robot, "#status-detail"));

        robot.clickOn(refresh);
        WindowFixture.waitUntil(() -> "Cancel".equals(refresh.getText()));
        robot.type(KeyCode.ESCAPE);
        WindowFixture.waitUntil(() -> "Refresh".equals(refresh.getText()));
        assertEquals(error, text(robot, "#status-detail"));
        assertEquals("Service: Status unknown", robot.lookup("#health-chip").queryButton().getText());
    }

    @Test
    void escInTheStatusTabStopsTheStatusRequestWhileALoadKeepsRunning(FxRobot robot) {
        Button refresh = aLoadAndAStatusRequestBothRunning(robot);

        robot.type(KeyCode.ESCAPE);
        WindowFixture.waitUntil(() -> "Refresh".equals(refresh.getText()));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(WindowFixture.shown(robot, "#cancel-button"), "the load still runs");
        assertEquals(1, fixture.api.waitingAtGate(), "the load still waits for its answer");
        assertFalse(robot.lookup("#notice-text").tryQuery().map(label -> ((Label) label).getText())
                .orElse("").startsWith("Loading cancelled"), "no load was cancelled");

        robot.type(KeyCode.ESCAPE);
        WindowFixture.waitUntil(() -> !WindowFixture.shown(robot, "#cancel-button"));
        assertTrue(text(robot, "#notice-text").startsWith("Loading cancelled"), text(robot, "#notice-text"));
    }

    @Test
    void escWithTheKeyboardOnTheStatusTabsHeadingStopsTheStatusRequestWhileALoadKeepsRunning(FxRobot robot) {
        Button refresh = aLoadAndAStatusRequestBothRunning(robot);
        TabPane tabs = robot.lookup("#side-tabs").queryAs(TabPane.class);
        robot.interact(tabs::requestFocus); // as a click on the tab's heading leaves it

        robot.type(KeyCode.ESCAPE);
        WindowFixture.waitUntil(() -> "Refresh".equals(refresh.getText()));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(WindowFixture.shown(robot, "#cancel-button"), "the load still runs");
    }

    /** Starts a load and a status request that both wait for their answers; gives the status tab's button. */
    private Button aLoadAndAStatusRequestBothRunning(FxRobot robot) {
        robot.clickOn("#health-chip");
        WindowFixture.waitUntil(() -> fixture.api.eventCalls() >= 1 && !WindowFixture.shown(robot, "#cancel-button"));
        Button refresh = robot.lookup("#status-refresh").queryButton();
        fixture.api.holdStatusAtGate();
        fixture.api.closeGate();
        robot.clickOn("#range-previous");
        WindowFixture.waitUntil(() -> fixture.api.waitingAtGate() == 1 && WindowFixture.shown(robot, "#cancel-button"));
        robot.clickOn(refresh);
        WindowFixture.waitUntil(() -> fixture.api.waitingAtGate() == 2 && "Cancel".equals(refresh.getText()));
        return refresh;
    }

    @Test
    void eachStateHasOneIconInThePanelsHeadlineOnItsTabAndInTheStatusBar(FxRobot robot) {
        robot.clickOn("#health-chip");
        List<ApiException> failures = List.of(
                new ApiException(ApiException.Kind.SERVICE_FAILURE, "502", 502, null, null, null),
                new ApiException(ApiException.Kind.INVALID_RESPONSE, "The answer was cut short."),
                new ApiException(ApiException.Kind.KEY_REJECTED, "403", 403, null, null, null),
                new ApiException(ApiException.Kind.NETWORK, "Connection refused"));
        for (ApiException failure : failures) {
            fixture.api.failStatus(failure);
            String before = text(robot, "#status-detail");
            robot.clickOn("#status-refresh");
            WindowFixture.waitUntil(() -> !before.equals(text(robot, "#status-detail")));
            String headline = iconOf(robot.lookup("#status-headline").queryAs(Label.class).getGraphic());
            TabPane tabs = robot.lookup("#side-tabs").queryAs(TabPane.class);
            Tab statusTab = tabs.getTabs().stream().filter(tab -> "tab-status".equals(tab.getId())).findFirst()
                    .orElseThrow();
            assertEquals(headline, iconOf(statusTab.getGraphic()), text(robot, "#status-headline"));
            assertEquals(headline, iconOf(robot.lookup("#health-chip").queryButton().getGraphic()),
                    text(robot, "#status-headline"));
        }
    }

    private static String iconOf(Node graphic) {
        return ((FontIcon) graphic).getIconCode().getDescription();
    }

    @Test
    void theRefreshButtonKeepsItsWidthWhenItTurnsIntoCancel(FxRobot robot) {
        robot.clickOn("#health-chip");
        Button refresh = robot.lookup("#status-refresh").queryButton();
        WindowFixture.waitUntil(() -> "Healthy".equals(text(robot, "#status-headline")));
        double asRefresh = WindowFixture.onFx(refresh::getWidth);
        double rightEdge = WindowFixture.onFx(() -> refresh.localToScene(refresh.getLayoutBounds()).getMaxX());

        fixture.api.holdStatusAtGate();
        fixture.api.closeGate();
        robot.clickOn(refresh);
        WindowFixture.waitUntil(() -> "Cancel".equals(refresh.getText()));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(asRefresh, WindowFixture.onFx(refresh::getWidth), 0.01);
        assertEquals(rightEdge, WindowFixture.onFx(() -> refresh.localToScene(refresh.getLayoutBounds()).getMaxX()),
                0.01);
        assertEquals("Cancel", WindowFixture.onFx(() -> ((Text) refresh.lookup(".text")).getText()), "not cut");
        robot.clickOn(refresh);
        WindowFixture.waitUntil(() -> "Refresh".equals(refresh.getText()));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("Refresh", WindowFixture.onFx(() -> ((Text) refresh.lookup(".text")).getText()), "not cut");
    }

    @Test
    void aLongCheckNameIsCutWithItsWholeInATooltipAndNotShownTwice(FxRobot robot) {
        String checker = "x_" + "verylongname".repeat(25);
        fixture.api.reportStatus(now -> new StatusReport("success", "h", now, List.of(new CheckResult(
                checker, "fine", true, now, now.plusSeconds(27)))));
        robot.clickOn("#health-chip");
        robot.clickOn("#status-refresh");
        WindowFixture.waitUntil(() -> "h".equals(text(robot, "#status-host")));

        Node cell = robot.lookup(".check-cell").query();
        Label name = robot.from(cell).lookup(".check-name").queryAs(Label.class);
        assertTrue(name.getText().replace("\u200B", "").length() <= 60, name.getText());
        assertTrue(name.getText().endsWith("…"), name.getText());
        assertEquals(checker, name.getTooltip().getText());
        assertTrue(robot.from(cell).lookup(".identifier").tryQuery().isEmpty(), "the name is not repeated");
        assertTrue(name.getHeight() < 4 * name.getFont().getSize() * 1.4, "three lines at most, not ten: "
                + name.getHeight());
    }

    @Test
    void inAReportOfManyChecksPageDownScrollsThePanelByAPageAndEndToItsLastCheck(FxRobot robot) {
        fixture.api.reportStatus(now -> new StatusReport("success", "h", now, IntStream.rangeClosed(1, 12)
                .mapToObj(n -> new CheckResult("check_" + n, "ok", true, now, now.plusSeconds(30))).toList()));
        robot.interact(() -> fixture.stage().setHeight(560));
        robot.clickOn("#health-chip");
        robot.clickOn("#status-refresh");
        WindowFixture.waitUntil(() -> robot.lookup("#check-check-12").tryQuery().isPresent());
        WaitForAsyncUtils.waitForFxEvents();
        ScrollPane panel = robot.lookup("#status-panel").queryAs(ScrollPane.class);
        Node lastCheck = robot.lookup("#check-check-12").query();
        assertFalse(inView(panel, lastCheck), "the last check is below the fold");

        robot.push(KeyCode.PAGE_DOWN); // the focus on the Refresh button
        double scrolledBy = shownTop(panel);
        assertTrue(scrolledBy > panel.getViewportBounds().getHeight() / 2,
                "Page Down scrolls by a page, not a line: " + scrolledBy + " px");
        robot.push(KeyCode.PAGE_UP);
        assertEquals(0, shownTop(panel), 0.5, "and Page Up back");
        robot.push(KeyCode.END);
        assertTrue(inView(panel, lastCheck), "End shows the last check");
        robot.push(KeyCode.HOME);
        assertEquals(0, shownTop(panel), 0.5, "Home goes back to the headline");
        assertTrue(robot.lookup("#status-refresh").queryButton().isFocused(), "the focus stays where it was");
    }

    @Test
    void ofThirtyChecksTheOneFailingIsTheFirstInSightAndNamedUnderTheHeadline(FxRobot robot) {
        fixture.api.reportStatus(now -> new StatusReport("failure", "h", now, IntStream.range(0, 30)
                .mapToObj(n -> new CheckResult(String.format("check_%02d_available", n), "ok " + n, n != 29, now,
                        now.plusSeconds(9))).toList()));
        robot.interact(() -> fixture.stage().setHeight(560));
        robot.clickOn("#health-chip");
        robot.clickOn("#status-refresh");
        WindowFixture.waitUntil(() -> "Unhealthy".equals(text(robot, "#status-headline")));
        WaitForAsyncUtils.waitForFxEvents();

        assertTrue(text(robot, "#status-detail").startsWith("1 of 30 checks is failing: check_29_available;"));
        Node first = robot.lookup("#status-checks").queryAs(javafx.scene.layout.VBox.class).getChildren().get(0);
        assertEquals("check-check-29-available", first.getId());
        assertTrue(failed(first));
        assertTrue(inView(robot.lookup("#status-panel").queryAs(ScrollPane.class), first));
    }

    @Test
    void aReportListingNoCheckLeavesNoEmptyResultsRow(FxRobot robot) {
        fixture.api.reportStatus(now -> new StatusReport("success", "h", now, List.of()));
        robot.clickOn("#health-chip");
        robot.clickOn("#status-refresh");
        WindowFixture.waitUntil(() -> "h".equals(text(robot, "#status-host")));

        assertFalse(WindowFixture.shown(robot, "#status-validity"));
        Node facts = robot.lookup("#status-facts").query();
        assertFalse(robot.from(facts).lookup("Results").queryAs(Label.class).isVisible());
        assertTrue(WindowFixture.shown(robot, "#status-time"));
    }

    @Test
    void theCountdownsStandStillOutOfSightAndCatchUpWhenThePanelIsShownAgain(FxRobot robot) throws Exception {
        robot.clickOn("#health-chip");
        WindowFixture.waitUntil(() -> text(robot, "#status-validity").startsWith("valid for "));
        robot.clickOn("Details");
        String validity = text(robot, "#status-validity");
        String timing = text(robot, ".check-timing");

        Thread.sleep(2_300); // two ticks of the countdown
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(validity, text(robot, "#status-validity"));
        assertEquals(timing, text(robot, ".check-timing"));

        robot.clickOn("#health-chip");
        assertNotEquals(validity, text(robot, "#status-validity"));
        assertNotEquals(timing, text(robot, ".check-timing"));
    }

    private static String clipboard() throws Exception {
        WaitForAsyncUtils.waitForFxEvents();
        return WaitForAsyncUtils.asyncFx(() -> Clipboard.getSystemClipboard().getString()).get();
    }

    /** A right click, as the toolkit turns it into a menu request (Monocle's robot does not). */
    private static void requestMenuOn(FxRobot robot, Node node) {
        robot.interact(() -> {
            Bounds scene = node.localToScene(node.getLayoutBounds());
            Bounds screen = node.localToScreen(node.getLayoutBounds());
            Event.fireEvent(node, new ContextMenuEvent(ContextMenuEvent.CONTEXT_MENU_REQUESTED, scene.getCenterX(),
                    scene.getCenterY(), screen.getCenterX(), screen.getCenterY(), false, null));
        });
    }

    private static String flash(FxRobot robot) {
        return WindowFixture.shown(robot, "#status-flash") ? text(robot, "#status-flash") : "";
    }

    @Test
    void copyReportPutsTheWholeReportWithEachCheckAndItsOutputOnTheClipboard(FxRobot robot) throws Exception {
        fixture.api.setHealthy(false);
        robot.clickOn("#health-chip");
        robot.clickOn("#status-refresh");
        WindowFixture.waitUntil(() -> "Unhealthy".equals(text(robot, "#status-headline")));

        robot.clickOn("#status-copy-report");

        String copied = clipboard();
        assertTrue(copied.startsWith("Service:     fake service\nOverall:     UNHEALTHY (status \"failure\", 1 of 2"
                + " checks failed: database_available)\nHost:        ip-10-0-12-34\n"), copied);
        assertTrue(copied.contains("\n  [FAIL] database_available: OperationalError: could not connect to server:"
                + " Connection refused\n         ran "), copied);
        assertTrue(copied.contains("\n  [pass] redis_available: redis ok\n         ran "), copied);
        assertEquals("Copied the status report", flash(robot));
    }

    @Test
    void afterAFailedRefreshCopyReportCopiesTheErrorAboveTheLastAnswer(FxRobot robot) throws Exception {
        robot.clickOn("#health-chip");
        WindowFixture.waitUntil(() -> "Healthy".equals(text(robot, "#status-headline")));
        Button copy = robot.lookup("#status-copy-report").queryButton();
        assertEquals("Copy the status report", copy.getTooltip().getText());
        assertEquals("Copy the status report", copy.getAccessibleText());
        assertFalse(copy.isDisabled());
        fixture.api.failStatus(new ApiException(ApiException.Kind.SERVICE_FAILURE, "503", 503, null, null, null));
        robot.clickOn("#status-refresh");
        WindowFixture.waitUntil(() -> "Status unknown".equals(text(robot, "#status-headline")));
        robot.clickOn(copy);

        String copied = clipboard();
        assertTrue(copied.startsWith("Status unknown: " + text(robot, "#status-detail") + "\nLast answer at "),
                copied);
        assertTrue(copied.contains(" ago: Healthy, 2 of 2 checks passed.\n\nService:     fake service\n"), copied);
    }

    @Test
    void aChecksContextMenuCopiesItsWholeOutputAndTheHostsItsName(FxRobot robot) throws Exception {
        String traceback = IntStream.rangeClosed(1, 12).mapToObj(i -> "  File \"db.py\", line " + i)
                .collect(Collectors.joining("\n", "Traceback:\n", "\nOperationalError: refused"));
        fixture.api.reportStatus(now -> new StatusReport("failure", "ip-10-0-12-34", now, List.of(
                new CheckResult("database_available", traceback, false, now, now.plusSeconds(30)))));
        robot.clickOn("#health-chip");
        robot.clickOn("#status-refresh");
        WindowFixture.waitUntil(() -> "Unhealthy".equals(text(robot, "#status-headline")));

        requestMenuOn(robot, robot.lookup("#check-database-available").query());
        robot.clickOn("Copy output");
        assertEquals(traceback, clipboard(), "the whole output, which the cell shows cut after a few lines");
        assertEquals("Copied the output of database_available", flash(robot));

        requestMenuOn(robot, robot.lookup("#status-host").query());
        robot.clickOn("Copy host name");
        assertEquals("ip-10-0-12-34", clipboard());
        assertEquals("Copied the host name", flash(robot));
    }

    @Test
    void tabReachesTheHostAndEachCheckWhoseMenuShiftF10OpensUnderItAndEnterCopies(FxRobot robot) throws Exception {
        robot.clickOn("#health-chip");
        WindowFixture.waitUntil(() -> "Healthy".equals(text(robot, "#status-headline")));
        Button refresh = robot.lookup("#status-refresh").queryButton();
        robot.interact(refresh::requestFocus);

        robot.push(KeyCode.TAB);
        Label host = robot.lookup("#status-host").queryAs(Label.class);
        WindowFixture.waitUntil(host::isFocused);
        assertTrue(hasRing(host), "the keyboard's place is shown on the host");
        assertEquals("Shift+F10 to copy the host name", host.getAccessibleHelp());
        robot.push(KeyCode.SHIFT, KeyCode.F10);
        ContextMenu hostMenu = openMenu(robot);
        assertEquals("Copy host name", hostMenu.getItems().get(0).getText());
        assertUnder(host, hostMenu);
        robot.push(KeyCode.ENTER);
        WindowFixture.waitUntil(() -> !hostMenu.isShowing());
        assertEquals("ip-10-0-12-34", clipboard());
        assertEquals("Copied the host name", flash(robot));

        robot.push(KeyCode.TAB);
        Node redis = robot.lookup("#check-redis-available").query(); // the first of the two
        WindowFixture.waitUntil(redis::isFocused);
        assertTrue(hasRing(redis), "the keyboard's place is shown on the check");
        assertEquals("Shift+F10 to copy its output", redis.getAccessibleHelp());
        robot.push(KeyCode.CONTEXT_MENU);
        ContextMenu checkMenu = openMenu(robot);
        assertEquals("Copy output", checkMenu.getItems().get(0).getText());
        assertUnder(redis, checkMenu);
        robot.push(KeyCode.ENTER);
        WindowFixture.waitUntil(() -> !checkMenu.isShowing());
        assertEquals("redis ok", clipboard());
        assertEquals("Copied the output of redis_available", flash(robot));
    }

    @Test
    void tabToACheckBelowTheFoldScrollsThePanelJustFarEnoughToShowIt(FxRobot robot) {
        fixture.api.reportStatus(now -> new StatusReport("success", "h", now, IntStream.rangeClosed(1, 12)
                .mapToObj(n -> new CheckResult("check_" + n, "ok " + n, true, now, now.plusSeconds(30))).toList()));
        robot.interact(() -> fixture.stage().setHeight(560));
        robot.clickOn("#health-chip");
        robot.clickOn("#status-refresh");
        WindowFixture.waitUntil(() -> robot.lookup("#check-check-12").tryQuery().isPresent());
        WaitForAsyncUtils.waitForFxEvents();
        ScrollPane panel = robot.lookup("#status-panel").queryAs(ScrollPane.class);
        Node lastCheck = robot.lookup("#check-check-12").query();
        assertFalse(inView(panel, lastCheck), "the last check is below the fold");
        robot.interact(robot.lookup("#status-refresh").queryButton()::requestFocus);

        for (int i = 0; i < 13 && !lastCheck.isFocused(); i++) {
            robot.push(KeyCode.TAB);
            WaitForAsyncUtils.waitForFxEvents();
            Node focused = WindowFixture.onFx(() -> panel.getScene().getFocusOwner());
            assertTrue(inView(panel, focused), "the focus is in sight: " + focused.getId());
        }
        assertTrue(lastCheck.isFocused());
        Bounds viewport = WindowFixture.sceneBounds(panel);
        Bounds cell = WindowFixture.sceneBounds(lastCheck);
        assertTrue(viewport.getMaxY() - cell.getMaxY() < 30, "scrolled only as far as needed: the check is at the"
                + " bottom, " + (viewport.getMaxY() - cell.getMaxY()) + " px above the panel's end");
    }

    @Test
    void aChecksOpenCopyMenuStaysOpenWhenTheRefreshedReportSaysTheSameOfIt(FxRobot robot) throws Exception {
        robot.clickOn("#health-chip");
        WindowFixture.waitUntil(() -> "Healthy".equals(text(robot, "#status-headline")));
        Node redis = robot.lookup("#check-redis-available").query();
        requestMenuOn(robot, redis);
        ContextMenu menu = openMenu(robot);

        String time = text(robot, "#status-time");
        Thread.sleep(1_100); // the next report's time reads another second
        robot.interact(() -> fixture.window.model().status().refresh());
        WindowFixture.waitUntil(() -> !time.equals(text(robot, "#status-time")));
        WaitForAsyncUtils.waitForFxEvents();

        assertTrue(menu.isShowing(), "the menu stays open");
        assertTrue(redis == robot.lookup("#check-redis-available").query(), "the cell is kept");
        robot.clickOn("Copy output");
        assertEquals("redis ok", clipboard());
    }

    private static boolean hasRing(Node node) {
        return node.getPseudoClassStates().stream()
                .anyMatch(state -> state.getPseudoClassName().equals("keyboard-focus"));
    }

    private static ContextMenu openMenu(FxRobot robot) {
        WindowFixture.waitUntil(() -> Window.getWindows().stream().anyMatch(w -> w instanceof ContextMenu));
        return (ContextMenu) Window.getWindows().stream().filter(w -> w instanceof ContextMenu).findFirst()
                .orElseThrow();
    }

    /** The menu opened from the keys sits under the node's left end, not over its text or at the screen's corner. */
    private static void assertUnder(Node node, ContextMenu menu) {
        Bounds screen = WindowFixture.onFx(() -> node.localToScreen(node.getLayoutBounds()));
        assertEquals(screen.getMinX(), menu.getAnchorX(), 12, "left end");
        assertEquals(screen.getMaxY(), menu.getAnchorY(), 12, "below the node");
    }
}
