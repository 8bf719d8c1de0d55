package com.marketevents.ui;

import com.marketevents.search.EventRow;
import com.marketevents.settings.KeyValueStore;
import com.marketevents.ui.common.Connection;
import com.marketevents.ui.common.DroppedSettings;
import com.marketevents.ui.common.EscapeMenuItem;
import com.marketevents.ui.common.EscapeOwner;
import com.marketevents.ui.common.IconFont;
import com.marketevents.ui.common.Icons;
import com.marketevents.ui.common.IconsWhenNarrowBar;
import com.marketevents.ui.common.Notice;
import com.marketevents.ui.common.NoticeBar;
import com.marketevents.ui.common.RoomOnScreen;
import com.marketevents.ui.common.TransparentPopups;
import com.marketevents.ui.common.UiExecutor;
import com.marketevents.ui.common.WindowServices;
import com.marketevents.ui.common.ZoneNames;
import com.marketevents.ui.events.ColumnLayout;
import com.marketevents.ui.events.DateRangeBar;
import com.marketevents.ui.events.DetailPane;
import com.marketevents.ui.events.EventCount;
import com.marketevents.ui.events.EventsTable;
import com.marketevents.ui.events.EventsViewModel;
import com.marketevents.ui.events.FilterBar;
import com.marketevents.ui.events.LoadedSnapshot;
import com.marketevents.ui.events.RangePreset;
import com.marketevents.ui.events.TimeZoneChoice;
import com.marketevents.ui.export.ExportWindow;
import com.marketevents.ui.settings.SettingsDialog;
import com.marketevents.ui.status.StatusView;
import com.marketevents.ui.status.StatusViewModel;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.css.PseudoClass;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.control.Separator;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.materialdesign2.MaterialDesignA;
import org.kordamp.ikonli.materialdesign2.MaterialDesignC;

/**
 * The main window: range bar and actions on top, the filterable table with detail and status beside it,
 * and a status bar saying what the table holds and where it came from. Export (ExportActions) adds its
 * item to {@link #fileMenu()} and its button to {@link #toolbar()}.
 */
public final class MainWindow implements ExportWindow {
    /** The side panel's width in pixels, so that it comes back the same in a window of another size. */
    static final String KEY_SIDE_WIDTH = "window.side-width";
    /**
     * The side panel's width until the user gives it one: Details' names beside a time "as published" with its offset.
     * A share of the window's width made it some 450 px at a first start, taken before the window had its size.
     */
    static final double DEFAULT_SIDE_WIDTH = 400;
    /** Where earlier versions kept the divider, as a share of the window; read when no width is stored. */
    static final String KEY_DIVIDER = "window.divider";
    /** "hidden" while the side panel is hidden (View ▸ Side panel), so that it stays so at the next start. */
    static final String KEY_SIDE_PANEL = "window.side-panel";
    /** "status" while the side panel shows the service status rather than Details, so that it opens on it again. */
    static final String KEY_SIDE_TAB = "window.side-tab";
    static final double SIDE_PANEL_MAX_SHARE = 0.4;
    static final String APP_NAME = "Market Events Browser";
    private static final PseudoClass DEMO = PseudoClass.getPseudoClass("demo");
    /** Narrower, the status bar's line on the rows shown says nothing ("Still showing 2026-…" says little enough). */
    private static final double LEAST_READABLE_STATUS_LINE = 160;
    /** How often an open window puts what it remembers in its store (see {@link #remember}). */
    static final Duration REMEMBER_EVERY = Duration.ofSeconds(5);

