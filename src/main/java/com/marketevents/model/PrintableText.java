package com.marketevents.model;

import java.util.Locale;
import java.util.Optional;

/**
 * Which characters are text a person can read and type: not a control character, nor one that Unicode leaves
 * unassigned, keeps for private use or calls no character (U+FFFE, U+FFFF), nor half of a pair (a lone surrogate).
 * A file read as text holds such characters when it is no text at all, or was damaged.
 */
public final class PrintableText {
    private PrintableText() {
    }

    /** Whether {@code codePoint} is a character of text a person can read and type. */
    public static boolean isPrintable(int codePoint) {
        // U+FFFE and U+FFFF, and their like at the end of every plane and U+FDD0 to U+FDEF, are no characters.
        if (Character.isISOControl(codePoint) || (codePoint & 0xFFFE) == 0xFFFE
                || codePoint >= 0xFDD0 && codePoint <= 0xFDEF) {
            return false;
        }
        int type = Character.getType(codePoint);
        return type != Character.UNASSIGNED && type != Character.PRIVATE_USE && type != Character.SURROGATE;
    }

    /** The first character of {@code text} that is not printable ({@link #isPrintable}), or empty when none is. */
    public static Optional<Integer> firstUnprintable(String text) {
        return text.codePoints().filter(c -> !isPrintable(c)).boxed().findFirst();
    }

    /** {@code text} with each character that is not printable shown as "�", so that a sentence can quote it. */
    public static String shown(String text) {
        StringBuilder shown = new StringBuilder(text.length());
        text.codePoints().forEach(c -> shown.appendCodePoint(isPrintable(c) ? c : '\uFFFD'));
        return shown.toString();
    }

    /** {@code text} without the characters that are not printable. */
    public static String without(String text) {
        StringBuilder kept = new StringBuilder(text.length());
        text.codePoints().filter(PrintableText::isPrintable).forEach(kept::appendCodePoint);
        return kept.toString();
    }

    /** How Unicode names a character's number: "U+0001", "U+1F600". */
    public static String number(int codePoint) {
        return String.format(Locale.ROOT, "U+%04X", codePoint);
    }
}
