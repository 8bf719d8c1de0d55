package com.marketevents.ui.common;

import java.util.Map;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import javafx.scene.text.Font;
import org.kordamp.ikonli.Ikon;
import org.kordamp.ikonli.IkonHandler;
import org.kordamp.ikonli.javafx.IkonResolver;
import org.kordamp.ikonli.materialdesign2.MaterialDesignC;
import org.kordamp.ikonli.materialdesign2.MaterialDesignF;

/**
 * Whether the icons' font could be loaded. Ikonli loads it once per process with {@code Font.loadFont} on its URL
 * inside the jar, which JavaFX copies to a file in {@code java.io.tmpdir} first; with that folder missing or full the
 * font is not there, and every icon is drawn as an empty box.
 */
public final class IconFont {
    /**
     * Characters every text font has (or, for copy and its tick, the common ones and the systems' fallback fonts),
     * for the icons that are a button's only content; any other icon is left out, since its button or label says
     * what it is in words.
     */
    private static final Map<Ikon, String> STAND_INS = Map.of(
            MaterialDesignC.CHEVRON_LEFT, "\u2039",
            MaterialDesignC.CHEVRON_RIGHT, "\u203A",
            MaterialDesignC.CLOSE, "\u00D7",
            MaterialDesignF.FILTER_REMOVE_OUTLINE, "\u00D7",
            MaterialDesignC.CALENDAR_MONTH_OUTLINE, "\u2026",
            MaterialDesignC.CONTENT_COPY, "\u2750",
            MaterialDesignC.CHECK, "\u2713");
    private static Boolean loaded;

    private IconFont() {
    }

    /** Asked on the FX thread; the answer cannot change while the process runs (Ikonli does not try again). */
    public static boolean isLoaded() {
        if (loaded == null) {
            IkonHandler handler = IkonResolver.getInstance().resolve(MaterialDesignC.CLOSE.getDescription());
            loaded = handler.getFont() != null && Font.getFamilies().contains(handler.getFontFamily());
        }
        return loaded;
    }

    /** What an icon shows in place of its glyph when the font is missing: an empty box otherwise. */
    static String standIn(Ikon ikon) {
        return STAND_INS.getOrDefault(ikon, "");
    }

    /** The warning to show at start when the icons cannot be drawn, naming the folder to see to. */
    public static Optional<Notice> noticeIfMissing(BooleanSupplier fontLoaded, String temporaryFolder) {
        if (fontLoaded.getAsBoolean()) {
            return Optional.empty();
        }
        return Optional.of(Notice.warning("Icons could not be shown: the temporary folder " + temporaryFolder
                + " is missing or full. Free some space there (or set java.io.tmpdir) and start again."));
    }
}
