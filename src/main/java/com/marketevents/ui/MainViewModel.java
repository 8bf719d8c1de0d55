package com.marketevents.ui;

import com.marketevents.settings.KeyValueStore;
import com.marketevents.settings.Settings;
import com.marketevents.settings.SettingsException;
import com.marketevents.ui.common.Connection;
import com.marketevents.ui.common.Connector;
import com.marketevents.ui.common.DroppedSettings;
import com.marketevents.ui.common.Notice;
import com.marketevents.ui.common.UiExecutor;
import com.marketevents.ui.common.WindowServices;
import com.marketevents.ui.events.EventsViewModel;
import com.marketevents.ui.settings.SettingsViewModel;
import com.marketevents.ui.status.StatusViewModel;
import java.time.Clock;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.stream.Stream;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;

/** The window as a whole: which service it talks to, the screens' view-models, start, settings change, close. */
public final class MainViewModel {
    private static final System.Logger LOG = System.getLogger(MainViewModel.class.getName());

    private final WindowServices services;
    private final UiExecutor executor;
    private final Clock clock;
    private final EventsViewModel events;
    private final StatusViewModel status;
    private final Connector connector;
    private final ReadOnlyObjectWrapper<Connection> connection = new ReadOnlyObjectWrapper<>(this, "connection");
    private final ReadOnlyBooleanWrapper demo = new ReadOnlyBooleanWrapper(this, "demo");
    private final ReadOnlyStringWrapper configuredService = new ReadOnlyStringWrapper(this, "configuredService");
    private final ObjectProperty<Theme> theme = new SimpleObjectProperty<>(this, "theme");
    private final ObjectProperty<Notice> windowStateNotice = new SimpleObjectProperty<>(this, "windowStateNotice");
    private final DroppedSettings droppedSettings = new DroppedSettings();
    private final ObjectProperty<Notice> watchlistsNotice = new SimpleObjectProperty<>(this, "watchlistsNotice");
    private final ObjectProperty<Notice> writeNotice = new SimpleObjectProperty<>(this, "writeNotice");
    /** A write to the user's preferences failed and that was said; later failures, as a rule the same, are not. */
    private boolean writeFailureTold;
    /**
     * The settings folder is known not to be writable (checked at the start, or a write was refused): the flush at
     * close would only wait out the JDK's retries of its lock, seconds, before failing as said.
     */
    private boolean writesRefused;
    /** Whether the settings named no service at the start, so that the window is on demo data before it connects. */
    private final boolean configuredForDemo;

    public MainViewModel(WindowServices services, UiExecutor executor, Clock clock) {
        this.services = services;
        this.clock = clock;
        this.executor = executor;
        this.connector = new Connector(services, executor, connection::set);
        this.events = new EventsViewModel(executor, connector, clock);
        this.status = new StatusViewModel(executor, connector, clock);
        events.setOnServiceTrouble(status::refresh);
        events.setOnServiceAnswered(status::serviceAnsweredALoad);
        this.configuredForDemo = services.configuredForDemo();
        configuredService.set(connector.configuredService());
        demo.set(configuredForDemo);
        // Demo rows stay marked as demo until rows from a real service replace them, whatever is connected.
        events.snapshotProperty().addListener((obs, old, now) -> updateDemo());
        connection.addListener((obs, old, now) -> updateDemo());
        theme.set(Theme.remembered(services.windowState(), droppedSettings));
        // The JDK reads a damaged file as empty: said, or the window's state or the watchlists would vanish without
        // a word. Each has a file of its own, so that one damaged leaves the other.
        services.windowState().readProblem().ifPresent(problem -> windowStateNotice.set(Notice.warning(
                "The window's saved state could not be read (" + problem.strip() + "), so it opened with its"
                        + " defaults: no recent filters, the standard columns and the light theme.")));
        services.watchlists().readProblem().ifPresent(problem -> watchlistsNotice.set(Notice.warning(
                "The saved watchlists could not be read (" + problem.strip() + "), so the window opened without"
                        + " them.")));
    }

    /**
     * Why the window's own saved state, or the range it kept, could not be read, until the user closes it; null when
     * it could.
     */
    public ReadOnlyObjectProperty<Notice> windowStateNoticeProperty() {
        return windowStateNotice;
    }

    /** Where the window notes the settings it restores that were stored but unreadable, until {@link #start}. */
    DroppedSettings droppedSettings() {
        return droppedSettings;
    }

    /** Closes the notice; the window's state is written as it is now, so that later starts no longer say it. */
    public void dismissWindowStateNotice() {
        windowStateNotice.set(null);
        writeInBackground("the window state", services.windowState()::flush);
    }

    /** Why the saved watchlists could not be read, until the user closes it; null when they could. */
    public ReadOnlyObjectProperty<Notice> watchlistsNoticeProperty() {
        return watchlistsNotice;
    }

    /** Closes the notice; the watchlists are written as they are now, so that later starts no longer say it. */
    public void dismissWatchlistsNotice() {
        watchlistsNotice.set(null);
        writeInBackground("the watchlists", services.watchlists()::flush);
    }

    /**
     * Why what the window remembers cannot be written to the disk (a settings folder left to another user), said
     * as soon as the start finds it or at the first failed write, until the user closes it; null before.
     */
    public ReadOnlyObjectProperty<Notice> writeNoticeProperty() {
        return writeNotice;
    }

    /** Closes the notice; it is not said again in this window, not even at the next failed write. */
    public void dismissWriteNotice() {
        writeNotice.set(null);
    }

