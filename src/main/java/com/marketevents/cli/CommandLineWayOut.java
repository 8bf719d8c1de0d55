package com.marketevents.cli;

import com.marketevents.api.UserMessages;
import com.marketevents.settings.ConfigResolver;
import com.marketevents.settings.ResolvedConfig;

/**
 * Where a command-line user changes the base URL and the key: the place each value in use came from, as a refusal
 * that asks to check them must name it. While a variable is set, the window's Settings change nothing of its value.
 */
final class CommandLineWayOut {
    private static final String SETTINGS = "in the window's Settings";

    /** Before the configuration is known: every place, in the order that decides. */
    static final UserMessages.WayOut ANY = new UserMessages.WayOut(
            ": the key (" + ConfigResolver.API_KEY_VARIABLE + ", else the window's Settings) and the base URL"
                    + " (--base-url, else " + ConfigResolver.BASE_URL_VARIABLE + ", else the window's Settings)",
            " (--base-url, " + ConfigResolver.BASE_URL_VARIABLE + " or the window's Settings)",
            " (--base-url, " + ConfigResolver.BASE_URL_VARIABLE + ", " + ConfigResolver.API_KEY_VARIABLE + ")");

    private CommandLineWayOut() {
    }

    /** For a service in use: "…: the key in MARKET_EVENTS_API_KEY, the base URL in MARKET_EVENTS_BASE_URL". */
    static UserMessages.WayOut of(ResolvedConfig config) {
        if (config.isDemo()) {
            return ANY;
        }
        String url = urlPlace(config.source());
        String key = config.keySource().equals(ConfigResolver.FROM_API_KEY_VARIABLE)
                ? "in " + ConfigResolver.API_KEY_VARIABLE : SETTINGS;
        String both = url.equals(SETTINGS) && key.equals(SETTINGS) ? ": the key and the base URL " + SETTINGS
                : ": the key " + key + ", the base URL " + url;
        return new UserMessages.WayOut(both, " " + url, both);
    }

    private static String urlPlace(String source) {
        if (source.equals(ConfigResolver.FROM_OPTION)) {
            return "given with --base-url";
        }
        return source.equals(ConfigResolver.FROM_BASE_URL_VARIABLE)
                ? "in " + ConfigResolver.BASE_URL_VARIABLE : SETTINGS;
    }
}
