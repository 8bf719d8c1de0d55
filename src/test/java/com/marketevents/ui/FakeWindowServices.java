package com.marketevents.ui;

import com.marketevents.api.ApiConfig;
import com.marketevents.api.ApiException;
import com.marketevents.api.MarketEventsApi;
import com.marketevents.api.UrlText;
import com.marketevents.settings.InMemoryKeyValueStore;
import com.marketevents.settings.KeyValueStore;
import com.marketevents.settings.Settings;
import com.marketevents.settings.SettingsException;
import com.marketevents.ui.common.Connection;
import com.marketevents.ui.common.EnvironmentOverrides;
import com.marketevents.ui.common.EventsFetcher;
import com.marketevents.ui.common.WindowServices;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

/** Window services over a fake api, in-memory settings and window state. */
public final class FakeWindowServices implements WindowServices {
    private final FakeMarketEventsApi api;
    private final KeyValueStore windowState;
    private final KeyValueStore watchlists;
    private volatile java.util.concurrent.CountDownLatch settingsHeld = new java.util.concurrent.CountDownLatch(0);
    private volatile Settings settings = new Settings(null, null, ApiConfig.DEFAULT_CONNECT_TIMEOUT,
            ApiConfig.DEFAULT_READ_TIMEOUT, ApiConfig.DEFAULT_CALL_TIMEOUT);
    private volatile EnvironmentOverrides overrides = EnvironmentOverrides.none();
    private volatile SettingsException saveFailure;
    private volatile boolean demo = true;
    private final AtomicInteger connects = new AtomicInteger();
    private volatile EventsFetcher fetcher;
    private final List<Settings> tried = new CopyOnWriteArrayList<>();

    public FakeWindowServices(FakeMarketEventsApi api, KeyValueStore windowState) {
        this(api, windowState, new InMemoryKeyValueStore());
    }

    public FakeWindowServices(FakeMarketEventsApi api, KeyValueStore windowState, KeyValueStore watchlists) {
        this.api = api;
        this.windowState = windowState;
        this.watchlists = watchlists;
    }

    public void setDemo(boolean value) {
        demo = value;
    }

    /** Replaces the chunked fetcher over the fake api. */
    public void setFetcher(EventsFetcher value) {
        fetcher = value;
    }

    public void setOverrides(EnvironmentOverrides value) {
        overrides = value;
    }

    public void failSaving(SettingsException failure) {
        saveFailure = failure;
    }

    public Settings settings() {
        return settings;
    }

    /** The settings each {@link #apiFor} was asked for, as Settings' Test connection does: where a key went. */
    public List<Settings> tried() {
        return List.copyOf(tried);
    }

    public int connects() {
        return connects.get();
    }

    @Override
    public Connection connect() {
        connects.incrementAndGet();
        return new Connection(api, fetcher != null ? fetcher : new ChunkedFetcher(api, 31),
                demo && !settings.hasService());
    }

    @Override
    public MarketEventsApi apiFor(Settings candidate) throws ApiException {
        tried.add(candidate);
        return api;
    }

    @Override
    public Settings loadSettings() {
        try {
            settingsHeld.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return settings;
    }

    /** Makes {@link #loadSettings} wait until {@code released} counts down, as a slow disk would. */
    public void holdSettingsUntil(java.util.concurrent.CountDownLatch released) {
        settingsHeld = released;
    }

    @Override
    public void saveSettings(Settings value) throws SettingsException {
        if (saveFailure != null) {
            throw saveFailure;
        }
        settings = value;
    }

    @Override
    public String configuredService() {
        return settings.hasService() ? UrlText.hostAndPort(settings.baseUrl()) : null;
    }

    @Override
    public EnvironmentOverrides environmentOverrides() {
        return overrides;
    }

    @Override
    public KeyValueStore windowState() {
        return windowState;
    }

    @Override
    public KeyValueStore watchlists() {
        return watchlists;
    }
}
