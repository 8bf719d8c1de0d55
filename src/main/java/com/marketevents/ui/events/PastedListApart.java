package com.marketevents.ui.events;

import com.marketevents.search.QuickQuery;
import javafx.scene.control.TextFormatter;

/**
 * A change to the quick filter's text with a pasted column or row made one line ({@link QuickQuery#asOneLine}), set
 * apart by a comma from the text beside it: "SIV:GY⏎PROV:FP⏎" pasted after "lumo" had made "lumoSIV:GY, PROV:FP",
 * one ticker run into the other. Typed text, and text pasted without a line break or a tab, is left as it is.
 */
final class PastedListApart {
    private static final String SEPARATOR = ", ";

    private PastedListApart() {
    }

    static TextFormatter.Change filter(TextFormatter.Change change) {
        String pasted = change.getText();
        String oneLine = QuickQuery.asOneLine(pasted);
        if (oneLine.equals(pasted) || oneLine.isBlank()) {
            change.setText(oneLine);
            return change;
        }
        String text = change.getControlText();
        int start = change.getRangeStart();
        int end = change.getRangeEnd();
        String before = text.substring(0, start);
        String after = text.substring(end);
        boolean apartBefore = needsSeparator(before.stripTrailing(), true);
        boolean apartAfter = needsSeparator(after.stripLeading(), false);
        // The spaces beside the list give way to the comma: "lumo , SIV:GY" read as if a word were missing.
        int newStart = apartBefore ? before.stripTrailing().length() : start;
        int newEnd = apartAfter ? text.length() - after.stripLeading().length() : end;
        change.setRange(newStart, newEnd);
        String apart = (apartBefore ? SEPARATOR : "") + oneLine + (apartAfter ? SEPARATOR : "");
        change.setText(apart);
        int caret = newStart + apart.length();
        change.selectRange(caret, caret);
        return change;
    }

    /** Whether {@code beside}, the text on one side of the list, its spaces next to it left out, ends another entry. */
    private static boolean needsSeparator(String beside, boolean isBefore) {
        if (beside.isEmpty()) {
            return false;
        }
        char next = isBefore ? beside.charAt(beside.length() - 1) : beside.charAt(0);
        return next != ',' && next != ';';
    }
}
