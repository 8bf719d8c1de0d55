package com.marketevents.ui;

import com.marketevents.settings.KeyValueStore;
import com.marketevents.settings.SettingsException;
import com.marketevents.ui.events.EventsViewModel;
import com.marketevents.ui.settings.SettingsViewModel;
import com.marketevents.ui.status.StatusViewModel;
import java.time.Clock;
import java.util.Optional;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
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
    private final ObjectProperty<Theme> theme = new SimpleObjectProperty<>(this, "theme");
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
        this.configuredForDemo = services.configuredForDemo();
        demo.set(configuredForDemo);
        // Demo rows stay marked as demo until rows from a real service replace them, whatever is connected.
        events.snapshotProperty().addListener((obs, old, now) -> updateDemo());
        connection.addListener((obs, old, now) -> updateDemo());
        theme.set(Theme.remembered(services.windowState()));
        theme.addListener((obs, old, now) -> now.remember(services.windowState()));
    }

    /** Light or dark; remembered with the window's state. */
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

    public KeyValueStore windowState() {
        return services.windowState();
    }

    /** Why the stored settings could not be read, or empty; the demo service is then in use. */
    public Optional<String> settingsReadProblem() {
        return services.settingsReadProblem();
    }

    /** Restores the remembered range and filters, then loads the range and checks the service. */
    public void start() {
        events.restore(services.windowState());
        events.load();
        status.refresh();
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
        events.reload();
        String service = services.configuredService();
        status.checkNewService(service == null ? AppWindowServices.DEMO_SOURCE : service);
    }

    /** Remembers the range and filters and stops background refreshes (the window is closing). */
    public void close() {
        status.stop();
        events.stop();
        KeyValueStore store = services.windowState();
        events.save(store);
        flush(store);
    }

    static void flush(KeyValueStore store) {
        try {
            store.flush();
        } catch (SettingsException e) {
            // Losing the window layout is not worth an error at exit; the next start uses defaults.
            LOG.log(System.Logger.Level.WARNING, "Could not store the window state: " + e.getMessage());
        }
    }
}
