package com.marketevents.ui;

import java.util.Locale;

/**
 * Names the application to JavaFX's window toolkit before the first window is made. On Linux the toolkit gives
 * every window that name as its WM_CLASS, which GNOME and KDE match against the menu entry's StartupWMClass
 * (jpackage/linux-resources/market-events-browser.desktop): with the default, "java", the open window gets a dock
 * icon of its own and a pinned launcher starts a second instance. The toolkit's call is internal, so it is reached
 * by reflection, and a toolkit without it keeps its default name. Only Linux desktops match windows this way, so
 * other systems are left alone.
 */
final class WindowClassName {
    /** The StartupWMClass of the Linux menu entry. */
    static final String NAME = "market-events-browser";

    private WindowClassName() {
    }

    /** Call on the FX thread before the first window shows; the toolkit takes the first name it is given. */
    static void apply() {
        if (!System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("linux")) {
            return;
        }
        try {
            Class<?> toolkit = Class.forName("com.sun.glass.ui.Application");
            Object application = toolkit.getMethod("GetApplication").invoke(null);
            if (application != null) {
                toolkit.getMethod("setName", String.class).invoke(application, NAME);
            }
        } catch (ReflectiveOperationException | RuntimeException | LinkageError keepsTheDefaultName) {
            // The window opens all the same; only the desktop's match of window and menu entry is lost.
        }
    }
}
