package com.marketevents.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class TypedTextTest {

    @Test
    void spacesAMailOrADocumentPastesAtTheEndsGoAsOrdinarySpacesDo() {
        assertEquals("https://h.example/api", TypedText.trimmed(" \t\u00A0\u2007\u202F\u200B\uFEFFhttps://h.example/api"
                + "\u00A0\u200B\n"));
        assertEquals("", TypedText.trimmed(null));
        assertTrue(TypedText.isBlank("\u00A0\u200B "));
        assertTrue(TypedText.isBlank(null));
    }

    @Test
    void spacesInsideTheTextStay() {
        assertEquals("k\u00A0e\u200By", TypedText.trimmed("\u00A0k\u00A0e\u200By\u00A0"));
        assertFalse(TypedText.isBlank("\u00A0k"));
    }

    @Test
    void spacesAMailOrADocumentPastesBetweenWordsBecomeOrdinarySpaces() {
        assertEquals("siv gy  equity", TypedText.withPlainSpaces("siv\u00A0gy\u2007\u202Fequity"));
        assertEquals("k\u200By", TypedText.withPlainSpaces("k\u200By"), "invisible spaces are left to trimmed");
    }
}
