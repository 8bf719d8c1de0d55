package com.marketevents.ui;

import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.text.Text;
import javafx.scene.text.TextBoundsType;

/**
 * Keeps a wrapping label to two lines of its font at any width it is given: the rest of the text is cut with an
 * ellipsis instead of adding lines, which made the row holding the label taller and moved everything below it.
 */
public final class TwoLinesAtMost {
    private TwoLinesAtMost() {
    }

    public static void keep(Label label) {
        label.maxHeightProperty().bind(Bindings.createDoubleBinding(() -> twoLines(label), label.fontProperty(),
                label.lineSpacingProperty(), label.insetsProperty()));
    }

    private static double twoLines(Label label) {
        Text line = new Text("X");
        line.setFont(label.getFont());
        line.setBoundsType(TextBoundsType.LOGICAL_VERTICAL_CENTER); // as a label measures its lines
        Insets insets = label.getInsets();
        // Each line rounded up, as the label's own are: a fraction short would cut the second line off too.
        return 2 * Math.ceil(line.getLayoutBounds().getHeight()) + label.getLineSpacing() + insets.getTop()
                + insets.getBottom();
    }
}
