package com.marketevents.ui;

import java.util.List;
import java.util.Optional;

/** A window's or a screen area's place and size, in pixels; plain values, so the fitting is tested without FX. */
record WindowBounds(double x, double y, double width, double height) {

    /** False when a value is not a finite number or the size is not positive (read from a damaged file, say). */
    boolean usable() {
        return Double.isFinite(x) && Double.isFinite(y) && Double.isFinite(width) && Double.isFinite(height)
                && width > 0 && height > 0;
    }

    /**
     * These bounds fitted into the area of {@code screens} they overlap most, or empty when they overlap none
     * (the screen they were on is gone).
     */
    Optional<WindowBounds> fittedOnto(List<WindowBounds> screens, double minWidth, double minHeight) {
        WindowBounds best = null;
        double bestOverlap = 0;
        for (WindowBounds screen : screens) {
            double overlap = overlapWith(screen);
            if (overlap > bestOverlap) {
                best = screen;
                bestOverlap = overlap;
            }
        }
        return Optional.ofNullable(best).map(area -> fittedInto(area, minWidth, minHeight));
    }

    /**
     * Shrunk to {@code area} where larger, then moved inside it; never below the minimum size but where the area is
     * smaller still (a laptop's half screen, 683 px wide, under the window's 760): a window never reaches past it.
     */
    WindowBounds fittedInto(WindowBounds area, double minWidth, double minHeight) {
        double fittedWidth = Math.max(Math.min(minWidth, area.width), Math.min(width, area.width));
        double fittedHeight = Math.max(Math.min(minHeight, area.height), Math.min(height, area.height));
        double fittedX = Math.max(area.x, Math.min(x, area.x + area.width - fittedWidth));
        double fittedY = Math.max(area.y, Math.min(y, area.y + area.height - fittedHeight));
        return new WindowBounds(fittedX, fittedY, fittedWidth, fittedHeight);
    }

    /**
     * A dialog's bounds kept within {@code area}: moved inside it, no taller than it (its middle scrolling) and no
     * wider (its text wrapping).
     */
    WindowBounds keptWithin(WindowBounds area) {
        return fittedInto(area, Math.min(width, area.width), Math.min(height, area.height));
    }

    /**
     * What to remember of a window shown at {@code shown} for these bounds (the user's, fitted to the screen) and now
     * at {@code now}: the size it was given while it keeps the size it was fitted to, likewise its place; what the
     * user changed, as it now is. A window only shrunk to fit a smaller screen gets its size back on a larger one.
     * A place that is not a number, in these bounds (none was stored) or in {@code shown}, is never kept.
     */
    WindowBounds rememberedOver(WindowBounds shown, WindowBounds now) {
        boolean sizeKept = near(now.width, shown.width) && near(now.height, shown.height);
        boolean placeKept = Double.isFinite(x) && Double.isFinite(y) && near(now.x, shown.x) && near(now.y, shown.y);
        return new WindowBounds(placeKept ? x : now.x, placeKept ? y : now.y, sizeKept ? width : now.width,
                sizeKept ? height : now.height);
    }

    private static boolean near(double a, double b) {
        return Math.abs(a - b) < 1;
    }

    private double overlapWith(WindowBounds other) {
        double across = Math.min(x + width, other.x + other.width) - Math.max(x, other.x);
        double down = Math.min(y + height, other.y + other.height) - Math.max(y, other.y);
        return across > 0 && down > 0 ? across * down : 0;
    }
}
