package com.marketevents.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.marketevents.settings.InMemoryKeyValueStore;
import com.marketevents.ui.common.DroppedSettings;
import org.junit.jupiter.api.Test;

class ThemeTest {

    @Test
    void theThemeChosenIsRememberedAndLightIsTheDefault() {
        InMemoryKeyValueStore store = new InMemoryKeyValueStore();
        assertEquals(Theme.LIGHT, Theme.remembered(store, new DroppedSettings()));

        Theme.DARK.remember(store);
        assertEquals(Theme.DARK, Theme.remembered(store, new DroppedSettings()));
    }

    @Test
    void aStoredValueThatIsNoThemeGivesTheLightOne() {
        InMemoryKeyValueStore store = new InMemoryKeyValueStore();
        store.put(Theme.KEY, "solarized");
        assertEquals(Theme.LIGHT, Theme.remembered(store, new DroppedSettings()));
    }
}