    private final MainViewModel model;
    private final EventsViewModel events;
    private final StatusViewModel status;
    private final BorderPane root = new BorderPane();
    private final Menu fileMenu = new Menu("_File");
    private final Menu editMenu = new Menu("_Edit");
    private final NoticeArea noticeArea = new NoticeArea();
    private final StatusFlash flash;
    private final IconsWhenNarrowBar toolbar = new IconsWhenNarrowBar(8);
    private final EventsTable table;
    private final DateRangeBar rangeBar;
    private final FilterBar filterBar;
    private final VBox tableArea = new VBox();
    private final TabPane sideTabs = new TabPane();
    private final SidePanelSplit split = new SidePanelSplit(tableArea, sideTabs, SIDE_PANEL_MAX_SHARE);
    private final Tab detailTab = new Tab("Details");
    private final Tab statusTab = new Tab("Service status");
    private final UiExecutor executor;
    private final List<BooleanSupplier> closeChecks = new ArrayList<>();
    private UiExecutor.Scheduled nextRemember;
    private Stage stage;
    private WindowPlacement placement;

    public MainWindow(WindowServices services, UiExecutor executor, Clock clock) {
        this.model = new MainViewModel(services, executor, clock);
        this.executor = executor;
        this.flash = new StatusFlash(executor);
        this.events = model.events();
        this.status = model.status();
        this.table = new EventsTable(events);
        this.rangeBar = new DateRangeBar(events);
        this.filterBar = new FilterBar(events, executor);
        events.watchlistActions().setOnChanged(this::sayBriefly);
        createView();
    }

    /** Sets the light theme for the whole application; the window then applies the one remembered. */
    public static void applyTheme() {
        Theme.LIGHT.apply();
    }

    public MainViewModel model() {
        return model;
    }

    @Override
    public EventsTable table() {
        return table;
    }

    @Override
    public EventsViewModel events() {
        return model.events();
    }

    @Override
    public KeyValueStore windowState() {
        return model.windowState();
    }

    @Override
    public Menu fileMenu() {
        return fileMenu;
    }

    @Override
    public Menu editMenu() {
        return editMenu;
    }

    @Override
    public void addNoticeBar(NoticeBar bar) {
        noticeArea.add(bar);
    }

    @Override
    public HBox toolbar() {
        return toolbar;
    }

    @Override
    public Stage stage() {
        return stage;
    }

    /**
     * Adds a question asked before the window closes at the user's wish (Quit, its close button), such as whether to
     * stop an export still running: false keeps the window open. The system stopping the JVM asks nothing.
     */
    @Override
    public void addCloseCheck(BooleanSupplier mayClose) {
        closeChecks.add(mayClose);
    }

    /** Closes the window, as File ▸ Quit and the window's close button do, unless a close check keeps it open. */
    public void quit() {
        if (mayClose()) {
            stage.close();
        }
    }

    private boolean mayClose() {
        for (BooleanSupplier check : closeChecks) {
            if (!check.getAsBoolean()) {
                return false;
            }
        }
        return true;
    }

    /** Shows the window on {@code target}, restores what was remembered, and starts the first load. */
    public void show(Stage target) {
        this.stage = target;
        WindowClassName.apply();
        KeyValueStore store = model.windowState();
        ColumnLayout.restore(table, store, model.droppedSettings());
        restoreSidePanel(store, model.droppedSettings());
        Scene scene = new Scene(root);
        scene.getStylesheets().add(MainWindow.class.getResource("app.css").toExternalForm());
        TransparentPopups.styleFor(root);
        DisabledMenuItemsSkipped.install();
        MenuLetters.install();
        applyTheme(scene, model.themeProperty().get());
        model.themeProperty().addListener((obs, old, now) -> applyTheme(scene, now));
        installShortcuts(scene);
        target.setScene(scene);
        KeyboardFocusRing.install(target);
        DialogsOnOwnersScreen.install(target);
        DialogsInTheme.install(target, model.themeProperty()::get);
        // The range shown first, as a document's name comes before its program's: two windows, or one among many in
        // the taskbar and Alt+Tab, are told apart by what they show.
        target.titleProperty().bind(Bindings.createStringBinding(() -> {
            LoadedSnapshot shown = events.snapshotProperty().get();
            return shown == null ? APP_NAME : DateRangeBar.withYear(shown.range()) + " — " + APP_NAME;
        }, events.snapshotProperty()));
        target.getIcons().setAll(AppIcons.load());
        placement = WindowPlacement.restore(target, store);
        target.setOnHiding(event -> close());
        target.setOnCloseRequest(event -> {
            if (!mayClose()) {
                event.consume();
            }
        });
        target.show();
        placement.shown(target);
        if (!IconFont.isLoaded()) { // the toolbar keeps its buttons' words, and needs more than the least width
            double screenWidth = RoomOnScreen.screenOf(target).getWidth();
            target.setMinWidth(Math.min(screenWidth, Math.max(target.getMinWidth(), Math.ceil(toolbar.prefWidth(-1)))));
        }
        executor.post(() -> WindowPlacement.reassert(target));
        model.start();
        rememberNowAndThen();
        table.requestFocus();
    }

