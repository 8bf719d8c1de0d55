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
}
