package com.marketevents.ui.export;

import com.marketevents.settings.KeyValueStore;
import com.marketevents.ui.common.NoticeBar;
import com.marketevents.ui.events.EventsTable;
import com.marketevents.ui.events.EventsViewModel;
import java.util.function.BooleanSupplier;
import javafx.scene.control.Menu;
import javafx.scene.layout.HBox;
import javafx.stage.Stage;

/**
 * The main window as export sees it: where its actions go, the rows they act on, and where it says what it did. The
 * window implements it, so that export does not depend on the package that assembles the window.
 */
public interface ExportWindow {
    /** The window's stage, which owns export's dialogs and file choosers. */
    Stage stage();

    /** The table whose rows, shown or selected, are exported or copied. */
    EventsTable table();

    /** The events loaded, the filters and the watchlist in use, which name what an export holds. */
    EventsViewModel events();

    /** Where the window keeps its state between runs (export remembers its last choices there). */
    KeyValueStore windowState();

    /** The File menu, where Export belongs (above Settings). */
    Menu fileMenu();

    /** The Edit menu, where Copy belongs (at the top). */
    Menu editMenu();

    /** The toolbar row; actions on the loaded events (Export) go after the range bar. */
    HBox toolbar();

    /** Adds a message strip under the window's own one (Export reports its outcome there). */
    void addNoticeBar(NoticeBar bar);

    /** Adds a question asked before the window closes at the user's wish; false keeps it open. */
    void addCloseCheck(BooleanSupplier mayClose);

    /** Says {@code text} in the status bar for a few seconds: what was just done. */
    void sayBriefly(String text);

    /** Says in the status bar for a few seconds why a shortcut did nothing. */
    void sayWhyNotBriefly(String text);
}
