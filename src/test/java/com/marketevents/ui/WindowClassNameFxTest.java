package com.marketevents.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.reflect.Field;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicReference;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * GTK gives every window the toolkit's application name as its WM_CLASS. TestFX starts the toolkit through
 * Application.launch, which names it after its own class; a start by Main leaves the toolkit's default, "java",
 * so that is what the window is shown to here.
 */
@ExtendWith(ApplicationExtension.class)
class WindowClassNameFxTest {
    private static final Path MENU_ENTRY = Path.of("jpackage/linux-resources/market-events-browser.desktop");

    @RegisterExtension
    final WindowFixture fixture = new WindowFixture();
    private String testFxName;

    @Start
    void start(Stage stage) throws ReflectiveOperationException {
        testFxName = toolkitName();
        nameField().set(com.sun.glass.ui.Application.GetApplication(), "java");
        fixture.show(stage);
    }

    @AfterEach
    void restoreTestFxName(FxRobot robot) {
        robot.interact(() -> {
            try {
                nameField().set(com.sun.glass.ui.Application.GetApplication(), testFxName);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        });
    }

    @Test
    void theOpenWindowIsMatchedToItsMenuEntryNotShownAsAnotherJavaProgram(FxRobot robot) throws Exception {
        String startupWmClass = Files.readAllLines(MENU_ENTRY).stream()
                .filter(line -> line.startsWith("StartupWMClass="))
                .map(line -> line.substring("StartupWMClass=".length()))
                .findFirst().orElse("(no StartupWMClass in the menu entry)");
        AtomicReference<String> name = new AtomicReference<>();
        robot.interact(() -> name.set(toolkitName()));

        assertEquals(startupWmClass, name.get());
    }

    private static String toolkitName() {
        return com.sun.glass.ui.Application.GetApplication().getName();
    }

    private static Field nameField() throws NoSuchFieldException {
        Field name = com.sun.glass.ui.Application.class.getDeclaredField("name");
        name.setAccessible(true);
        return name;
    }
}
