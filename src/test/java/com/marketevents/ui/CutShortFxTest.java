package com.marketevents.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.Pane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class CutShortFxTest {
    private static final String SENTENCE = "The range is longer than 10 years, the most one load asks for.";
    private Label wrapping;
    private Label oneLine;
    private ReadOnlyBooleanProperty wrappingCut;
    private ReadOnlyBooleanProperty oneLineCut;

    @Start
    void start(Stage stage) {
        wrapping = new Label(SENTENCE);
        oneLine = new Label(SENTENCE);
        wrapping.setManaged(false); // sized by the test alone
        oneLine.setManaged(false);
        wrapping.setWrapText(true);
        TwoLinesAtMost.keep(wrapping);
        wrappingCut = CutShort.of(wrapping);
        oneLineCut = CutShort.of(oneLine);
        stage.setScene(new Scene(new Pane(wrapping, oneLine), 800, 200));
        stage.show();
    }

    @Test
    void aWrappingLabelIsCutOnlyWhenItsTwoLinesCannotHoldTheSentence(FxRobot robot) {
        double line = size(robot, wrapping, 1);
        assertFalse(wrappingCut.get(), "on one line");

        size(robot, wrapping, 0.6);
        assertFalse(wrappingCut.get(), "narrower than its line, whole on two: " + wrapping.getHeight() + " px high");

        size(robot, wrapping, 0.3);
        assertTrue(wrappingCut.get(), "a third of its line on two lines: " + line);
    }

    @Test
    void aLabelOnOneLineIsCutWhenNarrowerThanItsText(FxRobot robot) {
        size(robot, oneLine, 1);
        assertFalse(oneLineCut.get());

        size(robot, oneLine, 0.9);
        assertTrue(oneLineCut.get());
    }

    /** Sizes the label to a share of its line's width, its height what it asks for there up to its maximum. */
    private static double size(FxRobot robot, Label label, double share) {
        double[] line = new double[1];
        robot.interact(() -> {
            line[0] = label.prefWidth(-1);
            double width = Math.ceil(line[0] * share);
            label.resize(width, Math.min(label.prefHeight(width), label.getMaxHeight()));
            label.layout();
        });
        WaitForAsyncUtils.waitForFxEvents();
        return line[0];
    }
}
