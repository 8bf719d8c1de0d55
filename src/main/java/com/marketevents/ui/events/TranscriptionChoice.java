package com.marketevents.ui.events;

import com.marketevents.model.CodeLabel;
import java.util.Set;

/**
 * How a Transcription filter's value reads without the filter's name, in a filter bar short of room: "None" or
 * "Published" alone said nothing of what had none or was published, so "No transcript", "Transcript published".
 */
final class TranscriptionChoice {
    /** States that read as what became of the transcript ("Transcript pending"). */
    private static final Set<String> STATES = Set.of("pending", "processing", "published");

    private TranscriptionChoice() {
    }

    /** "No transcript", "Transcript published"; a value not known here keeps a word of context: "Transcript: Final". */
    static String alone(String value) {
        if (value.equals("none")) {
            return "No transcript";
        }
        return STATES.contains(value) ? "Transcript " + value : "Transcript: " + (value.isEmpty() ? "(none)"
                : CodeLabel.of(value));
    }
}