    private void restoreSidePanel(KeyValueStore store, DroppedSettings dropped) {
        Optional<String> shown = store.get(KEY_SIDE_PANEL);
        split.sideShownProperty().set(!"hidden".equals(shown.orElse("")));
        Optional<String> tab = store.get(KEY_SIDE_TAB);
        if ("status".equals(tab.orElse(""))) {
            sideTabs.getSelectionModel().select(statusTab);
        }
        // Only "hidden" and "status" are ever written: anything else stored was not written by the window.
        boolean shownUnread = shown.isPresent() && !"hidden".equals(shown.get());
        if (shownUnread || (tab.isPresent() && !"status".equals(tab.get()))) {
            dropped.add("the side panel");
        }
        try {
            Optional<String> width = store.get(KEY_SIDE_WIDTH);
            if (width.isPresent()) {
                double pixels = Double.parseDouble(width.get());
                if (pixels >= sideTabs.getMinWidth() && pixels < 10_000) {
                    split.chooseWidth(pixels);
                } else {
                    dropped.add("the side panel's width");
                }
                return;
            }
            Optional<String> divider = store.get(KEY_DIVIDER);
            if (divider.isPresent()) {
                double position = Double.parseDouble(divider.get());
                if (position > 0.2 && position < 0.95) {
                    split.setDividerPositions(position);
                } else {
                    dropped.add("the side panel's width");
                }
            }
        } catch (NumberFormatException unreadable) {
            dropped.add("the side panel's width"); // the default split is kept
        }
    }

    private static void applyTheme(Scene scene, Theme theme) {
        theme.apply();
        theme.styleScene(scene);
    }

    private void close() {
        if (nextRemember != null) {
            nextRemember.cancel();
        }
        remember();
        model.close();
    }

    /**
     * Puts what the window remembers in its store, which writes only what changed. Done now and then while it is
     * open, and written to the disk each time, not only when it closes, so that a window stopped before it can close
     * (a kill -9, a crash, a power cut) comes back almost as it was. All of it each time, theme and side panel too:
     * of two windows of the application, the one closed last comes back whole, not mixed with what the other changed.
     */
    private void remember() {
        KeyValueStore store = model.windowState();
        placement.save(stage, store);
        ColumnLayout.save(table, store);
        model.themeProperty().get().remember(store);
        if (split.sideShownProperty().get()) {
            store.remove(KEY_SIDE_PANEL);
        } else {
            store.put(KEY_SIDE_PANEL, "hidden");
        }
        if (statusTab.isSelected()) {
            store.put(KEY_SIDE_TAB, "status");
        } else {
            store.remove(KEY_SIDE_TAB);
        }
        if (!Double.isNaN(split.chosenWidth())) {
            store.put(KEY_SIDE_WIDTH, Long.toString(Math.round(split.chosenWidth())));
            store.remove(KEY_DIVIDER);
        }
        model.events().save(store);
    }

