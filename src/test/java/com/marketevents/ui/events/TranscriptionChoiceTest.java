package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class TranscriptionChoiceTest {

    @Test
    void aTranscriptionValueShownAloneSaysItIsOfATranscript() {
        assertEquals("No transcript", TranscriptionChoice.alone("none"));
        assertEquals("Transcript pending", TranscriptionChoice.alone("pending"));
        assertEquals("Transcript processing", TranscriptionChoice.alone("processing"));
        assertEquals("Transcript published", TranscriptionChoice.alone("published"));
    }

    @Test
    void aTranscriptionValueNotKnownHereOrMissingKeepsAWordOfContext() {
        assertEquals("Transcript: Final", TranscriptionChoice.alone("final"));
        assertEquals("Transcript: in-progress", TranscriptionChoice.alone("in-progress"));
        assertEquals("Transcript: (none)", TranscriptionChoice.alone(""));
    }
}
