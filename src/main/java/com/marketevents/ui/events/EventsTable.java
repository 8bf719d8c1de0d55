package com.marketevents.ui.events;

import com.marketevents.model.MarketEvent;
import com.marketevents.search.EventRow;
import com.marketevents.ui.common.Notice;
import com.marketevents.ui.common.ServiceFailure;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.ListChangeListener;
import javafx.css.PseudoClass;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.Skin;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.layout.VBox;

/**
 * The events table: a column per field, sorted by the view-model (in the background), multi-select,
 * deleted records marked. The columns can be chosen from the table's menu button; a current column, moved
 * with Left and Right, is what the table's own menu sorts, moves or hides and what Ctrl+Shift+C copies.
 */
public final class EventsTable extends TableView<EventRow> {
    private static final PseudoClass DELETED = PseudoClass.getPseudoClass("deleted");
    private static final PseudoClass UNKNOWN_TIME = PseudoClass.getPseudoClass("unknown-time");

    private final EventsViewModel model;
    private final ColumnCursor columnCursor;
    private final EventsTableMenu menu;
    /** True while the rows change: the selection model clears the selection, the rows that remain selected again. */
    private boolean rowsChanging;
    private final RowSelection<EventRow> selection;
    /**
     * The selection as the user made it, kept through a change of rows (a filter, a reload): the rows shown then
     * (a list nobody changes) and which of them were selected. Their event ids are read only when the rows are
     * replaced, so that a change of a year's selection (Ctrl+A) costs no pass over it here.
     */
    private List<EventRow> rowsWhenSelected = List.of();
    private int[] selectedRows = new int[0];
    /** The id of the selected item among them (the one the detail pane shows), or null. */
    private Long currentId;

    public EventsTable(EventsViewModel model) {
        this.model = model;
        // The detail pane follows the selection as it is once a change of the rows is through, not each of
        // the selection model's steps, which rebuilt the pane twice per keystroke of a filter that keeps the
        // selected row. The first listener runs before the selection model's (added by setItems), the second
        // after it. The first also tells the skin, which sends the view to the top when the rows are replaced
        // (before the table lays the new rows out) and brings the selected row into sight.
        model.rows().addListener((ListChangeListener<EventRow>) change -> {
            rowsChanging = true;
            if (getSkin() instanceof EventsTableSkin skin) {
                if (isReordering(change)) {
                    skin.rowsReordering();
                } else {
                    skin.rowsReplacing();
                }
            }
        });
        setItems(model.rows());
        // Before the listener below, which selects again the rows that remain once the selection has followed.
        selection = new RowSelection<>(this);
        setSelectionModel(selection);
        model.rows().addListener((ListChangeListener<EventRow>) change -> {
            keepSelectedRowsThatRemain();
            if (getSelectionModel().isEmpty()) {
                getFocusModel().focus(-1); // so the first Down selects the first row, not the second
            }
            rowsChanging = false;
            rememberSelection();
            model.selectedProperty().set(getSelectionModel().getSelectedItem());
        });
        setId("events-table");
        getStyleClass().addAll("events-table", atlantafx.base.theme.Styles.DENSE, atlantafx.base.theme.Styles.STRIPED);
        getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
        setTableMenuButtonVisible(true);
        for (EventField field : EventField.values()) {
            getColumns().add(column(field));
        }
        SpareWidthColumn.install(this, getColumns().get(EventField.TITLE.ordinal()));
        // A hidden column leaves the sort order, as in a spreadsheet: the rows fall back to the next column sorted,
        // or to date order (the load's, DateOrderShown), rather than staying in an order no heading shows.
        getColumns().forEach(column -> column.visibleProperty().addListener((obs, was, now) -> {
            if (now) {
                bringIntoSightWhenShown(column);
            } else {
                getSortOrder().remove(column);
            }
        }));
        setRowFactory(table -> new TableRow<>() {
            @Override
            protected void updateItem(EventRow row, boolean empty) {
                super.updateItem(row, empty);
                pseudoClassStateChanged(DELETED, !empty && row != null && row.event().isDeleted());
            }
        });
        // The view-model sorts, in the background, with comparators on the rows themselves.
        setSortPolicy(table -> {
            model.setSortOrder(comparatorFor(table.getSortOrder(), model.timeDisplayProperty().get()));
            return true;
        });
        DateOrderShown.install(this, getColumns().get(EventField.EVENT_DATE.ordinal()));
        model.setSortOrder(comparatorFor(getSortOrder(), model.timeDisplayProperty().get()));
        getSelectionModel().getSelectedIndices().addListener((ListChangeListener<Integer>) change -> {
            if (!rowsChanging) {
                rememberSelection();
            }
            model.selectedCountProperty().set(getSelectionModel().getSelectedIndices().size());
        });
        getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> {
            if (!rowsChanging) {
                model.selectedProperty().set(now);
            }
        });
        model.timeDisplayProperty().addListener((obs, old, now) -> {
            refresh();
            sort(); // a time not known stands at the start of its day in the zone shown
        });
        model.setRowRevealer(this::goTo);
        LayoutBeforeCss.install(this);
        columnCursor = new ColumnCursor(this);
        ColumnHeadingClicks.install(this);
        ClickedColumn.install(this, columnCursor);
        new TypeAhead(this, () -> columnCursor.currentProperty().get(), () -> model.timeDisplayProperty().get(),
                this::selectInSight, System::nanoTime);
        menu = new EventsTableMenu(this, columnCursor, model);

