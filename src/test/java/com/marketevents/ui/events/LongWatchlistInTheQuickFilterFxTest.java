package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.ui.WindowFixture;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A watchlist of 34 listings under a long name in the quick filter, in windows 1280 and 1024 px wide: focused, the
 * field shows its text (not the cut list) filling the room beside the tag, the caret in sight.
 */
@ExtendWith(ApplicationExtension.class)
class LongWatchlistInTheQuickFilterFxTest {
    private static final String NAME = "European banks and insurers under review";
    private static final String BANKS = "HSBA:LN, BARC:LN, LLOY:LN, NWG:LN, STAN:LN, BNP:FP, GLE:FP, ACA:FP, DBK:GR,"
            + " CBK:GR, SAN:SM, BBVA:SM, CABK:SM, SAB:SM, ISP:IM, UCG:IM, BAMI:IM, INGA:NA, ABN:NA, KBC:BB, NDA:FH,"
            + " DANSKE:DC, SEBA:SS, SHBA:SS, SWEDA:SS, UBSG:SW, ALV:GR, MUV2:GR, CS:FP, ZURN:SW, G:IM, AV:LN,"
            + " LGEN:LN, AGS:BB";
    private static final double[] WIDTHS = {1280, 1024};

    @RegisterExtension
    final WindowFixture fixture = new WindowFixture();

    @Start
    void start(Stage stage) {
        fixture.watchlists.put("events.watchlists", NAME + "\n" + BANKS);
        fixture.windowState.put("window.placement", "0,0,1280,800,false");
        fixture.show(stage);
    }

    @Test
    void ctrlFOnALongWatchlistShowsItsTextSelectedWithItsEndAtTheCaretNotAnEmptyField(FxRobot robot) {
        robot.interact(() -> fixture.window.model().events().replaceQuickFilter(BANKS));
        for (double width : WIDTHS) {
            robot.interact(() -> fixture.stage().setWidth(width));
            robot.push(KeyCode.CONTROL, KeyCode.T);
            WaitForAsyncUtils.waitForFxEvents();
            assertTrue(WindowFixture.shown(robot, "#quick-filter-shortened"), "at " + width + " px, shown cut first");

            robot.push(KeyCode.CONTROL, KeyCode.F);
            WaitForAsyncUtils.waitForFxEvents();

            String when = "at " + width + " px after Ctrl+F";
            TextField quick = quickFilter(robot);
            assertEquals(BANKS, quick.getSelectedText(), when + ", the whole text is selected, to type over");
            assertTextFillsItsRoomToTheCaretAtItsEnd(robot, when);
            assertTagAndFieldInPlace(robot, when);
        }
    }

    @Test
    void aLongWatchlistJustChosenShowsItsTextToTheCaretOnceTheSidePanelShortcutEndsTheJustChosenState(
            FxRobot robot) {
        for (double width : WIDTHS) {
            robot.interact(() -> {
                fixture.stage().setWidth(width);
                fixture.window.model().events().replaceQuickFilter("");
            });
            chooseTheWatchlistWithTheKeyboard(robot);
            assertTrue(WindowFixture.shown(robot, "#quick-filter-shortened"), "at " + width + " px, chosen, cut");

            for (String sidePanel : new String[] {"hidden", "shown"}) {
                robot.push(KeyCode.CONTROL, KeyCode.DIGIT0);
                WaitForAsyncUtils.waitForFxEvents();
                String when = "at " + width + " px with the side panel " + sidePanel;
                assertTrue(quickFilter(robot).isFocused(), when + ", the field keeps the focus");
                assertEquals(BANKS.length(), quickFilter(robot).getCaretPosition(), when + ", the caret at the end");
                assertTextFillsItsRoomToTheCaretAtItsEnd(robot, when);
                assertTagAndFieldInPlace(robot, when);
            }
        }
    }

    @Test
    void chosenWithEnterWhileTheSidePanelIsHiddenALongWatchlistShowsItsWholeTagAndItsCutListInsideTheField(
            FxRobot robot) {
        robot.push(KeyCode.CONTROL, KeyCode.DIGIT0);
        for (double width : WIDTHS) {
            robot.interact(() -> {
                fixture.stage().setWidth(width);
                fixture.window.model().events().replaceQuickFilter("");
            });
            chooseTheWatchlistWithTheKeyboard(robot);

            String when = "at " + width + " px";
            assertCutListRightAfterTheBookmarkBeforeTheTag(robot, when);
            assertTagAndFieldInPlace(robot, when);
        }
    }

    @Test
    void chosenAgainAfterTheSidePanelIsHiddenALongWatchlistShowsItsWholeTagAndItsCutListAfterTheBookmark(
            FxRobot robot) {
        robot.interact(() -> fixture.window.model().events().replaceQuickFilter(BANKS));
        robot.push(KeyCode.CONTROL, KeyCode.F);
        robot.push(KeyCode.CONTROL, KeyCode.DIGIT0);
        robot.push(KeyCode.CONTROL, KeyCode.T);
        WaitForAsyncUtils.waitForFxEvents();

        chooseTheWatchlistWithTheKeyboard(robot);

        assertCutListRightAfterTheBookmarkBeforeTheTag(robot, "chosen again");
        assertTagAndFieldInPlace(robot, "chosen again");
    }

