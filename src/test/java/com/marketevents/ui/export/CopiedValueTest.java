package com.marketevents.ui.export;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class CopiedValueTest {
    @Test
    void aShortValueIsQuotedWhole() {
        assertEquals("Copied “US0378331005”", ExportActions.copiedValue("ISIN", "US0378331005"));
    }

    @Test
    void aLongOrManyLinedValueIsNamedByItsColumn() {
        assertEquals("Copied the Title", ExportActions.copiedValue("Title",
                "Trafalgar Oil & Gas Ltd Annual General Meeting of Shareholders"));
        assertEquals("Copied the Title", ExportActions.copiedValue("Title", "Line one\nLine two"));
    }

    @Test
    void anEmptyValueIsSaidToBeNotGiven() {
        assertEquals("Fiscal year is not given: copied an empty value", ExportActions.copiedValue("Fiscal year", ""));
    }
}
