package com.marketevents.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Locale;
import javafx.event.Event;
import javafx.geometry.Bounds;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.TextField;
import javafx.scene.input.ContextMenuEvent;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** A text field's right-click menu reads in English, as the window does, whatever the JVM's language. */
@ExtendWith(ApplicationExtension.class)
class TextFieldMenusInEnglishFxTest {
    @RegisterExtension
    final WindowFixture fixture = new WindowFixture();

    @Start
    void start(Stage stage) {
        // The text field's skin, which reads the menu's texts, is made while the window is first shown.
        Locale before = Locale.getDefault();
        Locale.setDefault(Locale.JAPAN);
        try {
            fixture.show(stage);
        } finally {
            Locale.setDefault(before);
        }
    }

    @Test
    void theQuickFiltersRightClickMenuReadsCutCopyPasteUnderAJapaneseJvm(FxRobot robot) {
        TextField quickFilter = robot.lookup("#quick-filter").queryAs(TextField.class);
        robot.clickOn(quickFilter);
        // What the platform sends on a right click (Monocle's robot sends none).
        robot.interact(() -> {
            Bounds onScreen = quickFilter.localToScreen(quickFilter.getBoundsInLocal());
            Event.fireEvent(quickFilter, new ContextMenuEvent(ContextMenuEvent.CONTEXT_MENU_REQUESTED,
                    quickFilter.getWidth() / 2, quickFilter.getHeight() / 2, onScreen.getCenterX(),
                    onScreen.getCenterY(), false, null));
        });
        WindowFixture.waitUntil(() -> shownMenuItems() != null);
        assertEquals(List.of("Undo", "Redo", "Cut", "Copy", "Paste", "Delete", "Select All"), shownMenuItems());
        robot.interact(() -> List.copyOf(Window.getWindows()).stream().filter(ContextMenu.class::isInstance)
                .forEach(Window::hide));
    }

    private static List<String> shownMenuItems() {
        return Window.getWindows().stream().filter(window -> window instanceof ContextMenu && window.isShowing())
                .map(menu -> ((ContextMenu) menu).getItems().stream()
                        .filter(item -> !(item instanceof SeparatorMenuItem) && item.isVisible())
                        .map(MenuItem::getText).toList())
                .findFirst().orElse(null);
    }
}
