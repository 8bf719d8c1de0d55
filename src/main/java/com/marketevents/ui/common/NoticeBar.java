package com.marketevents.ui.common;

import java.util.function.Consumer;
import java.util.regex.Pattern;
import javafx.beans.value.ObservableValue;
import javafx.css.PseudoClass;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import org.kordamp.ikonli.materialdesign2.MaterialDesignA;
import org.kordamp.ikonli.materialdesign2.MaterialDesignC;
import org.kordamp.ikonli.materialdesign2.MaterialDesignI;

/** The strip that shows a {@link Notice}: its sentence, a button per way out, and a close button. */
public final class NoticeBar extends HBox {
    private static final PseudoClass INFO = PseudoClass.getPseudoClass("info");
    private static final PseudoClass WARNING = PseudoClass.getPseudoClass("warning");
    private static final PseudoClass ERROR = PseudoClass.getPseudoClass("error");
    /** "2026-11-22 to 2026-11-28", as {@code DateRange} writes a range of dates. */
    private static final Pattern DATE_RANGE = Pattern.compile("(\\d{4}-\\d{2}-\\d{2}) to (\\d{4}-\\d{2}-\\d{2})");
    private static final String NO_BREAK_SPACE = "\u00A0";

    private final Label text = new Label();
    private final ObservableValue<Notice> notice;
    private final Runnable onDismiss;
    private Control focusAfter;

    public NoticeBar(String id, ObservableValue<Notice> notice, Consumer<Notice.Action> onAction, Runnable onDismiss) {
        this.notice = notice;
        this.onDismiss = onDismiss;
        setId(id);
        getStyleClass().add("notice-bar");
        setAlignment(Pos.CENTER_LEFT);
        setSpacing(10);
        text.setId(id + "-text");
        text.setWrapText(true);
        text.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(text, Priority.ALWAYS);
        notice.addListener((obs, old, now) -> show(now, onAction, onDismiss));
        show(notice.getValue(), onAction, onDismiss);
    }

    /** Where the keyboard goes when the notice goes, or changes, with the button it was on; null: the scene picks. */
    public void handFocusTo(Control target) {
        focusAfter = target;
    }

    private void show(Notice notice, Consumer<Notice.Action> onAction, Runnable onDismiss) {
        Node keyboardOn = getChildren().stream().filter(Node::isFocused).findFirst().orElse(null);
        if (keyboardOn != null && focusAfter != null) {
            focusAfter.requestFocus();
        }
        setVisible(notice != null);
        setManaged(notice != null);
        getChildren().clear();
        if (notice == null) {
            return;
        }
        pseudoClassStateChanged(INFO, notice.severity() == Notice.Severity.INFO);
        pseudoClassStateChanged(WARNING, notice.severity() == Notice.Severity.WARNING);
        pseudoClassStateChanged(ERROR, notice.severity() == Notice.Severity.ERROR);
        text.setText(withRangesWhole(notice.text()));
        getChildren().add(switch (notice.severity()) {
            case INFO -> Icons.of(MaterialDesignI.INFORMATION_OUTLINE, "notice-icon");
            case WARNING -> Icons.of(MaterialDesignA.ALERT, "notice-icon");
            case ERROR -> Icons.of(MaterialDesignA.ALERT_CIRCLE, "notice-icon");
        });
        getChildren().add(text);
        for (Notice.Action action : notice.actions()) {
            Button button = new Button(action.label());
            button.setId(getId() + "-" + action.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'));
            button.setOnAction(event -> onAction.accept(action));
            button.setMinWidth(USE_PREF_SIZE); // the notice's text wraps instead
            keepFocusOnClick(button);
            getChildren().add(button);
        }
        if (!notice.dismissible()) {
            return;
        }
        Button close = new Button(null, Icons.of(MaterialDesignC.CLOSE));
        close.setId(getId() + "-close");
        close.getStyleClass().addAll("flat", "button-icon");
        close.setAccessibleText("Dismiss");
        close.setTooltip(new Tooltip("Dismiss this message"));
        close.setOnAction(event -> onDismiss.run());
        keepFocusOnClick(close);
        getChildren().add(close);
    }

    /**
     * A click leaves the keyboard where it was (the table and its selection): taken by the button, it went to the
     * window's first field once the notice, and the button with it, was gone. Tab still reaches the button.
     */
    private static void keepFocusOnClick(Button button) {
        button.addEventFilter(MouseEvent.MOUSE_PRESSED, event -> button.setFocusTraversable(false));
        button.addEventFilter(MouseEvent.MOUSE_RELEASED, event -> button.setFocusTraversable(true));
    }

    /**
     * The sentence with each range of dates as one piece of text: wrapped at any space, a notice split one across its
     * lines ("…while loading 2026-11-22 to" / "2026-11-28."), which reads as a date and a stray one. Only the label
     * gets no-break spaces; the notice, and whatever takes its text, keeps ordinary ones.
     */
    private static String withRangesWhole(String sentence) {
        return DATE_RANGE.matcher(sentence).replaceAll("$1" + NO_BREAK_SPACE + "to" + NO_BREAK_SPACE + "$2");
    }

    /** The notice shown, or null. */
    public ObservableValue<Notice> notice() {
        return notice;
    }

    /**
     * Closes the notice shown if it only informs (a warning or an error stays until dealt with, and word of work
     * running stays while it runs).
     */
    public void dismissIfInformation() {
        Notice shown = notice.getValue();
        if (shown != null && shown.severity() == Notice.Severity.INFO && shown.dismissible()) {
            onDismiss.run();
        }
    }
}