    private void rememberNowAndThen() {
        nextRemember = executor.schedule(REMEMBER_EVERY, () -> {
            if (stage.isShowing()) {
                remember();
                model.writeWindowState();
                model.events().watchlists().refresh(); // another window of the application may have changed them
                rememberNowAndThen();
            }
        });
    }

    // ---- view --------------------------------------------------------------------------------------

    private void createView() {
        root.setId("main-window");
        root.getStyleClass().add("main-window");

        Button settings = new Button("Settings", Icons.of(MaterialDesignC.COG_OUTLINE));
        settings.setId("settings-button");
        settings.getStyleClass().add(IconsWhenNarrowBar.ICON_WHEN_NARROW);
        settings.setTooltip(new Tooltip("Connection settings (Ctrl+,)"));
        settings.setOnAction(event -> openSettings());
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        toolbar.setId("toolbar");
        toolbar.getStyleClass().add("main-toolbar");
        toolbar.setAlignment(Pos.CENTER_LEFT);
        // A date that cannot be read is explained beside the range, in the toolbar's own height: a line of its
        // own above the table moved the table down while it showed. Cut short, its tooltip and the field's have it.
        Label rangeProblem = new Label();
        rangeProblem.setId("range-problem");
        rangeProblem.getStyleClass().addAll("range-problem", IconsWhenNarrowBar.GIVES_WAY);
        rangeProblem.textProperty().bind(events.typedRange().rangeProblemProperty());
        rangeProblem.visibleProperty().bind(events.typedRange().rangeProblemProperty().isNotNull());
        rangeProblem.managedProperty().bind(rangeProblem.visibleProperty());
        rangeProblem.setMinWidth(0);
        TwoLinesAtMost.keep(rangeProblem); // at 1024 px the reversed range's sentence took six, and pushed all down
        Tooltip wholeProblem = new Tooltip();
        wholeProblem.textProperty().bind(rangeProblem.textProperty());
        rangeProblem.setTooltip(wholeProblem);
        toolbar.getChildren().addAll(rangeBar, rangeProblem, gap, settings);

        noticeArea.handFocusTo(table);
        ObjectProperty<Notice> iconsNotice = new SimpleObjectProperty<>(IconFont.noticeIfMissing(IconFont::isLoaded,
                System.getProperty("java.io.tmpdir")).orElse(null));
        noticeArea.add(new NoticeBar("icons-notice", iconsNotice, this::act, () -> iconsNotice.set(null)));
        noticeArea.add(new NoticeBar("window-state-notice", model.windowStateNoticeProperty(), this::act,
                model::dismissWindowStateNotice));
        noticeArea.add(new NoticeBar("watchlists-notice", model.watchlistsNoticeProperty(), this::act,
                model::dismissWatchlistsNotice));
        noticeArea.add(new NoticeBar("write-notice", model.writeNoticeProperty(), this::act,
                model::dismissWriteNotice));
        NoticeBar notice = new NoticeBar("notice", events.noticeProperty(), this::act, events::dismissNotice);
        noticeArea.add(notice);
        VBox top = new VBox(menuBar(), toolbar, new DemoBanner(model, this::openSettings, table), noticeArea);
        top.getStyleClass().add("top-area");
        root.setTop(top);

        tableArea.getChildren().addAll(filterBar, table);
        VBox.setVgrow(table, Priority.ALWAYS);
        tableArea.getStyleClass().add("table-area");

        detailTab.setId("tab-details");
        detailTab.setContent(new DetailPane(events, detailTab.selectedProperty(), executor));
        detailTab.setClosable(false);
        statusTab.setId("tab-status");
        statusTab.setContent(new StatusView(status, this::act, this::sayBriefly, statusTab.selectedProperty()));
        statusTab.setClosable(false);
        statusTab.setGraphic(healthIcon());
        sideTabs.setId("side-tabs");
        sideTabs.getTabs().addAll(detailTab, statusTab);
        // The keyboard on the status tab's heading (a click on it) is in that tab too, for Esc.
        EscapeOwner.claim(sideTabs, () -> statusTab.isSelected() && status.refreshingProperty().get());
        sideTabs.addEventHandler(KeyEvent.KEY_PRESSED, event -> {
            if (event.getCode() == KeyCode.ESCAPE && statusTab.isSelected() && status.refreshingProperty().get()) {
                status.cancelRefresh();
                event.consume();
            }
        });
        sideTabs.setMinWidth(300);

        split.setId("main-split");
        split.chooseWidth(DEFAULT_SIDE_WIDTH);
        root.setCenter(split);
        root.setBottom(statusBar(rangeProblem));
    }

