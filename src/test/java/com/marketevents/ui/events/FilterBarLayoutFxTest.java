package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;
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

    /** An item that may be cut down to {@code readable} px before the items wrap, its short form as wide as its text. */
    private static Region cuttable(double width, double readable) {
        return new CuttableItem(width, readable);
    }

    private static final class CuttableItem extends Region implements FilterBarLayout.ShortForm {
        private final double readable;

        CuttableItem(double width, double readable) {
            this.readable = readable;
            setPrefSize(width, 30);
            setMinWidth(20);
        }

        @Override
        public double width(boolean shortForm) {
            return getPrefWidth();
        }

        @Override
        public double readableWidth(boolean shortForm) {
            return readable;
        }

        @Override
        public void showShortForm(boolean shortForm) {
        }
    }

    @Test
    void theLeadNeverNarrowsAsTheBarWidensAndTheItemsKeepTheirWidth(FxRobot robot) {
        Region lead = sized(300);
        lead.setMaxWidth(Region.USE_PREF_SIZE);
        List<Region> items = IntStream.range(0, 5).mapToObj(i -> sized(100)).toList();
        FilterBarLayout bar = new FilterBarLayout(lead, 200, items);

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
            assertTrue(items.stream().allMatch(item -> item.getLayoutX() + item.getWidth() <= at + 0.5),
                    "an item is outside at " + width);
            before = now;
        }
        assertEquals(300, lead.getWidth(), "at full width the lead has its preferred width");
        assertEquals(30, bar.prefHeight(1300), "and everything is on one line");
    }

    @Test
    void theLeadTakesTheSpareWidthUpToItsMaximum(FxRobot robot) {
        Region lead = sized(300);
        lead.setMaxWidth(450);
        List<Region> items = IntStream.range(0, 5).mapToObj(i -> sized(100)).toList();
        FilterBarLayout bar = new FilterBarLayout(lead, 200, items);

        // the items take 5 × 100 + 4 gaps of 6 = 524 px, so in 900 px the lead has 900 - 6 - 524
        double[] widths = {900, 1300};
        double[] expectedLead = {370, 450};
        for (int i = 0; i < widths.length; i++) {
            double at = widths[i];
            robot.interact(() -> {
                bar.resize(at, bar.prefHeight(at));
                bar.layout();
            });
            assertEquals(expectedLead[i], lead.getWidth(), "the lead in a bar " + at + " wide");
            assertEquals(lead.getWidth() + 6, items.get(0).getLayoutX(), "the items follow the lead");
        }
    }

    @Test
    void anItemCutAtItsMaximumWidthTakesNoMoreRoomThanThat(FxRobot robot) {
        Region lead = sized(300);
        List<Region> items = IntStream.range(0, 5).mapToObj(i -> sized(100)).toList();
        items.get(0).setPrefWidth(250);
        items.get(0).setMaxWidth(100); // a value filter's button cut short, its whole text in a tooltip
        FilterBarLayout bar = new FilterBarLayout(lead, 200, items);

        robot.interact(() -> {
            bar.resize(800, bar.prefHeight(800));
            bar.layout();
        });
        assertEquals(30, bar.prefHeight(800), "one line: 200 + 6 + 524 fits in 800");
        assertEquals(100, items.get(0).getWidth());
    }

    @Test
    void whenTheItemsDoNotFitOnOneLineTheyFillTheFirstLineBesideTheLeadThenTheLinesBelow(FxRobot robot) {
        Region lead = sized(300);
        List<Region> items = IntStream.range(0, 5).mapToObj(i -> sized(100)).toList();
        FilterBarLayout bar = new FilterBarLayout(lead, 200, items);

        // one line would take 200 + 6 + 524 = 730 px: in 700 four items fit beside the lead at its minimum
        robot.interact(() -> {
            bar.resize(700, bar.prefHeight(700));
            bar.layout();
        });
        assertEquals(200, lead.getWidth(), "the lead at its minimum");
        for (int i = 0; i < 4; i++) {
            assertEquals(lead.getLayoutY(), items.get(i).getLayoutY(), "item " + i + " beside the lead");
            assertEquals(206 + i * 106, items.get(i).getLayoutX(), "item " + i + " after the one before it");
        }
        assertEquals(0, items.get(4).getLayoutX(), "the fifth item starts the second line");
        assertEquals(30 + 6, items.get(4).getLayoutY());
        assertEquals(66, bar.prefHeight(700), "two lines");

        // in 600 px three items fit beside the lead; the other two start the second line
        robot.interact(() -> {
            bar.resize(600, bar.prefHeight(600));
            bar.layout();
        });
        assertEquals(418, items.get(2).getLayoutX(), "the third item still beside the lead");
        assertEquals(0, items.get(3).getLayoutX(), "the fourth item starts the second line");
        assertEquals(106, items.get(4).getLayoutX());
        assertEquals(30 + 6, items.get(4).getLayoutY());
        assertEquals(66, bar.prefHeight(600), "two lines");
    }

    @Test
    void anItemThatMayBeCutGivesWayBeforeTheLeadNarrowsBelowItsMinimumOrTheItemsWrap(FxRobot robot) {
        Region lead = sized(300);
        List<Region> items = IntStream.range(0, 5)
                .mapToObj(i -> i == 1 ? cuttable(200, 110) : sized(100)).toList(); // a value filter's long choice
        FilterBarLayout bar = new FilterBarLayout(lead, 200, items);

        // uncut the items take 600 + 4 gaps of 6 = 624 px; beside the lead at its minimum 800 - 206 = 594 fit
        robot.interact(() -> {
            bar.resize(800, bar.prefHeight(800));
            bar.layout();
        });
        assertEquals(200, lead.getWidth(), "the lead at its minimum");
        assertEquals(30, bar.prefHeight(800), "one line");
        assertEquals(170, items.get(1).getWidth(), "the item cut by the 30 px missing");
        assertEquals(100, items.get(0).getWidth(), "an item that may not be cut keeps its width");
        assertEquals(800, items.get(4).getLayoutX() + items.get(4).getWidth(), 0.5, "the last item ends at the edge");

        // cut to 110 px they would take 534 px: in 700 px (494 beside the lead) they wrap, each at its full width
        robot.interact(() -> {
            bar.resize(700, bar.prefHeight(700));
            bar.layout();
        });
        assertEquals(200, items.get(1).getWidth(), "wrapped, the item is not cut");
        assertEquals(66, bar.prefHeight(700), "two lines");
    }

    @Test
    void theWidestItemIsCutFirst(FxRobot robot) {
        Region lead = sized(300);
        // a long choice, then a short one
        List<Region> items = List.of(sized(100), cuttable(200, 110), sized(100), cuttable(150, 110), sized(100));
        FilterBarLayout bar = new FilterBarLayout(lead, 200, items);

        // uncut they take 650 + 24 = 674 px; 30 px short, the long one gives them all
        robot.interact(() -> {
            bar.resize(850, bar.prefHeight(850));
            bar.layout();
        });
        assertEquals(170, items.get(1).getWidth(), 0.01, "the long one");
        assertEquals(150, items.get(3).getWidth(), "the short one whole");

        // 120 px short, both give way to the same width: 350 - 2 × 115 = 120
        robot.interact(() -> {
            bar.resize(760, bar.prefHeight(760));
            bar.layout();
        });
        assertEquals(115, items.get(1).getWidth(), 0.01);
        assertEquals(115, items.get(3).getWidth(), 0.01);
        assertEquals(30, bar.prefHeight(760), "one line");
    }

    @Test
    void anItemIsNeverCutBelowItsMinimumWidth(FxRobot robot) {
        Region lead = sized(300);
        List<Region> items = IntStream.range(0, 5).mapToObj(i -> i == 1 ? cuttable(200, 110) : sized(100)).toList();
        items.get(1).setMinWidth(190); // a value filter holding its width while its menu is open
        FilterBarLayout bar = new FilterBarLayout(lead, 200, items);

        for (double width : new double[] {820, 810}) {
            robot.interact(() -> {
                bar.resize(width, bar.prefHeight(width));
                bar.layout();
            });
            assertTrue(items.get(1).getWidth() >= 190, "the item below its minimum in " + width);
            assertTrue(items.get(2).getLayoutX() >= items.get(1).getLayoutX() + items.get(1).getWidth() + 6
                    || items.get(2).getLayoutX() == 0, "the next item overlaps it in " + width);
        }
        assertEquals(66, bar.prefHeight(810), "10 px short even with the item at its minimum, the items wrap");
    }

    @Test
    void anItemKeptWithThePreviousOneTakesItOntoTheNextLineRatherThanGoThereAlone(FxRobot robot) {
        Region lead = sized(300);
        List<Region> items = IntStream.range(0, 5).mapToObj(i -> sized(100)).toList();
        Region clear = sized(30); // clear filters, after the value filters
        FilterBarLayout.keepWithPrevious(clear);
        FilterBarLayout bar = new FilterBarLayout(lead, 200, Stream.concat(items.stream(), Stream.of(clear)).toList());

        // in 760 px the items (5 × 106 + 30 = 560 px) are 6 px short of one line beside the lead at its minimum: the
        // fifth item still ends at 730, but the clear button would not end before 766
        robot.interact(() -> {
            bar.resize(760, bar.prefHeight(760));
            bar.layout();
        });
        assertEquals(36, clear.getLayoutY(), "the clear button on the second line");
        assertEquals(36, items.get(4).getLayoutY(), "with the fifth item");
        assertEquals(0, items.get(4).getLayoutX(), "which starts it");
        assertEquals(106, clear.getLayoutX(), "the clear button right after it");
        assertEquals(lead.getLayoutY(), items.get(3).getLayoutY(), "the fourth item stays beside the lead");
        assertEquals(66, bar.prefHeight(760), "two lines");
    }
}
