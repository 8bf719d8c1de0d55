package com.marketevents.ui;

import static org.junit.jupiter.api.Assertions.assertNull;

import com.marketevents.settings.ForwardingKeyValueStore;
import com.marketevents.settings.InMemoryKeyValueStore;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;

/** What the window remembers reaches the disk within seconds, so that a crash or a kill -9 does not lose it. */
@ExtendWith(ApplicationExtension.class)
class WindowStateOnDiskFxTest {
    /** A store whose values reach "the disk" only when flushed, as the JDK's preferences do. */
    private static final class DiskLikeStore extends ForwardingKeyValueStore {
        private volatile Map<String, String> onDisk = Map.of();

        @Override
        public void flush() {
            onDisk = snapshot();
        }
    }

    private final DiskLikeStore windowState = new DiskLikeStore();

    @RegisterExtension
    final RealServicesWindow fixture = new RealServicesWindow(new InMemoryKeyValueStore(), windowState);

    @Test
    void aThemeChosenIsOnTheDiskWithinSecondsWithoutWaitingForTheWindowToClose(FxRobot robot) {
        assertNull(windowState.onDisk.get("window.theme"), "light, the default, to begin with");

        robot.clickOn("View").clickOn("Dark theme");

        // Within MainWindow.REMEMBER_EVERY (5 s), well inside waitUntil's 10 s; the JDK alone would take up to 30 s.
        WindowFixture.waitUntil(() -> Theme.DARK.name().equals(windowState.onDisk.get("window.theme")));
    }
}
