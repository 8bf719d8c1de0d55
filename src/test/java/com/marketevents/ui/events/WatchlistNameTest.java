package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class WatchlistNameTest {
    @Test
    void anImportedFilesNameIsOfferedWithoutCharactersThatAreNotTextAndWithoutHalfACharacter() {
        assertEquals("Core names", WatchlistNameDialog.nameOf(Path.of("Core\u0001 names\uFFFF.txt")));
        String longName = "x".repeat(39) + "\uD83D\uDCC8 and more";
        assertEquals("x".repeat(39), WatchlistNameDialog.nameOf(Path.of(longName + ".csv")),
                "a character cut in two would be half of one, no text");
    }
}
