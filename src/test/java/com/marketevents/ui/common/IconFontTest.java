package com.marketevents.ui.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.kordamp.ikonli.materialdesign2.MaterialDesignC;

class IconFontTest {

    @Test
    void whenTheIconFontCouldNotBeLoadedTheWindowSaysWhichTemporaryFolderToFreeOrSet() {
        Optional<Notice> notice = IconFont.noticeIfMissing(() -> false, "/nonexistent");

        assertTrue(notice.isPresent());
        assertEquals(Notice.Severity.WARNING, notice.get().severity());
        assertEquals("Icons could not be shown: the temporary folder /nonexistent is missing or full. Free some space "
                + "there (or set java.io.tmpdir) and start again.", notice.get().text());
        assertTrue(notice.get().dismissible());
    }

    @Test
    void whenTheIconFontLoadedNothingIsSaidAboutIcons() {
        assertEquals(Optional.empty(), IconFont.noticeIfMissing(() -> true, "/tmp"));
    }

    @Test
    void withoutTheIconFontAButtonsOnlyIconBecomesACharacterEveryFontHasAndOtherIconsNoEmptyBox() {
        assertEquals("\u2039", IconFont.standIn(MaterialDesignC.CHEVRON_LEFT));
        assertEquals("\u00D7", IconFont.standIn(MaterialDesignC.CLOSE));
        assertEquals("", IconFont.standIn(MaterialDesignC.COG_OUTLINE));
    }

    @Test
    void withoutTheIconFontDetailsCopyButtonsShowACopyMarkAndThenATickRatherThanNothing() {
        assertEquals("\u2750", IconFont.standIn(MaterialDesignC.CONTENT_COPY));
        assertEquals("\u2713", IconFont.standIn(MaterialDesignC.CHECK));
    }
}
