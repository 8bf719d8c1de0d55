package com.marketevents.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Thousands of damaged copies of valid answers: the readers must give a result or INVALID_RESPONSE,
 * never any other exception (which would reach the user as a crash).
 */
class MutatedPayloadsTest {
    private static final long SEED = 20261123L;
    private static final int MUTANTS_PER_PAYLOAD = 3000;
    private static final List<String> REPLACEMENT_VALUES = List.of("null", "true", "0", "-1", "1.5e3", "\"\"",
            "\"x\"", "{}", "[]", "[1,{\"a\":null}]", "99999999999999999999", "1e999999999", "\"\\u0000\"");

    private final EventsJsonReader events = new EventsJsonReader();
    private final StatusJsonReader status = new StatusJsonReader();

    @Test
    void damagedEventListsGiveEventsOrAnInvalidResponse() {
        int[] outcomes = run(Fixtures.text("events-2024-10-28.json"), true);
        assertTrue(outcomes[0] > 0 && outcomes[1] > 0, "both outcomes should occur: " + outcomes[0] + "/" + outcomes[1]);
    }

    @Test
    void damagedStatusReportsGiveAReportOrAnInvalidResponse() {
        run(Fixtures.text("status-healthy.json"), false);
        int[] outcomes = run(Fixtures.text("status-unhealthy.json"), false);
        assertTrue(outcomes[0] > 0 && outcomes[1] > 0, "both outcomes should occur: " + outcomes[0] + "/" + outcomes[1]);
    }

    /** Returns {valid, invalid} counts. */
    private int[] run(String valid, boolean eventList) {
        Random random = new Random(SEED);
        int[] outcomes = new int[2];
        for (int i = 0; i < MUTANTS_PER_PAYLOAD; i++) {
            String mutant = valid;
            int mutations = 1 + random.nextInt(3);
            for (int m = 0; m < mutations; m++) {
                mutant = mutate(mutant, random);
            }
            byte[] bytes = mutant.getBytes(StandardCharsets.UTF_8);
            try {
                if (eventList) {
                    events.read(new ByteArrayInputStream(bytes));
                } else {
                    status.read(new ByteArrayInputStream(bytes));
                }
                outcomes[0]++;
            } catch (ApiException e) {
                assertEquals(ApiException.Kind.INVALID_RESPONSE, e.kind(), mutant);
                outcomes[1]++;
            } catch (Exception | Error e) {
                fail("Mutant " + i + " (seed " + SEED + ") threw " + e + " for: " + mutant);
            }
        }
        return outcomes;
    }

    private static String mutate(String text, Random random) {
        if (text.isEmpty()) {
            return text;
        }
        int at = random.nextInt(text.length());
        StringBuilder out = new StringBuilder(text);
        switch (random.nextInt(5)) {
            case 0 -> out.deleteCharAt(at);
            case 1 -> out.insert(at, text.charAt(at));
            case 2 -> {
                int other = random.nextInt(text.length());
                char c = out.charAt(at);
                out.setCharAt(at, out.charAt(other));
                out.setCharAt(other, c);
            }
            case 3 -> out.setLength(at);
            default -> {
                return replaceAValue(text, random);
            }
        }
        return out.toString();
    }

    /** Changes the type of one value: the text after a random ':' up to the next ',' or '}' is replaced. */
    private static String replaceAValue(String text, Random random) {
        int colon = text.indexOf(':', random.nextInt(text.length()));
        if (colon < 0) {
            return text;
        }
        int end = colon + 1;
        while (end < text.length() && text.charAt(end) != ',' && text.charAt(end) != '}') {
            end++;
        }
        String value = REPLACEMENT_VALUES.get(random.nextInt(REPLACEMENT_VALUES.size()));
        return text.substring(0, colon + 1) + value + text.substring(end);
    }
}
