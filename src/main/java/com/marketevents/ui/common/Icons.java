package com.marketevents.ui.common;

import org.kordamp.ikonli.Ikon;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * Icon nodes for buttons and marks; each call gives a new node, since a node has one parent. Without the icon
 * font (see {@link IconFont}) an icon is a plain character or nothing, rather than an empty box.
 */
public final class Icons {
    /**
     * The theme's icon size ({@code .ikonli-font-icon { -fx-icon-size: 18px }} in AtlantaFX's Primer Light).
     * An icon made at another size is resized by its first CSS pass, and Ikonli then sets the icon's inline
     * style, which marks it for CSS again: one more pulse, which repaints the whole window when it has
     * nothing else to repaint.
     */
    private static final int THEME_SIZE = 18;

    private Icons() {
    }

    public static FontIcon of(Ikon ikon) {
        FontIcon icon = new FontIcon(ikon);
        icon.setIconSize(THEME_SIZE);
        standInIfMissing(icon, ikon);
        return icon;
    }

    /** Makes {@code icon} show {@code ikon}, or its stand-in while the icon font is missing. */
    public static void show(FontIcon icon, Ikon ikon) {
        icon.setIconCode(ikon);
        standInIfMissing(icon, ikon);
    }

    private static void standInIfMissing(FontIcon icon, Ikon ikon) {
        if (!IconFont.isLoaded()) {
            String standIn = IconFont.standIn(ikon);
            icon.setText(standIn); // drawn in the fallback text font Ikonli's missing family gets
            icon.setVisible(!standIn.isEmpty()); // a hidden graphic takes no gap beside its button's words
        }
    }

    public static FontIcon of(Ikon ikon, String styleClass) {
        FontIcon icon = of(ikon);
        icon.getStyleClass().add(styleClass);
        return icon;
    }
}
