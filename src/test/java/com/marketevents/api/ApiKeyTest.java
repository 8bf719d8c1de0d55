package com.marketevents.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

class ApiKeyTest {
    private final ApiKey key = new ApiKey("QAKEY-SECRET-7f3a9c");

    @Test
    void theKeyIsHiddenWhereverAServiceEchoesItInAnyCaseOrCutShort() {
        assertEquals("Forbidden: key [hidden] / [hidden] / [hidden]",
                key.hiddenIn("Forbidden: key QAKEY-SECRET-7F3A9C / QAKEY-SECRET-7f3a9 / QAKEY-SECRET-7f3a9c"));
        assertEquals("auth with [hidden] failed", key.hiddenIn("auth with qakey-secret-7f3a9c failed"));
        assertEquals("host [hidden]", key.hiddenIn("host SECRET-7f3a9c"), "its second half alone");
    }

    @Test
    void textWithoutTheKeyIsLeftAsItIs() {
        assertEquals("database ok (SECRET rotation due)", key.hiddenIn("database ok (SECRET rotation due)"));
        assertEquals("Forbidden", key.hiddenIn("Forbidden"));
        assertNull(key.hiddenIn(null));
        assertEquals("a b", new ApiKey("a").hiddenIn("a b"), "a key that short is not looked for");
    }

    @Test
    void theKeyNeverShowsInItsTextForm() {
        assertEquals("ApiKey[hidden]", key.toString());
    }

    @Test
    void aLongKeyIsHiddenInALargeReportExactlyWhereItWasHiddenBefore() {
        Random random = new Random(20261128);
        String longKey = randomText(random, 772, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.");
        String text = textWithPartsOf(longKey, random, 150_000);

        long started = System.nanoTime();
        String hidden = new ApiKey(longKey).hiddenIn(text);
        System.out.printf("hiddenIn: %d ms for %d characters, key %d%n", (System.nanoTime() - started) / 1_000_000,
                text.length(), longKey.length());

        assertEquals(simplyHidden(longKey, text), hidden);
        assertTrue(hidden.contains("[hidden]"));
    }

    @Test
    void keysThatRepeatThemselvesAreHiddenExactlyWhereTheyWereHiddenBefore() {
        Random random = new Random(7);
        for (int round = 0; round < 400; round++) {
            String alphabet = round % 2 == 0 ? "ab" : "abcA";
            String someKey = randomText(random, 4 + random.nextInt(40), alphabet);
            String text = textWithPartsOf(someKey, random, random.nextInt(300));
            assertEquals(simplyHidden(someKey, text), new ApiKey(someKey).hiddenIn(text), someKey + " in " + text);
        }
    }

    /** Random text around pieces of the key of every length, some in another case. */
    private static String textWithPartsOf(String someKey, Random random, int length) {
        StringBuilder text = new StringBuilder();
        while (text.length() < length) {
            text.append(randomText(random, random.nextInt(20), "ab xyz0123456789-" + someKey.substring(0, 2)));
            int from = random.nextInt(someKey.length());
            String part = someKey.substring(from, from + 1 + random.nextInt(someKey.length() - from));
            text.append(random.nextBoolean() ? part : part.toUpperCase(Locale.ROOT));
        }
        return text.toString();
    }

    private static String randomText(Random random, int length, String alphabet) {
        StringBuilder text = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            text.append(alphabet.charAt(random.nextInt(alphabet.length())));
        }
        return text.toString();
    }

    /** The rule compared the plain way, every place of the text with every place of the key. */
    private static String simplyHidden(String someKey, String text) {
        int least = Math.min(someKey.length(), Math.max(6, someKey.length() / 2));
        StringBuilder out = new StringBuilder();
        int at = 0;
        while (at < text.length()) {
            int longest = 0;
            for (int from = 0; from < someKey.length(); from++) {
                int run = 0;
                while (from + run < someKey.length() && at + run < text.length()
                        && Character.toLowerCase(someKey.charAt(from + run))
                                == Character.toLowerCase(text.charAt(at + run))) {
                    run++;
                }
                longest = Math.max(longest, run);
            }
            if (longest >= least) {
                out.append("[hidden]");
                at += longest;
            } else {
                out.append(text.charAt(at++));
            }
        }
        return out.toString();
    }
}
