package com.marketevents.settings;

import java.util.Objects;
import java.util.Optional;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

/**
 * A {@link KeyValueStore} on one {@link Preferences} node: the user's preferences in production, a
 * throwaway node in tests. Values longer than {@link Preferences#MAX_VALUE_LENGTH} are refused with
 * an {@link IllegalArgumentException}; a failing backing store is reported by {@link #flush()}.
 */
public final class PreferencesKeyValueStore implements KeyValueStore {
    /** The node that holds the application's settings in the user's preferences. */
    public static final String USER_NODE_PATH = "/com/marketevents/browser";

    private final Preferences node;
    private final Optional<String> readProblem;

    /** The node of the application's settings in the user's preferences. */
    public static Preferences userNode() {
        return PreferencesReading.userRoot().node(USER_NODE_PATH);
    }

    public PreferencesKeyValueStore(Preferences node) {
        this.node = Objects.requireNonNull(node, "node");
        this.readProblem = PreferencesReading.problemReading(node);
    }

    @Override
    public Optional<String> readProblem() {
        return readProblem;
    }

    @Override
    public Optional<String> get(String key) {
        try {
            return Optional.ofNullable(node.get(key, null));
        } catch (IllegalStateException removedNode) {
            return Optional.empty();
        }
    }

    @Override
    public void put(String key, String value) {
        node.put(key, value);
    }

    @Override
    public void remove(String key) {
        node.remove(key);
    }

    @Override
    public void flush() throws SettingsException {
        try {
            node.flush();
        } catch (BackingStoreException | IllegalStateException e) {
            throw new SettingsException("The settings could not be saved to your user preferences.", e);
        }
    }
}
