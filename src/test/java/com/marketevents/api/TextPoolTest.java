package com.marketevents.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class TextPoolTest {

    private static <T> T get(TextPool<T> pool, String text) {
        char[] padded = ("##" + text + "##").toCharArray();
        return pool.get(padded, 2, text.length());
    }

    @Test
    void equalTextGivesTheSameInstance() {
        TextPool<String> pool = TextPool.strings(64);

        String first = get(pool, "XNAS");

        assertEquals("XNAS", first);
        assertSame(first, get(pool, "XNAS"));
        assertEquals("XNYS", get(pool, "XNYS"));
        assertEquals("", get(pool, ""));
    }

    @Test
    void longTextIsCorrectButNotPooled() {
        TextPool<String> pool = TextPool.strings(64);
        String title = "x".repeat(TextPool.MAX_POOLED_LENGTH + 1);

        assertEquals(title, get(pool, title));
        assertNotSame(get(pool, title), get(pool, title));
    }

    @Test
    void aPoolWithAHigherLimitSharesLongerText() {
        TextPool<String> pool = TextPool.strings(64, 160);
        String title = "Bristlecone Systems Group, Inc. Annual Meeting of Shareholders";

        assertSame(get(pool, title), get(pool, title));
        String tooLong = "x".repeat(161);
        assertNotSame(get(pool, tooLong), get(pool, tooLong));
    }

    @Test
    void collisionsInATinyPoolStillGiveTheRightText() {
        TextPool<String> pool = TextPool.strings(16);
        List<String> texts = IntStream.range(0, 500).mapToObj(i -> "T" + i).toList();

        texts.forEach(text -> assertEquals(text, get(pool, text)));
        texts.parallelStream().forEach(text -> assertEquals(text, get(pool, text)));
    }
}
