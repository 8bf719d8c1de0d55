package com.marketevents.ui.events;

import com.marketevents.search.EventRow;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.function.IntConsumer;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyEvent;

/**
 * Typing in the table goes to the next row whose value in the current column starts with what was typed ("aap" in
 * Ticker reaches AAPL:US), as in a file manager's list: characters typed less than a second apart make one prefix,
 * compared without regard to case, and the search wraps round to the first row. The quick filter narrows the rows;
 * this only moves among them.
 */
final class TypeAhead {
    static final long PAUSE_NANOS = TimeUnit.SECONDS.toNanos(1);

    private final TableView<EventRow> table;
    private final Supplier<TableColumn<EventRow, ?>> currentColumn;
    private final Supplier<TimeDisplay> times;
    private final IntConsumer goTo;
    private final LongSupplier nanoTime;
    private final StringBuilder typed = new StringBuilder();
    private long lastTyped;

    TypeAhead(TableView<EventRow> table, Supplier<TableColumn<EventRow, ?>> currentColumn, Supplier<TimeDisplay> times,
            IntConsumer goTo, LongSupplier nanoTime) {
        this.table = table;
        this.currentColumn = currentColumn;
        this.times = times;
        this.goTo = goTo;
        this.nanoTime = nanoTime;
        table.addEventHandler(KeyEvent.KEY_TYPED, this::typed);
    }

    private void typed(KeyEvent event) {
        String character = event.getCharacter();
        if (event.isControlDown() || event.isAltDown() || event.isMetaDown() || character.isEmpty()
                || Character.isISOControl(character.charAt(0))) {
            return;
        }
        long now = nanoTime.getAsLong();
        if (now - lastTyped > PAUSE_NANOS) {
            typed.setLength(0);
        }
        lastTyped = now;
        if (typed.length() == 0 && character.isBlank()) {
            return; // Space on its own selects the focused row, as the table's own key
        }
        typed.append(character);
        TableColumn<EventRow, ?> column = currentColumn.get();
        if (column == null) {
            return;
        }
        int focused = table.getFocusModel().getFocusedIndex();
        // A new prefix looks past the focused row, so typing "a" again goes on to the next A; a longer one may
        // still be matched by the row it reached.
        int start = typed.length() == 1 ? focused + 1 : Math.max(focused, 0);
        int found = find(typed.toString().toLowerCase(Locale.ROOT), (EventField) column.getUserData(), start);
        if (found >= 0) {
            goTo.accept(found);
        }
        event.consume();
    }

    private int find(String prefix, EventField field, int start) {
        List<EventRow> rows = table.getItems();
        int count = rows.size();
        TimeDisplay display = times.get();
        for (int step = 0; step < count; step++) {
            int row = Math.floorMod(start + step, count);
            String text = field.text(rows.get(row).event(), display);
            if (text.regionMatches(true, 0, prefix, 0, prefix.length())) {
                return row;
            }
        }
        return -1;
    }
}