    /** Ctrl+F, Down and Enter: the watchlist, the menu's first item, is put in the field, which keeps the focus. */
    private static void chooseTheWatchlistWithTheKeyboard(FxRobot robot) {
        robot.push(KeyCode.CONTROL, KeyCode.F);
        robot.push(KeyCode.DOWN);
        WindowFixture.waitUntil(() -> Window.getWindows().stream().anyMatch(window -> window instanceof ContextMenu
                && window.isShowing()));
        robot.push(KeyCode.ENTER);
        WindowFixture.waitUntil(() -> BANKS.equals(quickFilter(robot).getText()));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static TextField quickFilter(FxRobot robot) {
        return robot.lookup("#quick-filter").queryAs(TextField.class);
    }

    /** The field's own text, not the cut list, across the whole room beside the tag, its end at the room's end. */
    private static void assertTextFillsItsRoomToTheCaretAtItsEnd(FxRobot robot, String when) {
        assertFalse(WindowFixture.shown(robot, "#quick-filter-shortened"), when + ", the text itself is shown");
        TextField quick = quickFilter(robot);
        Text text = WindowFixture.onFx(() -> quick.lookupAll(".text").stream().filter(Text.class::isInstance)
                .map(Text.class::cast).filter(node -> BANKS.equals(node.getText())).findFirst().orElseThrow());
        Bounds room = WindowFixture.onFx(() -> text.getParent().getClip().getBoundsInLocal());
        Bounds shown = WindowFixture.onFx(text::getBoundsInParent);
        assertTrue(room.getWidth() >= 100, when + ", the text has room: " + room.getWidth() + " px");
        assertTrue(shown.getMinX() < room.getMinX(), when + ", the text is longer than its room");
        assertEquals(room.getMaxX(), shown.getMaxX(), 2, when + ", the text reaches the end of its room, where the"
                + " caret is, not " + shown.getMaxX() + " of " + room.getMaxX());
    }

    /** The list shown cut, drawn whole from just after the bookmark to before the tag. */
    private static void assertCutListRightAfterTheBookmarkBeforeTheTag(FxRobot robot, String when) {
        assertTrue(WindowFixture.shown(robot, "#quick-filter-shortened"), when + ", the list is shown cut");
        Label cut = robot.lookup("#quick-filter-shortened").queryAs(Label.class);
        String drawn = ((Text) cut.lookup(".text")).getText();
        assertEquals(cut.getText(), drawn, when + ", the cut list is drawn whole");
        assertTrue(drawn.startsWith("HSBA:LN, BARC:LN, ") && drawn.endsWith(", …"), when + ": “" + drawn + "”");
        Node bookmark = robot.lookup("#quick-filter-recent").query();
        Bounds cutBounds = screenBounds(cut.lookup(".text"));
        assertTrue(cutBounds.getMinX() >= screenBounds(bookmark).getMaxX()
                && cutBounds.getMinX() <= screenBounds(bookmark).getMaxX() + 16,
                when + ", the cut list starts right after the bookmark, not at " + cutBounds.getMinX());
        assertTrue(cutBounds.getMaxX() <= screenBounds(robot.lookup("#quick-filter-watchlist").query()).getMinX(),
                when + ", the cut list ends before the tag");
    }

    /** The tag names the watchlist (cut at its width, never to “…” alone) inside the field, left of the Type filter. */
    private static void assertTagAndFieldInPlace(FxRobot robot, String when) {
        Label tag = robot.lookup("#quick-filter-watchlist").queryAs(Label.class);
        String tagDrawn = ((Text) tag.lookup(".text")).getText();
        assertTrue(tagDrawn.startsWith("European banks"), when + ", the tag reads “" + tagDrawn + "”");
        assertNotEquals("…", tagDrawn, when);
        Node field = robot.lookup("#quick-filter").query();
        Bounds fieldBounds = screenBounds(field);
        Bounds tagBounds = screenBounds(tag);
        assertTrue(tagBounds.getMinX() >= fieldBounds.getMinX() && tagBounds.getMaxX() <= fieldBounds.getMaxX(),
                when + ", the tag is inside the field");
        Bounds type = screenBounds(robot.lookup("#filter-event-type").query());
        if (type.getMinY() < fieldBounds.getMaxY()) {
            assertTrue(fieldBounds.getMaxX() < type.getMinX(), when + ", the field is not over the Type filter");
        }
    }

    private static Bounds screenBounds(Node node) {
        return WindowFixture.onFx(() -> node.localToScreen(node.getLayoutBounds()));
    }
}
