package com.marketevents.ui.settings;

import atlantafx.base.theme.Tweaks;
import com.marketevents.ui.common.DialogHeading;
import com.marketevents.ui.common.HeightFollowsContent;
import com.marketevents.ui.common.Icons;
import com.marketevents.ui.common.NamesBesideValues;
import com.marketevents.ui.common.ScrollingMiddle;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.collections.SetChangeListener;
import javafx.css.PseudoClass;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.PasswordField;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.control.TextFormatter;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.Modality;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.kordamp.ikonli.materialdesign2.MaterialDesignE;
import org.kordamp.ikonli.materialdesign2.MaterialDesignL;
import org.kordamp.ikonli.materialdesign2.MaterialDesignS;

/** The connection settings dialog: base URL, API key (masked, with show / hide), time-outs, Test connection. */
public final class SettingsDialog {
    private static final PseudoClass PASSED = PseudoClass.getPseudoClass("passed");
    private static final PseudoClass WARNING = PseudoClass.getPseudoClass("warning");
    private static final PseudoClass FAILED = PseudoClass.getPseudoClass("failed");
    private static final PseudoClass INVALID = PseudoClass.getPseudoClass("invalid");
    private static final Pattern LINE_BREAKS_AT_THE_ENDS = Pattern.compile("^[\\r\\n]+|[\\r\\n]+$");

    private final Stage stage = new Stage();
    private final SettingsViewModel model;

