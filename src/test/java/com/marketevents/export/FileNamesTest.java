package com.marketevents.export;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class FileNamesTest {

    @Test
    void eachRunOfReplacedCharactersSpacesAndDashesBecomesOneCharacter() {
        assertEquals("EU-Banks top 2026-01-01 to 2026-12-31",
                FileNames.withoutReservedCharacters("EU/Banks: \"top\" ? 2026-01-01 to 2026-12-31"));
        assertEquals("a-b", FileNames.withoutReservedCharacters("a//--b"));
        assertEquals("Q3 results", FileNames.withoutReservedCharacters("Q3\t results"));
    }

    @Test
    void runsAtTheEndsAreTrimmedAndLeadingDotsCannotHideTheFile() {
        assertEquals("Banks", FileNames.withoutReservedCharacters(" -Banks?- "));
        assertEquals("config", FileNames.withoutReservedCharacters(".config"));
        assertEquals("Banks", FileNames.withoutReservedCharacters("../Banks."));
    }

    @Test
    void aNameOfNothingButReplacedCharactersIsUntitledRatherThanEmpty() {
        assertEquals("untitled", FileNames.withoutReservedCharacters("..."));
        assertEquals("untitled", FileNames.withoutReservedCharacters("/?*"));
    }

    @Test
    void aPlainNameIsOneShellWordItsWordsJoinedByUnderscoresKeepingDatesAndHyphenatedWordsWhole() {
        assertEquals("market-events_demo_2026-11-22_to_2026-11-28_2_selected",
                FileNames.plain("market-events demo 2026-11-22 to 2026-11-28 (2 selected)"));
        assertEquals("Tom_s_picks_more", FileNames.plain("Tom's picks & more"));
        assertEquals("US_EU_majors", FileNames.plain("US/EU: majors"));
        assertEquals("Oil_Gas", FileNames.plain("Oil - Gas"));
        assertEquals("Société_Générale", FileNames.plain("Société Générale"), "letters of any script stay");
        assertEquals("Banks", FileNames.plain("-Banks$"), "a leading dash would read as an option");
        assertEquals("config", FileNames.plain(".config"));
        assertEquals("untitled", FileNames.plain("( )"));
    }

    @Test
    void theExtensionIsWhatFollowsTheLastDotOfTheName() {
        assertEquals(Optional.of("xls"), FileNames.extension(Path.of("folder.d/x.xls")));
        assertEquals(Optional.of("gz"), FileNames.extension(Path.of("x.csv.gz")));
        assertEquals(Optional.empty(), FileNames.extension(Path.of("folder.d/out")));
        assertEquals(Optional.empty(), FileNames.extension(Path.of(".events")));
        assertEquals(Optional.empty(), FileNames.extension(Path.of("out.")));
    }
}
