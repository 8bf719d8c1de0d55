package com.marketevents.ui.export;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.ZoneId;
import org.junit.jupiter.api.Test;

class ExportDialogTest {

    @Test
    void yourTimeZoneIsNamedByItsIdAndUtcAsUtcHoweverTheSystemSpellsIt() {
        assertEquals("Europe/London", ExportDialog.zoneName(ZoneId.of("Europe/London")));
        assertEquals("UTC", ExportDialog.zoneName(ZoneId.of("Etc/UTC")));
        assertEquals("UTC", ExportDialog.zoneName(ZoneId.of("Z")));
    }
}
