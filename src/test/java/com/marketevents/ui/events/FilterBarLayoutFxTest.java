package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.IntStream;
import javafx.scene.layout.Region;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;

@ExtendWith(ApplicationExtension.class)
class FilterBarLayoutFxTest {

    private static Region sized(double width) {
        Region region = new Region();
        region.setPrefSize(width, 30);
        region.setMinWidth(20);
        return region;
    }

    @Test
    void theLeadNeverNarrowsAsTheBarWidensAndTheItemsKeepTheirWidth(FxRobot robot) {
        Region lead = sized(300);
        lead.setMaxWidth(Region.USE_PREF_SIZE);
        List<Region> items = IntStream.range(0, 5).mapToObj(i -> sized(100)).toList();
        Region trailing = sized(100);
        FilterBarLayout bar = new FilterBarLayout(lead, 200, items, trailing);

        double before = 0;
        for (double width = bar.minWidth(-1); width <= 1300; width += 10) {
            double at = width;
            robot.interact(() -> {
                bar.resize(at, bar.prefHeight(at));
                bar.layout();
            });
            double now = lead.getWidth();
            assertTrue(now >= before, "the lead went from " + before + " to " + now + " px in a bar " + width + " wide");
            assertTrue(items.stream().allMatch(item -> item.getWidth() == 100), "an item was narrowed at " + width);
            assertTrue(trailing.getLayoutX() + trailing.getWidth() <= width + 0.5, "the trailing label is outside at " + width);
            before = now;
        }
        assertEquals(300, lead.getWidth(), "at full width the lead has its preferred width");
        assertEquals(30, bar.prefHeight(1300), "and everything is on one line");
    }

    @Test
    void theLeadTakesTheSpareWidthUpToItsMaximumAndTheTrailingLabelStaysAtTheEnd(FxRobot robot) {
        Region lead = sized(300);
        lead.setMaxWidth(450);
        List<Region> items = IntStream.range(0, 5).mapToObj(i -> sized(100)).toList();
        Region trailing = sized(100);
        FilterBarLayout bar = new FilterBarLayout(lead, 200, items, trailing);

        // the items take 5 × 100 + 4 gaps of 6 = 524 px, so in 1000 px the lead has 1000 - 6 - 524 - 6 - 100
        double[] widths = {1000, 1300};
        double[] expectedLead = {364, 450};
        for (int i = 0; i < widths.length; i++) {
            double at = widths[i];
            robot.interact(() -> {
                bar.resize(at, bar.prefHeight(at));
                bar.layout();
            });
            assertEquals(expectedLead[i], lead.getWidth(), "the lead in a bar " + at + " wide");
            assertEquals(lead.getWidth() + 6, items.get(0).getLayoutX(), "the items follow the lead");
            assertEquals(at - 100, trailing.getLayoutX(), "the trailing label ends the bar");
        }
    }

    @Test
    void whenTheItemsDoNotFitOnOneLineTheyFillTheFirstLineBesideTheLeadAndTheTrailingLabelEndsTheLast(FxRobot robot) {
        Region lead = sized(300);
        List<Region> items = IntStream.range(0, 5).mapToObj(i -> sized(100)).toList();
        Region trailing = sized(100);
        FilterBarLayout bar = new FilterBarLayout(lead, 200, items, trailing);

        // one line would take 200 + 6 + 524 + 6 + 100 = 836 px: in 800 the items still fit beside the lead, and the
        // trailing label goes below rather than leave the last item alone on a line
        robot.interact(() -> {
            bar.resize(800, bar.prefHeight(800));
            bar.layout();
        });
        assertEquals(200, lead.getWidth(), "the lead at its minimum");
        for (int i = 0; i < 5; i++) {
            assertEquals(lead.getLayoutY(), items.get(i).getLayoutY(), "item " + i + " beside the lead");
            assertEquals(206 + i * 106, items.get(i).getLayoutX(), "item " + i + " after the one before it");
        }
        assertEquals(700, trailing.getLayoutX(), "the trailing label at the right end");
        assertEquals(30 + 6, trailing.getLayoutY(), "of the second line");
        assertEquals(66, bar.prefHeight(800), "two lines");

        // in 600 px three items fit beside the lead; the other two start the second line, which the label ends
        robot.interact(() -> {
            bar.resize(600, bar.prefHeight(600));
            bar.layout();
        });
        assertEquals(418, items.get(2).getLayoutX(), "the third item still beside the lead");
        assertEquals(0, items.get(3).getLayoutX(), "the fourth item starts the second line");
        assertEquals(106, items.get(4).getLayoutX());
        assertEquals(30 + 6, items.get(4).getLayoutY());
        assertEquals(500, trailing.getLayoutX(), "the trailing label ends the second line");
        assertEquals(30 + 6, trailing.getLayoutY());
        assertEquals(66, bar.prefHeight(600), "two lines");
    }
}
