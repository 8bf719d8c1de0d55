package com.marketevents.ui.status;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class LongTextTest {

    @Test
    void aRunTooLongToWrapGetsPlacesToBreakAndWordsOfASentenceDoNot() {
        String broken = LongText.breakable("c".repeat(60));
        assertEquals("c".repeat(60), broken.replace("\u200B", ""), "nothing else changes");
        assertEquals(2, broken.chars().filter(c -> c == '\u200B').count());
        assertEquals("redis is not available right now", LongText.breakable("redis is not available right now"));
        String emoji = "x".repeat(23) + "\uD83D\uDE00";
        assertEquals(emoji + "\u200By", LongText.breakable(emoji + "y"), "never between the halves of a character");
    }

    @Test
    void aLongTracebackShowsItsFirstLinesAndItsTooltipItsBeginningAndTheErrorAtItsEnd() {
        String traceback = "Traceback (most recent call last):\n" + "  File \"db.py\", line 42, in connect\n".repeat(600)
                + "OperationalError: could not connect to server";

        String shown = LongText.shown(traceback, LongText.SHOWN);
        assertEquals(LongText.SHOWN_LINES, shown.lines().count(), shown);
        assertTrue(shown.endsWith("…"), shown);

        String tooltip = LongText.tooltipText(traceback);
        assertTrue(tooltip.startsWith("Traceback (most recent call last):\n"), tooltip);
        assertTrue(tooltip.endsWith("\nOperationalError: could not connect to server"), tooltip);
        assertTrue(tooltip.lines().count() <= 2 * LongText.TOOLTIP_PART_LINES + 1, "fits a screen: " + tooltip);
        assertTrue(tooltip.contains(" characters not shown …"), tooltip);
        assertEquals("database ok", LongText.tooltipText("database ok"), "a short text is whole");
    }
}
