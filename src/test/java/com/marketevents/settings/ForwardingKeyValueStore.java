package com.marketevents.settings;

import java.util.Map;
import java.util.Optional;

/** An in-memory store for tests that override the one thing they make go wrong (persisting, reading). */
public class ForwardingKeyValueStore implements KeyValueStore {
    private final InMemoryKeyValueStore delegate = new InMemoryKeyValueStore();

    @Override
    public Optional<String> get(String key) {
        return delegate.get(key);
    }

    @Override
    public void put(String key, String value) {
        delegate.put(key, value);
    }

    @Override
    public void remove(String key) {
        delegate.remove(key);
    }

    @Override
    public void flush() throws SettingsException {
        delegate.flush();
    }

    /** What is stored now. */
    protected Map<String, String> snapshot() {
        return delegate.snapshot();
    }
}
