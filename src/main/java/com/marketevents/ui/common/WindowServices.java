package com.marketevents.ui.common;

import com.marketevents.api.ApiException;
import com.marketevents.api.MarketEventsApi;
import com.marketevents.settings.KeyValueStore;
import com.marketevents.settings.Settings;
import com.marketevents.settings.SettingsException;
import java.util.Optional;

/**
 * What the window needs from the application's services. Methods that may block (connecting can start the
 * demo service; settings touch the disk) are only called from background work.
 */
public interface WindowServices {

    /** The connection for the settings in force now (environment first, then stored settings, else demo). */
    Connection connect() throws ApiException;

    /** An api for settings that are being edited and not saved yet, for "Test connection". */
    MarketEventsApi apiFor(Settings candidate) throws ApiException;

    /** The stored settings as they are now, another window's last save included. Blocks. */
    Settings loadSettings() throws SettingsException;

    /** Stores the settings; the next {@link #connect()} uses them. */
    void saveSettings(Settings settings) throws SettingsException;

    EnvironmentOverrides environmentOverrides();

    /**
     * True when the settings in force name no service, so that the first connection will be to the built-in demo
     * service; read before that service has started, so the window can say so from its first frame. Reads the
     * stored settings, which the window's start has read already.
     */
    default boolean configuredForDemo() {
        return false;
    }

    /**
     * The service the settings in force name, as the window names it ("127.0.0.1:9999"), read without connecting;
     * null when they name none, so that the built-in demo service is used. Reads the stored settings, as
     * {@link #configuredForDemo()} does.
     */
    default String configuredService() {
        return null;
    }

    /** Why the stored settings could not be read (the window then shows the demo service), or empty. */
    default Optional<String> settingsReadProblem() {
        return Optional.empty();
    }

    /** The user was told the {@link #settingsReadProblem()}: later starts no longer say it. */
    default void settingsReadProblemTold() throws SettingsException {
    }

    /** Where the window keeps its own state (size, columns, last range, filters). */
    KeyValueStore windowState();

    /** Where the watchlists are kept, apart from the window's state; the command line reads them there too. */
    KeyValueStore watchlists();
}
