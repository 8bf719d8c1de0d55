package com.marketevents.ui;

import java.net.URL;
import java.util.List;
import javafx.scene.image.Image;

/**
 * The application icon in every size the window offers the desktop (title bar, task bar, Alt-Tab);
 * the desktop picks the size it draws. The PNGs come from icons/build-icons.sh.
 */
public final class AppIcons {

    /** Edge lengths, in pixels, of the icons on the class path. */
    public static final List<Integer> SIZES = List.of(16, 24, 32, 48, 64, 128, 256);

    private AppIcons() {
    }

    /** Loads every size; call on the FX thread, e.g. {@code stage.getIcons().setAll(AppIcons.load())}. */
    public static List<Image> load() {
        return SIZES.stream().map(size -> new Image(resource(size).toExternalForm())).toList();
    }

    static URL resource(int size) {
        String name = "icons/app-icon-" + size + ".png";
        URL url = AppIcons.class.getResource(name);
        if (url == null) {
            throw new IllegalStateException("Application icon missing from the build: " + name);
        }
        return url;
    }
}
