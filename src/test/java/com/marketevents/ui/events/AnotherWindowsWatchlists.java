package com.marketevents.ui.events;

import com.marketevents.settings.PreferencesKeyValueStore;
import com.marketevents.settings.StoredWatchlists;
import com.marketevents.settings.StoredWatchlists.Watchlist;
import java.util.ArrayList;
import java.util.List;
import java.util.prefs.Preferences;

/**
 * Another window of the application, in a process of its own: keeps the watchlist {@code args[1]} of the filter
 * {@code args[2]} in the preferences node {@code args[0]}, as a window does, and ends.
 */
public final class AnotherWindowsWatchlists {
    private AnotherWindowsWatchlists() {
    }

    public static void main(String[] args) throws Exception {
        PreferencesKeyValueStore store = new PreferencesKeyValueStore(Preferences.userRoot().node(args[0]));
        StoredWatchlists.update(store, listed -> {
            List<Watchlist> updated = new ArrayList<>(listed);
            updated.removeIf(entry -> entry.name().equalsIgnoreCase(args[1]));
            updated.add(new Watchlist(args[1], args[2]));
            return updated;
        });
    }
}
