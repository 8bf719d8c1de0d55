package com.marketevents.search;

import java.text.Normalizer;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Text as the quick filter compares it, the same for what is typed and what is searched: lower-case, and without
 * accents, so that "societe" finds "Société" and "orsted" finds "Ørsted" on a keyboard without them. Letters that
 * carry no accent to take off but are written with one by those who have it (ø, ł, đ) become the plain letter.
 */
final class SearchText {
    private static final Pattern MARKS = Pattern.compile("\\p{M}+");

    private SearchText() {
    }

    static String folded(String text) {
        String lower = text.toLowerCase(Locale.ROOT);
        if (isAscii(lower)) {
            return lower; // nearly every ticker and title: no copy, no normalising
        }
        String withoutMarks = MARKS.matcher(Normalizer.normalize(lower, Normalizer.Form.NFD)).replaceAll("");
        return Normalizer.normalize(withoutMarks.replace('ø', 'o').replace('ł', 'l').replace('đ', 'd'),
                Normalizer.Form.NFC);
    }

    private static boolean isAscii(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) >= 0x80) {
                return false;
            }
        }
        return true;
    }
}
