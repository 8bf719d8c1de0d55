package com.marketevents.ui.events;

import static com.marketevents.ui.WindowFixture.eventsTable;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import atlantafx.base.theme.Styles;
import com.marketevents.model.EventTime;
import com.marketevents.model.MarketEvent;
import com.marketevents.settings.StoredWatchlists.Watchlist;
import com.marketevents.ui.HeadedDialog;
import com.marketevents.ui.Theme;
import com.marketevents.ui.WindowFixture;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.BackgroundFill;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;
import javafx.scene.text.Text;
import javafx.scene.text.TextAlignment;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class WatchlistsFxTest {
    @RegisterExtension
    final WindowFixture fixture = new WindowFixture();
    private Stage stage;
    @TempDir
    Path folder;

    private static MarketEvent event(long id, String ticker, String date) {
        return new MarketEvent(id, 1L, ticker, ticker.split(":")[0], null, ticker, "XNAS", "US000000000" + id,
                ticker + " Earnings Call", "earnings", EventTime.parse(date), 2024, "published", "active", null, null);
    }

    @Start
    void start(Stage stage) {
        fixture.watchlists.put("events.watchlists", "Tech\nMSFT:US, AAPL:US\nBanks\nJPM:US");
        fixture.api.withEvents(range -> List.of(event(1, "MSFT:US", "2024-11-04T17:30:00-05:00"),
                event(2, "AAPL:US", "2024-11-05T16:30:00-05:00"), event(3, "JPM:US", "2024-11-06T08:30:00-05:00"),
                event(4, "ZM:US", "2024-11-07T16:00:00-05:00")));
        fixture.show(stage);
        this.stage = stage;
    }

    private EventsViewModel model() {
        return fixture.window.model().events();
    }

    private static String quickFilter(FxRobot robot) {
        return robot.lookup("#quick-filter").queryAs(TextField.class).getText();
    }

    /** Opens the quick filter's menu with Down, as a user would, and returns it. */
    private static ContextMenu openFilterMenu(FxRobot robot) {
        robot.clickOn("#quick-filter").push(KeyCode.DOWN);
        WindowFixture.waitUntil(() -> filterMenu().isPresent());
        return filterMenu().orElseThrow();
    }

    private static java.util.Optional<ContextMenu> filterMenu() {
        return Window.getWindows().stream().filter(window -> window instanceof ContextMenu && window.isShowing())
                .map(ContextMenu.class::cast).filter(menu -> "recent-filters".equals(menu.getId())).findFirst();
    }

    /** The item named {@code text}, with or without the count of events that follows a watchlist's name. */
    private static MenuItem item(ContextMenu menu, String text) {
        return menu.getItems().stream().filter(item -> text.equals(item.getText())
                        || item.getText() != null && item.getText().startsWith(text + " · ")).findFirst()
                .orElseThrow(() -> new AssertionError("no item “" + text + "” in " + menu.getItems().stream()
                        .map(MenuItem::getText).toList()));
    }

    private static void choose(FxRobot robot, ContextMenu menu, MenuItem item) {
        robot.interact(() -> {
            item.fire();
            menu.hide();
        });
    }

    /** Chooses an item that opens a dialog: later, since the dialog waits for its answer on the FX thread. */
    private static void chooseOpeningADialog(ContextMenu menu, MenuItem item) {
        Platform.runLater(() -> {
            menu.hide();
            item.fire();
        });
    }

    private static List<String> listed(FxRobot robot) {
        @SuppressWarnings("unchecked")
        ListView<Watchlist> list = robot.lookup("#watchlists-list").queryAs(ListView.class);
        return list.getItems().stream().map(Watchlist::name).toList();
    }

    @Test
    void inTheQuickFiltersMenuOpenedWithDownTheNextDownGoesOnToTheSecondItem(FxRobot robot) {
        WindowFixture.waitUntil(() -> !eventsTable(robot).getItems().isEmpty());
        List<Watchlist> listed = List.copyOf(model().watchlists().entries());
        ContextMenu menu = openFilterMenu(robot);
        WindowFixture.waitUntil(() -> highlighted(menu).startsWith(listed.get(0).name() + " ("));

        robot.push(KeyCode.DOWN);
        assertTrue(highlighted(menu).startsWith(listed.get(1).name() + " ("), "the next Down goes on to the second");
        robot.push(KeyCode.UP).push(KeyCode.ENTER);
        assertEquals(listed.get(0).filter(), quickFilter(robot));
    }

    @Test
    void withNoWatchlistDownInTheQuickFilterOpensItsMenuOnManageWatchlistsPastTheGreyedOutSave(FxRobot robot) {
        WindowFixture.waitUntil(() -> !eventsTable(robot).getItems().isEmpty());
        robot.interact(() -> List.copyOf(model().watchlists().entries()).forEach(model().watchlists()::delete));
        ContextMenu menu = openFilterMenu(robot);

        WindowFixture.waitUntil(() -> "_Manage watchlists…".equals(highlighted(menu)));
    }

    /** The text of the item the keyboard is on, or "" when it is on none. */
    private static String highlighted(ContextMenu menu) {
        Node focused = menu.getScene().getFocusOwner();
        return focused != null && focused.lookup(".label") instanceof Label label ? label.getText() : "";
    }

    @Test
    void aWatchlistTooLongForTheFieldBesideItsNameIsCutAfterAWholeListingUntilTheFieldIsEdited(FxRobot robot) {
        String longList = "AAPL:US, MSFT:US, NVDA:US, AMZN:US, GOOGL:US, META:US, TSLA:US, AVGO:US";
        robot.interact(() -> {
            model().watchlists().save("Tech", longList);
            fixture.stage().setWidth(1024);
            model().replaceQuickFilter(longList);
        });
        robot.push(KeyCode.CONTROL, KeyCode.T);
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#quick-filter-shortened"));
        String shown = robot.lookup("#quick-filter-shortened").queryLabeled().getText();
        assertTrue(shown.endsWith(", …") && longList.startsWith(shown.substring(0, shown.length() - 3)),
                "cut after a whole listing: " + shown);
        Label shortened = robot.lookup("#quick-filter-shortened").queryAs(Label.class);
        Text drawn = (Text) shortened.lookup(".text");
        assertEquals(shown, drawn.getText(), "drawn whole in its room");
        assertEquals("Tech", ((Text) robot.lookup("#quick-filter-watchlist").query().lookup(".text")).getText(),
                "the name keeps its room");

        robot.clickOn("#quick-filter");
        WindowFixture.waitUntil(() -> !WindowFixture.shown(robot, "#quick-filter-shortened"));
        assertEquals(longList, quickFilter(robot), "edited, the field shows its whole text");
    }

    /** QA's watchlist, and its name, which takes some 100 px of the field. */
    private static final String OIL_AND_GAS = "LUMO:US, CS:US, HG:US, SE:CN, DDP:LN, TRA:AU";

    @Test
    void inAWindow1200Or1366PxWideAWatchlistBesideItsNameShowsItsFirstWholeListingNotALetter(FxRobot robot) {
        for (double width : new double[] {1200, 1366}) {
            robot.interact(() -> {
                model().watchlists().save("Oil, Gas; Picks", OIL_AND_GAS);
                fixture.stage().setWidth(width);
                fixture.stage().setHeight(700);
                model().replaceQuickFilter(OIL_AND_GAS);
            });
            robot.push(KeyCode.CONTROL, KeyCode.T);
            WaitForAsyncUtils.waitForFxEvents();

            String shown = shownWatchlist(robot);
            assertTrue(shown.startsWith("LUMO:US, "), "at " + width + " px the field shows “" + shown + "”");
            Region quick = robot.lookup("#quick-filter").queryAs(Region.class);
            Region name = robot.lookup("#quick-filter-watchlist").queryAs(Region.class);
            assertTrue(quick.getWidth() - name.getWidth() >= 220, "at " + width + " px the name leaves the field "
                    + (quick.getWidth() - name.getWidth()) + " px of its 220");
        }
    }

    @Test
    void aWatchlistChosenFromTheMenuShowsItsStartThoughTheFieldKeepsTheFocus(FxRobot robot) {
        oilAndGasSaved(robot, 1200, 0);
        chooseOilAndGas(robot);

        TextField quick = robot.lookup("#quick-filter").queryAs(TextField.class);
        assertTrue(quick.isFocused(), "the field keeps the focus, to be edited");
        assertEquals(OIL_AND_GAS, quick.getText());
        String shown = shownWatchlist(robot);
        assertTrue(shown.startsWith("LUMO:US, "), "chosen, the field shows “" + shown + "”");

        robot.push(KeyCode.END);
        WindowFixture.waitUntil(() -> !WindowFixture.shown(robot, "#quick-filter-shortened"));
        assertEquals(OIL_AND_GAS.length(), quick.getCaretPosition(), "moved in, the field is edited as typed text");
        Text text = textOf(quick);
        Bounds clip = WindowFixture.onFx(() -> text.getParent().getClip().getBoundsInLocal());
        assertEquals(clip.getMaxX(), WindowFixture.onFx(text::getBoundsInParent).getMaxX(), 2,
                "its end in sight at the caret");
    }

    @Test
    void aClickOnACutWatchlistPutsTheCaretWhereClickedWithTheTextWhereTheCutListShowedIt(FxRobot robot) {
        oilAndGasInTheFieldAndTheKeyboardInTheTable(robot);

        assertClickOnCsLandsInIt(robot, "not focused");
    }

    @Test
    void aClickOnAWatchlistJustChosenPutsTheCaretWhereClickedNotAtItsEnd(FxRobot robot) {
        oilAndGasSaved(robot, 1366, 800);
        chooseOilAndGas(robot);

        assertClickOnCsLandsInIt(robot, "just chosen");
    }

    @Test
    void theMenusBookmarkLeavesACutWatchlistCutAsItDoesNotEditIt(FxRobot robot) {
        oilAndGasInTheFieldAndTheKeyboardInTheTable(robot);

        robot.clickOn("#quick-filter-recent");
        WindowFixture.waitUntil(() -> filterMenu().isPresent());
        robot.interact(() -> filterMenu().orElseThrow().hide());

        assertTrue(shownWatchlist(robot).startsWith("LUMO:US, CS:US, "), "the list is still shown from its start");
        assertTrue(WindowFixture.shown(robot, "#quick-filter-shortened"), "and cut after a whole listing");
    }

    /**
     * Clicks on the “CS” of QA's watchlist where the cut list shows it, and checks the caret is in it and the text
     * did not move: its start where the cut list drew it, and cut by its room's edge, which the name's tag is past.
     */
    private static void assertClickOnCsLandsInIt(FxRobot robot, String when) {
        assertTrue(shownWatchlist(robot).startsWith("LUMO:US, CS:US, "), when);
        Node shortened = robot.lookup("#quick-filter-shortened").query();
        Text drawn = WindowFixture.onFx(() -> (Text) shortened.lookup(".text"));
        Bounds cut = screenBounds(drawn);
        Text beforeS = new Text("LUMO:US, C");
        beforeS.setFont(drawn.getFont());
        robot.clickOn(new Point2D(cut.getMinX() + beforeS.getLayoutBounds().getWidth(), cut.getCenterY()));
        WaitForAsyncUtils.waitForFxEvents();

        TextField quick = robot.lookup("#quick-filter").queryAs(TextField.class);
        assertFalse(WindowFixture.shown(robot, "#quick-filter-shortened"), when + ", clicked, the text is edited");
        int inCs = OIL_AND_GAS.indexOf("CS");
        assertTrue(quick.getCaretPosition() >= inCs && quick.getCaretPosition() <= inCs + 2,
                when + ", the caret is in “CS”, not at " + quick.getCaretPosition());
        Text text = textOf(quick);
        Bounds shown = screenBounds(text);
        Bounds clip = WindowFixture.onFx(() -> text.getParent().localToScreen(text.getParent().getClip()
                .getBoundsInLocal()));
        assertEquals(cut.getMinX(), shown.getMinX(), 0.5, when + ", the text starts where the cut list did");
        assertTrue(shown.getMinX() >= clip.getMinX(), when + ", its start in sight");
        Node tag = robot.lookup("#quick-filter-watchlist").query();
        Bounds tagBounds = screenBounds(tag);
        assertTrue(clip.getMaxX() <= tagBounds.getMinX(), when + ", the text is cut before the tag: "
                + clip.getMaxX() + " past " + tagBounds.getMinX());
    }

    @Test
    void whatIsTypedRightAfterChoosingAWatchlistAddsToItsListNotInFrontOfIt(FxRobot robot) {
        oilAndGasSaved(robot, 1200, 0);
        chooseOilAndGas(robot);

        robot.write(", XOM");

        assertEquals(OIL_AND_GAS + ", XOM", robot.lookup("#quick-filter").queryAs(TextField.class).getText());
    }

    /** "Oil, Gas; Picks" saved, the window {@code width} wide and, unless 0, {@code height} high. */
    private void oilAndGasSaved(FxRobot robot, double width, double height) {
        robot.interact(() -> {
            model().watchlists().save("Oil, Gas; Picks", OIL_AND_GAS);
            fixture.stage().setWidth(width);
            if (height > 0) {
                fixture.stage().setHeight(height);
            }
        });
    }

    private void chooseOilAndGas(FxRobot robot) {
        ContextMenu menu = openFilterMenu(robot);
        choose(robot, menu, item(menu, "Oil, Gas; Picks (6 listings)"));
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** "Oil, Gas; Picks" saved and in the quick filter, shown cut in a window of 1366×800; the keyboard in the table. */
    private void oilAndGasInTheFieldAndTheKeyboardInTheTable(FxRobot robot) {
        oilAndGasSaved(robot, 1366, 800);
        robot.interact(() -> model().replaceQuickFilter(OIL_AND_GAS));
        robot.push(KeyCode.CONTROL, KeyCode.T);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /**
     * The watchlist as the quick filter shows it: cut after a whole listing, drawn whole in its room, or the field's
     * own text when that fits whole.
     */
    private static String shownWatchlist(FxRobot robot) {
        if (WindowFixture.shown(robot, "#quick-filter-shortened")) {
            Label shortened = robot.lookup("#quick-filter-shortened").queryAs(Label.class);
            String drawn = WindowFixture.onFx(() -> ((Text) shortened.lookup(".text")).getText());
            assertEquals(shortened.getText(), drawn, "the cut list is not cut again");
            return drawn;
        }
        TextField quick = robot.lookup("#quick-filter").queryAs(TextField.class);
        assertTrue(WindowFixture.onFx(() -> {
            Text text = textOf(quick);
            Bounds clip = text.getParent().getClip().getBoundsInLocal();
            return text.getBoundsInParent().getMinX() >= clip.getMinX() - 0.5
                    && text.getBoundsInParent().getMaxX() <= clip.getMaxX() + 0.5;
        }), "not cut, the text is whole");
        return quick.getText();
    }

    private static Text textOf(TextField field) {
        return WindowFixture.onFx(() -> field.lookupAll(".text").stream().filter(Text.class::isInstance)
                .map(Text.class::cast).filter(node -> field.getText().equals(node.getText())).findFirst()
                .orElseThrow());
    }

    private static Bounds screenBounds(Node node) {
        return WindowFixture.onFx(() -> node.localToScreen(node.getLayoutBounds()));
    }

    @Test
    void aQuickFilterSavedAsAWatchlistComesBackFromTheMagnifiersMenuMarkedAsTheOneInUse(FxRobot robot) {
        WindowFixture.loadRange(robot, "2024-11-04", "2024-11-08", 4);
        robot.clickOn("#quick-filter").write("ZM:US, JPM:US");
        WindowFixture.waitUntil(() -> eventsTable(robot).getItems().size() == 2);

        ContextMenu menu = openFilterMenu(robot);
        List<MenuItem> firstItems = menu.getItems().subList(0, 4);
        // The quick filter leaves two rows, but each watchlist counts the loaded events it would show itself.
        WindowFixture.waitUntil(() -> firstItems.stream().map(MenuItem::getText).toList().equals(List.of(
                "Banks (1 listing) · 1 event", "Tech (2 listings) · 2 events", "_Save as watchlist…",
                "_Manage watchlists…")));
        chooseOpeningADialog(menu, item(menu, "_Save as watchlist…"));
        WindowFixture.waitUntil(() -> robot.lookup("#watchlist-name").tryQuery().map(field -> field.isFocused())
                .orElse(false));
        robot.clickOn("#watchlist-name").write("Tech");
        String message = robot.lookup("#watchlist-name-message").queryLabeled().getText();
        assertTrue(message.startsWith("Replaces the watchlist “Tech”"), "said to replace another: " + message);
        robot.push(KeyCode.CONTROL, KeyCode.A).write("Movers");
        assertEquals("", robot.lookup("#watchlist-name-message").queryLabeled().getText());
        robot.push(KeyCode.ENTER);
        WindowFixture.waitUntil(() -> model().watchlists().named("Movers").isPresent());
        assertTrue(fixture.watchlists.get("events.watchlists").orElseThrow().contains("Movers\nZM:US, JPM:US"),
                "stored at once, not only when the window closes");

        robot.clickOn("#quick-filter").push(KeyCode.ESCAPE);
        WindowFixture.waitUntil(() -> eventsTable(robot).getItems().size() == 4);
        assertFalse(WindowFixture.shown(robot, "#quick-filter-watchlist"), "no name for a text that is no watchlist");
        assertEquals("Watchlists and recent filters", robot.lookup("#quick-filter-recent").query().getAccessibleText());
        menu = openFilterMenu(robot);
        CheckMenuItem movers = (CheckMenuItem) item(menu, "Movers (2 listings)");
        assertFalse(movers.isSelected());
        assertFalse(menu.getItems().stream().anyMatch(item -> "ZM:US, JPM:US".equals(item.getText())),
                "a recent filter that is a watchlist is listed once, as the watchlist");
        choose(robot, menu, movers);
        WindowFixture.waitUntil(() -> eventsTable(robot).getItems().size() == 2);
        assertEquals("ZM:US, JPM:US", quickFilter(robot));
        assertEquals("The watchlist “Movers”. Watchlists and recent filters",
                robot.lookup("#quick-filter-recent").query().getAccessibleText(), "the field says which watchlist");
        assertTrue(WindowFixture.shown(robot, "#quick-filter-watchlist"));
        assertEquals("Movers", robot.lookup("#quick-filter-watchlist").queryLabeled().getText(),
                "its name is in sight at the field's end, not only in a tooltip");
        menu = openFilterMenu(robot);
        assertTrue(((CheckMenuItem) item(menu, "Movers (2 listings)")).isSelected());
        robot.interact(menu::hide);
    }

    @Test
    void savingAQuickFilterAsAWatchlistLeavesOutWhatTheAddFieldRefusesAndSaysWhy(FxRobot robot) {
        // A quoted entry is one entry to the quick filter, and no listing to the Add field.
        robot.clickOn("#quick-filter").write("lumo, \"cs; t\"");
        ContextMenu menu = openFilterMenu(robot);
        chooseOpeningADialog(menu, item(menu, "_Save as watchlist…"));
        WindowFixture.waitUntil(() -> robot.lookup("#watchlist-name").tryQuery().map(Node::isFocused).orElse(false));
        assertTrue(WindowFixture.shown(robot, "#watchlist-left-out"), "what is left out is said before the save");
        String leftOut = robot.lookup("#watchlist-left-out").queryLabeled().getText();
        assertTrue(leftOut.startsWith("Left out, as the Add field would refuse it") && leftOut.contains("quote")
                && leftOut.toLowerCase(java.util.Locale.ROOT).contains("“\"cs"), leftOut);
        robot.clickOn("#watchlist-name").write("Movers").push(KeyCode.ENTER);

        WindowFixture.waitUntil(() -> model().watchlists().named("Movers").isPresent());
        String saved = model().watchlists().named("Movers").orElseThrow().filter();
        List<String> entries = WatchlistEntries.of(saved);
        assertTrue(entries.contains("LUMO"), saved);
        entries.forEach(entry -> assertEquals(Optional.empty(), TypedListing.problem(entry),
                "the watchlist keeps nothing the Add field refuses: " + saved));
        assertEquals(saved, quickFilter(robot), "the quick filter holds the watchlist as kept");
    }

    @Test
    void aQuickFilterOfNoListingSaysSoAndCannotBeSavedAsAWatchlist(FxRobot robot) {
        robot.clickOn("#quick-filter").write("foo bar");
        ContextMenu menu = openFilterMenu(robot);
        chooseOpeningADialog(menu, item(menu, "_Save as watchlist…"));
        WindowFixture.waitUntil(() -> robot.lookup("#watchlist-name").tryQuery().map(Node::isFocused).orElse(false));
        robot.clickOn("#watchlist-name").write("Nothing");
        assertTrue(robot.lookup("#watchlist-name-confirm").query().isDisabled(), "nothing to save");
        assertTrue(robot.lookup("#watchlist-left-out").queryLabeled().getText().contains("“foo bar” is not a listing"));
        robot.push(KeyCode.ESCAPE);
        WindowFixture.waitUntil(() -> robot.lookup("#watchlist-name").tryQuery().isEmpty());
        assertEquals(Optional.empty(), model().watchlists().named("Nothing"));
        assertEquals("foo bar", quickFilter(robot));
    }

    @Test
    void inTheirDialogWatchlistsAreRenamedWithF2DeletedWithDeleteAndShownWithEnter(FxRobot robot) {
        WindowFixture.loadRange(robot, "2024-11-04", "2024-11-08", 4);
        ContextMenu menu = openFilterMenu(robot);
        chooseOpeningADialog(menu, item(menu, "_Manage watchlists…"));
        WindowFixture.waitUntil(() -> robot.lookup("#watchlists-list").tryQuery().isPresent());
        assertEquals(List.of("Banks", "Tech"), listed(robot));
        // Each says how many of the loaded events it would show, as in the menu.
        WindowFixture.waitUntil(() -> robot.lookup("Banks (1 listing) · 1 event").tryQuery().isPresent()
                && robot.lookup("Tech (2 listings) · 2 events").tryQuery().isPresent());
        robot.clickOn("Banks (1 listing) · 1 event");

        robot.push(KeyCode.F2);
        WindowFixture.waitUntil(() -> robot.lookup("#watchlist-name").tryQuery().map(field -> field.isFocused())
                .orElse(false));
        robot.write("Gone").push(KeyCode.ESCAPE);
        WindowFixture.waitUntil(() -> robot.lookup("#watchlist-name").tryQuery().isEmpty());
        assertEquals(List.of("Banks", "Tech"), listed(robot), "Esc in the name field cancels the renaming");

        robot.push(KeyCode.F2);
        WindowFixture.waitUntil(() -> robot.lookup("#watchlist-name").tryQuery().isPresent());
        WindowFixture.waitUntil(() -> robot.lookup("#watchlist-name").tryQuery().map(field -> field.isFocused())
                .orElse(false));
        robot.clickOn("#watchlist-name").push(KeyCode.CONTROL, KeyCode.A).write("US banks").push(KeyCode.ENTER);
        WindowFixture.waitUntil(() -> listed(robot).equals(List.of("Tech", "US banks")));
        WindowFixture.waitUntil(() -> robot.lookup("US banks (1 listing) · 1 event").tryQuery().isPresent());

        robot.push(KeyCode.HOME).push(KeyCode.DELETE);
        confirmDeletion(robot);
        WindowFixture.waitUntil(() -> listed(robot).equals(List.of("US banks")));
        assertEquals("Deleted “Tech”: its filter stays among the recent filters, to be saved again.",
                robot.lookup("#watchlists-status").queryLabeled().getText());
        assertEquals(List.of("MSFT:US, AAPL:US"), model().recentQueries().entries(),
                "the deleted watchlist stays among the recent filters");

        robot.push(KeyCode.ENTER);
        WindowFixture.waitUntil(() -> robot.lookup("#watchlists-list").tryQuery().isEmpty());
        WindowFixture.waitUntil(() -> eventsTable(robot).getItems().size() == 1);
        assertEquals("JPM:US", quickFilter(robot));
        assertEquals("US banks\nJPM:US", fixture.watchlists.get("events.watchlists").orElseThrow());

        menu = openFilterMenu(robot);
        chooseOpeningADialog(menu, item(menu, "_Manage watchlists…"));
        WindowFixture.waitUntil(() -> robot.lookup("#watchlists-list").tryQuery().map(list -> list.isFocused())
                .orElse(false));
        robot.push(KeyCode.ESCAPE);
        WindowFixture.waitUntil(() -> robot.lookup("#watchlists-list").tryQuery().isEmpty());
    }

    @Test
    void manageWatchlistsOpensOnTheOneInUseAndARenamingThatReplacesAnotherKeepsItAmongTheRecentFilters(
            FxRobot robot) {
        WindowFixture.loadRange(robot, "2024-11-04", "2024-11-08", 4);
        robot.interact(() -> model().replaceQuickFilter("msft:us, aapl:us"));
        openManageWatchlists(robot);
        @SuppressWarnings("unchecked")
        ListView<Watchlist> list = robot.lookup("#watchlists-list").queryAs(ListView.class);
        assertEquals("Tech", list.getSelectionModel().getSelectedItem().name(), "the one in use, not the first");

        WindowFixture.waitUntil(() -> robot.lookup("Banks (1 listing) · 1 event").tryQuery().isPresent());
        robot.clickOn("Banks (1 listing) · 1 event").push(KeyCode.F2);
        WindowFixture.waitUntil(() -> robot.lookup("#watchlist-name").tryQuery().map(field -> field.isFocused())
                .orElse(false));
        robot.clickOn("#watchlist-name").push(KeyCode.CONTROL, KeyCode.A).write("tech");
        assertEquals("Replaces the watchlist “Tech” (MSFT:US, AAPL:US); its listings stay among the recent filters.",
                robot.lookup("#watchlist-name-message").queryLabeled().getText());
        robot.push(KeyCode.ENTER);
        WindowFixture.waitUntil(() -> listed(robot).equals(List.of("tech")));
        assertEquals("JPM:US", model().watchlists().named("tech").orElseThrow().filter());
        assertTrue(model().recentQueries().entries().contains("MSFT:US, AAPL:US"),
                "the replaced watchlist can be had back: " + model().recentQueries().entries());
        robot.push(KeyCode.ESCAPE);
        WindowFixture.waitUntil(() -> robot.lookup("#watchlists-list").tryQuery().isEmpty());
    }

    /** Opens Manage watchlists from the quick filter's menu and returns its dialog pane once it has the focus. */
    private static DialogPane openManageWatchlists(FxRobot robot) {
        ContextMenu menu = openFilterMenu(robot);
        chooseOpeningADialog(menu, item(menu, "_Manage watchlists…"));
        WindowFixture.waitUntil(() -> robot.lookup("#watchlists-list").tryQuery().map(list -> list.isFocused())
                .orElse(false));
        return robot.lookup("#watchlists-dialog").queryAs(DialogPane.class);
    }

    /** Waits for the prompt a deletion asks and chooses Delete in it. */
    private static void confirmDeletion(FxRobot robot) {
        WindowFixture.waitUntil(() -> robot.lookup("#watchlist-delete-prompt").tryQuery().isPresent());
        DialogPane prompt = robot.lookup("#watchlist-delete-prompt").queryAs(DialogPane.class);
        robot.clickOn(robot.from(prompt).lookup("Delete").queryButton());
        WindowFixture.waitUntil(() -> robot.lookup("#watchlist-delete-prompt").tryQuery().isEmpty());
    }

    @Test
    void deletingAWatchlistAsksFirstNamingItAndItsListingsAndEnterKeepsIt(FxRobot robot) {
        DialogPane dialog = openManageWatchlists(robot);
        robot.push(KeyCode.END).push(KeyCode.DELETE);
        WindowFixture.waitUntil(() -> robot.lookup("#watchlist-delete-prompt").tryQuery().isPresent());
        DialogPane prompt = robot.lookup("#watchlist-delete-prompt").queryAs(DialogPane.class);
        assertEquals("Delete the watchlist “Tech”?",
                robot.from(prompt).lookup(".dialog-heading").queryAs(Label.class).getText());
        assertEquals("It holds 2 listings. Its filter stays among the recent filters, to be saved again.",
                prompt.getContentText());
        assertSame(dialog.getScene().getWindow(), ((Stage) prompt.getScene().getWindow()).getOwner(),
                "it is placed on the dialog it was asked from");
        Button delete = robot.from(prompt).lookup("Delete").queryButton();
        assertEquals(robot.from(dialog).lookup("#watchlists-delete").queryButton().getStyleClass(),
                delete.getStyleClass(), "outlined in red, as the dialog's Delete");
        assertFalse(delete.isDefaultButton());

        robot.push(KeyCode.ENTER);
        WindowFixture.waitUntil(() -> robot.lookup("#watchlist-delete-prompt").tryQuery().isEmpty());
        assertEquals(List.of("Banks", "Tech"), listed(robot), "Enter keeps the watchlist");

        robot.push(KeyCode.DELETE);
        confirmDeletion(robot);
        WindowFixture.waitUntil(() -> listed(robot).equals(List.of("Banks")));
        robot.push(KeyCode.ESCAPE);
    }

    @Test
    void withEveryWatchlistDeletedTheListSaysWholeHowToMakeOne(FxRobot robot) {
        openManageWatchlists(robot);
        robot.push(KeyCode.HOME).push(KeyCode.DELETE);
        confirmDeletion(robot);
        WindowFixture.waitUntil(() -> listed(robot).size() == 1);
        robot.push(KeyCode.DELETE);
        confirmDeletion(robot);
        WindowFixture.waitUntil(() -> listed(robot).isEmpty() && WindowFixture.shown(robot, "#watchlists-none"));
        WaitForAsyncUtils.waitForFxEvents();

        Label none = robot.lookup("#watchlists-none").queryAs(Label.class);
        assertEquals(none.getText(), ((Text) none.lookup(".text")).getText(), "the sentence is not cut short");
        robot.push(KeyCode.ESCAPE);
    }

    @Test
    void withNoWatchlistsBothListsSayTheyAreEmptyInOneGreyCentredWrappedStyle(FxRobot robot) {
        openManageWatchlists(robot);
        robot.push(KeyCode.HOME).push(KeyCode.DELETE);
        confirmDeletion(robot);
        WindowFixture.waitUntil(() -> listed(robot).size() == 1);
        robot.push(KeyCode.DELETE);
        confirmDeletion(robot);
        WindowFixture.waitUntil(() -> listed(robot).isEmpty() && WindowFixture.shown(robot, "#watchlists-none"));
        WaitForAsyncUtils.waitForFxEvents();

        Label none = robot.lookup("#watchlists-none").queryAs(Label.class);
        Label noneSelected = robot.lookup("#watchlist-listings-none").queryAs(Label.class);
        for (Label empty : new Label[] {none, noneSelected}) {
            assertTrue(empty.getStyleClass().contains("table-placeholder"), empty.getText());
            assertEquals(TextAlignment.CENTER, empty.getTextAlignment(), empty.getText());
            assertTrue(empty.isWrapText(), empty.getText());
        }
        assertEquals(none.getTextFill(), noneSelected.getTextFill());
        assertEquals(none.getFont(), noneSelected.getFont());
        robot.push(KeyCode.ESCAPE);
    }

    @Test
    void withNoWatchlistSelectedTheListingsSayItAsLegiblyAsTheWatchlistsSayTheyAreNoneInEitherTheme(
            FxRobot robot) {
        openManageWatchlists(robot);
        robot.push(KeyCode.HOME).push(KeyCode.DELETE);
        confirmDeletion(robot);
        WindowFixture.waitUntil(() -> listed(robot).size() == 1);
        robot.push(KeyCode.DELETE);
        confirmDeletion(robot);
        WindowFixture.waitUntil(() -> listed(robot).isEmpty() && WindowFixture.shown(robot, "#watchlists-none")
                && WindowFixture.shown(robot, "#watchlist-listings-none"));

        for (Theme theme : List.of(Theme.LIGHT, Theme.DARK)) {
            robot.interact(() -> fixture.window.model().themeProperty().set(theme));
            WaitForAsyncUtils.waitForFxEvents();
            Label none = robot.lookup("#watchlists-none").queryAs(Label.class);
            Label noneSelected = robot.lookup("#watchlist-listings-none").queryAs(Label.class);
            assertEquals(none.getTextFill(), noneSelected.getTextFill(), theme + ": the colour");
            assertEquals(none.getFont(), noneSelected.getFont(), theme + ": the font");
            assertEquals(seenOpacity(none), seenOpacity(noneSelected), 0.001,
                    theme + ": not faded as a disabled control is");
        }
        robot.push(KeyCode.ESCAPE);
    }

    /** The opacity a node is drawn with: its own times that of every node around it. */
    private static double seenOpacity(javafx.scene.Node node) {
        double opacity = 1;
        for (javafx.scene.Node at = node; at != null; at = at.getParent()) {
            opacity *= at.getOpacity();
        }
        return opacity;
    }

    @Test
    void theWatchlistsListShowsWhenItHasTheFocusAsTheTableDoes(FxRobot robot) {
        openManageWatchlists(robot);
        ListView<?> list = robot.lookup("#watchlists-list").queryAs(ListView.class);
        Paint focused = edge(list);
        robot.push(KeyCode.TAB);
        WindowFixture.waitUntil(() -> !list.isFocused());
        Paint unfocused = edge(list);
        assertNotEquals(unfocused, focused, "the list's edge in the accent while it has the focus");

        robot.press(KeyCode.SHIFT).push(KeyCode.TAB).release(KeyCode.SHIFT);
        WindowFixture.waitUntil(list::isFocused);
        assertEquals(focused, edge(list), "and again when Shift+Tab comes back to it");
        robot.push(KeyCode.ESCAPE);
    }

    private static Paint edge(Region region) {
        return region.getBorder() == null || region.getBorder().getStrokes().isEmpty() ? null
                : region.getBorder().getStrokes().get(0).getTopStroke();
    }

    @Test
    void deleteIsNotFilledRedUntilThePointerIsOverIt(FxRobot robot) {
        openManageWatchlists(robot);
        Button delete = robot.lookup("#watchlists-delete").queryButton();
        List<BackgroundFill> fills = delete.getBackground().getFills();
        Color face = (Color) fills.get(fills.size() - 1).getFill();
        assertTrue(face.getRed() - Math.min(face.getGreen(), face.getBlue()) < 0.2,
                "Delete's face is " + face + ", a red as loud as a warning");
        robot.push(KeyCode.ESCAPE);
    }

    @Test
    void aDisabledDeleteLooksLikeTheOtherDisabledButtonsInEitherTheme(FxRobot robot) {
        for (Theme theme : List.of(Theme.LIGHT, Theme.DARK)) {
            robot.interact(() -> fixture.window.model().themeProperty().set(theme));
            openManageWatchlists(robot);
            robot.interact(() -> robot.lookup("#watchlists-list").queryAs(ListView.class).getSelectionModel()
                    .clearSelection());
            WaitForAsyncUtils.waitForFxEvents();
            Button delete = robot.lookup("#watchlists-delete").queryButton();
            Button rename = robot.lookup("#watchlists-rename").queryButton();

            assertTrue(delete.isDisabled() && rename.isDisabled(), "no watchlist selected");
            assertEquals(rename.getTextFill(), delete.getTextFill(), theme + ": the text's colour");
            assertEquals(rename.getBackground().getFills().get(0).getFill(),
                    delete.getBackground().getFills().get(0).getFill(), theme + ": the edge's colour");
            robot.push(KeyCode.ESCAPE);
            WindowFixture.waitUntil(() -> robot.lookup("#watchlists-list").tryQuery().isEmpty());
        }
    }

    @Test
    void atTheSmallestWindowSizeTheDialogFitsOverTheWindow(FxRobot robot) {
        robot.interact(() -> {
            stage.setWidth(stage.getMinWidth());
            stage.setHeight(stage.getMinHeight());
            stage.setY(0);
        });
        WaitForAsyncUtils.waitForFxEvents();
        Window dialog = openManageWatchlists(robot).getScene().getWindow();
        assertTrue(dialog.getHeight() <= stage.getHeight() && dialog.getY() >= stage.getY(),
                "a dialog " + dialog.getHeight() + " tall at y = " + dialog.getY() + " over a window "
                        + stage.getHeight() + " tall at y = " + stage.getY());
        robot.push(KeyCode.ESCAPE);
    }

    private static MenuItem tableMenuItem(FxRobot robot, String id) {
        return eventsTable(robot).getContextMenu().getItems().stream().filter(item -> id.equals(item.getId()))
                .findFirst().orElseThrow();
    }

    /** Selects the last row (ZM:US) and opens the table's menu from the keyboard. */
    private static void openTableMenuOnTheLastRow(FxRobot robot) {
        robot.clickOn("#events-table").push(KeyCode.END);
        robot.push(KeyCode.SHIFT, KeyCode.F10);
        WindowFixture.waitUntil(() -> eventsTable(robot).getContextMenu().isShowing());
    }

    @Test
    void fromTheTablesMenuAListingIsAddedToAWatchlistAndTakenOutOfTheOneInUse(FxRobot robot) {
        WindowFixture.loadRange(robot, "2024-11-04", "2024-11-08", 4);
        openTableMenuOnTheLastRow(robot);
        Menu add = (Menu) tableMenuItem(robot, "table-menu-add-to-watchlist");
        assertEquals("Add ZM:US to a _watchlist", add.getText());
        assertEquals(List.of("Banks (1 listing)", "Tech (2 listings)", "---", "_New watchlist…"), add.getItems()
                .stream().map(item -> item instanceof SeparatorMenuItem ? "---" : item.getText()).toList());
        assertFalse(tableMenuItem(robot, "table-menu-remove-from-watchlist").isVisible(), "no watchlist in use");
        ContextMenu tableMenu = eventsTable(robot).getContextMenu();
        choose(robot, tableMenu, add.getItems().get(1));
        WindowFixture.waitUntil(() -> model().watchlists().named("Tech").orElseThrow().filter()
                .equals("MSFT:US, AAPL:US, ZM:US"));
        assertEquals("", quickFilter(robot), "a watchlist not in use leaves the table as it is");
        assertEquals("Added ZM:US to “Tech”", robot.lookup("#status-flash").queryLabeled().getText(),
                "the status bar says what was done");

        ContextMenu menu = openFilterMenu(robot);
        choose(robot, menu, item(menu, "Tech (3 listings)"));
        WindowFixture.waitUntil(() -> eventsTable(robot).getItems().size() == 3);
        openTableMenuOnTheLastRow(robot);
        MenuItem remove = tableMenuItem(robot, "table-menu-remove-from-watchlist");
        assertTrue(remove.isVisible());
        assertEquals("Remove ZM:US from “Tech”", remove.getText());
        choose(robot, tableMenu, remove);
        WindowFixture.waitUntil(() -> eventsTable(robot).getItems().size() == 2);
        assertEquals("MSFT:US, AAPL:US", quickFilter(robot));
        assertEquals("MSFT:US, AAPL:US", model().watchlists().named("Tech").orElseThrow().filter());
        assertEquals("Removed ZM:US from “Tech”", robot.lookup("#status-flash").queryLabeled().getText());
    }

    @Test
    void withNoWatchlistYetManageWatchlistsStillOpensToImportTheFirst(FxRobot robot) {
        robot.interact(() -> List.copyOf(model().watchlists().entries()).forEach(model().watchlists()::delete));
        ContextMenu menu = openFilterMenu(robot);
        assertFalse(item(menu, "_Manage watchlists…").isDisable(), "its Import… is the way to a first watchlist");
    }

    @Test
    void anImportedWatchlistIsNamedAfterItsFileWithoutTheExtension() {
        assertEquals("US banks", WatchlistNameDialog.nameOf(Path.of("/tmp/US banks.csv")));
        assertEquals("tickers.v2", WatchlistNameDialog.nameOf(Path.of("tickers.v2.txt")));
        assertEquals("x".repeat(40), WatchlistNameDialog.nameOf(Path.of("x".repeat(50) + ".txt")));
    }

    @SuppressWarnings("unchecked")
    private static ListView<String> listings(FxRobot robot) {
        return robot.lookup("#watchlist-listings").queryAs(ListView.class);
    }

    private static String listingProblem(FxRobot robot) {
        Label status = robot.lookup("#watchlists-status").queryAs(Label.class);
        assertTrue(status.getStyleClass().contains(Styles.DANGER), "said as a problem: " + status.getText());
        return status.getText();
    }

    @Test
    void inManageWatchlistsTheSelectedWatchlistsListingsAreAddedByTickerAndRemovedWithDelete(FxRobot robot) {
        openManageWatchlists(robot);
        robot.push(KeyCode.DOWN);
        WindowFixture.waitUntil(() -> listings(robot).getItems().equals(List.of("MSFT:US", "AAPL:US")));
        assertEquals("Listings of “Tech”", robot.lookup("#watchlist-listings-title").queryLabeled().getText());

        robot.clickOn("#watchlist-listing-field").push(KeyCode.ENTER);
        assertEquals("Type a listing to add, e.g. AAPL:US.", listingProblem(robot));
        robot.write("aapl:us").push(KeyCode.ENTER);
        assertEquals("“AAPL:US” is in “Tech” already.", listingProblem(robot));
        robot.push(KeyCode.CONTROL, KeyCode.A).write("ZM:USA").push(KeyCode.ENTER);
        assertEquals("“ZM:USA” is not a ticker with its two-letter market code, e.g. AAPL:US, nor a market, e.g. :HK.",
                listingProblem(robot));
        robot.push(KeyCode.CONTROL, KeyCode.A).write("ZM:US, NFLX:US").push(KeyCode.ENTER);
        assertTrue(listingProblem(robot).startsWith("One listing at a time"), listingProblem(robot));
        assertEquals("ZM:US, NFLX:US", robot.lookup("#watchlist-listing-field").queryAs(TextField.class).getText(),
                "text that is no listing stays in the field, to be corrected");
        assertEquals("MSFT:US, AAPL:US", model().watchlists().named("Tech").orElseThrow().filter());

        robot.push(KeyCode.CONTROL, KeyCode.A).write("zm:us").push(KeyCode.ENTER);
        WindowFixture.waitUntil(() -> listings(robot).getItems().equals(List.of("MSFT:US", "AAPL:US", "ZM:US")));
        assertEquals("", robot.lookup("#watchlist-listing-field").queryAs(TextField.class).getText());
        assertEquals("Added ZM:US to “Tech”.", robot.lookup("#watchlists-status").queryLabeled().getText());
        assertEquals("Banks\nJPM:US\nTech\nMSFT:US, AAPL:US, ZM:US",
                fixture.watchlists.get("events.watchlists").orElseThrow(), "stored at once");
        assertEquals(List.of("Banks", "Tech"), listed(robot));
        assertEquals("Tech", robot.lookup("#watchlists-list").queryListView().getSelectionModel().getSelectedItem()
                instanceof Watchlist watchlist ? watchlist.name() : null, "still the one selected");

        robot.clickOn("#watchlist-listings").push(KeyCode.HOME).push(KeyCode.DELETE);
        WindowFixture.waitUntil(() -> listings(robot).getItems().equals(List.of("AAPL:US", "ZM:US")));
        assertEquals("Removed MSFT:US from “Tech”.", robot.lookup("#watchlists-status").queryLabeled().getText());
        assertEquals("AAPL:US, ZM:US", model().watchlists().named("Tech").orElseThrow().filter());

        robot.clickOn("#watchlists-list").push(KeyCode.HOME);
        WindowFixture.waitUntil(() -> listings(robot).getItems().equals(List.of("JPM:US")));
        robot.clickOn("#watchlist-listings").push(KeyCode.HOME).push(KeyCode.DELETE);
        assertEquals("“Banks” keeps at least one listing: delete the watchlist instead.", listingProblem(robot));
        assertEquals("JPM:US", model().watchlists().named("Banks").orElseThrow().filter());
        robot.push(KeyCode.ESCAPE);
    }

    @Test
    void theListingSelectedAfterADeleteAndTheOneJustAddedAreInSight(FxRobot robot) {
        String many = String.join(", ", java.util.stream.IntStream.rangeClosed(1, 14)
                .mapToObj(n -> "T" + n + ":US").toList());
        robot.interact(() -> model().watchlists().save("Tech", many));
        openManageWatchlists(robot);
        robot.interact(() -> robot.lookup("#watchlists-list").queryListView().getSelectionModel().selectLast());
        WindowFixture.waitUntil(() -> listings(robot).getItems().size() == 14);

        robot.clickOn("#watchlist-listings").push(KeyCode.END).push(KeyCode.DELETE);
        WindowFixture.waitUntil(() -> listings(robot).getItems().size() == 13);
        WaitForAsyncUtils.waitForFxEvents();

        ListView<?> list = listings(robot);
        javafx.scene.control.ListCell<?> selected = robot.lookup(".list-cell").queryAllAs(
                javafx.scene.control.ListCell.class).stream().filter(cell -> cell.getListView() == list
                && cell.isSelected() && cell.isVisible()).findFirst().orElseThrow();
        assertEquals("T13:US", selected.getItem());
        assertWholeInSight(selected, list, "a second Delete would take it out unseen");

        robot.clickOn("#watchlist-listing-field").write("ZM:US").push(KeyCode.ENTER);
        WindowFixture.waitUntil(() -> listings(robot).getItems().size() == 14);
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.control.ListCell<?> added = robot.lookup(".list-cell").queryAllAs(
                javafx.scene.control.ListCell.class).stream().filter(cell -> cell.getListView() == list
                && "ZM:US".equals(cell.getItem()) && cell.isVisible()).findFirst().orElseThrow();
        assertWholeInSight(added, list, "the listing just added is seen whole");
        robot.push(KeyCode.ESCAPE);
    }

    private static void assertWholeInSight(javafx.scene.Node cell, javafx.scene.Node list, String why) {
        Bounds shown = WindowFixture.sceneBounds(cell);
        Bounds view = WindowFixture.sceneBounds(list);
        assertTrue(shown.getMaxY() <= view.getMaxY() + 0.5 && shown.getMinY() >= view.getMinY() - 0.5,
                cell + " at " + shown + " in a list at " + view + ": " + why);
    }

    @Test
    void theNewAndRenameDialogsAreHeadedInBoldAsTheExportDialogIsNotInAGreyBand(FxRobot robot) {
        WindowFixture.loadRange(robot, "2024-11-04", "2024-11-08", 4);
        openTableMenuOnTheLastRow(robot);
        Menu add = (Menu) tableMenuItem(robot, "table-menu-add-to-watchlist");
        chooseOpeningADialog(eventsTable(robot).getContextMenu(), add.getItems().get(add.getItems().size() - 1));
        WindowFixture.waitUntil(() -> robot.lookup("#watchlist-name-dialog").tryQuery().isPresent());
        HeadedDialog.assertHeaded(robot.lookup("#watchlist-name-dialog").queryAs(DialogPane.class), "New watchlist",
                "A new watchlist of ZM:US.");
        robot.push(KeyCode.ESCAPE);
        WindowFixture.waitUntil(() -> robot.lookup("#watchlist-name-dialog").tryQuery().isEmpty());

        openManageWatchlists(robot);
        robot.push(KeyCode.F2);
        WindowFixture.waitUntil(() -> robot.lookup("#watchlist-name-dialog").tryQuery().isPresent());
        HeadedDialog.assertHeaded(robot.lookup("#watchlist-name-dialog").queryAs(DialogPane.class),
                "Rename watchlist", "A new name for the watchlist “Banks”.");
        robot.push(KeyCode.ESCAPE);
        WindowFixture.waitUntil(() -> robot.lookup("#watchlist-name-dialog").tryQuery().isEmpty());
        robot.push(KeyCode.ESCAPE);
    }

    @Test
    void theEventsMenuOpensManageWatchlistsToo(FxRobot robot) {
        MenuBar bar = robot.lookup("#menu-bar").queryAs(MenuBar.class);
        MenuItem manage = bar.getMenus().stream().filter(menu -> menu.getText().equals("Eve_nts"))
                .flatMap(menu -> menu.getItems().stream()).filter(item -> "menu-watchlists".equals(item.getId()))
                .findFirst().orElseThrow(() -> new AssertionError("no Manage watchlists… in the Events menu"));
        assertEquals("Manage _watchlists…", manage.getText());

        Platform.runLater(manage::fire);
        WindowFixture.waitUntil(() -> robot.lookup("#watchlists-list").tryQuery().isPresent());
        assertEquals(List.of("Banks", "Tech"), listed(robot));
        robot.push(KeyCode.ESCAPE);
    }

    @Test
    void manageWatchlistsIsHeadedInBoldAsTheOtherDialogsAre(FxRobot robot) {
        DialogPane pane = openManageWatchlists(robot);

        Label note = robot.from(pane).lookup(".label").queryAllAs(Label.class).stream()
                .filter(label -> label.getText() != null && label.getText().startsWith("Enter shows")).findFirst()
                .orElseThrow();
        HeadedDialog.assertHeaded(pane, "Watchlists", note.getText());
        robot.push(KeyCode.ESCAPE);
    }

    @Test
    void aWatchlistMadeFromTheTablesMenuIsSaidInTheStatusBar(FxRobot robot) {
        WindowFixture.loadRange(robot, "2024-11-04", "2024-11-08", 4);
        openTableMenuOnTheLastRow(robot);
        Menu add = (Menu) tableMenuItem(robot, "table-menu-add-to-watchlist");
        chooseOpeningADialog(eventsTable(robot).getContextMenu(), add.getItems().get(add.getItems().size() - 1));
        WindowFixture.waitUntil(() -> robot.lookup("#watchlist-name").tryQuery().isPresent());
        robot.clickOn("#watchlist-name").write("Video").push(KeyCode.ENTER);
        WindowFixture.waitUntil(() -> model().watchlists().named("Video").isPresent());
        assertEquals("ZM:US", model().watchlists().named("Video").orElseThrow().filter());
        assertEquals("Created “Video” with ZM:US", robot.lookup("#status-flash").queryLabeled().getText());
    }

    /**
     * Opens Manage watchlists, whose file chooser answers {@code chosen}'s file, presses Import and takes the name
     * offered (the file's) with Enter.
     */
    private void importWithItsOwnName(FxRobot robot, Supplier<Path> chosen) {
        Platform.runLater(() -> WatchlistsDialog.show(stage, model(), (owner, last) -> Optional.of(chosen.get())));
        WindowFixture.waitUntil(() -> robot.lookup("#watchlists-list").tryQuery().map(list -> list.isFocused())
                .orElse(false));
        robot.clickOn("#watchlists-import");
        WindowFixture.waitUntil(() -> robot.lookup("#watchlist-name").tryQuery().map(field -> field.isFocused())
                .orElse(false));
        robot.push(KeyCode.ENTER);
    }

    @Test
    void anImportSaysHowManyOfItsListingsTheLoadedEventsLackAndKeepsThem(FxRobot robot) throws Exception {
        WindowFixture.loadRange(robot, "2024-11-04", "2024-11-08", 4);
        Path file = Files.writeString(folder.resolve("Movers.txt"), "aapl:us\nZM:US\nNFLX:US\ntsla:us\n");
        importWithItsOwnName(robot, () -> file);
        WindowFixture.waitUntil(() -> robot.lookup("#watchlists-status").queryLabeled().getText().equals("Imported"
                + " “Movers” from Movers.txt: 4 listings, 2 not in the events loaded (2024-11-04 to 2024-11-08)."));
        assertEquals("AAPL:US, ZM:US, NFLX:US, TSLA:US", model().watchlists().named("Movers").orElseThrow().filter(),
                "those not loaded are kept: another range may hold them; all spelled as the table spells them");
        robot.push(KeyCode.ESCAPE);
    }

    @Test
    void anImportLeavesOutWhatTheAddFieldRefusesAndSaysSoAndAFileOfNoListingMakesNoWatchlist(FxRobot robot)
            throws Exception {
        WindowFixture.loadRange(robot, "2024-11-04", "2024-11-08", 4);
        Path file = Files.writeString(folder.resolve("Asia.txt"), "8616:hk\n2132.HK\nTRA:AU\nZZZZ:US\nfoo bar\n");
        Path[] chosen = {file};
        importWithItsOwnName(robot, () -> chosen[0]);
        WindowFixture.waitUntil(() -> robot.lookup("#watchlists-status").queryLabeled().getText().contains("loaded"));
        assertEquals("8616:HK, 2132.HK, TRA:AU, ZZZZ:US", model().watchlists().named("Asia").orElseThrow().filter());
        assertEquals("Imported “Asia” from Asia.txt: 4 listings, none in the events loaded (2024-11-04 to"
                + " 2024-11-08); 1 line left out (not a listing: “foo bar”).",
                robot.lookup("#watchlists-status").queryLabeled().getText());

        chosen[0] = Files.writeString(folder.resolve("Words.txt"), "foo bar\nbaz qux\n");
        robot.clickOn("#watchlists-import");
        WindowFixture.waitUntil(() -> robot.lookup("#watchlists-status").queryLabeled().getText().startsWith(
                "Words.txt holds no listing"));
        assertEquals("Words.txt holds no listing (not listings: “foo bar” and “baz qux”). Give a list of tickers,"
                + " one a line, such as AAPL:US.", robot.lookup("#watchlists-status").queryLabeled().getText());
        assertTrue(robot.lookup("#watchlist-name").tryQuery().isEmpty(), "no name asked for");
        assertEquals(List.of("Asia", "Banks", "Tech"), listed(robot));
        robot.push(KeyCode.ESCAPE);
    }

    @Test
    void tabFromExportOntoTheListingsShowsTheRingAndAFocusedListing(FxRobot robot) {
        openManageWatchlists(robot);
        ListView<?> listings = listings(robot);
        Paint unfocused = edge(listings);
        robot.interact(() -> robot.lookup("#watchlists-export").queryButton().requestFocus());
        robot.push(KeyCode.TAB);
        WindowFixture.waitUntil(listings::isFocused);
        WaitForAsyncUtils.waitForFxEvents();
        assertNotEquals(unfocused, edge(listings), "the edge in the accent");
        assertEquals(2.0, listings.getBorder().getStrokes().get(0).getWidths().getTop(), "a 2 px ring");
        assertEquals(0, listings.getSelectionModel().getSelectedIndex(), "the first listing, where the keys act");
        robot.push(KeyCode.ESCAPE);
    }

    @Test
    void nothingInTheDialogMovesWhenANameGrowsOrARedSentenceTakesTwoLines(FxRobot robot) {
        openManageWatchlists(robot);
        ListView<?> names = robot.lookup("#watchlists-list").queryAs(ListView.class);
        TextField field = robot.lookup("#watchlist-listing-field").queryAs(TextField.class);
        Bounds namesAt = WindowFixture.onFx(() -> names.localToScene(names.getLayoutBounds()));
        Bounds fieldAt = WindowFixture.onFx(() -> field.localToScene(field.getLayoutBounds()));

        robot.interact(() -> {
            model().watchlists().rename(model().watchlists().named("Tech").orElseThrow(),
                    "Technology leaders of both coasts, W-Z");
            model().watchlists().named("Technology leaders of both coasts, W-Z")
                    .ifPresent(renamed -> robot.lookup("#watchlists-list").queryListView().getSelectionModel()
                            .select(renamed));
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(namesAt, WindowFixture.onFx(() -> names.localToScene(names.getLayoutBounds())),
                "the names list after a long name");
        assertEquals(fieldAt, WindowFixture.onFx(() -> field.localToScene(field.getLayoutBounds())),
                "the field after a long name");

        robot.clickOn(field).write("Bank of Nowhere Holdings and Trust Company of the Far North").push(KeyCode.ENTER);
        Label status = robot.lookup("#watchlists-status").queryAs(Label.class);
        WindowFixture.waitUntil(() -> status.getStyleClass().contains(Styles.DANGER));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(WindowFixture.onFx(() -> status.lookup(".text").getBoundsInLocal().getHeight())
                > 1.5 * status.getFont().getSize() * 1.2,
                "the sentence takes two lines");
        assertEquals(fieldAt, WindowFixture.onFx(() -> field.localToScene(field.getLayoutBounds())),
                "the field after two red lines");
        assertEquals(namesAt, WindowFixture.onFx(() -> names.localToScene(names.getLayoutBounds())),
                "the names list after two red lines");
        robot.push(KeyCode.ESCAPE);
    }
}
