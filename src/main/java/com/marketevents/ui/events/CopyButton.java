package com.marketevents.ui.events;

import com.marketevents.ui.ClipboardText;
import com.marketevents.ui.Icons;
import java.util.function.Supplier;
import javafx.animation.PauseTransition;
import javafx.scene.control.Button;
import javafx.scene.control.Tooltip;
import javafx.util.Duration;
import org.kordamp.ikonli.materialdesign2.MaterialDesignC;

/** Details' 24 px button that copies one field's text, a check mark in place of its icon for a moment after. */
final class CopyButton extends Button {
    private static final Duration COPIED_MARK_SHOWN = Duration.seconds(1.5);

    private final String fieldName;

    CopyButton(String id, String fieldName, Supplier<String> text) {
        super(null, Icons.of(MaterialDesignC.CONTENT_COPY));
        this.fieldName = fieldName;
        setId(id);
        getStyleClass().addAll("flat", "button-icon", "detail-copy");
        setTooltip(new Tooltip("Copy " + fieldName));
        setAccessibleText("Copy " + fieldName);
        setOnAction(event -> {
            ClipboardText.put(text.get());
            showCopied();
        });
    }

    /**
     * A check mark in place of the copy icon for a moment says the value is on the clipboard; the accessible text
     * says it to a screen reader meanwhile.
     */
    private void showCopied() {
        setGraphic(Icons.of(MaterialDesignC.CHECK));
        setAccessibleText(fieldName + " copied");
        PauseTransition back = new PauseTransition(COPIED_MARK_SHOWN);
        back.setOnFinished(done -> {
            setGraphic(Icons.of(MaterialDesignC.CONTENT_COPY));
            setAccessibleText("Copy " + fieldName);
        });
        back.play();
    }
}
