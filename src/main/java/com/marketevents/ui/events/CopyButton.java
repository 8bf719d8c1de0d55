package com.marketevents.ui.events;

import com.marketevents.export.TsvFormatter;
import com.marketevents.ui.common.ClipboardText;
import com.marketevents.ui.common.Icons;
import com.marketevents.ui.common.UiExecutor;
import java.time.Duration;
import java.util.function.Supplier;
import javafx.scene.control.Button;
import javafx.scene.control.Tooltip;
import org.kordamp.ikonli.materialdesign2.MaterialDesignC;

/** Details' 24 px button that copies one field's text, a check mark in place of its icon for a moment after. */
final class CopyButton extends Button {
    private static final Duration COPIED_MARK_SHOWN = Duration.ofMillis(1500);

    private final String fieldName;
    private final UiExecutor executor;
    private UiExecutor.Scheduled markBack;

    CopyButton(String id, String fieldName, Supplier<String> text, UiExecutor executor) {
        super(null, Icons.of(MaterialDesignC.CONTENT_COPY));
        this.fieldName = fieldName;
        this.executor = executor;
        setId(id);
        getStyleClass().addAll("flat", "button-icon", "detail-copy");
        setTooltip(new Tooltip("Copy " + fieldName));
        setAccessibleText("Copy " + fieldName);
        setOnAction(event -> {
            ClipboardText.put(TsvFormatter.cell(text.get())); // pasted into a spreadsheet as a row copy's cell is
            showCopied();
        });
    }

    /**
     * A check mark in place of the copy icon for a moment says the value is on the clipboard; the accessible text
     * says it to a screen reader meanwhile. A second copy shows it its whole moment again.
     */
    private void showCopied() {
        setGraphic(Icons.of(MaterialDesignC.CHECK));
        setAccessibleText(fieldName + " copied");
        if (markBack != null) {
            markBack.cancel();
        }
        markBack = executor.schedule(COPIED_MARK_SHOWN, () -> {
            setGraphic(Icons.of(MaterialDesignC.CONTENT_COPY));
            setAccessibleText("Copy " + fieldName);
        });
    }
}
