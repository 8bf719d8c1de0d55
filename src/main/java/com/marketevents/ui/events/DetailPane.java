package com.marketevents.ui.events;

import com.marketevents.search.EventRow;
import com.marketevents.ui.common.KeyboardScrolling;
import com.marketevents.ui.common.UiExecutor;
import java.util.List;
import java.util.Locale;
import javafx.application.Platform;
import javafx.beans.value.ObservableValue;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.VBox;

/**
 * Every field of the selected event ({@link DetailFields}), or a line that asks to select one.
 *
 * <p>The pane follows the selection only while it is {@code shown}, and catches up when shown again: JavaFX
 * repaints the whole window for changes out of sight (see {@code StatusView}), and an analyst moving through
 * the table with the Status tab open would pay for it at every row.
 *
 * <p>It shows the selection at most once per pulse, as it is then. Shown at each step of the selection (when each
 * event's fields were new nodes, tens of milliseconds a step), thirty quick Page Downs kept the FX thread busy
 * for seconds, and JavaFX runs no pulse while key presses wait: the table neither scrolled nor repainted, and
 * the pane went on showing the row left behind, as if the selection had moved without the view.
 */
public final class DetailPane extends ScrollPane {
    private final EventsViewModel model;
    private final VBox content = new VBox(10);
    /** "n events selected", above the fields while more than one row is selected. */
    private final Label several = mutedLabel("detail-several-selected");
    private final Label empty = mutedLabel("detail-empty");
    private final DetailFields fields;
    /** The row whose fields are shown, or null. */
    private EventRow shownRow;
    /** The selection as the pane follows it: the view-model's while the pane is in sight. */
    private final ObservableValue<EventRow> selected;
    /** Whether the pane is to show the selection again at the next pulse (it or the time display changed). */
    private boolean showPending;
    private final Runnable showIfPending = this::showIfPending;

    public DetailPane(EventsViewModel model, ObservableValue<Boolean> shown, UiExecutor executor) {
        this.model = model;
        this.fields = new DetailFields(executor);
        setId("event-detail");
        getStyleClass().add("event-detail");
        setFitToWidth(true);
        content.setPadding(new Insets(12));
        empty.setText("Select an event to see all its fields.");
        content.getChildren().add(empty);
        setContent(content);
        // On a short screen the lower fields are below the fold, and none of them takes the focus to bring it there.
        KeyboardScrolling.install(this);
        selected = model.selectedProperty().when(shown);
        selected.addListener((obs, old, now) -> showAtNextPulse());
        model.timeDisplayProperty().addListener((obs, old, now) -> showAtNextPulse());
        // Only the count line follows the count: Ctrl+A over the row shown leaves its fields as they are.
        model.selectedCountProperty().when(shown).addListener((obs, old, now) -> {
            if (!showPending) {
                showCount(now.intValue()); // else the pane shows the selection shortly, the count with it
            }
        });
        sceneProperty().addListener((obs, old, now) -> {
            if (old != null) {
                old.removePreLayoutPulseListener(showIfPending);
            }
            if (now != null) {
                now.addPreLayoutPulseListener(showIfPending);
            }
            showIfPending(); // a change while out of a scene is shown at once
        });
        show(selected.getValue());
    }

    /** Shows the selection at the start of the next pulse, before its CSS and layout; at once outside a scene. */
    private void showAtNextPulse() {
        showPending = true;
        if (getScene() == null) {
            showIfPending();
        } else {
            Platform.requestNextPulse();
        }
    }

    private void showIfPending() {
        if (showPending) {
            showPending = false;
            show(selected.getValue());
        }
    }

    private static Label mutedLabel(String id) {
        Label label = new Label();
        label.setId(id);
        label.getStyleClass().add("muted");
        label.setWrapText(true);
        return label;
    }

    private void show(EventRow row) {
        shownRow = row;
        if (row != null) {
            fields.show(row.event(), model.timeDisplayProperty().get());
        }
        showOnly(row == null ? empty : fields);
        showCount(model.selectedCountProperty().get());
        // Styled now, not by the next pulse's CSS pass: that pass left parts of the new content marked for
        // CSS, which cost one more pulse, and a pulse that changes nothing repaints the whole window.
        content.applyCss();
    }

    /** Puts {@code shown} in the pane in place of the other; the count line, if any, stays above it. */
    private void showOnly(Node shown) {
        List<Node> children = content.getChildren();
        if (children.get(children.size() - 1) != shown) {
            children.set(children.size() - 1, shown);
        }
    }

    /** Puts "n events selected" above the fields, changes its count, or takes it away; the fields stay. */
    private void showCount(int selectedRows) {
        if (shownRow == null || selectedRows <= 1) {
            content.getChildren().remove(several);
            return;
        }
        several.setText(String.format(Locale.ROOT, "%,d events selected; these are the fields of the one chosen"
                + " last. Copy and Export take all %,d.", selectedRows, selectedRows));
        if (content.getChildren().get(0) != several) {
            content.getChildren().add(0, several);
            several.applyCss();
        }
    }
}