    public SettingsDialog(Window owner, SettingsViewModel model, Runnable onSaved) {
        this.model = model;
        stage.initOwner(owner);
        stage.initModality(Modality.WINDOW_MODAL);
        stage.setTitle("Connection settings");

        Label heading = DialogHeading.of("Connection settings");
        Label intro = new Label("Connect to your market events service with the address and the key it gave you.");
        intro.setWrapText(true);
        intro.getStyleClass().add("muted");

        TextField baseUrl = new TextField();
        baseUrl.setId("settings-base-url");
        baseUrl.setPromptText("https://example.com/api");
        baseUrl.textProperty().bindBidirectional(model.baseUrlProperty());

        PasswordField hiddenKey = new PasswordField();
        hiddenKey.setId("settings-api-key");
        hiddenKey.setPromptText("the key issued to you");
        hiddenKey.setTextFormatter(lineBreaksInsideAKeyKept(model::keyTyped));
        hiddenKey.textProperty().bindBidirectional(model.apiKeyProperty());
        TextField shownKey = new TextField();
        shownKey.setId("settings-api-key-shown");
        shownKey.getStyleClass().add("identifier");
        shownKey.setTextFormatter(lineBreaksInsideAKeyKept(model::keyTyped));
        shownKey.textProperty().bindBidirectional(model.apiKeyProperty());
        shownKey.visibleProperty().bind(model.keyShownProperty());
        hiddenKey.visibleProperty().bind(model.keyShownProperty().not());
        StackPane key = new StackPane(hiddenKey, shownKey);
        ToggleButton showKey = new ToggleButton();
        showKey.setId("settings-show-key");
        showKey.selectedProperty().bindBidirectional(model.keyShownProperty());
        showKey.graphicProperty().bind(Bindings.when(showKey.selectedProperty())
                .then((Node) Icons.of(MaterialDesignE.EYE_OFF)).otherwise(Icons.of(MaterialDesignE.EYE)));
        showKey.textProperty().bind(Bindings.when(showKey.selectedProperty()).then("_Hide").otherwise("Sho_w"));
        showKey.setTooltip(new Tooltip("Show or hide the API key"));
        HBox keyRow = new HBox(6, key, showKey);
        HBox.setHgrow(key, Priority.ALWAYS);
        model.keyShownProperty().addListener((obs, old, shown) -> (shown ? shownKey : hiddenKey).requestFocus());

        TextField connect = seconds("settings-connect-timeout", model.connectTimeoutProperty());
        TextField read = seconds("settings-read-timeout", model.readTimeoutProperty());
        TextField call = seconds("settings-call-timeout", model.callTimeoutProperty());
        HBox timeouts = new HBox(6, timeoutLabel("co_nnect", connect), connect, timeoutLabel("_read", read), read,
                timeoutLabel("_overall", call), call, new Label("seconds"));
        timeouts.setAlignment(Pos.CENTER_LEFT);
        Map<SettingsField, TextField> checked = Map.of(SettingsField.BASE_URL, baseUrl,
                SettingsField.CONNECT_TIMEOUT, connect, SettingsField.READ_TIMEOUT, read,
                SettingsField.CALL_TIMEOUT, call);
        checked.values().forEach(input -> input.getStyleClass().add("settings-field"));
        Runnable markInvalid = () -> checked.forEach((field, input) ->
                input.pseudoClassStateChanged(INVALID, model.invalidFields().contains(field)));
        model.invalidFields().addListener((SetChangeListener<SettingsField>) change -> markInvalid.run());
        markInvalid.run();

        Label problem = new Label();
        problem.setId("settings-problem");
        problem.getStyleClass().addAll("form-problem", "small-text");
        problem.setWrapText(true);
        problem.textProperty().bind(model.problemProperty());
        problem.visibleProperty().bind(model.problemShownProperty());
        problem.managedProperty().bind(problem.visibleProperty());

        Label demoNote = note(model.baseUrlNote());
        demoNote.setId("settings-demo-note");
        Label urlHint = new Label();
        urlHint.setId("settings-base-url-hint");
        urlHint.setWrapText(true);
        urlHint.getStyleClass().addAll("settings-hint", "small-text");
        urlHint.setGraphic(Icons.of(org.kordamp.ikonli.materialdesign2.MaterialDesignA.ALERT_OUTLINE));
        urlHint.textProperty().bind(Bindings.when(model.baseUrlHintProperty().isNotNull())
                .then(model.baseUrlHintProperty()).otherwise(SettingsViewModel.NO_NAMESPACE_HINT));
        urlHint.visibleProperty().bind(model.baseUrlHintProperty().isNotNull());
        // Each note room as tall as what it shows: a hint's two lines kept for it left an empty line under the demo
        // note, twice the gap under the key's note. The dialog grows by a line when the hint shows.
        urlHint.managedProperty().bind(urlHint.visibleProperty());
        Label keyNote = note(model.keyNoteProperty().get());
        keyNote.setId("settings-key-note");
        keyNote.textProperty().bind(model.keyNoteProperty());
        // While the stored key is held back from the address typed, the note warns as the base URL's hint does.
        Runnable keyNoteWarns = () -> {
            boolean heldBack = model.storedKeyHeldBackProperty().get();
            keyNote.getStyleClass().removeAll("muted", "settings-hint");
            keyNote.getStyleClass().add(heldBack ? "settings-hint" : "muted");
            keyNote.setGraphic(heldBack ? Icons.of(org.kordamp.ikonli.materialdesign2.MaterialDesignA.ALERT_OUTLINE)
                    : null);
        };
        model.storedKeyHeldBackProperty().addListener((obs, old, heldBack) -> keyNoteWarns.run());
        keyNoteWarns.run();
        StackPane urlNotes = notes(demoNote, urlHint);
        StackPane keyNotes = notes(keyNote);
        StackPane timeoutNotes = notes();
        // Each problem is said under the field it is about, over the note it stands in for.
        Map<SettingsField, Pane> problemPlaces = Map.of(SettingsField.BASE_URL, urlNotes,
                SettingsField.API_KEY, keyNotes, SettingsField.CONNECT_TIMEOUT, timeoutNotes,
                SettingsField.READ_TIMEOUT, timeoutNotes, SettingsField.CALL_TIMEOUT, timeoutNotes);
        Runnable placeProblem = () -> {
            SettingsField field = model.problemFieldProperty().get();
            Pane place = field == null ? null : problemPlaces.get(field);
            if (place != null && problem.getParent() != place) {
                if (problem.getParent() instanceof Pane old) {
                    old.getChildren().remove(problem);
                }
                place.getChildren().add(problem);
            }
        };
        model.problemFieldProperty().addListener((obs, old, field) -> placeProblem.run());
        placeProblem.run();
        BooleanBinding urlProblem = problem.visibleProperty()
                .and(model.problemFieldProperty().isEqualTo(SettingsField.BASE_URL));
        demoNote.visibleProperty().bind(model.baseUrlHintProperty().isNull().and(urlProblem.not()));
        demoNote.managedProperty().bind(demoNote.visibleProperty());
        keyNote.visibleProperty().bind(problem.visibleProperty()
                .and(model.problemFieldProperty().isEqualTo(SettingsField.API_KEY)).not());

        // A row for each field, level with its name, and one under it for its notes: a note that grows moves only
        // what is below it.
        GridPane form = NamesBesideValues.grid(10, 4);
        form.addRow(0, label("_Base URL", baseUrl), baseUrl);
        form.add(urlNotes, 1, 1);
        Label keyName = label("API _key", hiddenKey);
        // Alt+K goes to the key field shown, masked or not.
        keyName.labelForProperty().bind(Bindings.when(model.keyShownProperty()).<Node>then(shownKey)
                .otherwise(hiddenKey));
        form.addRow(2, keyName, keyRow);
        form.add(keyNotes, 1, 3);
        Label timeoutsName = new Label("Time-outs");
        form.addRow(4, timeoutsName, timeouts);
        form.add(timeoutNotes, 1, 5);
        for (Node below : new Node[] {keyName, keyRow, timeoutsName, timeouts}) {
            GridPane.setMargin(below, new Insets(10, 0, 0, 0));
        }
        // Typing before the stored values arrive would be overwritten by them.
        form.disableProperty().bind(model.loadedProperty().not());
        // Opened before they arrive, the dialog gave the focus to Cancel, the first control enabled, and kept it there.
        model.loadedProperty().addListener((obs, was, loaded) -> {
            if (loaded) {
                baseUrl.requestFocus();
            }
        });

        Label overrides = new Label(model.overridesExplanation());
        overrides.setId("settings-overrides");
        overrides.setWrapText(true);
        overrides.getStyleClass().add("settings-overrides");
        overrides.setGraphic(Icons.of(org.kordamp.ikonli.materialdesign2.MaterialDesignI.INFORMATION_OUTLINE));
        overrides.setVisible(!model.overridesExplanation().isEmpty());
        overrides.setManaged(overrides.isVisible());

        // While a test runs, the same button stops it (as Esc does): a service that does not answer would otherwise
        // hold the dialog until a time-out, or until Cancel threw away what was typed.
        BooleanBinding running = model.testStateProperty().isEqualTo(SettingsViewModel.TestState.RUNNING);
        Button test = new Button();
        test.setId("settings-test");
        test.textProperty().bind(Bindings.when(running).then("Stop _test").otherwise("_Test connection"));
        test.graphicProperty().bind(Bindings.when(running).<Node>then(Icons.of(MaterialDesignS.STOP))
                .otherwise(Icons.of(MaterialDesignL.LAN_CONNECT)));
        test.setOnAction(event -> {
            if (running.get()) {
                model.stopTest();
            } else {
                model.testConnection();
            }
        });
        test.setMinWidth(Region.USE_PREF_SIZE);
        // With a problem shown above, a test could only say it again.
        test.disableProperty().bind(model.loadedProperty().not().or(model.problemProperty().isNotNull()));
        ProgressIndicator testing = new ProgressIndicator();
        testing.setId("settings-test-progress");
        testing.setPrefSize(18, 18);
        testing.accessibleTextProperty().bind(Bindings.createStringBinding(() -> model.testResultProperty().get()
                .isEmpty() ? "Testing the connection" : model.testResultProperty().get(), model.testResultProperty()));
        testing.visibleProperty().bind(running);
        testing.managedProperty().bind(testing.visibleProperty());
        Label testResult = new Label();
        testResult.setId("settings-test-result");
        testResult.getStyleClass().add("test-result");
        testResult.setWrapText(true);
        testResult.textProperty().bind(model.testResultProperty());
        model.testStateProperty().addListener((obs, old, state) -> {
            testResult.pseudoClassStateChanged(PASSED, state == SettingsViewModel.TestState.PASSED);
            testResult.pseudoClassStateChanged(WARNING, state == SettingsViewModel.TestState.WARNING);
            testResult.pseudoClassStateChanged(FAILED, state == SettingsViewModel.TestState.FAILED);
        });
        HBox testRow = new HBox(10, test, testing, resultRoom(testResult));
        testRow.setAlignment(Pos.CENTER_LEFT);

        Label saveProblem = new Label();
        saveProblem.setId("settings-save-problem");
        saveProblem.getStyleClass().add("form-problem");
        saveProblem.setWrapText(true);
        saveProblem.textProperty().bind(model.saveProblemProperty());
        saveProblem.visibleProperty().bind(model.saveProblemProperty().isNotNull());
        saveProblem.managedProperty().bind(saveProblem.visibleProperty());

        Button cancel = new Button("_Cancel");
        cancel.setId("settings-cancel");
        cancel.setCancelButton(true);
        cancel.setOnAction(event -> {
            if (mayDiscardChanges()) {
                close();
            }
        });
        Button save = new Button("_Save");
        save.setId("settings-save");
        save.setDefaultButton(true);
        save.getStyleClass().add("accent");
        save.disableProperty().bind(model.problemProperty().isNotNull().or(model.busyProperty())
                .or(model.loadedProperty().not()));
        save.setOnAction(event -> model.save(() -> {
            close();
            onSaved.run();
        }));
        // Grey, not red: the user may not have reached the key yet, but greyed-out buttons alone do not say why.
        Label missingHint = new Label();
        missingHint.setId("settings-missing-hint");
        missingHint.getStyleClass().add("muted");
        missingHint.setWrapText(true);
        missingHint.textProperty().bind(model.missingValueHintProperty());
        missingHint.visibleProperty().bind(model.missingValueHintProperty().isNotNull());
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox buttons = new HBox(8, missingHint, gap, cancel, save);
        buttons.setAlignment(Pos.CENTER_LEFT);

        // On a screen too short for it all, the heading and the buttons stay in place and what is between scrolls.
        ScrollPane middle = ScrollingMiddle.of(new VBox(14, intro, form, overrides, testRow, saveProblem));
        VBox.setVgrow(middle, Priority.ALWAYS);
        VBox root = new VBox(14, heading, middle, buttons);
        root.setId("settings-dialog");
        root.getStyleClass().add("settings-dialog");
        root.setPrefWidth(640);
        for (Label wrapping : new Label[] {intro, overrides, problem, testResult, saveProblem}) {
            wrapping.setMinHeight(Region.USE_PREF_SIZE);
        }
        Scene scene = new Scene(root);
        // Show / Hide keeps the user in the key: leaving it is going anywhere else.
        List<Node> inTheKey = List.of(hiddenKey, shownKey, showKey);
        scene.focusOwnerProperty().addListener((obs, old, now) -> {
            if (old != null && inTheKey.contains(old) && (now == null || !inTheKey.contains(now))) {
                model.left(SettingsField.API_KEY);
            }
        });
        scene.addEventFilter(KeyEvent.KEY_PRESSED, event -> {
            if (event.getCode() != KeyCode.ESCAPE || event.isShortcutDown() || event.isAltDown()) {
                return;
            }
            event.consume();
            if (running.get()) {
                model.stopTest(); // Esc stops the test first; the dialog and what was typed stay
            } else {
                cancel.fire(); // from any field: the key's, with its TextFormatter, kept Esc to itself
            }
        });
        HeightFollowsContent.install(stage, scene);
        if (owner != null && owner.getScene() != null) {
            scene.getStylesheets().setAll(owner.getScene().getStylesheets());
        }
        stage.setScene(scene);
        stage.setOnCloseRequest(event -> {
            if (!mayDiscardChanges()) {
                event.consume();
            }
        });
        stage.setOnHidden(event -> model.close());
        model.load();
    }

