package com.marketevents.ui.events;

import java.util.Comparator;

/**
 * Orders identifiers as a person reads them: runs of digits by their number ("150:HK" before "1490:HK",
 * "7:JP" before "0016:HK"), letters without regard to case. Identifiers equal that way (only their case or
 * leading zeros differ) fall back to plain text order, so the order is total. Allocation-free: a sort of
 * 100,000 rows compares millions of times.
 */
final class IdentifierOrder implements Comparator<String> {
    static final IdentifierOrder INSTANCE = new IdentifierOrder();

    private IdentifierOrder() {
    }

    @Override
    public int compare(String a, String b) {
        int i = 0;
        int j = 0;
        while (i < a.length() && j < b.length()) {
            char x = a.charAt(i);
            char y = b.charAt(j);
            if (isDigit(x) && isDigit(y)) {
                int numberStartA = skipZeros(a, i);
                int numberStartB = skipZeros(b, j);
                int endA = digitsEnd(a, numberStartA);
                int endB = digitsEnd(b, numberStartB);
                int byLength = Integer.compare(endA - numberStartA, endB - numberStartB);
                if (byLength != 0) {
                    return byLength;
                }
                for (int k = 0; k < endA - numberStartA; k++) {
                    int byDigit = Character.compare(a.charAt(numberStartA + k), b.charAt(numberStartB + k));
                    if (byDigit != 0) {
                        return byDigit;
                    }
                }
                i = endA;
                j = endB;
            } else {
                int byLetter = Character.compare(Character.toLowerCase(Character.toUpperCase(x)),
                        Character.toLowerCase(Character.toUpperCase(y)));
                if (byLetter != 0) {
                    return byLetter;
                }
                i++;
                j++;
            }
        }
        int byRest = Boolean.compare(i < a.length(), j < b.length());
        return byRest != 0 ? byRest : a.compareTo(b);
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static int skipZeros(String text, int from) {
        int at = from;
        while (at < text.length() - 1 && text.charAt(at) == '0' && isDigit(text.charAt(at + 1))) {
            at++;
        }
        return at;
    }

    private static int digitsEnd(String text, int from) {
        int at = from;
        while (at < text.length() && isDigit(text.charAt(at))) {
            at++;
        }
        return at;
    }
}
