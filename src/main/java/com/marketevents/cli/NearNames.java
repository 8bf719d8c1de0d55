package com.marketevents.cli;

import java.util.List;
import java.util.Locale;

/**
 * The names worth suggesting for a word typed that is none: those a typing slip could have made of it (two letters
 * off at most, a swap of two neighbours counting as one), or that begin with it ("--form" for --format); of these,
 * the nearest only, all of them when equally near. Picocli suggests a name for any word, so "bogus" was asked whether
 * it meant status, and only its own nearest by letter pairs, so "--fromat" was asked whether it meant --from.
 */
final class NearNames {
    private static final int MOST_LETTERS_OFF = 2;
    /** How near a name is that begins with the word typed: nearer than any slip. */
    private static final int BEGINS_WITH_IT = 0;

    private NearNames() {
    }

    /** The nearest of {@code names} to {@code typed}, in their order, none if none is near. */
    static List<String> of(String typed, List<String> names) {
        String word = withoutDashes(typed);
        if (word.isEmpty()) {
            return List.of();
        }
        List<String> near = names.stream().distinct()
                .filter(name -> distance(word, name) <= MOST_LETTERS_OFF).toList();
        int nearest = near.stream().mapToInt(name -> distance(word, name)).min().orElse(0);
        return near.stream().filter(name -> distance(word, name) == nearest).toList();
    }

    private static int distance(String word, String name) {
        String candidate = withoutDashes(name);
        return candidate.startsWith(word) ? BEGINS_WITH_IT : lettersOff(word, candidate);
    }

    private static String withoutDashes(String name) {
        return name.replaceFirst("^-+", "").toLowerCase(Locale.ROOT);
    }

    /**
     * The optimal string alignment distance: letters to add, drop or change, or pairs of neighbours to swap, to make
     * one word the other ("fromat" is one swap from "format", two letters from "from").
     */
    static int lettersOff(String a, String b) {
        int[][] off = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            off[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            off[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int change = off[i - 1][j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                off[i][j] = Math.min(change, Math.min(off[i - 1][j], off[i][j - 1]) + 1);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    off[i][j] = Math.min(off[i][j], off[i - 2][j - 2] + 1);
                }
            }
        }
        return off[a.length()][b.length()];
    }
}
