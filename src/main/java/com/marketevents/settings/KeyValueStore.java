package com.marketevents.settings;

import java.util.Optional;

/**
 * A small persistent store of text values by key: the user's preferences in production, a map in
 * tests. Implementations are thread-safe; a failure to persist is reported by {@link #flush()}.
 */
public interface KeyValueStore {

    Optional<String> get(String key);

    void put(String key, String value);

    void remove(String key);

    /**
     * Writes pending changes to the backing store. A store that could not be read is written as it is now, and
     * reads as that from then on: what could not be read was said, and is not said again at later starts.
     */
    void flush() throws SettingsException;

    /**
     * Reads again what another process (another window of the application) wrote since, keeping what was changed
     * here; a store only this process writes has nothing to read again.
     */
    default void refresh() throws SettingsException {
    }

    /**
     * Why what was stored could not be read (so it reads as nothing stored), or empty when it could or once the store
     * has been flushed since.
     */
    default Optional<String> readProblem() {
        return Optional.empty();
    }

    /**
     * Why nothing can be written to the backing store now, found without writing a value (it blocks on the disk);
     * empty when it can, or when this store cannot tell before it writes.
     */
    default Optional<String> writeProblem() {
        return Optional.empty();
    }
}
