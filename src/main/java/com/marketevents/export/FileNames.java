package com.marketevents.export;

import java.nio.file.Path;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** File names made from what the user typed or sees (a watchlist's name, a range of dates). */
public final class FileNames {
    /** A run of characters some system forbids in a file name (\ / : * ? " < > |), of spaces and of dashes. */
    private static final Pattern SEPARATORS = Pattern.compile("[\\\\/:*?\"<>|\\s-]+");
    /** Leading dots (a hidden file), and dashes, spaces and dots at either end. */
    private static final Pattern UNTIDY_ENDS = Pattern.compile("^[.\\s-]+|[.\\s-]+$");
    private static final String WHEN_NOTHING_IS_LEFT = "untitled";
    /** A run between words: any character but letters, digits, dots and dashes, holding one not a dot or dash. */
    private static final Pattern BETWEEN_WORDS = Pattern.compile("[^\\p{L}\\p{N}]*[^\\p{L}\\p{N}.-][^\\p{L}\\p{N}]*");
    /** Dots, dashes and underscores at either end: a leading dot hides the file, a leading dash reads as an option. */
    private static final Pattern UNPLAIN_ENDS = Pattern.compile("^[._-]+|[._-]+$");

    private FileNames() {
    }

    /**
     * {@code name} made fit for a file name on any system: each run of forbidden characters (\ / : * ? " < > |),
     * spaces and dashes becomes one space if it holds one, else one dash ("EU/Banks: top" gives "EU-Banks top");
     * dashes, spaces and dots at the ends go (a leading dot would hide the file). "untitled" when nothing is left.
     */
    public static String withoutReservedCharacters(String name) {
        Matcher runs = SEPARATORS.matcher(name);
        StringBuilder tidy = new StringBuilder();
        while (runs.find()) {
            String run = runs.group();
            boolean plain = run.equals(" ") || run.equals("-");
            String replacement = plain ? run : run.chars().anyMatch(Character::isWhitespace) ? " " : "-";
            runs.appendReplacement(tidy, Matcher.quoteReplacement(replacement));
        }
        runs.appendTail(tidy);
        String trimmed = UNTIDY_ENDS.matcher(tidy).replaceAll("");
        return trimmed.isEmpty() ? WHEN_NOTHING_IS_LEFT : trimmed;
    }

    /**
     * {@code name} as one word of a shell's command line and a plain file name on any system: its words (letters of
     * any script, digits, dots and dashes, as in "market-events" or a date) joined by underscores, whatever stood
     * between them ("Banks 2026-11-23 to 2026-11-27 (2 selected)" gives "Banks_2026-11-23_to_2026-11-27_2_selected",
     * "US/EU: majors" gives "US_EU_majors"). "untitled" when nothing is left.
     */
    public static String plain(String name) {
        String joined = BETWEEN_WORDS.matcher(name).replaceAll("_");
        String trimmed = UNPLAIN_ENDS.matcher(joined).replaceAll("");
        return trimmed.isEmpty() ? WHEN_NOTHING_IS_LEFT : trimmed;
    }

    /**
     * The extension of the file's name (after its last dot, without it), if the name has one: none for "out",
     * ".events" (a hidden file's name) or "out." (nothing after the dot).
     */
    public static Optional<String> extension(Path file) {
        Path name = file.getFileName();
        String text = name == null ? "" : name.toString();
        int dot = text.lastIndexOf('.');
        return dot <= 0 || dot == text.length() - 1 ? Optional.empty() : Optional.of(text.substring(dot + 1));
    }
}
