package com.marketevents.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

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
}
