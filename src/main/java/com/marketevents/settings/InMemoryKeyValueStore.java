package com.marketevents.settings;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/** A {@link KeyValueStore} held in memory only, for tests and for runs that must not touch the user's preferences. */
public final class InMemoryKeyValueStore implements KeyValueStore {
    private final Map<String, String> values = new ConcurrentHashMap<>();

    @Override
    public Optional<String> get(String key) {
        return Optional.ofNullable(values.get(key));
    }

    @Override
    public void put(String key, String value) {
        values.put(key, value);
    }

    @Override
    public void remove(String key) {
        values.remove(key);
    }

    @Override
    public void flush() {
        // Nothing to persist.
    }

    /** A copy of everything stored, for tests. */
    public Map<String, String> snapshot() {
        return Map.copyOf(values);
    }
}
