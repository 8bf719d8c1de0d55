package com.marketevents.settings;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayDeque;
import java.util.Comparator;
import java.util.Deque;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Whether a preferences node could be read. The JDK does not fail a read it cannot do: it logs a warning
 * ("Invalid preferences format in …/prefs.xml", setting the damaged file aside) and answers as if nothing
 * were stored. Its warnings are taken here instead of going to the console as raw log lines, so that the
 * application can say it in a sentence, and not mistake unreadable settings for none.
 */
public final class PreferencesReading {
    /** The JDK's warnings about a preferences file, and the name it gives a damaged one it sets aside. */
    private static final Pattern DAMAGED = Pattern.compile("Invalid preferences format in (.+)");
    private static final Pattern GONE = Pattern.compile("Prefs file removed in background (.+)");
    private static final String SET_ASIDE_NAME = "IncorrectFormatPrefs.xml";
    private static final Pattern DATED = Pattern.compile("IncorrectFormatPrefs-\\d{4}-\\d{2}-\\d{2}-\\d{6}\\.xml");
    private static final DateTimeFormatter TOLD_STAMP = DateTimeFormatter.ofPattern("yyyy-MM-dd-HHmmss");
    private static final Logger JDK_PREFERENCES_LOG = Logger.getLogger("java.util.prefs");
    /** The JDK's warnings no read has claimed yet, only the latest: one about no node of ours is never claimed. */
    private static final Deque<String> UNCLAIMED = new ArrayDeque<>();
    private static final int UNCLAIMED_KEPT = 50;
    private static final AtomicBoolean INSTALLED = new AtomicBoolean();

    private PreferencesReading() {
    }

    /**
     * Takes the JDK's preferences warnings from now on, for the whole process: none reaches the console as a raw log
     * line, and each one naming a node's file waits for the read of that node ({@link #problemReading}). Does
     * nothing when called again.
     */
    public static void install() {
        if (INSTALLED.compareAndSet(false, true)) {
            JDK_PREFERENCES_LOG.setFilter(PreferencesReading::taken);
        }
    }

    private static boolean taken(LogRecord record) {
        if (record.getLevel().intValue() >= Level.WARNING.intValue() && record.getMessage() != null) {
            synchronized (UNCLAIMED) {
                UNCLAIMED.addLast(record.getMessage());
                if (UNCLAIMED.size() > UNCLAIMED_KEPT) {
                    UNCLAIMED.removeFirst();
                }
            }
        }
        return false;
    }

    /** The user's preferences root, its warnings (made while the JDK first opens it) taken too. */
    static Preferences userRoot() {
        install();
        return Preferences.userRoot();
    }

    /**
     * Why a node could not be read ({@code reason}, for the user), and the damaged file the JDK set aside for it, or
     * null.
     */
    record Problem(String reason, Path setAside) {
    }

    /**
     * Reads the node now; why it could not be read, or empty when it could. Only a warning naming the node's own file
     * tells: the JDK's background sync warns of other nodes' files at any moment, which may be during this read.
     */
    static Optional<Problem> problemReading(Preferences node) {
        install();
        try {
            node.keys();
        } catch (BackingStoreException | IllegalStateException | SecurityException failed) {
            String reason = failed.getCause() != null ? failed.getCause().getMessage() : failed.getMessage();
            return Optional.of(new Problem(reason == null ? failed.getClass().getSimpleName() : reason, null));
        }
        return claimed(fileOf(node)).flatMap(warning -> explained(warning)
                .map(reason -> new Problem(reason, setAside(warning))));
    }

    /**
     * The node's file as the JDK names it: a folder per node name under the user's preferences folder. (The JDK
     * encodes a name with a dot, an underscore or other characters; no node of the application has such a name.)
     */
    private static Path fileOf(Preferences node) {
        Path folder = PreferencesFolder.userRoot();
        for (String name : node.absolutePath().split("/")) {
            if (!name.isEmpty()) {
                folder = folder.resolve(name);
            }
        }
        return folder.resolve("prefs.xml");
    }

