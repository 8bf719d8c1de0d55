package com.marketevents.ui.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.api.ApiKey;
import com.marketevents.model.CheckResult;
import com.marketevents.model.StatusReport;
import com.marketevents.settings.Settings;
import com.marketevents.ui.HeadedDialog;
import com.marketevents.ui.WindowFixture;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javafx.application.Platform;
import javafx.geometry.Bounds;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.PasswordField;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.paint.Color;
import javafx.scene.text.Text;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.stage.Window;
import javafx.stage.WindowEvent;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class SettingsFxTest {
    @RegisterExtension
    final WindowFixture fixture = new WindowFixture();

    private void openSettings(FxRobot robot) {
        robot.clickOn("#events-table");
        robot.push(KeyCode.CONTROL, KeyCode.COMMA);
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#settings-base-url")
                && !robot.lookup("#settings-save").queryButton().isDisabled());
    }

    /** Presses Esc on a dialog holding changes, and discards them when asked. */
    private static void escapeDiscardingChanges(FxRobot robot) {
        robot.push(KeyCode.ESCAPE);
        WindowFixture.waitUntil(() -> robot.lookup("#settings-discard-prompt").tryQuery().isPresent());
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("Discard changes");
        WindowFixture.waitUntil(() -> !WindowFixture.shown(robot, "#settings-base-url"));
    }

    @Test
    void aButtonClickedShowsNoFocusEdgeWhereOneReachedByTabShowsARing(FxRobot robot) {
        openSettings(robot);
        javafx.scene.control.Button test = robot.lookup("#settings-test").queryButton();
        javafx.scene.control.Button cancel = robot.lookup("#settings-cancel").queryButton();
        robot.clickOn(test);
        WindowFixture.waitUntil(() -> test.isFocused() && !test.getText().equals("Stop _test"));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(edge(cancel), edge(test), "a click leaves the button's edge as the others' are");

        robot.push(KeyCode.TAB);
        WindowFixture.waitUntil(() -> !test.isFocused());
        javafx.scene.control.Button ringed = (javafx.scene.control.Button) test.getScene().getFocusOwner();
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(edge(test).equals(edge(ringed)), "the keyboard's button has a ring: " + ringed.getText());
        assertEquals(2.0, ringed.getBackground().getFills().get(1).getInsets().getTop(), "2 px, as the other rings");
    }

    private static javafx.scene.paint.Paint edge(javafx.scene.control.Button button) {
        return button.getBackground().getFills().get(0).getFill();
    }

    @Test
    void theShowButtonReachedByTabFromTheKeyIsRingedShownOrHidden(FxRobot robot) {
        openSettings(robot);
        javafx.scene.control.ToggleButton show = robot.lookup("#settings-show-key").queryAs(
                javafx.scene.control.ToggleButton.class);
        javafx.scene.paint.Paint unfocusedEdge = show.getBackground().getFills().get(0).getFill();
        robot.clickOn("#settings-api-key");
        robot.push(KeyCode.TAB);
        WindowFixture.waitUntil(show::isFocused);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(unfocusedEdge.equals(show.getBackground().getFills().get(0).getFill()), "an edge in the accent");
        assertEquals(2.0, show.getBackground().getFills().get(1).getInsets().getTop(), "2 px, as the other rings");

        robot.push(KeyCode.SPACE);
        WindowFixture.waitUntil(() -> robot.lookup("#settings-api-key-shown").query().isFocused());
        robot.push(KeyCode.TAB);
        WindowFixture.waitUntil(show::isFocused);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(show.isSelected());
        assertTrue(show.getBackground().getFills().stream().anyMatch(fill -> fill.getInsets().getTop() < 0),
                "Hide, filled in the accent, has a ring outside it, as the accent button has");
    }

    @Test
    void aScreenReaderNamesEachTimeOutFieldByItsLabelInFull(FxRobot robot) throws Exception {
        openSettings(robot);
        for (String[] field : new String[][] {{"#settings-connect-timeout", "Connect time-out in seconds"},
                {"#settings-read-timeout", "Read time-out in seconds"},
                {"#settings-call-timeout", "Overall time-out in seconds"}}) {
            Node input = robot.lookup(field[0]).query();
            Object label = WaitForAsyncUtils.asyncFx(() -> input.queryAccessibleAttribute(
                    javafx.scene.AccessibleAttribute.LABELED_BY)).get();
            assertTrue(label instanceof Labeled, field[0] + " has a label");
            assertEquals(field[1], ((Labeled) label).queryAccessibleAttribute(javafx.scene.AccessibleAttribute.TEXT));
        }
    }

    @Test
    void settingsReadAfterTheDialogOpensLeaveTheKeyboardInTheBaseUrlNotOnCancel(FxRobot robot) {
        java.util.concurrent.CountDownLatch stored = new java.util.concurrent.CountDownLatch(1);
        fixture.services.holdSettingsUntil(stored);
        robot.clickOn("#events-table");
        robot.push(KeyCode.CONTROL, KeyCode.COMMA);
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#settings-cancel"));
        WaitForAsyncUtils.waitForFxEvents();

        stored.countDown();

        WindowFixture.waitUntil(() -> robot.lookup("#settings-base-url").query().isFocused());
    }

    @Test
    void settingsAreSavedAndShownAgainWithTheKeyMasked(FxRobot robot) {
        openSettings(robot);
        robot.clickOn("#settings-base-url").write("https://events.example.com/api");
        assertEquals("Enter the API key issued for this service.",
                robot.lookup("#settings-problem").queryAs(Label.class).getText());
        assertTrue(robot.lookup("#settings-save").queryButton().isDisabled());
        robot.clickOn("#settings-api-key").write("k-123-secret");
        robot.doubleClickOn("#settings-read-timeout").write("45");
        assertTrue(robot.lookup("#settings-api-key").queryAs(PasswordField.class).isVisible());
        assertFalse(robot.lookup("#settings-api-key-shown").queryAs(TextField.class).isVisible());

        robot.clickOn("#settings-test");
        WindowFixture.waitUntil(() -> robot.lookup("#settings-test-result").queryAs(Label.class).getText()
                .startsWith("Connected"));

        int connectsBefore = fixture.services.connects();
        robot.clickOn("#settings-save");
        WindowFixture.waitUntil(() -> !WindowFixture.shown(robot, "#settings-base-url"));
        assertEquals("https://events.example.com/api", fixture.services.settings().baseUrl());
        assertEquals(new ApiKey("k-123-secret"), fixture.services.settings().apiKey());
        assertEquals(Duration.ofSeconds(45), fixture.services.settings().readTimeout());
        // New settings mean a new connection, and the range is loaded again from it.
        WindowFixture.waitUntil(() -> fixture.services.connects() > connectsBefore);

        openSettings(robot);
        assertEquals("https://events.example.com/api",
                robot.lookup("#settings-base-url").queryAs(TextField.class).getText());
        assertEquals("45", robot.lookup("#settings-read-timeout").queryAs(TextField.class).getText());
        robot.clickOn("#settings-show-key");
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#settings-api-key-shown"));
        assertEquals("k-123-secret", robot.lookup("#settings-api-key-shown").queryAs(TextField.class).getText());
        robot.clickOn("#settings-cancel");
        WindowFixture.waitUntil(() -> !WindowFixture.shown(robot, "#settings-base-url"));
    }

    @Test
    void theStoredKeyIsNotSentToAnotherHostTypedBesideItUntilTheKeyIsPastedThere(FxRobot robot) throws Exception {
        Settings stored = new Settings("http://127.0.0.1:18810/api", new ApiKey("k-stored"), Duration.ofSeconds(10),
                Duration.ofSeconds(30), Duration.ofSeconds(120));
        fixture.services.saveSettings(stored);
        openSettings(robot);
        TextField baseUrl = robot.lookup("#settings-base-url").queryAs(TextField.class);
        robot.interact(() -> baseUrl.setText("http://127.0.0.2:18810/api"));
        String refusal = "The saved key is only sent to http://127.0.0.1:18810. Type or paste the key for"
                + " http://127.0.0.2:18810 to use it there.";
        WindowFixture.waitUntil(() -> refusal.equals(robot.lookup("#settings-key-note").queryAs(Label.class)
                .getText()));
        assertTrue(WindowFixture.shown(robot, "#settings-key-note"), "said under the key, still masked");

        robot.clickOn("#settings-test");
        WindowFixture.waitUntil(() -> "Not tested: the saved key is not sent to http://127.0.0.2:18810.".equals(
                robot.lookup("#settings-test-result").queryAs(Label.class).getText()));
        robot.clickOn("#settings-save");
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#settings-save-problem"));
        assertEquals("Not saved: type or paste the key for http://127.0.0.2:18810 to save it with this address; the"
                + " saved key stays as it is.", robot.lookup("#settings-save-problem").queryAs(Label.class).getText());
        assertTrue(WindowFixture.shown(robot, "#settings-base-url"), "the dialog stays open");
        assertEquals(List.of(), fixture.services.tried(), "no service was asked with the stored key");
        assertEquals(stored, fixture.services.settings());

        PasswordField key = robot.lookup("#settings-api-key").queryAs(PasswordField.class);
        robot.interact(() -> {
            key.selectAll();
            key.replaceSelection("k-stored"); // the same key, pasted for the new address
        });
        WindowFixture.waitUntil(() -> !WindowFixture.shown(robot, "#settings-save-problem"));
        robot.clickOn("#settings-test");
        WindowFixture.waitUntil(() -> robot.lookup("#settings-test-result").queryAs(Label.class).getText()
                .startsWith("Connected"));
        assertEquals("http://127.0.0.2:18810/api", fixture.services.tried().get(0).baseUrl());
        robot.clickOn("#settings-save");
        WindowFixture.waitUntil(() -> !WindowFixture.shown(robot, "#settings-base-url"));
        assertEquals(new Settings("http://127.0.0.2:18810/api", new ApiKey("k-stored"), Duration.ofSeconds(10),
                Duration.ofSeconds(30), Duration.ofSeconds(120)), fixture.services.settings());
    }

    @Test
    void theTestsSpinnerTellsAScreenReaderWhatItIsWaitingFor(FxRobot robot) {
        openSettings(robot);
        fixture.api.holdStatusAtGate();
        fixture.api.closeGate();
        try {
            robot.clickOn("#settings-test");
            WindowFixture.waitUntil(() -> "Stop _test".equals(robot.lookup("#settings-test").queryButton().getText()));
            assertEquals(robot.lookup("#settings-test-result").queryAs(Label.class).getText(),
                    robot.lookup("#settings-test-progress").query().getAccessibleText());
            assertTrue(robot.lookup("#settings-test-progress").query().getAccessibleText().startsWith("Asking"));
        } finally {
            fixture.api.openGate();
        }
        robot.clickOn("#settings-cancel");
    }

    @Test
    void escStopsARunningTestAndKeepsTheDialogAndWhatWasTyped(FxRobot robot) {
        openSettings(robot);
        fixture.api.holdStatusAtGate();
        fixture.api.closeGate();
        try {
            robot.clickOn("#settings-base-url").write("https://slow.example.com/api");
            robot.clickOn("#settings-api-key").write("k-123-secret");
            robot.clickOn("#settings-test");
            WindowFixture.waitUntil(() -> "Stop _test".equals(robot.lookup("#settings-test").queryButton().getText()));

            robot.push(KeyCode.ESCAPE);
            WindowFixture.waitUntil(() -> "Test stopped.".equals(
                    robot.lookup("#settings-test-result").queryAs(Label.class).getText()));
            assertTrue(WindowFixture.shown(robot, "#settings-base-url"), "the first Esc stops the test only");
            assertEquals("https://slow.example.com/api",
                    robot.lookup("#settings-base-url").queryAs(TextField.class).getText());
            assertEquals("_Test connection", robot.lookup("#settings-test").queryButton().getText());
        } finally {
            fixture.api.openGate();
        }
        escapeDiscardingChanges(robot);
        assertEquals(null, fixture.services.settings().baseUrl(), "cancelled: nothing stored");
    }

    @Test
    void aKeyPastedWithALineBreakInsideIsNamedAsUnusableNotJoinedAndOneAtItsEndIsDropped(FxRobot robot) {
        openSettings(robot);
        robot.clickOn("#settings-base-url").write("https://events.example.com/api");
        PasswordField key = robot.lookup("#settings-api-key").queryAs(PasswordField.class);

        robot.interact(() -> key.replaceSelection("SeCrEtKey\nQA-7781"));
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#settings-problem"));
        assertTrue(robot.lookup("#settings-problem").queryAs(Label.class).getText()
                .startsWith("The API key holds a character a key cannot have"));

        robot.interact(() -> {
            key.setText("");
            key.replaceSelection("k-123-secret\r\n");
        });
        assertEquals("k-123-secret", key.getText(), "the line break a copied line ends with");
        WindowFixture.waitUntil(() -> !WindowFixture.shown(robot, "#settings-problem"));

        robot.clickOn("#settings-api-key");
        escapeDiscardingChanges(robot);
    }

    @Test
    void cancellingTheDialogStoresNothing(FxRobot robot) {
        openSettings(robot);
        robot.clickOn("#settings-base-url").write("https://other.example.com/api");
        escapeDiscardingChanges(robot);
        assertEquals(null, fixture.services.settings().baseUrl());
    }

    @Test
    void cancellingEditedSettingsAsksFirstAndKeepEditingKeepsWhatWasTypedWithTheKeyNeverShown(FxRobot robot) {
        openSettings(robot);
        robot.clickOn("#settings-base-url").write("https://other.example.com/api");
        robot.clickOn("#settings-api-key").write("k-123-secret");

        robot.clickOn("#settings-cancel");
        WindowFixture.waitUntil(() -> robot.lookup("#settings-discard-prompt").tryQuery().isPresent());
        DialogPane prompt = robot.lookup("#settings-discard-prompt").queryAs(DialogPane.class);
        HeadedDialog.assertHeaded(prompt, "Discard your changes to the settings?", prompt.getContentText());
        assertEquals("Your changes to the base URL and the API key have not been saved.", prompt.getContentText());
        List<String> said = WindowFixture.onFx(() -> prompt.lookupAll(".label").stream()
                .filter(Labeled.class::isInstance).map(label -> ((Labeled) label).getText()).toList());
        assertTrue(said.stream().noneMatch(text -> text != null && text.contains("k-123-secret")), said.toString());
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("Keep editing");

        WindowFixture.waitUntil(() -> robot.lookup("#settings-discard-prompt").tryQuery().isEmpty());
        assertTrue(WindowFixture.shown(robot, "#settings-base-url"), "the dialog stays open");
        assertEquals("https://other.example.com/api",
                robot.lookup("#settings-base-url").queryAs(TextField.class).getText());
        assertEquals("k-123-secret", robot.lookup("#settings-api-key").queryAs(PasswordField.class).getText());

        escapeDiscardingChanges(robot);
        assertEquals(null, fixture.services.settings().baseUrl(), "discarded: nothing stored");
    }

    @Test
    void closingTheSettingsWindowWithChangesAsksFirstAndWithoutThemClosesAtOnce(FxRobot robot) {
        openSettings(robot);
        Stage dialog = (Stage) robot.lookup("#settings-dialog").query().getScene().getWindow();
        robot.doubleClickOn("#settings-connect-timeout").write("20");

        requestClose(dialog);
        WindowFixture.waitUntil(() -> robot.lookup("#settings-discard-prompt").tryQuery().isPresent());
        assertEquals("Your changes to the connect time-out have not been saved.",
                robot.lookup("#settings-discard-prompt").queryAs(DialogPane.class).getContentText());
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("Keep editing");
        WindowFixture.waitUntil(() -> robot.lookup("#settings-discard-prompt").tryQuery().isEmpty());
        assertTrue(dialog.isShowing(), "kept open for editing");

        robot.interact(() -> robot.lookup("#settings-connect-timeout").queryAs(TextField.class).setText("10"));
        requestClose(dialog);
        WindowFixture.waitUntil(() -> !dialog.isShowing());
        assertTrue(robot.lookup("#settings-discard-prompt").tryQuery().isEmpty(), "nothing changed: no question");
    }

    @Test
    void cancelWithNothingChangedClosesAtOnce(FxRobot robot) {
        openSettings(robot);
        robot.clickOn("#settings-cancel");
        WindowFixture.waitUntil(() -> !WindowFixture.shown(robot, "#settings-base-url"));
        assertTrue(robot.lookup("#settings-discard-prompt").tryQuery().isEmpty());
    }

    /** What the window's close button does: a close request, which hides the window unless a handler consumes it. */
    private static void requestClose(Stage dialog) {
        // Not through interact(): a prompt shown while handling the request waits for an answer.
        Platform.runLater(() -> dialog.fireEvent(new WindowEvent(dialog, WindowEvent.WINDOW_CLOSE_REQUEST)));
    }

    @Test
    void settingsOpenCentredOnAWindowAtTheScreensLeftNarrowerThanTheScreen(FxRobot robot) {
        Stage window = fixture.stage();
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        robot.interact(() -> {
            window.setX(screen.getMinX());
            window.setY(screen.getMinY());
            window.setWidth(screen.getWidth() * 0.6);
            window.setHeight(screen.getHeight() * 0.8);
        });
        openSettings(robot);
        WaitForAsyncUtils.waitForFxEvents();
        Window dialog = robot.lookup("#settings-base-url").query().getScene().getWindow();

        assertEquals(window.getX() + window.getWidth() / 2, dialog.getX() + dialog.getWidth() / 2, 1,
                "the middle of a dialog from " + dialog.getX() + ", " + dialog.getWidth() + " wide");
        assertEquals(window.getY() + window.getHeight() / 2, dialog.getY() + dialog.getHeight() / 2, 1,
                "the middle of a dialog from " + dialog.getY() + ", " + dialog.getHeight() + " tall");
        robot.push(KeyCode.ESCAPE);
        WindowFixture.waitUntil(() -> !WindowFixture.shown(robot, "#settings-base-url"));
    }

    @Test
    void aProblemThatAppearsMakesTheDialogGrowSoItsButtonsStayWhole(FxRobot robot) {
        openSettings(robot);
        robot.clickOn("#settings-base-url").write("notaurl");
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#settings-problem"));
        WindowFixture.waitUntil(() -> {
            javafx.scene.Node save = robot.lookup("#settings-save").query();
            javafx.geometry.Bounds bounds = save.localToScene(save.getBoundsInLocal());
            return bounds.getMaxY() <= save.getScene().getHeight();
        });
        escapeDiscardingChanges(robot);
    }

    @Test
    void timeOutsExplainedOutlineEveryFieldAtFaultAndLeaveSaveWhole(FxRobot robot) {
        openSettings(robot);
        Scene scene = robot.lookup("#settings-dialog").query().getScene();
        robot.doubleClickOn("#settings-connect-timeout").write("0");
        robot.doubleClickOn("#settings-read-timeout").write("abc");
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#settings-problem"));
        WaitForAsyncUtils.waitForFxEvents();

        assertEquals(List.of(true, true, false), List.of(outlined(robot, "#settings-connect-timeout"),
                outlined(robot, "#settings-read-timeout"), outlined(robot, "#settings-call-timeout")));
        String said = robot.lookup("#settings-problem").queryAs(Label.class).getText();
        assertTrue(said.contains("connect time-out") && said.contains("read time-out"), said);
        WindowFixture.waitUntil(() -> bounds(robot, "#settings-save").getMaxY() <= scene.getHeight());
        escapeDiscardingChanges(robot);
    }

    private static boolean outlined(FxRobot robot, String field) {
        return robot.lookup(field).query().getPseudoClassStates().stream()
                .anyMatch(state -> state.getPseudoClassName().equals("invalid"));
    }

    private static Bounds bounds(FxRobot robot, String query) {
        return WindowFixture.sceneBounds(robot.lookup(query).query());
    }

    /** The name the form gives {@code field}. */
    private static Label nameOf(FxRobot robot, String field) {
        Node input = robot.lookup(field).query();
        return robot.lookup((Node node) -> node instanceof Label label && label.getLabelFor() == input)
                .queryAs(Label.class);
    }

    @Test
    void aHintUnderTheBaseUrlDoesNotMoveTheFieldNorItsNameAndLeavesSaveWhole(FxRobot robot) {
        openSettings(robot);
        Scene scene = robot.lookup("#settings-dialog").query().getScene();
        robot.clickOn("#settings-base-url").write("https://example.com");
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#settings-base-url-hint"));

        WindowFixture.waitUntil(() -> bounds(robot, "#settings-save").getMaxY() <= scene.getHeight());
        assertTrue(bounds(robot, "#settings-base-url-hint").getMaxY() <= bounds(robot, "#settings-api-key").getMinY(),
                "the key field makes room for the hint");
        Label name = nameOf(robot, "#settings-base-url");
        Bounds field = bounds(robot, "#settings-base-url");
        Bounds nameBounds = WindowFixture.sceneBounds(name);
        assertEquals(field.getCenterY(), nameBounds.getCenterY(), 2, "“Base URL” stays level with its field");
        assertTrue(bounds(robot, "#settings-base-url-hint").getMinY() >= field.getMaxY(), "the hint is under it");
        escapeDiscardingChanges(robot);
    }

    @Test
    void theGapUnderEachFieldsNoteIsTheSameAndNoEmptyBandSitsAboveTestConnection(FxRobot robot) {
        openSettings(robot);
        WaitForAsyncUtils.waitForFxEvents();
        double underUrlNote = bounds(robot, "#settings-api-key").getMinY()
                - bounds(robot, "#settings-demo-note").getMaxY();
        double underKeyNote = bounds(robot, "#settings-connect-timeout").getMinY()
                - bounds(robot, "#settings-key-note").getMaxY();
        assertEquals(underKeyNote, underUrlNote, 2, "the gaps under the base URL's note and under the key's");
        double aboveTest = bounds(robot, "#settings-test").getMinY() - bounds(robot, "#settings-connect-timeout")
                .getMaxY();
        assertTrue(aboveTest <= underKeyNote + 14, "a gap of " + aboveTest + " px above Test connection");
        robot.push(KeyCode.ESCAPE);
        WindowFixture.waitUntil(() -> !WindowFixture.shown(robot, "#settings-base-url"));
    }

    @Test
    void theKeysNoteAndTheMissingKeyAreSaidRightUnderTheKeyField(FxRobot robot) {
        openSettings(robot);
        double keyBottom = bounds(robot, "#settings-api-key").getMaxY();
        double timeoutsTop = bounds(robot, "#settings-connect-timeout").getMinY();
        Bounds note = bounds(robot, "#settings-key-note");
        assertTrue(note.getMinY() >= keyBottom && note.getMaxY() <= timeoutsTop,
                "the note at " + note + ", between " + keyBottom + " and " + timeoutsTop);

        robot.clickOn("#settings-base-url").write("https://events.example.com/api");
        robot.push(KeyCode.TAB).push(KeyCode.SHIFT, KeyCode.TAB); // into the key and out of it again
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#settings-problem"));
        Bounds problem = bounds(robot, "#settings-problem");
        assertTrue(problem.getMinY() >= keyBottom && problem.getMaxY() <= timeoutsTop,
                "“Enter the API key…” at " + problem + ", between " + keyBottom + " and " + timeoutsTop);
        assertEquals(timeoutsTop, bounds(robot, "#settings-connect-timeout").getMinY(), 0.5,
                "the time-outs stay where they were");
        escapeDiscardingChanges(robot);
    }

    @Test
    void theMissingKeyIsSaidOnlyOnceTheUserHasLeftTheKeyFieldWhileAWrongUrlIsSaidAsTyped(FxRobot robot) {
        openSettings(robot);
        robot.clickOn("#settings-base-url").write("events.example.com");
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#settings-problem"));
        assertEquals("Start the base URL with https://, like https://example.com/api (or http:// for a service on"
                + " this computer).", robot.lookup("#settings-problem").queryAs(Label.class).getText());

        robot.push(KeyCode.HOME).write("https://");
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(WindowFixture.shown(robot, "#settings-problem"), "the key field is not touched yet");
        assertTrue(WindowFixture.shown(robot, "#settings-key-note"));
        assertTrue(robot.lookup("#settings-save").queryButton().isDisabled(), "a key is still needed");

        robot.push(KeyCode.TAB); // into the key
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(WindowFixture.shown(robot, "#settings-problem"), "the user is about to type the key");
        robot.push(KeyCode.TAB).push(KeyCode.TAB); // past Show, on to the connect time-out
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#settings-problem"));
        assertEquals("Enter the API key issued for this service.",
                robot.lookup("#settings-problem").queryAs(Label.class).getText());
        escapeDiscardingChanges(robot);
    }

    @Test
    void beforeTheKeyFieldIsVisitedAGreyLineSaysWhySaveAndTestAreGreyedOut(FxRobot robot) {
        openSettings(robot);
        assertFalse(WindowFixture.shown(robot, "#settings-missing-hint"), "the demo service needs no key");
        robot.clickOn("#settings-base-url").write("https://events.example.com/api");
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#settings-missing-hint"));
        Label hint = robot.lookup("#settings-missing-hint").queryAs(Label.class);
        assertEquals("Type your API key to test the connection or save.", hint.getText());
        assertTrue(hint.getStyleClass().contains("muted") && !hint.getStyleClass().contains("form-problem"),
                "said quietly, not as an error");
        assertFalse(WindowFixture.shown(robot, "#settings-problem"), "no red before the key field is visited");
        assertTrue(robot.lookup("#settings-save").queryButton().isDisabled());
        assertTrue(robot.lookup("#settings-test").queryButton().isDisabled());

        robot.clickOn("#settings-api-key").clickOn("#settings-connect-timeout"); // left empty
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#settings-problem"));
        assertFalse(WindowFixture.shown(robot, "#settings-missing-hint"), "the red sentence says it now, once");

        robot.clickOn("#settings-api-key").write("k-123");
        WindowFixture.waitUntil(() -> !WindowFixture.shown(robot, "#settings-problem"));
        assertFalse(WindowFixture.shown(robot, "#settings-missing-hint"));
        escapeDiscardingChanges(robot);
    }

    @Test
    void theEmptyBaseUrlFieldShowsAnExampleAddressWhileItHasTheFocus(FxRobot robot) {
        openSettings(robot);
        TextField field = robot.lookup("#settings-base-url").queryAs(TextField.class);
        robot.clickOn(field);
        assertTrue(field.isFocused() && field.getText().isEmpty());
        assertTrue(field.getPromptText().matches("https://[^/ ]+/\\w+"),
                "an address with its namespace segment: " + field.getPromptText());
        Text prompt = WindowFixture.onFx(() -> field.lookupAll(".text").stream().filter(Text.class::isInstance)
                .map(Text.class::cast).filter(text -> field.getPromptText().equals(text.getText())).findFirst()
                .orElseThrow());
        assertTrue(prompt.isVisible() && prompt.getFill() instanceof Color color && color.getOpacity() > 0,
                "the prompt is drawn in " + prompt.getFill());
        robot.push(KeyCode.ESCAPE);
    }
    @Test
    void everyFieldAndButtonHasAnUnderlinedLetterThatNoOtherInTheDialogShares(FxRobot robot) {
        openSettings(robot);
        Parent dialog = robot.lookup("#settings-dialog").queryAs(Parent.class);
        List<String> problems = new ArrayList<>();
        robot.interact(() -> lettersChecked(dialog, "Show hidden", problems));
        robot.clickOn("#settings-show-key");
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#settings-api-key-shown"));
        robot.interact(() -> lettersChecked(dialog, "the key shown", problems));
        assertEquals(List.of(), problems);
        robot.push(KeyCode.ESCAPE);
        WindowFixture.waitUntil(() -> !WindowFixture.shown(robot, "#settings-base-url"));
    }

    /** Adds to {@code problems} a letter shared, a button without one, or a field shown without a name that has one. */
    private static void lettersChecked(Parent dialog, String state, List<String> problems) {
        List<Node> nodes = new ArrayList<>();
        collect(dialog, nodes);
        Map<Character, List<String>> byLetter = new TreeMap<>();
        for (Node node : nodes) {
            if (node instanceof Labeled labeled && node.isVisible()) {
                letterOf(labeled).ifPresent(letter ->
                        byLetter.computeIfAbsent(letter, any -> new ArrayList<>()).add(labeled.getText()));
                if (node instanceof ButtonBase && letterOf(labeled).isEmpty()) {
                    problems.add(state + ": no letter for the button " + labeled.getText());
                }
            }
            if (node instanceof TextField field && field.isVisible() && nodes.stream().noneMatch(name ->
                    name instanceof Label label && label.getLabelFor() == field && letterOf(label).isPresent())) {
                problems.add(state + ": no letter for the field " + field.getId());
            }
        }
        byLetter.forEach((letter, texts) -> {
            if (texts.size() > 1) {
                problems.add(state + ": " + letter + " in " + texts);
            }
        });
    }

    private static void collect(Parent parent, List<Node> nodes) {
        for (Node child : parent.getChildrenUnmodifiable()) {
            nodes.add(child);
            if (child instanceof Parent inner) {
                collect(inner, nodes);
            }
        }
    }

    /** The underlined letter, in upper case: the character after the text's first single underscore. */
    private static Optional<Character> letterOf(Labeled labeled) {
        Matcher letter = Pattern.compile("(?<!_)_([^_])").matcher(labeled.getText() == null ? "" : labeled.getText());
        return labeled.isMnemonicParsing() && letter.find()
                ? Optional.of(Character.toUpperCase(letter.group(1).charAt(0))) : Optional.empty();
    }

    @Test
    void altWithAFieldsLetterTakesTheKeyboardToItAndWithSaveSaves(FxRobot robot) {
        openSettings(robot);
        robot.clickOn("#settings-dialog .dialog-heading"); // the robot types into the window last clicked
        robot.press(KeyCode.ALT).type(KeyCode.R).release(KeyCode.ALT);
        WindowFixture.waitUntil(() -> robot.lookup("#settings-read-timeout").query().isFocused());
        robot.push(KeyCode.CONTROL, KeyCode.A).write("45");
        robot.press(KeyCode.ALT).type(KeyCode.B).release(KeyCode.ALT);
        WindowFixture.waitUntil(() -> robot.lookup("#settings-base-url").query().isFocused());
        robot.write("https://events.example.com/api");
        robot.press(KeyCode.ALT).type(KeyCode.K).release(KeyCode.ALT);
        WindowFixture.waitUntil(() -> robot.lookup("#settings-api-key").query().isFocused());
        robot.write("k-123-secret");
        assertEquals(List.of("https://events.example.com/api", "k-123-secret", "45"), List.of(
                robot.lookup("#settings-base-url").queryAs(TextField.class).getText(),
                robot.lookup("#settings-api-key").queryAs(TextField.class).getText(),
                robot.lookup("#settings-read-timeout").queryAs(TextField.class).getText()));

        robot.press(KeyCode.ALT).type(KeyCode.S).release(KeyCode.ALT);
        WindowFixture.waitUntil(() -> !WindowFixture.shown(robot, "#settings-base-url"));
        assertEquals("https://events.example.com/api", fixture.services.settings().baseUrl());
        assertEquals(Duration.ofSeconds(45), fixture.services.settings().readTimeout());
    }

    @Test
    void aTestResultOfManyLinesGrowsTheDialogByALineAtMostAndScrollsInItsRoom(FxRobot robot) {
        openSettings(robot);
        robot.clickOn("#settings-base-url").write("https://events.example.com/api");
        robot.clickOn("#settings-api-key").write("k-123-secret");
        WaitForAsyncUtils.waitForFxEvents();
        Scene scene = robot.lookup("#settings-dialog").query().getScene();
        double height = scene.getHeight();
        double saveTop = bounds(robot, "#settings-save").getMinY();
        // A long host name makes the stale report's sentence longer than the room's three lines.
        fixture.api.reportStatus(now -> new StatusReport("success",
                "events-api-primary-0042.eu-west-1a.internal.analytics.example-corporation.com",
                now.minusSeconds(3_600), List.of(new CheckResult("database_available", "database ok", true,
                        now.minusSeconds(3_600), now.minusSeconds(3_573)))));

        robot.clickOn("#settings-test");
        Label result = robot.lookup("#settings-test-result").queryAs(Label.class);
        WindowFixture.waitUntil(() -> result.getText().contains("its report is stale"));
        WaitForAsyncUtils.waitForFxEvents();

        assertTrue(result.getHeight() > 3 * result.getFont().getSize() * 1.2, "several lines: " + result.getHeight());
        double line = result.getFont().getSize() * 1.5;
        assertTrue(scene.getHeight() - height <= line, "the dialog grew from " + height + " to " + scene.getHeight());
        assertTrue(bounds(robot, "#settings-save").getMinY() - saveTop <= line, "Save moved from " + saveTop);
        assertTrue(robot.lookup("#settings-test-result-room").query().isFocusTraversable(),
                "the rest of the result can be scrolled to with the keyboard");
        escapeDiscardingChanges(robot);
    }

    @Test
    void onAScreenTooShortForTheDialogSaveStaysOnItAndAFieldTabbedToBelowTheViewScrollsIntoView(FxRobot robot) {
        openSettings(robot);
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        Parent root = robot.lookup("#settings-dialog").queryAs(Parent.class);
        Scene scene = root.getScene();
        // Large type makes the content taller than the test's 900 px screen, as it is on a 1024x600 one at 1.5x.
        WindowFixture.makeTallerThanTheScreen(robot, root, 64);

        assertTrue(scene.getWindow().getHeight() <= screen.getHeight() + 0.5,
                "no taller than the screen: " + scene.getWindow().getHeight());
        Node save = robot.lookup("#settings-save").query();
        Bounds saveOnScreen = WindowFixture.onFx(() -> save.localToScreen(save.getBoundsInLocal()));
        assertTrue(saveOnScreen.getMinY() >= screen.getMinY() && saveOnScreen.getMaxY() <= screen.getMaxY()
                && bounds(robot, "#settings-save").getMaxY() <= scene.getHeight() + 0.5,
                "Save whole on the screen's " + screen + ": " + saveOnScreen);

        robot.interact(() -> robot.lookup("#settings-base-url").query().requestFocus());
        Node test = robot.lookup("#settings-test").query();
        for (int presses = 0; presses < 12 && scene.getFocusOwner() != test; presses++) {
            robot.push(KeyCode.TAB);
        }
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(test, scene.getFocusOwner(), "Tab reaches Test connection");
        Node middle = robot.lookup(".dialog-middle").query();
        Bounds view = WindowFixture.onFx(() -> middle.localToScene(middle.getLayoutBounds()));
        Bounds testBounds = bounds(robot, "#settings-test");
        assertTrue(testBounds.getMinY() >= view.getMinY() - 0.5 && testBounds.getMaxY() <= view.getMaxY() + 0.5,
                "Test connection scrolled into the view " + view + ": " + testBounds);
        robot.push(KeyCode.ESCAPE);
        WindowFixture.waitUntil(() -> !WindowFixture.shown(robot, "#settings-base-url"));
    }
}
