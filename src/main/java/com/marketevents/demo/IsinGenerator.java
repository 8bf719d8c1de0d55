package com.marketevents.demo;

import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Makes ISINs in each country's national numbering shape (CUSIP, SEDOL, WKN, Valor…) with a valid check
 * digit, unique within one universe. The check digit is ISO 6166's: Luhn over the letter-expanded code.
 */
final class IsinGenerator {
    private static final String SEDOL_CHARS = "0123456789BCDFGHJKLMNPQRSTVWXYZ";
    private static final String ALNUM = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

    private final Set<String> issued = new HashSet<>();

    /** A new ISIN for a company listed on {@code exchange}; ASX codes embed the local symbol as ASX's do. */
    String next(Exchange exchange, String localSymbol, SplittableRandom random) {
        while (true) {
            String isin = withCheckDigit(exchange.isinCountry() + nationalNumber(exchange, localSymbol, random));
            if (issued.add(isin)) {
                return isin;
            }
            localSymbol = null;
        }
    }

    /** Appends the check digit to the first eleven characters of an ISIN. */
    static String withCheckDigit(String countryAndNationalNumber) {
        return countryAndNationalNumber + checkDigit(countryAndNationalNumber);
    }

    /** True for twelve characters: two letters, nine letters or digits, and the right check digit. */
    static boolean isValid(String isin) {
        return isin != null && isin.matches("[A-Z]{2}[A-Z0-9]{9}[0-9]")
                && checkDigit(isin.substring(0, 11)) == isin.charAt(11) - '0';
    }

    static int checkDigit(String elevenCharacters) {
        StringBuilder digits = new StringBuilder(22);
        for (int i = 0; i < elevenCharacters.length(); i++) {
            digits.append(Character.digit(elevenCharacters.charAt(i), 36));
        }
        int sum = 0;
        boolean doubled = true; // the rightmost digit sits next to the check digit, so it is doubled
        for (int i = digits.length() - 1; i >= 0; i--) {
            int digit = digits.charAt(i) - '0';
            if (doubled) {
                digit *= 2;
                if (digit > 9) {
                    digit -= 9;
                }
            }
            sum += digit;
            doubled = !doubled;
        }
        return (10 - sum % 10) % 10;
    }

    private static String nationalNumber(Exchange exchange, String localSymbol, SplittableRandom random) {
        return switch (exchange.isinCountry()) {
            case "US", "CA" -> cusip(random);
            case "GB" -> "00" + sedol(random);
            case "DE" -> "000" + characters(ALNUM, 6, random);
            case "JP" -> "3" + digits(4, random) + "0000";
            case "AU" -> localSymbol != null && localSymbol.length() == 3 ? "000000" + localSymbol
                    : "0000" + characters(ALNUM, 5, random);
            case "CH", "NL" -> "00" + digits(7, random);
            default -> "0000" + digits(5, random); // FR, HK, SE
        };
    }

    /** Six issuer characters, the issue number 10 (common stock), and the CUSIP check digit. */
    private static String cusip(SplittableRandom random) {
        String base = digits(3, random) + characters(ALNUM, 3, random) + "10";
        int sum = 0;
        for (int i = 0; i < base.length(); i++) {
            int value = Character.digit(base.charAt(i), 36);
            if (i % 2 == 1) {
                value *= 2;
            }
            sum += value / 10 + value % 10;
        }
        return base + (10 - sum % 10) % 10;
    }

    /** Six characters without vowels, weighted 1 3 1 7 3 9, and the SEDOL check digit. */
    private static String sedol(SplittableRandom random) {
        String base = "B" + characters(SEDOL_CHARS, 5, random);
        int[] weights = {1, 3, 1, 7, 3, 9};
        int sum = 0;
        for (int i = 0; i < base.length(); i++) {
            sum += Character.digit(base.charAt(i), 36) * weights[i];
        }
        return base + (10 - sum % 10) % 10;
    }

    private static String digits(int count, SplittableRandom random) {
        return characters("0123456789", count, random);
    }

    private static String characters(String alphabet, int count, SplittableRandom random) {
        StringBuilder text = new StringBuilder(count);
        for (int i = 0; i < count; i++) {
            text.append(alphabet.charAt(random.nextInt(alphabet.length())));
        }
        return text.toString();
    }
}
