package com.marketevents.ui.status;

import java.util.List;
import javafx.beans.InvalidationListener;
import javafx.beans.Observable;
import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.scene.text.Text;

/**
 * Keeps a control whose text changes (Refresh, then Cancel) as wide as its widest text, so that its edge, and what
 * lines up with it, stays put. The width is measured in the control's font, so it holds under any font.
 */
final class WidestText {
    private WidestText() {
    }

    static void reserve(Labeled labeled, String... texts) {
        List<String> all = List.of(texts);
        InvalidationListener fit = obs -> {
            double widest = 0;
            for (String text : all) {
                Text measured = new Text(text);
                measured.setFont(labeled.getFont());
                widest = Math.max(widest, Math.ceil(measured.getLayoutBounds().getWidth()));
            }
            Node graphic = labeled.getGraphic();
            double beside = graphic == null ? 0 : graphic.prefWidth(-1) + labeled.getGraphicTextGap();
            double width = widest + beside + labeled.snappedLeftInset() + labeled.snappedRightInset()
                    + labeled.getLabelPadding().getLeft() + labeled.getLabelPadding().getRight();
            labeled.setMinWidth(width);
            labeled.setPrefWidth(width);
        };
        for (Observable each : List.<Observable>of(labeled.fontProperty(), labeled.graphicProperty(),
                labeled.graphicTextGapProperty(), labeled.paddingProperty(), labeled.labelPaddingProperty())) {
            each.addListener(fit);
        }
        // An icon is sized by its first CSS pass.
        labeled.graphicProperty().addListener((obs, old, now) -> {
            if (old != null) {
                old.layoutBoundsProperty().removeListener(fit);
            }
            if (now != null) {
                now.layoutBoundsProperty().addListener(fit);
            }
        });
        if (labeled.getGraphic() != null) {
            labeled.getGraphic().layoutBoundsProperty().addListener(fit);
        }
        fit.invalidated(null);
    }
}
