package com.marketevents.ui;

import com.marketevents.settings.KeyValueStore;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/** A key-value store in memory, so tests never touch the user's preferences. */
public final class MapKeyValueStore implements KeyValueStore {
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
    }

    public Map<String, String> snapshot() {
        return Map.copyOf(values);
    }
}
