package com.marketevents.ui;

import org.kordamp.ikonli.Ikon;
import org.kordamp.ikonli.javafx.FontIcon;

/** Icon nodes for buttons and marks; each call gives a new node, since a node has one parent. */
public final class Icons {
    private Icons() {
    }

    public static FontIcon of(Ikon ikon) {
        return new FontIcon(ikon);
    }

    public static FontIcon of(Ikon ikon, String styleClass) {
        FontIcon icon = new FontIcon(ikon);
        icon.getStyleClass().add(styleClass);
        return icon;
    }
}
