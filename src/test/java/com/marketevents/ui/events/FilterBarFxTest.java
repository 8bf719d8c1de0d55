package com.marketevents.ui.events;

import static com.marketevents.ui.WindowFixture.onFx;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.ui.WindowFixture;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import javafx.geometry.Bounds;
import javafx.scene.AccessibleAttribute;
import javafx.scene.Node;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Labeled;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.BackgroundFill;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;
import javafx.scene.text.Text;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class FilterBarFxTest {
    /** The ticker list QA could not read in a window some 900 px wide. */
    private static final String TICKERS = "aapl, msft, 0700";
    /** The window's first size (WindowPlacement). */
    private static final double DEFAULT_WIDTH = 1360;
    /** The most common laptop screen's width but one (1366 the other). */
    private static final double LAPTOP_WIDTH = 1280;

    @RegisterExtension
    final WindowFixture fixture = new WindowFixture();

    @Test
    void theQuickFilterShowsATickerListWholeWhileAValueFilterShowsItsChoice(FxRobot robot) {
        WindowFixture.loadRange(robot, "2025-06-02", "2025-06-06", 30);
        robot.interact(() -> {
            types().choose("earnings", true);
            types().choose("presentation", true);
        });
        TextField quick = typeTickers(robot);

        for (double width : new double[] {1440, DEFAULT_WIDTH, 1100, 900}) {
            robot.interact(() -> fixture.stage().setWidth(width));
            WaitForAsyncUtils.waitForFxEvents();
            assertTrue(robot.lookup("#filter-event-type").queryAs(Labeled.class).getText().startsWith("Type: 2 of"));
            assertTrue(shownWhole(quick), "the quick filter, " + onFx(quick::getWidth) + " px in a window " + width
                    + " wide, cuts \"" + TICKERS + "\"" + shown(quick));
        }
    }

    @Test
    void theQuickFiltersTooltipWrapsNarrowerThanAnyScreenAndSaysIdentifiersMatchAtAWordsStart(FxRobot robot) {
        Tooltip tooltip = robot.lookup("#quick-filter").queryAs(TextField.class).getTooltip();
        assertTrue(tooltip.isWrapText() && tooltip.getMaxWidth() <= 640, "on one line it ran off a 1920-pixel screen");
        assertTrue(tooltip.getText().contains("anywhere in the title, or at the start of a word of the ticker"),
                tooltip.getText()); // "326" does not find 1326:HK
        assertTrue(tooltip.getText().endsWith("Down lists the watchlists and recent filters."), tooltip.getText());
    }

    @Test
    void anActiveFilterIsNotEdgedAsTheFocusedOneIsAndShowsTheSameRingWhenFocused(FxRobot robot) {
        WindowFixture.loadRange(robot, "2025-06-02", "2025-06-06", 30);
        robot.interact(() -> types().choose("earnings", true));
        Region type = robot.lookup("#filter-event-type").queryAs(Region.class);
        Region status = robot.lookup("#filter-status").queryAs(Region.class);
        robot.interact(type::requestFocus);
        robot.push(KeyCode.TAB); // the keyboard's focus, which the ring shows
        WindowFixture.waitUntil(status::isFocused);
        WaitForAsyncUtils.waitForFxEvents();
        Color focusedEdge = edge(status);

        assertNotEquals(focusedEdge, edge(type), "the active Type filter looks focused while Status has the focus");
        robot.press(KeyCode.SHIFT).push(KeyCode.TAB).release(KeyCode.SHIFT);
        WindowFixture.waitUntil(type::isFocused);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(focusedEdge, edge(type), "focused, the active filter has the ring any focused filter has");
    }

    @Test
    void aFilterOpenedWithTheMouseHasNoRing(FxRobot robot) {
        WindowFixture.loadRange(robot, "2025-06-02", "2025-06-06", 30);
        Region type = robot.lookup("#filter-event-type").queryAs(Region.class);
        robot.clickOn(type);
        WindowFixture.waitUntil(() -> type.isFocused() && ((javafx.scene.control.MenuButton) type).isShowing());
        WaitForAsyncUtils.waitForFxEvents();

        Color edge = edge(type);
        assertTrue(edge.getRed() > 0.5 && edge.getBlue() - edge.getRed() < 0.2,
                "a grey edge, not the accent's ring (#0969da): " + edge);
        robot.push(KeyCode.ESCAPE);
    }

    /** The colour of the control's left edge, half-way down, as drawn. */
    private static Color edge(Region control) {
        return onFx(() -> control.snapshot(null, null).getPixelReader().getColor(0, (int) (control.getHeight() / 2)));
    }

    @Test
    void atTheMostCommonLaptopWidthALongChoiceIsCutRatherThanNarrowTheQuickFilterOrWrapTheValueFilters(FxRobot robot) {
        // The compact value filters show "Type: Shareholder meeting" whole at the default width.
        robot.interact(() -> fixture.stage().setWidth(LAPTOP_WIDTH));
        WindowFixture.loadRange(robot, "2025-06-02", "2025-06-06", 30);
        robot.interact(() -> types().choose("shareholder_meeting", true));
        TextField quick = typeTickers(robot);
        WaitForAsyncUtils.waitForFxEvents();

        assertTrue(shownWhole(quick), "the quick filter cuts \"" + TICKERS + "\"" + shown(quick));
        assertOnOneLine(robot, quick);
        Labeled type = robot.lookup("#filter-event-type").queryAs(Labeled.class);
        assertTrue(drawnText(type).endsWith("..."), "the choice is cut: " + drawnText(type));
        assertEquals("Type: Shareholder meeting", type.getTooltip().getText(), "the whole choice, on hovering it");
    }

    @Test
    void aShortChoiceStaysWholeBesideALongOneThatIsCut(FxRobot robot) {
        robot.interact(() -> fixture.stage().setWidth(LAPTOP_WIDTH)); // a filter bar 880 px wide beside the side panel
        WindowFixture.loadRange(robot, "2025-06-02", "2025-06-06", 30);
        FacetFilter exchanges = fixture.window.model().events().facets().stream()
                .filter(facet -> facet.id().equals("exchange")).findFirst().orElseThrow();
        robot.interact(() -> {
            types().choose("shareholder_meeting", true);
            exchanges.choose("XNAS", true);
        });
        TextField quick = typeTickers(robot);
        WaitForAsyncUtils.waitForFxEvents();

        Labeled exchange = robot.lookup("#filter-exchange").queryAs(Labeled.class);
        assertEquals("Exchange: XNAS", drawnText(exchange), "the short choice");
        assertTrue(drawnText(robot.lookup("#filter-event-type").queryAs(Labeled.class)).endsWith("..."));
        assertOnOneLine(robot, quick);
        assertTrue(shownWhole(quick), "the quick filter cuts \"" + TICKERS + "\"" + shown(quick));
    }

    @Test
    void atTheDefaultWidthAShortChoiceShowsWholeBesideTheQuickFilter(FxRobot robot) {
        robot.interact(() -> fixture.stage().setWidth(DEFAULT_WIDTH));
        WindowFixture.loadRange(robot, "2025-06-02", "2025-06-06", 30);
        TextField quick = typeTickers(robot);
        Labeled type = robot.lookup("#filter-event-type").queryAs(Labeled.class);

        for (List<String> chosen : List.of(List.of("earnings"), List.of("earnings", "presentation"))) {
            robot.interact(() -> {
                types().clear();
                chosen.forEach(value -> types().choose(value, true));
            });
            WaitForAsyncUtils.waitForFxEvents();
            assertEquals(type.getText(), drawnText(type), "a short choice is not cut");
            assertOnOneLine(robot, quick);
            assertTrue(shownWhole(quick), "the quick filter cuts \"" + TICKERS + "\"" + shown(quick));
        }
    }

    @Test
    void atTheDefaultWidthEveryValueFilterWithAChoiceKeepsItsNameAndItsChoiceOrItsFirstLettersOrWraps(FxRobot robot) {
        Region bar = chooseALongTypeAndAValueInEveryOtherFilter(robot, 2);

        for (FacetMenu button : valueFilters(bar)) {
            String drawn = drawnText(button).replace("...", "").replace("…", "");
            int name = button.getText().indexOf(": ") + ": ".length();
            String readable = button.getText().substring(0, button.getText().length() <= name + 5
                    ? button.getText().length() : name + 3);
            assertTrue(drawn.startsWith(readable), "\"" + drawnText(button) + "\" for \"" + button.getText() + "\"");
        }
    }

    @Test
    void aValueFilterLeftCutHasNoRoomOnItsLineForItsWholeText(FxRobot robot) {
        Region bar = chooseALongTypeAndAValueInEveryOtherFilter(robot, 1);

        for (FacetMenu button : valueFilters(bar)) {
            if (drawnText(button).equals(button.getText())) {
                continue;
            }
            double lineEnd = onFx(() -> bar.getChildrenUnmodifiable().stream()
                    .filter(other -> Math.abs(other.getLayoutY() - button.getLayoutY()) < 1)
                    .mapToDouble(other -> other.getBoundsInParent().getMaxX()).max().orElseThrow());
            double missing = onFx(() -> button.prefWidth(-1) - button.getWidth());
            double free = onFx(bar::getWidth) - lineEnd;
            assertTrue(free < missing, "\"" + drawnText(button) + "\" is cut though its line has "
                    + free + " px free of the " + missing + " it lacks");
        }
    }

    @Test
    void atTheDefaultWidthTwoTypesAndTwoExchangesLeaveTheClearButtonOnTheLineOfTheLastFilter(FxRobot robot) {
        robot.interact(() -> fixture.stage().setWidth(DEFAULT_WIDTH));
        loadAWeekWithTwoTypesAndTwoExchangesChosen(robot);

        Node clear = robot.lookup("#clear-filters").query();
        Node last = robot.lookup("#filter-fiscal-year").query();
        assertEquals(onFx(() -> last.getBoundsInParent().getCenterY()),
                onFx(() -> clear.getBoundsInParent().getCenterY()), 1,
                "the clear button beside the last value filter, not alone on a line");
    }

    @Test
    void atTheUsualWidthTheLongestChoicesInTwoFiltersAndAShortOneLeaveTheTableWhereItWas(FxRobot robot) {
        showWeekAt(robot, 1366, 800); // the side panel 400 px wide beside it
        Node table = robot.lookup("#events-table").query();
        double tableTop = sceneBounds(table).getMinY();
        robot.interact(() -> {
            for (String id : List.of("eventType", "transcriptionStatus")) {
                FacetFilter facet = facet(id);
                facet.options().stream().max(Comparator.comparingInt(option -> facet.label(option.value()).length()))
                        .ifPresent(option -> facet.choose(option.value(), true));
            }
            facet("exchange").choose(facet("exchange").options().get(0).value(), true);
        });
        WaitForAsyncUtils.waitForFxEvents();

        assertEquals(tableTop, sceneBounds(table).getMinY(), 0.5,
                "the filter bar wrapped onto a second line: " + valueFilters(robot.lookup("#filter-bar")
                        .queryAs(Region.class)).stream().map(Labeled::getText).toList());
        for (String id : List.of("#filter-event-type", "#filter-transcription-status")) {
            Labeled cut = robot.lookup(id).queryAs(Labeled.class);
            assertTrue(drawnText(cut).endsWith("..."), "cut to make room: " + drawnText(cut));
            assertEquals(cut.getText(), cut.getTooltip().getText(), "the whole choice, on hovering it");
            assertEquals(cut.getText(), readerText(cut), "and to a reader");
        }
    }

    @Test
    void atTheMostCommonLaptopWidthAWatchlistInUseLeavesEveryFilterOnTheQuickFiltersLine(FxRobot robot) {
        showWeekAt(robot, LAPTOP_WIDTH, 800); // the side panel 400 px wide beside it
        EventsViewModel model = fixture.window.model().events();
        Map<String, String> watchlists = new LinkedHashMap<>();
        watchlists.put("Large caps tech", "AAPL, MSFT, CS, LUMO");
        watchlists.put("Semiconductor Co", "AAPL, MSFT, CS");
        watchlists.put("European banks and insurers", "AAPL, MSFT, LUMO");
        for (Map.Entry<String, String> watchlist : watchlists.entrySet()) {
            String name = watchlist.getKey();
            robot.interact(() -> {
                model.watchlists().save(name, watchlist.getValue());
                model.replaceQuickFilter(watchlist.getValue());
            });
            WaitForAsyncUtils.waitForFxEvents();

            TextField quick = robot.lookup("#quick-filter").queryAs(TextField.class);
            Node fiscalYear = robot.lookup("#filter-fiscal-year").query();
            assertEquals(sceneBounds(quick).getCenterY(), sceneBounds(fiscalYear).getCenterY(), 1,
                    "Fiscal year wrapped onto a second line with the watchlist \"" + name + "\" in use");
            assertOnOneLine(robot, quick);
            Labeled tag = robot.lookup("#quick-filter-watchlist").queryAs(Labeled.class);
            assertEquals("The watchlist “" + name + "”", tag.getTooltip().getText(),
                    "the whole name, on hovering it");
            if (name.length() <= 16) {
                assertEquals(name, drawnText(tag), "a name of 16 letters is not cut");
            } else {
                assertTrue(drawnText(tag).endsWith("…"), "cut with one character: " + drawnText(tag));
            }
        }
    }

    @Test
    void atTheUsualWidthAValueInEveryFilterLeavesTheFiltersOnOneLine(FxRobot robot) {
        showWeekAt(robot, 1366, 768);
        robot.interact(() -> fixture.window.model().events().facets()
                .forEach(facet -> facet.choose(facet.options().get(0).value(), true)));
        WaitForAsyncUtils.waitForFxEvents();

        assertOnOneLine(robot, robot.lookup("#quick-filter").queryAs(TextField.class));
        for (FacetMenu button : valueFilters(robot.lookup("#filter-bar").queryAs(Region.class))) {
            String drawn = drawnText(button).replace("...", "").replace("…", "");
            assertTrue(button.getText().startsWith(drawn) && drawn.length() >= button.getText().indexOf(": ") + 5,
                    "\"" + drawnText(button) + "\" keeps its name and the first letters of " + button.getText());
        }
    }

    @Test
    void atTheMostCommonLaptopWidthTheLongestValueInEveryFilterStaysReadableOnTheQuickFiltersLine(FxRobot robot) {
        showWeekAt(robot, LAPTOP_WIDTH, 800); // the side panel 400 px wide beside it
        Region bar = robot.lookup("#filter-bar").queryAs(Region.class);
        for (int types : new int[] {1, 2}) {
            robot.interact(() -> {
                for (FacetFilter facet : fixture.window.model().events().facets()) {
                    facet.clear();
                    facet.options().stream()
                            .sorted(Comparator.comparingInt((FacetFilter.Option option) -> facet.label(option.value())
                                    .length()).reversed())
                            .limit(facet.id().equals("eventType") ? types : 1)
                            .forEach(option -> facet.choose(option.value(), true));
                }
            });
            WaitForAsyncUtils.waitForFxEvents();

            assertOnOneLine(robot, robot.lookup("#quick-filter").queryAs(TextField.class));
            for (FacetMenu button : valueFilters(bar)) {
                assertEquals(onFx(() -> bar.getChildrenUnmodifiable().get(0).getBoundsInParent().getCenterY()),
                        onFx(() -> button.getBoundsInParent().getCenterY()), 1,
                        button.getId() + " wrapped onto a second line");
                FacetFilter facet = facet(button.getId());
                String drawn = drawnText(button).replace("...", "").replace("…", "");
                boolean named = drawn.startsWith(facet.title() + ": ");
                String chosen = String.join(", ", facet.options().stream().map(FacetFilter.Option::value)
                        .filter(facet.chosen()::contains).map(named ? facet::label : facet::labelAlone).toList());
                String value = named ? drawn.substring(facet.title().length() + 2) : drawn;
                assertTrue(chosen.startsWith(value) && value.length() >= Math.min(3, chosen.length()),
                        "\"" + drawnText(button) + "\" shows the first letters of " + chosen);
                assertTrue(button.getTooltip().getText().startsWith(facet.title() + ": "),
                        "the tooltip names the filter: " + button.getTooltip().getText());
                assertEquals(button.getTooltip().getText(), readerText(button),
                        "and so does the text a reader reads");
            }
        }
    }

    @Test
    void atTheMostCommonLaptopWidthATranscriptionFilterOnNoneReadsNoTranscriptNotNoneAlone(FxRobot robot) {
        showWeekAt(robot, LAPTOP_WIDTH, 800);
        robot.interact(() -> {
            for (FacetFilter facet : fixture.window.model().events().facets()) {
                facet.choose(facet.id().equals("transcriptionStatus") ? "none" : facet.options().get(0).value(), true);
            }
        });
        WaitForAsyncUtils.waitForFxEvents();

        Labeled status = robot.lookup("#filter-status").queryAs(Labeled.class);
        assertTrue(!drawnText(status).startsWith("Status"), "the bar shows its choices alone: " + drawnText(status));
        Labeled transcription = robot.lookup("#filter-transcription-status").queryAs(Labeled.class);
        assertEquals("No transcript", drawnText(transcription), "\"None\" alone said nothing of what had none");
        assertEquals("Transcription: None", transcription.getTooltip().getText(), "the tooltip names the filter");
        assertEquals("Transcription: None", readerText(transcription),
                "and so does the text a reader reads");
    }

    /** The filter of {@code id}, "exchange", or of its button's, "filter-transcription-status". */
    private FacetFilter facet(String id) {
        return fixture.window.model().events().facets().stream().filter(facet -> facet.id().equals(id)
                || ("filter-" + facet.id().replaceAll("([a-z])([A-Z])", "$1-$2").toLowerCase(Locale.ROOT))
                        .equals(id)).findFirst().orElseThrow();
    }

    /** A week loaded, and two values chosen in Type and in Exchange: buttons that say "2 of …". */
    private void loadAWeekWithTwoTypesAndTwoExchangesChosen(FxRobot robot) {
        WindowFixture.loadRange(robot, "2025-06-02", "2025-06-06", 30);
        FacetFilter exchanges = fixture.window.model().events().facets().stream()
                .filter(facet -> facet.id().equals("exchange")).findFirst().orElseThrow();
        robot.interact(() -> {
            types().options().stream().limit(2).forEach(option -> types().choose(option.value(), true));
            exchanges.options().stream().limit(2).forEach(option -> exchanges.choose(option.value(), true));
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void aButtonCountingItsChoicesMayNotBeCut(FxRobot robot) {
        loadAWeekWithTwoTypesAndTwoExchangesChosen(robot);
        // Cut to its name and first letters, "Exchange: 2 of 12" read "Exchange: 2 of …" (a side panel 440 px wide).
        FacetMenu exchange = robot.lookup("#filter-exchange").queryAs(FacetMenu.class);
        assertTrue(exchange.getText().matches("Exchange: 2 of \\d+"), exchange.getText());
        assertEquals(onFx(() -> exchange.prefWidth(-1)), onFx(exchange::readableWidth), 0.5,
                "its narrowest is its whole width");
    }

    /**
     * At the window's default width, a week loaded, Type "Shareholder meeting" chosen and the first value of every
     * other value filter, the first {@code exchanges} of Exchange; the filter bar.
     */
    private Region chooseALongTypeAndAValueInEveryOtherFilter(FxRobot robot, int exchanges) {
        robot.interact(() -> fixture.stage().setWidth(DEFAULT_WIDTH));
        WindowFixture.loadRange(robot, "2025-06-02", "2025-06-06", 30);
        robot.interact(() -> {
            types().choose("shareholder_meeting", true);
            for (FacetFilter facet : fixture.window.model().events().facets()) {
                if (facet != types()) {
                    facet.options().stream().limit(facet.id().equals("exchange") ? exchanges : 1)
                            .forEach(option -> facet.choose(option.value(), true));
                }
            }
        });
        WaitForAsyncUtils.waitForFxEvents();
        return robot.lookup("#filter-bar").queryAs(Region.class);
    }

    private static List<FacetMenu> valueFilters(Region bar) {
        return onFx(() -> bar.getChildrenUnmodifiable().stream().filter(FacetMenu.class::isInstance)
                .map(FacetMenu.class::cast).toList());
    }

    private FacetFilter types() {
        return fixture.window.model().events().facets().stream().filter(facet -> facet.id().equals("eventType"))
                .findFirst().orElseThrow();
    }

    private static TextField typeTickers(FxRobot robot) {
        TextField quick = robot.lookup("#quick-filter").queryAs(TextField.class);
        robot.interact(() -> {
            quick.setText(TICKERS);
            quick.home(); // what a user reads after a paste, from its start
        });
        return quick;
    }

    private static void assertOnOneLine(FxRobot robot, TextField quick) {
        Node clear = robot.lookup("#clear-filters").query();
        assertEquals(sceneBounds(quick).getCenterY(), sceneBounds(clear).getCenterY(), 1,
                "the value filters stay beside the quick filter");
    }

    /** Where {@code node} is drawn in its scene. */
    private static Bounds sceneBounds(Node node) {
        return onFx(() -> node.localToScene(node.getBoundsInLocal()));
    }

    /** The text a screen reader reads for {@code control}. */
    private static Object readerText(Labeled control) {
        return onFx(() -> control.queryAccessibleAttribute(AccessibleAttribute.TEXT));
    }

    /** The text a button draws: its own, or cut with an ellipsis (its skin's Text, set as it lays out). */
    private static String drawnText(Labeled button) {
        return onFx(() -> button.lookupAll(".text").stream().filter(Text.class::isInstance).map(Text.class::cast)
                .map(Text::getText).findFirst().orElseThrow());
    }

    private static String shown(TextField field) {
        return onFx(() -> {
            Text text = textOf(field);
            return ": " + text.getBoundsInParent().getWidth() + " px of text in "
                    + text.getParent().getClip().getBoundsInLocal().getWidth();
        });
    }

    /** Whether the field's text ends inside the clip of its text area. */
    private static boolean shownWhole(TextField field) {
        return onFx(() -> {
            Text text = textOf(field);
            Bounds clip = text.getParent().getClip().getBoundsInLocal();
            return text.getBoundsInParent().getMinX() >= clip.getMinX() - 0.5
                    && text.getBoundsInParent().getMaxX() <= clip.getMaxX() + 0.5;
        });
    }

    /** The field's drawn Text; call on the FX thread. */
    private static Text textOf(TextField field) {
        return field.lookupAll(".text").stream().filter(Text.class::isInstance).map(Text.class::cast)
                .filter(node -> field.getText().equals(node.getText())).findFirst().orElseThrow();
    }

    @Test
    void theQuickFiltersMenuNeverHighlightsItsDisabledSaveItemAsIfItCouldBeChosen(FxRobot robot) {
        robot.clickOn("#quick-filter-recent"); // nothing typed and no watchlist: Save as watchlist… first, disabled
        WindowFixture.waitUntil(() -> menuItem("watchlist-save").isPresent());
        MenuItem save = menuItem("watchlist-save").orElseThrow();
        Region saveNode = (Region) save.getStyleableNode();
        Region manageNode = (Region) menuItem("watchlist-manage").orElseThrow().getStyleableNode();
        WaitForAsyncUtils.waitForFxEvents();

        assertTrue(save.isDisable());
        assertTrue(saveNode.isFocused(), "the menu put its focus on its first item");
        assertEquals(fills(manageNode), fills(saveNode), "drawn as the items not highlighted are");
        robot.push(KeyCode.ESCAPE);
    }

    private static Optional<MenuItem> menuItem(String id) {
        return Window.getWindows().stream().filter(window -> window instanceof ContextMenu && window.isShowing())
                .flatMap(window -> ((ContextMenu) window).getItems().stream())
                .filter(item -> id.equals(item.getId())).findFirst();
    }

    private static List<Paint> fills(Region region) {
        return onFx(() -> region.getBackground() == null ? List.<Paint>of()
                : region.getBackground().getFills().stream().map(BackgroundFill::getFill).toList());
    }

    /** The window {@code width} by {@code height}, showing the first week of June 2025. */
    private void showWeekAt(FxRobot robot, double width, double height) {
        robot.interact(() -> {
            fixture.stage().setWidth(width);
            fixture.stage().setHeight(height);
        });
        WindowFixture.loadRange(robot, "2025-06-02", "2025-06-06", 30);
    }
}
