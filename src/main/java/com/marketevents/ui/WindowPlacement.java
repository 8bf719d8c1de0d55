package com.marketevents.ui;

import com.marketevents.settings.KeyValueStore;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javafx.geometry.Rectangle2D;
import javafx.stage.Screen;
import javafx.stage.Stage;

/**
 * Remembers the window's size, position and maximised state. Restored, they are fitted into the screen they fall
 * on (one smaller than when they were saved, say); a window whose position is now off every screen (its monitor
 * unplugged) is centred on the main one. What fitting changed is not saved over them, that centring neither, so that
 * the window goes back to the other monitor once it is there again: only what the user changed (moving, resizing or
 * maximising the window) is.
 */
final class WindowPlacement {
    static final String KEY = "window.placement";
    static final double DEFAULT_WIDTH = 1360;
    static final double DEFAULT_HEIGHT = 820;
    /** The least size the window's layout is made for, less only on a screen smaller still. */
    static final double MIN_WIDTH = 760;
    static final double MIN_HEIGHT = 480;

    /** The saved bounds (the default size at first), before fitting; the place not a number when there is none. */
    private final WindowBounds chosen;
    /**
     * What the window was given: {@link #chosen} fitted to the screen; the place not a number when centred, until
     * the window shows and has one ({@link #shown(Stage)}).
     */
    private WindowBounds shown;

    private WindowPlacement(WindowBounds chosen, WindowBounds shown) {
        this.chosen = chosen;
        this.shown = shown;
    }

    /**
     * Puts the window's placement in {@code store}: its size and place as restored, while the window keeps what
     * fitting them to the screen gave it, else as they now are.
     */
    void save(Stage stage, KeyValueStore store) {
        WindowBounds now = new WindowBounds(stage.getX(), stage.getY(), stage.getWidth(), stage.getHeight());
        WindowBounds kept = chosen.rememberedOver(shown, now);
        store.put(KEY, String.format(Locale.ROOT, "%.0f,%.0f,%.0f,%.0f,%b",
                kept.x(), kept.y(), kept.width(), kept.height(), stage.isMaximized()));
    }

    /**
     * Takes the place of a window centred at the start, once shown: a window still there was not moved by the user,
     * and its stored place stays.
     */
    void shown(Stage stage) {
        if (Double.isNaN(shown.x())) {
            shown = new WindowBounds(stage.getX(), stage.getY(), shown.width(), shown.height());
        }
    }

    /**
     * Sends the stage's size to the window system again, once shown. Some Linux window managers (openbox,
     * seen under Xvfb with JavaFX 21) give a new window a size of their own, whatever was set before it
     * showed, while the stage keeps believing the size it was given: the content is then laid out larger
     * than the window and cut off. Setting an equal size does nothing, so it goes by a pixel less.
     */
    static void reassert(Stage stage) {
        if (stage.isMaximized() || !stage.isShowing()) {
            return;
        }
        double width = stage.getWidth();
        double height = stage.getHeight();
        stage.setWidth(width - 1);
        stage.setHeight(height - 1);
        stage.setWidth(width);
        stage.setHeight(height);
    }

    /** Gives the stage its remembered placement, fitted to the screen, and returns it, to be saved. */
    static WindowPlacement restore(Stage stage, KeyValueStore store) {
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        WindowBounds byDefault = new WindowBounds(Double.NaN, Double.NaN, DEFAULT_WIDTH, DEFAULT_HEIGHT);
        WindowBounds centred = new WindowBounds(Double.NaN, Double.NaN, Math.min(DEFAULT_WIDTH, screen.getWidth()),
                Math.min(DEFAULT_HEIGHT, screen.getHeight()));
        fitMinimumTo(stage, centred);
        stage.setWidth(centred.width());
        stage.setHeight(centred.height());
        String saved = store.get(KEY).orElse(null);
        if (saved == null) {
            stage.centerOnScreen();
            return new WindowPlacement(byDefault, centred);
        }
        try {
            String[] parts = saved.split(",");
            WindowBounds bounds = new WindowBounds(Double.parseDouble(parts[0]), Double.parseDouble(parts[1]),
                    Double.parseDouble(parts[2]), Double.parseDouble(parts[3]));
            if (!bounds.usable()) {
                throw new NumberFormatException("not a size and place: " + saved); // unreadable, as below
            }
            List<WindowBounds> screens = Screen.getScreens().stream().map(WindowPlacement::boundsOf).toList();
            Optional<WindowBounds> onScreen = bounds.fittedOnto(screens, MIN_WIDTH, MIN_HEIGHT);
            WindowBounds fitted = onScreen.orElseGet(() -> bounds.fittedInto(boundsOf(Screen.getPrimary()),
                    MIN_WIDTH, MIN_HEIGHT));
            fitMinimumTo(stage, fitted);
            stage.setWidth(fitted.width());
            stage.setHeight(fitted.height());
            if (onScreen.isPresent()) {
                stage.setX(fitted.x());
                stage.setY(fitted.y());
            } else {
                stage.centerOnScreen();
                fitted = new WindowBounds(Double.NaN, Double.NaN, fitted.width(), fitted.height());
            }
            stage.setMaximized(Boolean.parseBoolean(parts[4]));
            return new WindowPlacement(bounds, fitted);
        } catch (RuntimeException unreadable) {
            stage.centerOnScreen();
            return new WindowPlacement(byDefault, centred);
        }
    }

    /**
     * Gives the stage the least size, or {@code size} where that is smaller (fitted to a screen smaller than the least
     * size): else the window system widens the window back to it, past the screen's edge. Set anew at each fitting,
     * so that the main screen's size, fitted to first, does not stay the least size of a window restored on another.
     */
    private static void fitMinimumTo(Stage stage, WindowBounds size) {
        stage.setMinWidth(Math.min(MIN_WIDTH, size.width()));
        stage.setMinHeight(Math.min(MIN_HEIGHT, size.height()));
    }

    private static WindowBounds boundsOf(Screen screen) {
        Rectangle2D area = screen.getVisualBounds();
        return new WindowBounds(area.getMinX(), area.getMinY(), area.getWidth(), area.getHeight());
    }
}
