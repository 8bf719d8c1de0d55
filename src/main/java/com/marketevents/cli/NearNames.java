package com.marketevents.cli;

import java.util.List;
import java.util.Locale;

/**
 * Which of picocli's "did you mean" suggestions are worth saying: those a typing slip could have made of the word
 * typed (two letters off at most, a swap counting as two), or that begin with it ("--form" for --format). Picocli
 * suggests a name for any word, so "bogus" was asked whether it meant status.
 */
final class NearNames {
    private static final int MOST_LETTERS_OFF = 2;

    private NearNames() {
    }

    static List<String> of(String typed, List<String> suggested) {
        String word = withoutDashes(typed);
        return suggested.stream().filter(name -> {
            String candidate = withoutDashes(name);
            return !word.isEmpty() && (candidate.startsWith(word) || lettersOff(word, candidate) <= MOST_LETTERS_OFF);
        }).toList();
    }

    private static String withoutDashes(String name) {
        return name.replaceFirst("^-+", "").toLowerCase(Locale.ROOT);
    }

    /** The Levenshtein distance: letters to add, drop or change to make one word the other. */
    static int lettersOff(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int change = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(change, Math.min(previous[j], current[j - 1]) + 1);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }
}