    /** The first unclaimed warning naming {@code file}, or empty; every one naming it is claimed. */
    private static Optional<String> claimed(Path file) {
        synchronized (UNCLAIMED) {
            Optional<String> first = UNCLAIMED.stream().filter(warning -> names(warning, file)).findFirst();
            UNCLAIMED.removeIf(warning -> names(warning, file));
            return first;
        }
    }

    private static boolean names(String warning, Path file) {
        Matcher damaged = DAMAGED.matcher(warning);
        Matcher gone = GONE.matcher(warning);
        if (!damaged.matches() && !gone.matches()) {
            return false;
        }
        Path named = Path.of((damaged.matches() ? damaged : gone).group(1).strip());
        return named.toAbsolutePath().normalize().equals(file.toAbsolutePath().normalize());
    }

    /**
     * Once the user was told, removes the JDK's name for the damaged file it set aside, the copy under a dated name
     * ({@code IncorrectFormatPrefs-2026-11-27-193012.xml}) that the message named staying: the JDK's name is what
     * makes a later start say the file was damaged, and a settings file deleted by hand afterwards, which means
     * nothing stored, read as that damage again; a later damage would also have replaced it. Without that copy the
     * file is renamed to such a name. Returns where it is kept, or empty when it stays as it is.
     */
    static Optional<Path> keepTold(Path setAside) {
        try {
            Optional<Path> copy = datedCopy(setAside);
            if (copy.isPresent()) {
                Files.delete(setAside);
                return copy;
            }
            return Optional.of(Files.move(setAside, setAside.resolveSibling(datedName())));
        } catch (IOException | SecurityException e) {
            return Optional.empty();
        }
    }

    /**
     * Where the damaged file the JDK set aside is kept under the dated name the user will find once told (see
     * {@link #keepTold}): a copy made at the first start that found it, and named again by each start until then.
     * The file as the JDK named it when no copy can be made (a folder that cannot be written), as it then stays.
     */
    private static Path keptUnderADatedName(Path setAside) {
        Optional<Path> copy = datedCopy(setAside);
        if (copy.isPresent()) {
            return copy.get();
        }
        try {
            return Files.copy(setAside, setAside.resolveSibling(datedName()));
        } catch (IOException | SecurityException e) {
            return setAside;
        }
    }

    /** The latest copy of {@code setAside} under a dated name beside it, or empty. */
    private static Optional<Path> datedCopy(Path setAside) {
        try (Stream<Path> siblings = Files.list(setAside.getParent())) {
            return siblings.filter(file -> DATED.matcher(file.getFileName().toString()).matches())
                    .sorted(Comparator.reverseOrder())
                    .filter(file -> sameContent(file, setAside))
                    .findFirst();
        } catch (IOException | SecurityException e) {
            return Optional.empty();
        }
    }

    private static boolean sameContent(Path one, Path other) {
        try {
            return Files.mismatch(one, other) == -1L;
        } catch (IOException | SecurityException e) {
            return false;
        }
    }

    private static String datedName() {
        return SET_ASIDE_NAME.replace(".xml", "-" + TOLD_STAMP.format(LocalDateTime.now()) + ".xml");
    }

    private static Path setAside(String warning) {
        Matcher damaged = DAMAGED.matcher(warning);
        Matcher gone = GONE.matcher(warning);
        if (!damaged.matches() && !gone.matches()) {
            return null;
        }
        Path setAside = Path.of((damaged.matches() ? damaged : gone).group(1).strip()).resolveSibling(SET_ASIDE_NAME);
        return Files.exists(setAside) ? setAside : null;
    }

    /**
     * The JDK's warning in words a user can act on, or empty when it tells of nothing lost. A damaged file is
     * renamed by the JDK as it is first read, and every later start then warns that the file was "removed in
     * background": both say where the old file is kept, by the dated name it keeps once the user was told (a copy
     * is made under it now, so that the message names a file that stays). Without such a file, "removed" means the
     * file was deleted (the JDK writes one for every node it makes, empty or not): nothing is stored, as on a first
     * run.
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
            return Optional.of("the file " + file + " was damaged; Java kept it as " + keptUnderADatedName(setAside));
        }
        return damaged.matches() ? Optional.of("the file " + file + " is damaged") : Optional.empty();
    }
}
