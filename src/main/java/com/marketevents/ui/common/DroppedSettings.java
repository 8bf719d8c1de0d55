package com.marketevents.ui.common;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The window's settings kept from last time that were there but could not be read, named as the user knows them
 * ("the theme"), so that the window says which it opened without instead of dropping them without a word.
 */
public final class DroppedSettings {
    private final Set<String> names = new LinkedHashSet<>();

    /** Notes that the setting {@code name} ("the column widths") was stored but unreadable; said once however often. */
    public void add(String name) {
        names.add(name);
    }

    /** One short sentence naming what was dropped, or empty when nothing was. */
    public Optional<String> sentence() {
        if (names.isEmpty()) {
            return Optional.empty();
        }
        List<String> listed = new ArrayList<>(names);
        String last = listed.remove(listed.size() - 1);
        String all = listed.isEmpty() ? last : String.join(", ", listed) + " and " + last;
        return Optional.of("Could not read " + all + " kept from last time: using the defaults.");
    }
}
