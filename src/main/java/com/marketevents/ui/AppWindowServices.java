package com.marketevents.ui;

import com.marketevents.AppServices;
import com.marketevents.api.ApiException;
import com.marketevents.api.MarketEventsApi;
import com.marketevents.api.UrlText;
import com.marketevents.settings.ConfigResolver;
import com.marketevents.settings.KeyValueStore;
import com.marketevents.settings.ResolvedConfig;
import com.marketevents.settings.Settings;
import com.marketevents.settings.SettingsException;
import com.marketevents.ui.common.Connection;
import com.marketevents.ui.common.EnvironmentOverrides;
import com.marketevents.ui.common.WindowServices;
import java.util.Objects;
import java.util.Optional;

/** The window's services over the application's composition root (public for the FX-thread benchmark). */
public final class AppWindowServices implements WindowServices {
    static final String DEMO_SOURCE = "the built-in demo service";

    private final AppServices services;

    public AppWindowServices(AppServices services) {
        this.services = services;
    }

    @Override
    public Connection connect() throws ApiException {
        AppServices.ServiceConnection connection = services.connect();
        return new Connection(connection.api(), connection.events()::fetchToleratingGaps, connection.demo(),
                connection.demo() ? DEMO_SOURCE : connection.api().describeSource());
    }

    @Override
    public MarketEventsApi apiFor(Settings candidate) throws ApiException {
        return services.connectUnsaved(candidate).api();
    }

    @Override
    public Settings loadSettings() {
        return services.settingsStore().reread();
    }

    @Override
    public void saveSettings(Settings settings) throws SettingsException {
        services.settingsStore().save(settings);
    }

    @Override
    public EnvironmentOverrides environmentOverrides() {
        ConfigResolver resolver = services.configResolver();
        return new EnvironmentOverrides(
                resolver.environmentSetsBaseUrl() ? ConfigResolver.BASE_URL_VARIABLE : null,
                resolver.environmentSetsApiKey() ? ConfigResolver.API_KEY_VARIABLE : null,
                UrlText.hostAndPort(resolver.environmentBaseUrl()));
    }

    @Override
    public boolean configuredForDemo() {
        try {
            return services.resolve().isDemo();
        } catch (ApiException unusable) {
            return false; // the first connection says what is wrong with the settings
        }
    }

    @Override
    public String configuredService() {
        try {
            ResolvedConfig config = services.resolve();
            return config.isDemo() ? null : Objects.requireNonNullElse(UrlText.hostAndPort(config.baseUrl()),
                    config.baseUrl());
        } catch (ApiException unusable) {
            return "the service in your settings"; // the first connection says what is wrong with them
        }
    }

    @Override
    public Optional<String> settingsReadProblem() {
        return services.settingsStore().unreadable();
    }

    @Override
    public void settingsReadProblemTold() throws SettingsException {
        services.settingsStore().unreadableTold();
    }

    @Override
    public KeyValueStore windowState() {
        return services.windowState();
    }

    @Override
    public KeyValueStore watchlists() {
        return services.watchlists();
    }
}
