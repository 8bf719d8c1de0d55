package com.marketevents.ui;

import atlantafx.base.theme.PrimerDark;
import atlantafx.base.theme.PrimerLight;
import com.marketevents.settings.KeyValueStore;
import java.util.Arrays;
import javafx.application.Application;
import javafx.scene.Scene;

/**
 * The window's colours: AtlantaFX's Primer, light or dark, set for the whole application (dialogs too), and
 * a style class on the main window's root for the few colours of our own ({@code .root.dark} in app.css; the
 * dialogs use the theme's colours only).
 */
public enum Theme {
    LIGHT(new PrimerLight().getUserAgentStylesheet()),
    DARK(new PrimerDark().getUserAgentStylesheet());

    static final String KEY = "window.theme";
    private static final String DARK_STYLE_CLASS = "dark";

    private final String userAgentStylesheet;

    Theme(String userAgentStylesheet) {
        this.userAgentStylesheet = userAgentStylesheet;
    }

    /** Makes this the application's theme; on the FX thread, before a window shows or at any time after. */
    public void apply() {
        Application.setUserAgentStylesheet(userAgentStylesheet);
    }

    /** Marks a scene's root for our own colours of this theme. */
    public void styleRoot(Scene scene) {
        scene.getRoot().getStyleClass().remove(DARK_STYLE_CLASS);
        if (this == DARK) {
            scene.getRoot().getStyleClass().add(DARK_STYLE_CLASS);
        }
    }

    /** The theme last chosen, light when none was or what is stored is not a theme. */
    public static Theme remembered(KeyValueStore store) {
        return store.get(KEY).flatMap(name -> Arrays.stream(values()).filter(theme -> theme.name().equals(name))
                .findFirst()).orElse(LIGHT);
    }

    public void remember(KeyValueStore store) {
        store.put(KEY, name());
    }
}