    /** The service's health at a glance (status tab, status bar), with the status panel's icon for it. */
    private FontIcon healthIcon() {
        FontIcon icon = new FontIcon();
        icon.getStyleClass().add("status-icon");
        status.healthProperty().addListener((obs, old, now) -> showHealthIcon(icon));
        showHealthIcon(icon);
        return icon;
    }

    private void showHealthIcon(FontIcon icon) {
        StatusViewModel.Health health = status.healthProperty().get();
        Icons.show(icon, StatusView.iconOf(health));
        StatusView.markHealth(icon, health);
    }

    private HBox statusBar(Label rangeProblem) {
        Label source = new Label();
        source.setId("source-badge");
        source.getStyleClass().add("source-badge");
        Runnable markSource = () -> {
            boolean demo = model.demoProperty().get();
            source.setText(demo ? "DEMO DATA" : "");
            source.pseudoClassStateChanged(DEMO, demo);
        };
        model.demoProperty().addListener((obs, old, demo) -> markSource.run());
        markSource.run();
        source.visibleProperty().bind(source.textProperty().isNotEmpty());
        source.managedProperty().bind(source.visibleProperty());
        source.setMinWidth(Region.USE_PREF_SIZE);
        Label snapshot = new Label();
        snapshot.setId("snapshot-text");
        snapshot.textProperty().bind(events.shownLineTextProperty());
        Tooltip wholeSnapshot = new Tooltip(); // a narrow window cuts the line short
        wholeSnapshot.textProperty().bind(events.snapshotTextProperty());
        snapshot.setTooltip(wholeSnapshot);
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        Button health = new Button();
        health.setId("health-chip");
        health.setMinWidth(Region.USE_PREF_SIZE);
        health.getStyleClass().addAll("flat", "health-chip");
        health.setGraphic(healthIcon());
        health.textProperty().bind(Bindings.concat("Service: ", status.headlineProperty()));
        health.setTooltip(new Tooltip("Show the service status (Ctrl+2)"));
        health.setOnAction(event -> showStatus());
        Label count = EventCount.of(events);
        // The load's progress, whole and naming its range (the toolbar drops its text where it has no room for it),
        // apart from the line on the rows still shown, which gives way.
        Label progress = new Label();
        progress.setId("status-progress-text");
        progress.textProperty().bind(events.loadLineTextProperty());
        progress.visibleProperty().bind(progress.textProperty().isNotEmpty());
        progress.managedProperty().bind(progress.visibleProperty());
        progress.setMinWidth(Region.USE_PREF_SIZE);
        // A date error cut short in the toolbar (at 760 px: "The / range i…") is whole here, wrapped if need be.
        Label problem = WholeInStatusBar.of("status-range-problem", rangeProblem.textProperty(),
                CutShort.of(rangeProblem).and(rangeProblem.visibleProperty()));
        problem.getStyleClass().add("range-problem");
        problem.setMinWidth(0);
        Separator loadApart = new Separator(Orientation.VERTICAL);
        loadApart.setId("status-load-separator");
        loadApart.visibleProperty().bind(progress.visibleProperty().and(snapshot.textProperty().isNotEmpty()));
        loadApart.managedProperty().bind(loadApart.visibleProperty());
        HBox shownLine = new HBox(10, loadApart, snapshot);
        shownLine.setAlignment(Pos.CENTER_LEFT);
        Region readable = new ReadableOrNothing(shownLine, LEAST_READABLE_STATUS_LINE);
        readable.visibleProperty().bind(problem.visibleProperty().not()); // it gives the sentence its width
        readable.managedProperty().bind(readable.visibleProperty());
        HBox bar = new HBox(10, source, count, incompleteMark(), progress, problem, readable, gap, flash, health);
        bar.setId("status-bar");
        bar.getStyleClass().add("status-bar");
        bar.setAlignment(Pos.CENTER_LEFT);
        return bar;
    }

