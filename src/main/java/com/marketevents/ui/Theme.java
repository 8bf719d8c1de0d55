package com.marketevents.ui;

import atlantafx.base.theme.PrimerDark;
import atlantafx.base.theme.PrimerLight;
import com.marketevents.settings.KeyValueStore;
import com.marketevents.ui.common.DroppedSettings;
import java.util.Arrays;
import java.util.Optional;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.paint.Color;

/**
 * The window's colours: AtlantaFX's Primer, light or dark, set for the whole application (dialogs too), and
 * a style class on the main window's root for the few colours of our own ({@code .root.dark} in app.css; the
 * dialogs use the theme's colours only).
 */
public enum Theme {
    // The backgrounds are Primer's -color-bg-default, what the theme paints behind everything.
    LIGHT(new PrimerLight().getUserAgentStylesheet(), Color.web("#ffffff")),
    DARK(new PrimerDark().getUserAgentStylesheet(), Color.web("#0d1117"));

    static final String KEY = "window.theme";
    private static final String DARK_STYLE_CLASS = "dark";

    private final String userAgentStylesheet;
    private final Color background;

    Theme(String userAgentStylesheet, Color background) {
        this.userAgentStylesheet = userAgentStylesheet;
        this.background = background;
    }

    /** Makes this the application's theme; on the FX thread, before a window shows or at any time after. */
    public void apply() {
        Application.setUserAgentStylesheet(userAgentStylesheet);
    }

    /** Marks a scene's root for our own colours of this theme, and fills the scene with its background. */
    public void styleScene(Scene scene) {
        scene.getRoot().getStyleClass().remove(DARK_STYLE_CLASS);
        if (this == DARK) {
            scene.getRoot().getStyleClass().add(DARK_STYLE_CLASS);
        }
        fill(scene);
    }

    /**
     * Fills a scene with this theme's background: what shows before its first frame is drawn and, for a frame,
     * where a window grows. A scene's own fill is white, a flash of white in the dark theme.
     */
    public void fill(Scene scene) {
        scene.setFill(background);
    }

    /** The theme last chosen, light when none was or what is stored is not a theme (then noted in {@code dropped}). */
    public static Theme remembered(KeyValueStore store, DroppedSettings dropped) {
        Optional<String> stored = store.get(KEY);
        Optional<Theme> known = stored.flatMap(name -> Arrays.stream(values())
                .filter(theme -> theme.name().equals(name)).findFirst());
        if (stored.isPresent() && known.isEmpty()) {
            dropped.add("the theme");
        }
        return known.orElse(LIGHT);
    }

    public void remember(KeyValueStore store) {
        store.put(KEY, name());
    }
}