    public SettingsViewModel model() {
        return model;
    }

    public Stage stage() {
        return stage;
    }

    public void show() {
        stage.show();
    }

    /** True when nothing typed would be lost, or the user chose to discard it. */
    private boolean mayDiscardChanges() {
        String changes = model.unsavedChanges();
        return changes.isEmpty() || DiscardChangesPrompt.confirm(stage, changes);
    }

    private void close() {
        model.close();
        stage.close();
    }

    /** The name of {@code field}, whose underlined letter (after "_") with Alt moves the keyboard there. */
    private static Label label(String text, Node field) {
        Label label = new Label(text);
        label.setMnemonicParsing(true);
        label.setLabelFor(field);
        return label;
    }

    private static Label note(String text) {
        Label note = new Label(text);
        note.setWrapText(true);
        note.setMinHeight(Region.USE_PREF_SIZE);
        note.getStyleClass().addAll("muted", "small-text");
        return note;
    }

    /**
     * Room for three lines of the test's result once there is one (before, the empty room was a band above the
     * button): the first result grows the dialog by a line at most, later ones move no button. A longer one (a
     * stale report, a variable that wins) scrolls within it, and the room is then in the tab order, so that the
     * arrow keys scroll it too.
     */
    private static Region resultRoom(Label result) {
        Label threeLines = new Label(" \n \n ");
        threeLines.getStyleClass().add("test-result");
        threeLines.setVisible(false);
        threeLines.setManaged(false);
        result.textProperty().addListener((obs, old, text) -> threeLines.setManaged(threeLines.isManaged()
                || !text.isEmpty())); // kept once made: a result cleared by typing does not move the buttons up
        VBox centred = new VBox(result);
        centred.setAlignment(Pos.CENTER_LEFT);
        ScrollPane scrolled = new ScrollPane(centred);
        scrolled.setId("settings-test-result-room");
        scrolled.getStyleClass().addAll(Tweaks.EDGE_TO_EDGE, "test-result-room");
        scrolled.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        scrolled.setFitToWidth(true);
        // As tall as the room at least, so that a short result is level with the button as before. (Not fitToHeight:
        // the bar would then show only for a result whose one unwrapped line is taller than the room.)
        centred.minHeightProperty().bind(Bindings.createDoubleBinding(() -> scrolled.getViewportBounds().getHeight(),
                scrolled.viewportBoundsProperty()));
        // Sized by the room around it, not by the result: its own wish would be the result unwrapped and whole.
        scrolled.setPrefViewportWidth(1);
        scrolled.setPrefViewportHeight(1);
        scrolled.focusTraversableProperty().bind(Bindings.createBooleanBinding(
                () -> result.getHeight() > scrolled.getViewportBounds().getHeight() + 0.5,
                result.heightProperty(), scrolled.viewportBoundsProperty()));
        StackPane room = new StackPane(threeLines, scrolled);
        room.setAlignment(Pos.CENTER_LEFT);
        room.setMaxHeight(Region.USE_PREF_SIZE);
        HBox.setHgrow(room, Priority.ALWAYS);
        return room;
    }

