package com.marketevents.settings;

import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

/**
 * A {@link KeyValueStore} on one {@link Preferences} node: the user's preferences in production, a
 * throwaway node in tests. A value longer than one preference holds ({@link Preferences#MAX_VALUE_LENGTH},
 * such as a watchlist of a thousand tickers in the quick filter) is kept in parts under the key and the keys
 * {@code key#2}, {@code key#3}…; a failing backing store is reported by {@link #flush()}, a folder the JDK cannot
 * lock to write (a {@link SecurityException}) as one.
 */
public final class PreferencesKeyValueStore implements KeyValueStore {
    /** The node that holds the application's settings in the user's preferences. */
    public static final String USER_NODE_PATH = "/com/marketevents/browser";
    /** A key put and removed again only to make the JDK write the node's file; never left stored. */
    private static final String REWRITE_KEY = "prefs.file.rewrite";

    private final Preferences node;
    /** The folder whose writing {@link #writeProblem()} checks; null for a node outside the user's preferences. */
    private final Path folder;
    private volatile Optional<PreferencesReading.Problem> readProblem;

    /** The node of the application's settings in the user's preferences. */
    public static Preferences userNode() {
        return PreferencesReading.userRoot().node(USER_NODE_PATH);
    }

    public PreferencesKeyValueStore(Preferences node) {
        this(node, node.isUserNode() ? PreferencesFolder.userRoot() : null);
    }

    /** A store on {@code node}, whose file is in {@code folder} (null: not checked before writing). */
    public PreferencesKeyValueStore(Preferences node, Path folder) {
        this.node = Objects.requireNonNull(node, "node");
        this.folder = folder;
        this.readProblem = PreferencesReading.problemReading(node);
    }

    /** The folder checked as the JDK's own write would find it, at once rather than after its lock's retries. */
    @Override
    public Optional<String> writeProblem() {
        if (folder == null || PreferencesFolder.canBeWritten(folder)) {
            return Optional.empty();
        }
        return Optional.of("The settings cannot be saved: " + PreferencesFolder.cannotBeWritten(folder) + ".");
    }

    @Override
    public Optional<String> readProblem() {
        return readProblem.map(PreferencesReading.Problem::reason);
    }

    @Override
    public Optional<String> get(String key) {
        try {
            String first = node.get(key, null);
            if (first == null) {
                return Optional.empty();
            }
            StringBuilder whole = new StringBuilder(first);
            for (int part = 2; ; part++) {
                String next = node.get(partKey(key, part), null);
                if (next == null) {
                    return Optional.of(whole.toString());
                }
                whole.append(next);
            }
        } catch (IllegalStateException removedNode) {
            return Optional.empty();
        }
    }

    /**
     * Keeps {@code value} without the characters the preferences' file cannot hold ({@link PreferencesText}): one
     * of them would make the whole file unreadable at the next start. Text a user types is refused before it comes
     * here; this keeps what came from elsewhere (a file, a paste) from costing every other setting.
     */
    @Override
    public void put(String key, String given) {
        String value = PreferencesText.held(given);
        if (value.length() <= Preferences.MAX_VALUE_LENGTH && value.equals(node.get(key, null))
                && node.get(partKey(key, 2), null) == null) {
            return; // unchanged: the JDK would write the file again all the same
        }
        int part = 1;
        int start = 0;
        do {
            int end = Math.min(value.length(), start + Preferences.MAX_VALUE_LENGTH);
            if (end < value.length() && Character.isHighSurrogate(value.charAt(end - 1))) {
                end--; // a character's two halves stay in one part
            }
            node.put(part == 1 ? key : partKey(key, part), value.substring(start, end));
            start = end;
            part++;
        } while (start < value.length());
        removeParts(key, part);
    }

    @Override
    public void remove(String key) {
        if (node.get(key, null) == null) {
            return; // nothing to remove, and no part can be there without the first
        }
        node.remove(key);
        removeParts(key, 2);
    }

    /** Removes the parts of an earlier, longer value from {@code firstUnused} on. */
    private void removeParts(String key, int firstUnused) {
        for (int part = firstUnused; node.get(partKey(key, part), null) != null; part++) {
            node.remove(partKey(key, part));
        }
    }

    private static String partKey(String key, int part) {
        return key + "#" + part;
    }

    /**
     * Reads the node's file again when another process wrote it, after writing what changed here. Nothing is read
     * while the file could not be read at the start: until the user was told, it stays as the JDK set it aside.
     */
    @Override
    public void refresh() throws SettingsException {
        if (readProblem.isPresent()) {
            return;
        }
        try {
            // The JDK reads the file again at a sync only when the user root's modification file is as this
            // process's last sync left it; another process's write changes that, so the first sync reads nothing and
            // marks it again, and the second reads the file when it changed.
            node.sync();
            node.sync();
        } catch (BackingStoreException | IllegalStateException e) {
            throw new SettingsException("The settings could not be read from your user preferences.", e);
        } catch (SecurityException e) {
            // A sync writes before it reads, and the JDK cannot lock a folder it cannot write: what was read stands.
            throw new SettingsException("The settings could not be read again: " + PreferencesFolder.cannotBeWritten()
                    + ".", e);
        }
    }

    /**
     * Writes the node's file. A node whose file could not be read is written as it is now (empty, unless values were
     * put since), and the damaged file Java set aside is kept under a dated name (see
     * {@link PreferencesReading#keepTold}), so that later starts read this and no longer say the old file was damaged.
     */
    @Override
    public void flush() throws SettingsException {
        try {
            if (readProblem.isPresent()) {
                // The JDK writes a node's file only when a value changed, and leaves it missing otherwise.
                node.put(REWRITE_KEY, "");
                node.remove(REWRITE_KEY);
            }
            node.flush();
            readProblem.map(PreferencesReading.Problem::setAside).ifPresent(PreferencesReading::keepTold);
            readProblem = Optional.empty();
        } catch (BackingStoreException | IllegalStateException e) {
            throw new SettingsException("The settings could not be saved to your user preferences.", e);
        } catch (SecurityException e) {
            throw new SettingsException("The settings could not be saved: " + PreferencesFolder.cannotBeWritten()
                    + ".", e);
        }
    }
}
