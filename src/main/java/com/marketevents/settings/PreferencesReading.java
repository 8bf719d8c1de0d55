package com.marketevents.settings;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Whether a preferences node could be read. The JDK does not fail a read it cannot do: it logs a warning
 * ("Invalid preferences format in …/prefs.xml", setting the damaged file aside) and answers as if nothing
 * were stored. Its warnings are taken here instead of going to the console as raw log lines, so that the
 * application can say it in a sentence, and not mistake unreadable settings for none.
 */
final class PreferencesReading {
    /** The JDK's warnings about a preferences file, and the name it gives a damaged one it sets aside. */
    private static final Pattern DAMAGED = Pattern.compile("Invalid preferences format in (.+)");
    private static final Pattern GONE = Pattern.compile("Prefs file removed in background (.+)");
    private static final String SET_ASIDE_NAME = "IncorrectFormatPrefs.xml";
    private static final Logger JDK_PREFERENCES_LOG = Logger.getLogger("java.util.prefs");
    private static final List<String> WARNINGS = new CopyOnWriteArrayList<>();

    static {
        JDK_PREFERENCES_LOG.setFilter(record -> {
            if (record.getLevel().intValue() >= Level.WARNING.intValue() && record.getMessage() != null) {
                WARNINGS.add(record.getMessage());
            }
            return false;
        });
    }

    private PreferencesReading() {
    }

    /** The user's preferences root, its warnings (made while the JDK first opens it) taken too. */
    static Preferences userRoot() {
        return Preferences.userRoot();
    }

    /** Reads the node now; why it could not be read, or empty when it could. */
    static Optional<String> problemReading(Preferences node) {
        int before = WARNINGS.size();
        try {
            node.keys();
        } catch (BackingStoreException | IllegalStateException | SecurityException failed) {
            String reason = failed.getCause() != null ? failed.getCause().getMessage() : failed.getMessage();
            return Optional.of(reason == null ? failed.getClass().getSimpleName() : reason);
        }
        return WARNINGS.size() > before ? explained(WARNINGS.get(before)) : Optional.empty();
    }

    /**
     * The JDK's warning in words a user can act on, or empty when it tells of nothing lost. A damaged file is
     * renamed by the JDK as it is first read, and every later start then warns that the file was "removed in
     * background": both say where the old file is kept. Without such a file, "removed" means the file was deleted
     * (the JDK writes one for every node it makes, empty or not): nothing is stored, as on a first run.
     */
    static Optional<String> explained(String warning) {
        Matcher damaged = DAMAGED.matcher(warning);
        Matcher gone = GONE.matcher(warning);
        if (!damaged.matches() && !gone.matches()) {
            return Optional.of(warning);
        }
        Path file = Path.of((damaged.matches() ? damaged : gone).group(1).strip());
        Path setAside = file.resolveSibling(SET_ASIDE_NAME);
        if (Files.exists(setAside)) {
            return Optional.of("the file " + file + " was damaged; Java kept it as " + setAside);
        }
        return damaged.matches() ? Optional.of("the file " + file + " is damaged") : Optional.empty();
    }
}