    /**
     * Writes the window's state to the disk in the background: the JDK writes only every 30 s and at a normal exit,
     * and a crash or a kill -9 would lose what changed in between.
     */
    public void writeWindowState() {
        writeInBackground("the window state", services.windowState()::flush);
    }

    /** Writes {@code what} in the background; the first failure is said, as the next write tries again. */
    private void writeInBackground(String what, Write write) {
        executor.submit(() -> {
            write.run();
            return null;
        }, written -> writesRefused = false, failure -> {
            writesRefused |= failure.getCause() instanceof SecurityException;
            tellWriteProblem(failure.getMessage() == null ? "What the window remembers could not be saved."
                    : failure.getMessage().strip());
            logOnce(what, failure.getMessage());
        });
    }

    /**
     * Checks in the background whether the settings folder can be written, so that a user who changes nothing is
     * told at the start rather than at the first write, seconds later.
     */
    private void checkWritable() {
        executor.submit(services.windowState()::writeProblem, problem -> problem.ifPresent(why -> {
            writesRefused = true;
            tellWriteProblem(why);
            logOnce("the window state", why);
        }), failure -> { });
    }

    private void tellWriteProblem(String why) {
        if (!writeFailureTold) {
            writeNotice.set(Notice.warning(why + " Until then, what changes in the window is kept only until it"
                    + " closes."));
        }
    }

    /** Logs the first failure to write; the window state is written every few seconds, and would fail as often. */
    private void logOnce(String what, String why) {
        if (!writeFailureTold) {
            writeFailureTold = true;
            LOG.log(System.Logger.Level.WARNING, "Could not store " + what + ": " + why);
        }
    }

    /** A write to the user's preferences. */
    private interface Write {
        void run() throws SettingsException;
    }

    /** Light or dark; remembered with the rest of the window's state (MainWindow puts it in the store). */
    public ObjectProperty<Theme> themeProperty() {
        return theme;
    }

    private void updateDemo() {
        Connection current = connection.get();
        var shown = events.snapshotProperty().get();
        demo.set(shown != null ? shown.demo() : current != null ? current.demo() : configuredForDemo);
    }

    public EventsViewModel events() {
        return events;
    }

    public StatusViewModel status() {
        return status;
    }

    /** The service in use, once the first operation has connected; null before. */
    public ReadOnlyObjectProperty<Connection> connectionProperty() {
        return connection.getReadOnlyProperty();
    }

    /** True while the table shows the built-in demo service's sample data, or nothing yet from it. */
    public ReadOnlyBooleanProperty demoProperty() {
        return demo.getReadOnlyProperty();
    }

    /**
     * The service the settings name ("127.0.0.1:9999"), whether or not it has answered; null when they name none, so
     * that the built-in demo service is used.
     */
    public ReadOnlyStringProperty configuredServiceProperty() {
        return configuredService.getReadOnlyProperty();
    }

    public KeyValueStore windowState() {
        return services.windowState();
    }

    /** Why the stored settings could not be read, or empty; the demo service is then in use. */
    public Optional<String> settingsReadProblem() {
        return services.settingsReadProblem();
    }

    /**
     * The user closed the note that said the stored settings could not be read: they are written as they are now,
     * so that later starts no longer say it.
     */
    public void settingsReadProblemTold() {
        writeInBackground("the settings", services::settingsReadProblemTold);
    }

    /**
     * Restores the remembered range, filters and watchlists, then loads the range and checks the service. A stored
     * range that cannot be loaded, and the settings found unreadable ({@link #droppedSettings}), are said in the
     * window state's notice: the first load would take a notice of the events' own away, and a few seconds in the
     * status bar pass while the window first draws.
     */
    public void start() {
        Optional<String> rangeDropped = events.restore(services.windowState(), droppedSettings);
        Optional<String> said = Stream.of(rangeDropped, droppedSettings.sentence()).flatMap(Optional::stream)
                .reduce((range, settings) -> range + " " + settings);
        if (said.isPresent() && windowStateNotice.get() == null) {
            windowStateNotice.set(Notice.info(said.get()));
        }
        events.restoreWatchlists(services.watchlists());
        events.load();
        status.refresh();
        checkWritable();
    }

    public SettingsViewModel newSettingsViewModel() {
        return new SettingsViewModel(services, executor, clock);
    }

    /**
     * New settings were saved: talk to the service they name, and load the range again from it. The status shown
     * was the old service's, so it is dropped at once for the new one's, which is being checked.
     */
    public void settingsSaved() {
        connector.reset();
        events.reloadFromNewService(); // the old service's failure goes before the demo note names the new one
        configuredService.set(connector.configuredService());
        String service = connector.configuredService();
        status.checkNewService(service == null ? AppWindowServices.DEMO_SOURCE : service);
    }

    /**
     * Goes back to the built-in demo service, as Settings do with the base URL cleared (the key and the time-outs
     * stay stored), and loads the range from it; {@code onFailure} gets the sentence when the settings cannot be
     * written.
     */
    public void useDemoData(Consumer<String> onFailure) {
        executor.submit(() -> {
            Settings stored = services.loadSettings();
            services.saveSettings(stored.withoutService());
            return stored;
        }, saved -> settingsSaved(), failure -> onFailure.accept(failure.getMessage()));
    }

    /** Remembers the range and filters and stops background refreshes (the window is closing). */
    public void close() {
        status.stop();
        events.stop();
        KeyValueStore store = services.windowState();
        events.save(store);
        if (writesRefused) {
            return; // said already; the JDK would retry its lock for seconds and fail, keeping the window open
        }
        try {
            store.flush();
        } catch (SettingsException e) {
            // Losing the window layout is not worth an error at exit; the next start uses defaults.
            logOnce("the window state", e.getMessage());
        }
    }
}