    /** "May be incomplete" beside the count while the rows shown may lack events, the reason in its tooltip. */
    private Label incompleteMark() {
        Label mark = new Label("May be incomplete", Icons.of(MaterialDesignA.ALERT_OUTLINE));
        mark.setId("incomplete-mark");
        mark.getStyleClass().add("incomplete-mark");
        mark.setMinWidth(Region.USE_PREF_SIZE);
        Tooltip why = new Tooltip();
        why.setWrapText(true);
        why.setMaxWidth(480);
        why.textProperty().bind(events.incompleteNoteProperty());
        mark.setTooltip(why);
        mark.visibleProperty().bind(events.incompleteNoteProperty().isNotEmpty());
        mark.managedProperty().bind(mark.visibleProperty());
        return mark;
    }

    private MenuBar menuBar() {
        MenuItem settings = item("_Settings…", "menu-settings", new KeyCodeCombination(KeyCode.COMMA,
                KeyCombination.SHORTCUT_DOWN), this::openSettings);
        MenuItem quit = item("_Quit", "menu-quit", new KeyCodeCombination(KeyCode.Q, KeyCombination.SHORTCUT_DOWN),
                this::quit);
        fileMenu.getItems().addAll(settings, new SeparatorMenuItem(), quit);

        Menu edit = editMenu;
        edit.getItems().addAll(
                item("_Find…", "menu-find", new KeyCodeCombination(KeyCode.F, KeyCombination.SHORTCUT_DOWN),
                        filterBar::focusQuickFilter),
                item("C_lear all filters", "menu-clear-filters", new KeyCodeCombination(KeyCode.F,
                        KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN), events::clearFilters),
                new SeparatorMenuItem(),
                item("_Select all rows (Ctrl+A in the table)", "menu-select-all", null, () -> {
                    table.requestFocus();
                    table.getSelectionModel().selectAll();
                }));

        Menu presets = new Menu("Pr_esets"); // P is Previous period's
        for (RangePreset preset : RangePreset.values()) {
            presets.getItems().add(item(preset.label(), "menu-preset-" + preset.name().toLowerCase(Locale.ROOT)
                    .replace('_', '-'), null, () -> events.applyPreset(preset)));
        }
        presets.setOnShowing(event -> { // the dates as the toolbar's list gives them, today's when opened
            for (int i = 0; i < presets.getItems().size(); i++) {
                presets.getItems().get(i).setText(DateRangeBar.presetLabel(events, RangePreset.values()[i]));
            }
        });
        MenuItem cancel = EscapeMenuItem.of("_Cancel loading", "menu-cancel", events::cancel);
        cancel.disableProperty().bind(events.loadingProperty().not());
        // Disabled as the toolbar's Load and period buttons are: a refused range, or a move out of the dates.
        MenuItem load = item("_Load range", "menu-load", new KeyCodeCombination(KeyCode.ENTER,
                KeyCombination.SHORTCUT_DOWN), events::load);
        load.disableProperty().bind(events.typedRange().rangeProperty().isNull());
        MenuItem previous = item("_Previous period", "menu-previous", new KeyCodeCombination(KeyCode.LEFT,
                KeyCombination.ALT_DOWN), () -> events.shiftPeriod(-1));
        previous.disableProperty().bind(events.typedRange().shiftedProperty(-1).isNull());
        MenuItem next = item("_Next period", "menu-next", new KeyCodeCombination(KeyCode.RIGHT,
                KeyCombination.ALT_DOWN), () -> events.shiftPeriod(+1));
        next.disableProperty().bind(events.typedRange().shiftedProperty(+1).isNull());
        Menu range = new Menu("Eve_nts"); // Alt+E is Edit's
        range.getItems().addAll(
                item("_Go to dates", "menu-dates", new KeyCodeCombination(KeyCode.L, KeyCombination.SHORTCUT_DOWN),
                        rangeBar::focusStart),
                load,
                item("_Reload", "menu-reload", new KeyCodeCombination(KeyCode.F5), events::reload),
                cancel,
                new SeparatorMenuItem(),
                previous,
                next,
                item("Go to _today's events", "menu-today", new KeyCodeCombination(KeyCode.HOME,
                        KeyCombination.ALT_DOWN), events::goToToday),
                presets,
                new SeparatorMenuItem(),
                item("Manage _watchlists…", "menu-watchlists", null, filterBar::manageWatchlists));

        Menu columns = new Menu("_Columns");
        columns.setId("menu-columns");
        Map<TableColumn<EventRow, ?>, MenuItem> shownItems = new HashMap<>();
        for (TableColumn<EventRow, ?> column : table.getColumns()) {
            CheckMenuItem shown = new CheckMenuItem(column.getText());
            shown.selectedProperty().bindBidirectional(column.visibleProperty());
            shownItems.put(column, shown);
        }
        // In the table's order, as its own column menu lists them, after a column was dragged or moved too.
        Runnable inTableOrder = () -> columns.getItems().setAll(
                table.getColumns().stream().map(shownItems::get).toList());
        inTableOrder.run();
        columns.setOnShowing(event -> inTableOrder.run());
        Menu zones = new Menu("_Times in");
        ToggleGroup zoneGroup = new ToggleGroup();
        for (TimeZoneChoice choice : TimeZoneChoice.values()) {
            RadioMenuItem zone = new RadioMenuItem(choice == TimeZoneChoice.LOCAL
                    ? choice.label() + " " + ZoneNames.yourZone(java.time.ZoneId.systemDefault()) : choice.label());
            zone.setMnemonicParsing(false); // "America/New_York" keeps its underscore
            zone.setToggleGroup(zoneGroup);
            zone.setSelected(events.timeZoneProperty().get() == choice);
            zone.setOnAction(event -> events.timeZoneProperty().set(choice));
            events.timeZoneProperty().addListener((obs, old, now) -> zone.setSelected(now == choice));
            zones.getItems().add(zone);
        }
        CheckMenuItem dark = new CheckMenuItem("Dar_k theme");
        dark.setId("menu-dark-theme");
        dark.setSelected(model.themeProperty().get() == Theme.DARK);
        dark.setOnAction(event -> model.themeProperty().set(dark.isSelected() ? Theme.DARK : Theme.LIGHT));
        CheckMenuItem sidePanel = new CheckMenuItem("Side _panel");
        sidePanel.setId("menu-side-panel");
        sidePanel.setAccelerator(new KeyCodeCombination(KeyCode.DIGIT0, KeyCombination.SHORTCUT_DOWN));
        sidePanel.selectedProperty().bindBidirectional(split.sideShownProperty());
        sidePanel.setOnAction(event -> leaveHiddenSidePanel());
        Menu view = new Menu("_View");
        view.getItems().addAll(columns, zones, dark, new SeparatorMenuItem(), sidePanel,
                item("_Details", "menu-details", new KeyCodeCombination(KeyCode.DIGIT1, KeyCombination.SHORTCUT_DOWN),
                        () -> showSideTab(detailTab)),
                item("_Service status", "menu-status", new KeyCodeCombination(KeyCode.DIGIT2,
                        KeyCombination.SHORTCUT_DOWN), this::showStatus),
                item("_Refresh service status", "menu-refresh-status", new KeyCodeCombination(KeyCode.F5,
                        KeyCombination.SHIFT_DOWN), status::refresh),
                item("_Events table", "menu-focus-table", new KeyCodeCombination(KeyCode.T,
                        KeyCombination.SHORTCUT_DOWN), table::requestFocus));

        Menu help = new Menu("_Help");
        help.getItems().addAll(item("_Keyboard shortcuts", "menu-shortcuts", new KeyCodeCombination(KeyCode.F1),
                () -> ShortcutsList.show(stage)), new SeparatorMenuItem(),
                item("_About Market Events Browser", "menu-about", null, () -> AboutDialog.show(stage, executor)));
        MenuBar bar = new MenuBar(fileMenu, edit, range, view, help);
        bar.setId("menu-bar");
        return bar;
    }

