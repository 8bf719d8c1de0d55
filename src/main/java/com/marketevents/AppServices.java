package com.marketevents;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.marketevents.api.ApiConfig;
import com.marketevents.api.ApiException;
import com.marketevents.api.HttpMarketEventsApi;
import com.marketevents.api.MarketEventsApi;
import com.marketevents.demo.DemoDataset;
import com.marketevents.demo.DemoServer;
import com.marketevents.events.EventsService;
import com.marketevents.settings.ConfigResolver;
import com.marketevents.settings.InMemoryKeyValueStore;
import com.marketevents.settings.KeyValueStore;
import com.marketevents.settings.PreferencesKeyValueStore;
import com.marketevents.settings.PreferencesReading;
import com.marketevents.settings.ResolvedConfig;
import com.marketevents.settings.Settings;
import com.marketevents.settings.SettingsStore;
import com.marketevents.settings.WatchlistsMove;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.prefs.Preferences;
import okhttp3.ConnectionSpec;
import okhttp3.OkHttpClient;

/**
 * The composition root, built once by {@link Main}: one OkHttpClient and one ObjectMapper for the whole
 * application, the settings, and connections to the configured service or to the built-in demo
 * service, which is started on first use and stopped by {@link #close()}. Connecting may block (it
 * can start the demo service): call it from background work. Thread-safe.
 */
public final class AppServices implements AutoCloseable {

    /**
     * A ready service: the api, the events service over it, and the configuration it was made for.
     * Settings changes give a new connection; an old one keeps working until dropped.
     */
    public record ServiceConnection(MarketEventsApi api, EventsService events, ResolvedConfig config) {
        public ServiceConnection {
            Objects.requireNonNull(api, "api");
            Objects.requireNonNull(events, "events");
            Objects.requireNonNull(config, "config");
        }

        /** True when the data comes from the built-in demo service. */
        public boolean demo() {
            return config.isDemo();
        }
    }

    /** Starts the demo service; tests pass one with their own dataset. */
    @FunctionalInterface
    public interface DemoStarter {
        DemoServer start() throws Exception;
    }

    // Built on first use, by background work: neither is needed for the window's first frame, and together
    // they cost a few hundred milliseconds of class loading and TLS set-up at start-up.
    private OkHttpClient httpClient;
    private ObjectMapper objectMapper;
    private final SettingsStore settingsStore;
    private final KeyValueStore windowState;
    private final KeyValueStore watchlists;
    private boolean watchlistsMoved;
    private final ConfigResolver configResolver;
    private final Map<String, String> environment;
    private final DemoStarter demoServerFactory;
    private DemoServer demoServer;
    private boolean closed;

    /**
     * @param settings          where the connection settings live
     * @param windowState       where the window keeps its size, columns, last range and filters
     * @param watchlists        where the watchlists are kept, which the window and the command line share
     * @param environment       the process environment (a map in tests)
     * @param demoServerFactory starts the demo service when first needed
     */
    public AppServices(KeyValueStore settings, KeyValueStore windowState, KeyValueStore watchlists,
            Map<String, String> environment, DemoStarter demoServerFactory) {
        this.settingsStore = new SettingsStore(Objects.requireNonNull(settings, "settings"));
        this.windowState = Objects.requireNonNull(windowState, "windowState");
        this.watchlists = Objects.requireNonNull(watchlists, "watchlists");
        this.configResolver = new ConfigResolver(environment);
        this.environment = Map.copyOf(environment);
        this.demoServerFactory = Objects.requireNonNull(demoServerFactory, "demoServerFactory");
    }

    /** Services on given stores and environment, with the standard demo dataset. */
    public AppServices(KeyValueStore settings, KeyValueStore windowState, KeyValueStore watchlists,
            Map<String, String> environment) {
        this(settings, windowState, watchlists, environment, () -> DemoServer.start(DemoDataset.standard()));
    }

    /** Services whose watchlists are kept in memory only, for tests that have none. */
    public AppServices(KeyValueStore settings, KeyValueStore windowState, Map<String, String> environment) {
        this(settings, windowState, new InMemoryKeyValueStore(), environment);
    }

    /** Services whose watchlists are kept in memory only, with the demo service {@code demoServerFactory} starts. */
    public AppServices(KeyValueStore settings, KeyValueStore windowState, Map<String, String> environment,
            DemoStarter demoServerFactory) {
        this(settings, windowState, new InMemoryKeyValueStore(), environment, demoServerFactory);
    }

