package com.marketevents.settings;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.prefs.AbstractPreferences;

/**
 * A preferences node as the JDK gives it over a folder this user cannot write (left to root by a run with sudo): what
 * is stored reads, and every sync or flush throws the {@link SecurityException} the JDK throws when it cannot lock it.
 */
public final class UnwritablePreferences extends AbstractPreferences {
    private final Map<String, String> values = new ConcurrentHashMap<>();

    public UnwritablePreferences(Map<String, String> stored) {
        super(null, "");
        values.putAll(stored);
    }

    public UnwritablePreferences() {
        this(Map.of());
    }

    @Override
    protected void putSpi(String key, String value) {
        values.put(key, value);
    }

    @Override
    protected String getSpi(String key) {
        return values.get(key);
    }

    @Override
    protected void removeSpi(String key) {
        values.remove(key);
    }

    @Override
    protected void removeNodeSpi() {
        values.clear();
    }

    @Override
    protected String[] keysSpi() {
        return values.keySet().toArray(String[]::new);
    }

    @Override
    protected String[] childrenNamesSpi() {
        return new String[0];
    }

    @Override
    protected AbstractPreferences childSpi(String name) {
        throw new UnsupportedOperationException("no children");
    }

    @Override
    protected void syncSpi() {
        throw new SecurityException("Could not lock User prefs. Lock file access denied.");
    }

    @Override
    protected void flushSpi() {
        throw new SecurityException("Could not lock User prefs. Lock file access denied.");
    }
}