    private static MenuItem item(String text, String id, KeyCombination accelerator, Runnable action) {
        MenuItem item = new MenuItem(text);
        if (id != null) {
            item.setId(id);
        }
        item.setAccelerator(accelerator);
        item.setOnAction(event -> action.run());
        return item;
    }

    private void installShortcuts(Scene scene) {
        scene.getAccelerators().put(new KeyCodeCombination(KeyCode.R, KeyCombination.SHORTCUT_DOWN), events::reload);
        scene.addEventFilter(KeyEvent.KEY_PRESSED, event -> {
            if (event.getCode() == KeyCode.ESCAPE && events.loadingProperty().get()
                    && !EscapeOwner.claimedAt(event.getTarget())) {
                events.cancel();
                event.consume();
            }
        });
    }

    private void act(Notice.Action action) {
        switch (action) {
            case OPEN_SETTINGS -> openSettings();
            case RETRY -> {
                events.reload();
                status.refresh();
            }
            case LOAD_THIS_WEEK -> events.loadThisWeekThenGoToToday();
            case USE_DEMO -> model.useDemoData(problem -> sayWhyNotBriefly("The demo data could not be chosen: "
                    + problem));
        }
    }

    /** Says {@code text} in the status bar for a few seconds: what was just done, where nothing else shows it. */
    @Override
    public void sayBriefly(String text) {
        flash.say(text);
    }