    /**
     * The production services: the user's preferences and the real environment. The watchlists have a node (a
     * file) of their own, so that a damaged window state does not take them along, nor they the window state.
     */
    public static AppServices forCurrentUser() {
        // Before the JDK first opens the preferences: it logs, rather than throws, that a file is damaged, and each
        // store says so only if the warning naming its file was taken (and no raw log line reaches the console).
        PreferencesReading.install();
        Preferences node = PreferencesKeyValueStore.userNode();
        return new AppServices(new PreferencesKeyValueStore(node), new PreferencesKeyValueStore(node.node("window")),
                new PreferencesKeyValueStore(node.node("watchlists")), System.getenv());
    }

    public synchronized OkHttpClient httpClient() {
        requireOpen();
        if (httpClient == null) {
            // Only its pool and dispatcher are shared: each api derives a client with its own time-outs, and
            // with TLS when its service is on https, so that a plain-http service never pays for setting it up.
            httpClient = new OkHttpClient.Builder().connectionSpecs(List.of(ConnectionSpec.CLEARTEXT)).build();
        }
        return httpClient;
    }

    public synchronized ObjectMapper objectMapper() {
        if (objectMapper == null) {
            objectMapper = new ObjectMapper();
        }
        return objectMapper;
    }

    public SettingsStore settingsStore() {
        return settingsStore;
    }

    /** Where the window keeps its own state; separate from the connection settings. */
    public KeyValueStore windowState() {
        return windowState;
    }

    /**
     * Where the watchlists are kept, for the window and the command line alike; those an earlier version kept
     * with the window's state are moved here at the first call ({@link WatchlistsMove}).
     */
    public synchronized KeyValueStore watchlists() {
        if (!watchlistsMoved) {
            watchlistsMoved = true;
            WatchlistsMove.outOf(windowState, watchlists);
        }
        return watchlists;
    }

    /** The process environment these services were given (a map in tests). */
    public Map<String, String> environment() {
        return environment;
    }

    public ConfigResolver configResolver() {
        return configResolver;
    }

    /** The configuration in force for the window: environment, then stored settings, else demo. */
    public ResolvedConfig resolve() throws ApiException {
        return configResolver.resolve(settingsStore.load());
    }

    /** A connection for the configuration in force now (see {@link #resolve()}). Blocks. */
    public ServiceConnection connect() throws ApiException {
        return connect(resolve());
    }

    /**
     * A connection for a resolved configuration; for the demo service, starts it if needed. Blocks.
     *
     * @throws ApiException kind CONFIGURATION for a bad or insecure base URL, or when the demo service
     *                      cannot start
     */
    public ServiceConnection connect(ResolvedConfig config) throws ApiException {
        Objects.requireNonNull(config, "config");
        ApiConfig apiConfig;
        if (config.isDemo()) {
            DemoServer server = demoServer();
            apiConfig = config.apiConfigFor(server.baseUrl(), server.apiKey());
        } else {
            apiConfig = config.apiConfig();
        }
        MarketEventsApi api = new HttpMarketEventsApi(apiConfig, httpClient());
        EventsService events = new EventsService(api, EventsService.DEFAULT_CHUNK_DAYS,
                EventsService.DEFAULT_CONCURRENCY);
        return new ServiceConnection(api, events, config);
    }

    /**
     * A connection for settings being edited and not saved yet (for "Test connection"): their own base
     * URL and key, no environment; no service configured means the demo service. Blocks.
     */
    public ServiceConnection connectUnsaved(Settings candidate) throws ApiException {
        return connect(new ConfigResolver(Map.of()).resolve(candidate));
    }

    /** The demo service, started on first use. Blocks while it starts. */
    public synchronized DemoServer demoServer() throws ApiException {
        requireOpen();
        if (demoServer == null) {
            try {
                demoServer = demoServerFactory.start();
            } catch (Exception e) {
                throw new ApiException(ApiException.Kind.CONFIGURATION,
                        "The built-in demo service could not start on this computer.", e);
            }
        }
        return demoServer;
    }

    private void requireOpen() {
        if (closed) {
            throw new IllegalStateException("The application's services are closed");
        }
    }

    /** Stops the demo service if it runs and releases the HTTP client's threads and connections. */
    @Override
    public void close() {
        DemoServer server;
        OkHttpClient client;
        synchronized (this) {
            closed = true;
            server = demoServer;
            demoServer = null;
            client = httpClient;
        }
        if (server != null) {
            server.close();
        }
        if (client != null) {
            client.dispatcher().executorService().shutdown();
            client.connectionPool().evictAll();
        }
    }
}
