package com.marketevents.ui.export;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.marketevents.ui.events.EventField;
import org.junit.jupiter.api.Test;

class CopiedValueTest {
    @Test
    void aShortValueIsQuotedWhole() {
        assertEquals("Copied “US0378331005”", ExportActions.copiedValue(EventField.ISIN, "US0378331005"));
    }

    @Test
    void aLongOrManyLinedValueIsNamedByItsColumnInLowerCaseMidSentence() {
        assertEquals("Copied the title", ExportActions.copiedValue(EventField.TITLE,
                "Trafalgar Oil & Gas Ltd Annual General Meeting of Shareholders"));
        assertEquals("Copied the title", ExportActions.copiedValue(EventField.TITLE, "Line one\nLine two"));
        assertEquals("Copied the ISIN", ExportActions.copiedValue(EventField.ISIN, "X".repeat(40)),
                "an acronym keeps its capitals");
    }

    @Test
    void anEmptyValueIsSaidToBeNotGiven() {
        assertEquals("Fiscal year is not given: copied an empty value",
                ExportActions.copiedValue(EventField.FISCAL_YEAR, ""));
    }
}