    /** Says in the status bar for a few seconds why a shortcut did nothing ("Nothing to export: …"). */
    @Override
    public void sayWhyNotBriefly(String text) {
        flash.sayWhyNot(text);
    }

    /** Brings the service status panel to the front. */
    public void showStatus() {
        showSideTab(statusTab);
    }

    /**
     * Brings {@code tab} to the front. A keyboard focus left in the tab it hides (Ctrl+2 from a value in Details)
     * moves to the tabs' headers, marked, where Tab goes on into the tab shown; focus anywhere else stays.
     */
    private void showSideTab(Tab tab) {
        split.sideShownProperty().set(true);
        Tab hidden = sideTabs.getSelectionModel().getSelectedItem();
        Node focused = stage.getScene() == null ? null : stage.getScene().getFocusOwner();
        sideTabs.getSelectionModel().select(tab);
        if (hidden != null && hidden != tab && isWithin(focused, hidden.getContent())) {
            sideTabs.requestFocus();
        }
    }

    /** A keyboard focus left in the side panel just hidden goes to the table. */
    private void leaveHiddenSidePanel() {
        Node focused = stage.getScene() == null ? null : stage.getScene().getFocusOwner();
        if (!split.sideShownProperty().get() && isWithin(focused, sideTabs)) {
            table.requestFocus();
        }
    }

    private static boolean isWithin(Node node, Node container) {
        for (Node at = node; at != null; at = at.getParent()) {
            if (at == container) {
                return true;
            }
        }
        return false;
    }

    /** Opens the settings dialog over the window. */
    public SettingsDialog openSettings() {
        SettingsDialog dialog = new SettingsDialog(stage, model.newSettingsViewModel(), model::settingsSaved);
        dialog.show();
        return dialog;
    }
}
