package com.marketevents.ui.status;

import com.marketevents.ui.common.Icons;
import com.marketevents.ui.common.TextCut;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.css.PseudoClass;
import javafx.geometry.Pos;
import javafx.geometry.VPos;
import javafx.scene.control.Label;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.materialdesign2.MaterialDesignC;
import org.kordamp.ikonli.materialdesign2.MaterialDesignH;

/** One dependency check: pass / fail mark, readable name, its output, when it ran and how long it stays valid. */
final class CheckCell extends HBox {
    private static final PseudoClass FAILED = PseudoClass.getPseudoClass("failed");
    private static final PseudoClass STALE = PseudoClass.getPseudoClass("stale");
    private static final PseudoClass NOT_REPORTED = PseudoClass.getPseudoClass("not-reported");
    /**
     * A check's technical name longer than this ("database_available" is 18) is not shown beside its name, which
     * already says it in words, but in the name's tooltip.
     */
    private static final int LONG_NAME = 40;
    /** A name in bold longer than this is cut: two lines of the narrowest panel, not ten. */
    private static final int NAME_SHOWN = 60;
    /** A name said in the status bar longer than this is cut: the bar has other things to show. */
    private static final int FLASHED_NAME = 40;

    private final ObservableValue<Boolean> shown;
    private final Label timing = new Label();
    private final ChangeListener<Boolean> staleMarked = (obs, old, now) -> pseudoClassStateChanged(STALE, now);
    private CheckRow row;

    /**
     * {@code shown}: whether the panel is in sight; the timing line changes every second only then. Its context menu
     * copies its output whole ({@code copies}), which the cell shows cut.
     */
    CheckCell(CheckRow row, ObservableValue<Boolean> shown, PanelCopy copies) {
        this.shown = shown;
        setId("check-" + row.technicalName().replaceAll("[^A-Za-z0-9]+", "-"));
        getStyleClass().add("check-cell");
        setSpacing(10);
        setAlignment(Pos.TOP_LEFT);
        pseudoClassStateChanged(FAILED, row.failed());
        pseudoClassStateChanged(NOT_REPORTED, !row.reported());

        var mark = Icons.of(row.passed() ? MaterialDesignC.CHECK_CIRCLE
                : row.failed() ? MaterialDesignC.CLOSE_CIRCLE : MaterialDesignH.HELP_CIRCLE_OUTLINE, "check-mark");
        boolean longName = row.technicalName().length() > LONG_NAME;
        Label name = new Label();
        LongText.show(name, row.name(), NAME_SHOWN);
        if (longName) {
            name.setTooltip(LongText.tooltip(row.technicalName()));
        }
        name.getStyleClass().add("check-name");
        Label verdict = new Label(row.passed() ? "passed" : row.failed() ? "FAILED" : "not reported");
        verdict.getStyleClass().add("check-verdict");
        // Name and verdict stay together; the technical name follows them, or goes below when the pane is narrow,
        // so that no word of the three is ever cut.
        name.setWrapText(true);
        verdict.setMinWidth(Region.USE_PREF_SIZE);
        HBox nameAndVerdict = new HBox(8, name, verdict);
        nameAndVerdict.setAlignment(Pos.BASELINE_LEFT);
        Pane top;
        if (longName) {
            top = new VBox(nameAndVerdict);
        } else {
            Label technical = new Label();
            LongText.show(technical, row.technicalName());
            technical.getStyleClass().addAll("identifier", "muted", "small-text");
            FlowPane flow = new FlowPane(12, 0, nameAndVerdict, technical);
            flow.setAlignment(Pos.BASELINE_LEFT);
            flow.setRowValignment(VPos.BASELINE);
            nameAndVerdict.maxWidthProperty().bind(flow.widthProperty());
            technical.maxWidthProperty().bind(flow.widthProperty());
            top = flow;
        }

        Label output = new Label();
        LongText.show(output, row.output().isEmpty() ? "(no output)" : row.output());
        output.getStyleClass().add("check-output");
        timing.getStyleClass().addAll("check-timing", "small-text");
        timing.setWrapText(true); // a time far ahead says so in a sentence, longer than "ran 3 s ago · valid for 24 s"
        follow(row);

        Label unreadable = new Label(row.unreadableText());
        unreadable.getStyleClass().addAll("check-unreadable", "small-text");
        unreadable.setWrapText(true);
        unreadable.setVisible(!row.unreadableText().isEmpty());
        unreadable.setManaged(unreadable.isVisible());

        VBox text = new VBox(2, top, output, timing, unreadable);
        text.setMinWidth(0); // its labels wrap in the width there is, rather than widen the panel
        HBox.setHgrow(text, Priority.ALWAYS);
        getChildren().addAll(mark, text);
        if (!row.output().isEmpty()) {
            String named = row.technicalName().isBlank() ? "the check's output"
                    : "the output of " + TextCut.cut(row.technicalName(), FLASHED_NAME);
            // The row shown now: a refresh saying the same keeps this cell with a newer row (follow).
            copies.offerOn(this, getId() + "-copy-output", "Copy output", "Shift+F10 to copy its output",
                    () -> this.row.output(), "Copied " + named);
        }
    }

    /** Whether this cell shows {@code other} as it is but for its times ({@link CheckRow#showsAs}). */
    boolean showsAs(CheckRow other) {
        return row.showsAs(other);
    }

    /** Shows the times of {@code newer}, a row that otherwise shows as this cell's ({@link #showsAs}). */
    void follow(CheckRow newer) {
        if (row != null) {
            row.staleProperty().removeListener(staleMarked);
        }
        row = newer;
        timing.textProperty().bind(row.ranTextProperty().concat(" · ").concat(row.validityTextProperty()).when(shown));
        row.staleProperty().addListener(staleMarked);
        pseudoClassStateChanged(STALE, row.staleProperty().get());
    }
}
