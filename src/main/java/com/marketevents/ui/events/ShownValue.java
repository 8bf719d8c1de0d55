package com.marketevents.ui.events;

import com.marketevents.ui.common.TextCut;
import java.util.Locale;

/**
 * A value cut for showing whole elsewhere than its cell (Details, a tooltip): a title a service sent with a hundred
 * thousand characters filled the pane and pushed every other field out of sight. Copy and Export take it whole.
 */
final class ShownValue {
    static final int SHOWN_UP_TO = 1_000;

    private ShownValue() {
    }

    static String of(String text) {
        if (text.length() <= SHOWN_UP_TO) {
            return text;
        }
        return TextCut.cut(text, SHOWN_UP_TO) + String.format(Locale.ROOT, " (%,d characters in all; Copy takes them"
                + " all)", text.length());
    }
}
