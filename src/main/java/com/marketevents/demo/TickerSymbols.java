package com.marketevents.demo;

import java.text.Normalizer;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Gives each company a local symbol in its exchange's style: letters drawn from its name where free
 * (US tickers share one namespace across NYSE and Nasdaq), numeric codes in Tokyo and Hong Kong.
 */
final class TickerSymbols {
    private static final String LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

    private final Set<String> taken = new HashSet<>();

    String next(Exchange exchange, String companyName, SplittableRandom random) {
        return switch (exchange.symbolStyle()) {
            case CODE_4_DIGITS -> claimCode(exchange, 1300, 9999, 4, random);
            case CODE_HONG_KONG -> random.nextInt(4) == 0
                    ? claimCode(exchange, 6000, 9999, 4, random)
                    : claimCode(exchange, 1, 3999, 4, random);
            case LETTERS_1_TO_3 -> letters(exchange, companyName, 1 + random.nextInt(3), random);
            case LETTERS_2_TO_4 -> letters(exchange, companyName, 2 + random.nextInt(3), random);
            case LETTERS_3 -> letters(exchange, companyName, 3, random);
            case LETTERS_3_TO_4 -> letters(exchange, companyName, 3 + random.nextInt(2), random);
            case LETTERS_4 -> letters(exchange, companyName, 4, random);
        };
    }

    private String claimCode(Exchange exchange, int low, int high, int width, SplittableRandom random) {
        while (true) {
            String code = String.format(Locale.ROOT, "%0" + width + "d", low + random.nextInt(high - low + 1));
            if (taken.add(exchange.symbolNamespace() + ":" + code)) {
                return code;
            }
        }
    }

    private String letters(Exchange exchange, String companyName, int length, SplittableRandom random) {
        String plain = Normalizer.normalize(companyName, Normalizer.Form.NFD).toUpperCase(Locale.ROOT);
        String[] words = plain.replaceAll("[^A-Z ]", "").trim().split(" +");
        String initials = initials(words);
        String[] candidates = {
            words[0].length() >= length ? words[0].substring(0, length) : null,
            initials.length() >= length ? initials.substring(0, length) : null,
            words.length > 1 && length > 1 && words[0].length() >= length - 1
                    ? words[0].substring(0, length - 1) + words[1].charAt(0) : null,
        };
        for (String candidate : candidates) {
            if (candidate != null && taken.add(exchange.symbolNamespace() + ":" + candidate)) {
                return candidate;
            }
        }
        while (true) {
            StringBuilder symbol = new StringBuilder(words[0].isEmpty() ? "" : words[0].substring(0, 1));
            while (symbol.length() < length) {
                symbol.append(LETTERS.charAt(random.nextInt(LETTERS.length())));
            }
            if (taken.add(exchange.symbolNamespace() + ":" + symbol)) {
                return symbol.toString();
            }
            length = Math.min(length + (random.nextInt(8) == 0 ? 1 : 0), 5);
        }
    }

    private static String initials(String[] words) {
        StringBuilder initials = new StringBuilder();
        for (String word : words) {
            if (!word.isEmpty()) {
                initials.append(word.charAt(0));
            }
        }
        return initials.toString();
    }
}
