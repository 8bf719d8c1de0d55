package com.marketevents.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

class CodeLabelTest {

    @Test
    void aCodeReadsAsWordsWithACapitalFirst() {
        assertEquals("Earnings release", CodeLabel.of("earnings_release"));
        assertEquals("Shareholder meeting", CodeLabel.of("shareholder_meeting"));
        assertEquals("Earnings", CodeLabel.of("earnings"));
        assertEquals("Q3 call", CodeLabel.of("q3_call"));
    }

    @Test
    void aValueNotWrittenAsACodeIsShownAsReceived() {
        assertEquals("AGM", CodeLabel.of("AGM"));
        assertEquals("AGM_2", CodeLabel.of("AGM_2"));
        assertEquals("in-progress", CodeLabel.of("in-progress"));
        assertEquals("Published", CodeLabel.of("Published"));
        assertEquals("_draft", CodeLabel.of("_draft"));
        assertEquals("draft_", CodeLabel.of("draft_"));
        assertEquals("", CodeLabel.of(""));
        assertNull(CodeLabel.of(null));
    }
}