    private static StackPane notes(Node... notes) {
        StackPane place = new StackPane(notes);
        place.setAlignment(Pos.TOP_LEFT);
        return place;
    }

    /** "co_nnect", named in full for a screen reader: "Connect time-out in seconds". */
    private static Label timeoutLabel(String text, TextField field) {
        Label label = label(text, field);
        String name = text.replace("_", "");
        label.setAccessibleText(Character.toUpperCase(name.charAt(0)) + name.substring(1) + " time-out in seconds");
        return label;
    }

    private static TextField seconds(String id, javafx.beans.property.StringProperty value) {
        TextField field = new TextField();
        field.setId(id);
        field.setPrefColumnCount(4);
        field.textProperty().bindBidirectional(value);
        return field;
    }

    /**
     * A one-line field drops the line breaks of what is pasted, which joined "abc⏎def" into "abcdef": a wrong key
     * that no message named. Here a line break a copy starts or ends with is dropped, and one inside becomes a
     * space, which the key's check then names. {@code typed} hears of every edit, even a paste of the text already
     * there, which changes no value.
     */
    private static TextFormatter<String> lineBreaksInsideAKeyKept(Runnable typed) {
        return new TextFormatter<>(change -> {
            if (change.isContentChange()) {
                typed.run();
            }
            String text = change.getText();
            if (text.indexOf('\n') >= 0 || text.indexOf('\r') >= 0) {
                change.setText(LINE_BREAKS_AT_THE_ENDS.matcher(text).replaceAll("").replaceAll("[\r\n]+", " "));
            }
            return change;
        });
    }
}