        Label placeholder = new Label();
        placeholder.setId("events-placeholder");
        placeholder.getStyleClass().add("table-placeholder");
        placeholder.textProperty().bind(Bindings.createStringBinding(() -> placeholderText(model),
                model.loadingProperty(), model.snapshotProperty(), model.loadedCountProperty(),
                model.noticeProperty(), model.loadFailureProperty()));
        placeholder.setWrapText(true);
        Button clearFilters = new Button("Clear filters");
        clearFilters.setId("events-placeholder-clear");
        clearFilters.setOnAction(event -> model.clearFilters());
        // Rows loaded and none shown: the filters hide them all, and the way back is here, not only in words.
        clearFilters.visibleProperty().bind(Bindings.createBooleanBinding(() -> model.snapshotProperty().get() != null
                && model.loadedCountProperty().get() > 0, model.snapshotProperty(), model.loadedCountProperty()));
        clearFilters.managedProperty().bind(clearFilters.visibleProperty());
        VBox empty = new VBox(12, placeholder, clearFilters);
        empty.setAlignment(Pos.CENTER);
        empty.setPadding(new Insets(24));
        setPlaceholder(empty);
    }

    @Override
    protected Skin<?> createDefaultSkin() {
        return new EventsTableSkin(this);
    }

    private static boolean isReordering(ListChangeListener.Change<? extends EventRow> change) {
        boolean reordering = change.next() && change.wasPermutated();
        change.reset();
        return reordering;
    }

    /** What the table says when it shows no row. */
    private static String placeholderText(EventsViewModel model) {
        int loaded = model.loadedCountProperty().get();
        Notice notice = model.noticeProperty().get();
        if (model.loadingProperty().get() && loaded == 0) {
            return "Loading events…";
        }
        if (model.snapshotProperty().get() == null) {
            // The status tab's rule: a refused connection "cannot be reached" here too.
            ServiceFailure failure = model.loadFailureProperty().get();
            return notice != null && notice.severity() == Notice.Severity.ERROR
                    ? "Nothing loaded: " + (failure == null ? ServiceFailure.OTHER : failure).inASentence()
                            + " (see the message above)."
                    : "No events loaded yet. Choose a range and press Load.";
        }
        return loaded == 0 ? "The service has no events in this range."
                : String.format(Locale.ROOT, "No loaded event matches the filters. Clear them to see all %,d.",
                        loaded);
    }

    private void rememberSelection() {
        rowsWhenSelected = model.rowsSnapshot();
        selectedRows = selection.selectedRows();
        EventRow current = getSelectionModel().getSelectedItem();
        currentId = current == null ? null : current.event().eventId();
    }

    /**
     * When the rows are replaced (a filter applied, a range reloaded), the selection model ({@link RowSelection})
     * clears the selection; this selects again every row still shown whose event was selected, the one the detail
     * pane showed still the current one.
     */
    private void keepSelectedRowsThatRemain() {
        if (selectedRows.length == 0 || !getSelectionModel().isEmpty()) {
            return; // nothing was selected, or the rows were only sorted and the selection followed them
        }
        EventIds selectedIds = EventIds.of(rowsWhenSelected, selectedRows);
        List<EventRow> rows = model.rows();
        int[] kept = new int[rows.size()];
        int count = 0;
        int currentIndex = -1;
        for (int i = 0; i < rows.size(); i++) {
            long id = rows.get(i).event().eventId();
            if (selectedIds.contains(id)) {
                if (currentId != null && id == currentId) {
                    currentIndex = i;
                } else {
                    kept[count++] = i;
                }
            }
        }
        if (currentIndex >= 0) {
            kept[count++] = currentIndex; // selected last, so it stays the selected item
        } else if (count > 1) {
            // The row chosen last is gone: the first row kept is chosen instead, where the table shows its first rows,
            // rather than the last, which scrolled the table to the end of a year.
            int first = kept[0];
            System.arraycopy(kept, 1, kept, 0, count - 1);
            kept[count - 1] = first;
        }
        if (count > 0) {
            getSelectionModel().selectIndices(kept[0], Arrays.copyOfRange(kept, 1, count));
        }
    }

    /** The events selected, in the order shown. */
    public List<MarketEvent> selectedEvents() {
        List<MarketEvent> events = new ArrayList<>();
        for (EventRow row : getSelectionModel().getSelectedItems()) {
            if (row != null) {
                events.add(row.event());
            }
        }
        return events;
    }

    /**
     * The events selected, in the order shown, read from the selection as they are asked for: the table's menu reads
     * no more of a year's selection than it names.
     */
    List<MarketEvent> selectedEventsAsRead() {
        List<EventRow> rows = getSelectionModel().getSelectedItems();
        return new AbstractList<>() {
            @Override
            public MarketEvent get(int index) {
                return rows.get(index).event();
            }

            @Override
            public int size() {
                return rows.size();
            }
        };
    }

    /**
     * The event of the focused row and the field of the current column (the one last clicked, or moved to with
     * Left and Right); empty when either is missing.
     */
    public Optional<CurrentCell> currentCell() {
        int row = getFocusModel().getFocusedIndex();
        TableColumn<EventRow, ?> column = columnCursor.currentProperty().get();
        if (row < 0 || row >= getItems().size() || column == null) {
            return Optional.empty();
        }
        return Optional.of(new CurrentCell(getItems().get(row).event(), (EventField) column.getUserData()));
    }

    /** A cell of the table: the event of its row, and the field of its column. */
    public record CurrentCell(MarketEvent event, EventField field) {
    }

    /** Selects the row at {@code index} alone and shows it at the top of the view, the keyboard's focus in it. */
    private void goTo(int index) {
        requestFocus();
        getSelectionModel().clearAndSelect(index);
        getFocusModel().focus(index);
        scrollTo(index);
    }

    /** Selects the row at {@code index} alone, the keyboard's focus in it, scrolling no more than showing it takes. */
    private void selectInSight(int index) {
        getSelectionModel().clearAndSelect(index);
        getFocusModel().focus(index);
        if (getSkin() instanceof EventsTableSkin skin) {
            skin.bringIntoSight(index);
        } else {
            scrollTo(index);
        }
    }

    /**
     * Adds items to the table's menu, some at the top, before its own, and some at the end; {@code beforeShowing}
     * runs each time the menu opens, to word them for the current cell.
     */
    public void addToMenu(List<MenuItem> atTop, List<MenuItem> atEnd, Runnable beforeShowing) {
        menu.add(atTop, atEnd, beforeShowing);
    }

    /** Wire names of the visible columns, in their current order. */
    public List<String> visibleFieldNames() {
        List<String> names = new ArrayList<>();
        for (TableColumn<EventRow, ?> column : getColumns()) {
            if (column.isVisible()) {
                names.add(((EventField) column.getUserData()).wireName());
            }
        }
        return names;
    }

    /**
     * A column turned on in a window on screen is scrolled into sight once laid out: added after the last column
     * shown, it was often past the table's right edge, and turning it on seemed to do nothing.
     */
    private void bringIntoSightWhenShown(TableColumn<EventRow, ?> column) {
        if (getScene() == null || getScene().getWindow() == null || !getScene().getWindow().isShowing()) {
            return; // the columns remembered, put back before the window opens
        }
        Scene scene = getScene();
        Runnable[] afterLayout = new Runnable[1];
        afterLayout[0] = () -> {
            scene.removePostLayoutPulseListener(afterLayout[0]);
            if (column.isVisible()) {
                scrollToColumn(column);
            }
        };
        scene.addPostLayoutPulseListener(afterLayout[0]);
    }

    private TableColumn<EventRow, Object> column(EventField field) {
        TableColumn<EventRow, Object> column = new TableColumn<>(field.title());
        column.setId("col-" + field.wireName().replace('_', '-'));
        column.setUserData(field);
        column.setPrefWidth(field.defaultWidth());
        column.setVisible(field.visibleByDefault());
        column.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(field.value(cell.getValue().event())));
        column.setCellFactory(col -> new FieldCell(field));
        switch (field.kind()) {
            case IDENTIFIER -> column.getStyleClass().add("identifier-column");
            case NUMBER -> column.getStyleClass().add("number-column");
            default -> { }
        }
        return column;
    }

    /** A row is one line high: a value's line breaks become spaces there (Details shows it as received). */
    private static String onOneLine(String text) {
        return text.indexOf('\n') < 0 && text.indexOf('\r') < 0 ? text : text.replaceAll("[\r\n]+", " ");
    }

    /**
     * The order of the columns clicked, or with none (or the Date column alone, ascending) the order of the dates as
     * shown: null (the service's own, kept as received: no sort of a year's rows at each load) in US Eastern time,
     * a sort by date in any other zone, where an event whose time is not known moves to the start of its day shown.
     */
    private static Comparator<EventRow> comparatorFor(List<TableColumn<EventRow, ?>> sortOrder, TimeDisplay times) {
        if (sortOrder.isEmpty() || DateOrderShown.isDateOrder(sortOrder)) {
            return times.inServiceZone() ? null : EventField.EVENT_DATE.rowComparator(times);
        }
        Comparator<EventRow> combined = null;
        for (TableColumn<EventRow, ?> column : sortOrder) {
            Comparator<EventRow> one = ((EventField) column.getUserData()).rowComparator(times,
                    column.getSortType() == TableColumn.SortType.DESCENDING);
            combined = combined == null ? one : combined.thenComparing(one);
        }
        return combined;
    }

    private final class FieldCell extends TableCell<EventRow, Object> {
        private final EventField field;
        private final WholeTextTooltip wholeText = WholeTextTooltip.install(this);

        FieldCell(EventField field) {
            this.field = field;
            if (field.kind() == EventField.Kind.IDENTIFIER || field.kind() == EventField.Kind.NUMBER) {
                getStyleClass().add("identifier");
            }
            if (field == EventField.STATUS) {
                getStyleClass().add("status-cell");
            }
        }

        @Override
        public void updateIndex(int index) {
            super.updateIndex(index);
            columnCursor.mark(this);
        }

        @Override
        protected void updateItem(Object value, boolean empty) {
            super.updateItem(value, empty);
            EventRow row = empty ? null : getTableRow() == null ? null : getTableRow().getItem();
            if (empty || row == null) {
                setText(null);
                pseudoClassStateChanged(UNKNOWN_TIME, false);
                wholeText.refresh();
                return;
            }
            MarketEvent event = row.event();
            setText(onOneLine(field.text(event, model.timeDisplayProperty().get())));
            wholeText.refresh();
            pseudoClassStateChanged(UNKNOWN_TIME, field == EventField.EVENT_DATE && event.eventDate() != null
                    && event.eventDate().isTimeUnknown());
        }
    }
}
