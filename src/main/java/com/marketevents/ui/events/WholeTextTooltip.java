package com.marketevents.ui.events;

import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.geometry.HPos;
import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseEvent;
import javafx.scene.text.Text;

/**
 * A table cell whose column cuts its text short ("Microsoft Q1 Fisc…") shows the whole text in a tooltip, as
 * spreadsheets do; a cell shown whole has none, so short values never sprout tooltips. Whether the text is cut
 * is asked when the pointer enters the cell (and when the cell's value changes under a resting pointer, as a
 * wheel scroll does), never for the rows the pointer is not on.
 */
final class WholeTextTooltip {
    private static final double MAX_WIDTH = 560;
    /** Only ever used on the FX thread, one text at a time. */
    private static final Text MEASURE = new Text();

    private final Labeled cell;
    private Tooltip tooltip;

    private WholeTextTooltip(Labeled cell) {
        this.cell = cell;
    }

    /** Keeps {@code cell}'s tooltip in step with its text; call {@link #refresh()} when the text changes. */
    static WholeTextTooltip install(Labeled cell) {
        WholeTextTooltip whole = new WholeTextTooltip(cell);
        cell.addEventHandler(MouseEvent.MOUSE_ENTERED, event -> whole.update());
        return whole;
    }

    /** After the cell's text changed: brings the tooltip up to date if the pointer is on the cell. */
    void refresh() {
        if (cell.isHover()) {
            update();
        } else if (cell.getTooltip() != null) {
            cell.setTooltip(null);
        }
    }

    private void update() {
        String text = cell.getText();
        if (text == null || text.isEmpty() || !isCut(text)) {
            cell.setTooltip(null);
            return;
        }
        if (tooltip == null) {
            tooltip = new Tooltip();
            tooltip.setWrapText(true);
            tooltip.setMaxWidth(MAX_WIDTH);
        }
        tooltip.setText(ShownValue.of(text));
        cell.setTooltip(tooltip);
    }

    /**
     * Whether some of the text is out of sight: cut by its column (measured as the skin does before it puts in
     * an ellipsis), or by the table's edge when the column runs past it.
     */
    private boolean isCut(String text) {
        MEASURE.setFont(cell.getFont());
        MEASURE.setText(text);
        double textWidth = MEASURE.getLayoutBounds().getWidth();
        double room = cell.getWidth() - cell.snappedLeftInset() - cell.snappedRightInset();
        if (textWidth > room + 0.5) {
            return true;
        }
        Bounds cellInScene = cell.localToScene(cell.getLayoutBounds());
        double start = cell.getAlignment().getHpos() == HPos.RIGHT
                ? cellInScene.getMaxX() - cell.snappedRightInset() - textWidth
                : cellInScene.getMinX() + cell.snappedLeftInset();
        Bounds inSight = inSight(cellInScene);
        return start < inSight.getMinX() - 0.5 || start + textWidth > inSight.getMaxX() + 0.5;
    }

    /** The part of {@code bounds} the clips of the cell's containers (the table's scrolled viewport) leave. */
    private Bounds inSight(Bounds bounds) {
        double minX = bounds.getMinX();
        double maxX = bounds.getMaxX();
        for (Node parent = cell.getParent(); parent != null; parent = parent.getParent()) {
            Node clip = parent.getClip();
            if (clip != null) {
                Bounds clipInScene = parent.localToScene(clip.getBoundsInParent());
                minX = Math.max(minX, clipInScene.getMinX());
                maxX = Math.min(maxX, clipInScene.getMaxX());
            }
        }
        return new BoundingBox(minX, bounds.getMinY(), Math.max(0, maxX - minX), bounds.getHeight());
    }
}
