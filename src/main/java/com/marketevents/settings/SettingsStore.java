package com.marketevents.settings;

import com.marketevents.api.ApiConfig;
import com.marketevents.api.ApiKey;
import com.marketevents.api.BaseUrls;
import com.marketevents.model.PrintableText;
import com.marketevents.model.TypedText;
import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Reads and writes the connection {@link Settings} in a {@link KeyValueStore}. Reading never fails: a
 * stored value that cannot be used (an unreadable or out-of-range time-out) gives its default and a
 * warning, see {@link #loadWithWarnings()}. Writing throws {@link SettingsException} when the store
 * cannot persist. Thread-safe as far as the store is.
 */
public final class SettingsStore {
    static final String BASE_URL = "base_url";
    static final String API_KEY = "api_key";
    /** The scheme, host and port the key was saved with, kept while the base URL is cleared (demo data). */
    static final String API_KEY_ORIGIN = "api_key_origin";
    static final String CONNECT_TIMEOUT = "connect_timeout";
    static final String READ_TIMEOUT = "read_timeout";
    static final String CALL_TIMEOUT = "call_timeout";

    /** Shortest and longest time-out accepted, stored or entered. */
    public static final Duration MIN_TIMEOUT = Duration.ofMillis(100);
    public static final Duration MAX_TIMEOUT = Duration.ofHours(1);
    /** The longest base URL or key that can be stored (a preference's longest value). */
    public static final int MAX_VALUE_LENGTH = java.util.prefs.Preferences.MAX_VALUE_LENGTH;

    /**
     * What {@link #loadWithWarnings()} found: usable settings, one sentence per value it had to replace, and
     * why the stored settings could not be read at all (null when they could; the settings are then defaults).
     */
    public record Loaded(Settings settings, List<String> warnings, String unreadable) {
        public Loaded {
            warnings = List.copyOf(warnings);
        }
    }

    private final KeyValueStore store;

    public SettingsStore(KeyValueStore store) {
        this.store = Objects.requireNonNull(store, "store");
    }

    /** No service configured (so the demo service) and the default time-outs. */
    public static Settings defaults() {
        return new Settings(null, null, ApiConfig.DEFAULT_CONNECT_TIMEOUT, ApiConfig.DEFAULT_READ_TIMEOUT,
                ApiConfig.DEFAULT_CALL_TIMEOUT);
    }

    /** The stored settings, with defaults for whatever is missing or unusable. Never throws. */
    public Settings load() {
        return loadWithWarnings().settings();
    }

    /**
     * The stored settings as they are now on the disk, another window of the application's last save read first,
     * with defaults for whatever is missing or unusable. Blocks; never throws.
     */
    public Settings reread() {
        try {
            store.refresh();
        } catch (SettingsException notRead) {
            // The settings as this process read them last stand.
        }
        return load();
    }

    /** The stored settings and a warning for every stored value that was unusable and replaced by its default. */
    public Loaded loadWithWarnings() {
        List<String> warnings = new ArrayList<>();
        String baseUrl = text(BASE_URL).orElse(null);
        ApiKey apiKey = text(API_KEY).map(ApiKey::new).orElse(null);
        Duration connect = timeout(CONNECT_TIMEOUT, "connect", ApiConfig.DEFAULT_CONNECT_TIMEOUT, warnings);
        Duration read = timeout(READ_TIMEOUT, "read", ApiConfig.DEFAULT_READ_TIMEOUT, warnings);
        Duration call = timeout(CALL_TIMEOUT, "whole-request", ApiConfig.DEFAULT_CALL_TIMEOUT, warnings);
        // With a base URL the key goes to its scheme, host and port, also in settings saved before the origin was.
        String keySavedFor = apiKey == null || baseUrl != null ? null : text(API_KEY_ORIGIN).orElse(null);
        return new Loaded(new Settings(baseUrl, apiKey, connect, read, call, keySavedFor), warnings,
                unreadable().orElse(null));
    }

    /** Why the stored settings could not be read, as a sentence without its full stop; empty when they could. */
    public Optional<String> unreadable() {
        return store.readProblem().map(reason -> "The stored settings could not be read (" + reason.strip() + ")");
    }

    /**
     * The user was told that the stored settings could not be read: they are written as they are now (none, unless
     * saved since), so that later starts read those instead of saying it again.
     */
    public void unreadableTold() throws SettingsException {
        if (store.readProblem().isPresent()) {
            store.flush();
        }
    }

    /**
     * Stores the settings and persists them. A blank base URL or a null key removes the stored one;
     * a null time-out goes back to its default. The scheme, host and port the key goes to
     * ({@link Settings#keyGoesTo()}) are stored with it.
     *
     * @throws SettingsException when a value cannot be stored or the store cannot persist
     */
    public void save(Settings settings) throws SettingsException {
        Objects.requireNonNull(settings, "settings");
        // Check every value before writing any, so a refused save leaves the stored settings as they were.
        String connect = storedTimeout("connect", settings.connectTimeout());
        String read = storedTimeout("read", settings.readTimeout());
        String call = storedTimeout("whole-request", settings.callTimeout());
        String baseUrl = settings.hasService() ? TypedText.trimmed(settings.baseUrl()) : null;
        String key = settings.apiKey() == null ? null : settings.apiKey().value();
        if (tooLong(baseUrl) || tooLong(key)) {
            throw new SettingsException("The base URL or the key is too long to be stored in your user preferences.",
                    null);
        }
        requireHeld("base URL", baseUrl);
        requireHeld("key", key);
        String keyOrigin = key == null ? null : BaseUrls.origin(settings.keyGoesTo());
        if (keyOrigin == null && key != null && key.equals(text(API_KEY).orElse(null))) {
            keyOrigin = storedKeyOrigin(); // the stored key kept with the base URL cleared: still for its service
        }
        putOrRemove(BASE_URL, baseUrl);
        putOrRemove(API_KEY, key);
        putOrRemove(API_KEY_ORIGIN, keyOrigin);
        putOrRemove(CONNECT_TIMEOUT, connect);
        putOrRemove(READ_TIMEOUT, read);
        putOrRemove(CALL_TIMEOUT, call);
        store.flush();
    }

    /** Null when the time-out is usable, else one sentence saying why not. */
    public static String checkTimeout(String label, Duration timeout) {
        if (timeout.compareTo(MIN_TIMEOUT) < 0 || timeout.compareTo(MAX_TIMEOUT) > 0) {
            return "The " + label + " time-out must be between " + describe(MIN_TIMEOUT) + " and "
                    + describe(MAX_TIMEOUT) + ".";
        }
        return null;
    }

    /** Where the stored key goes: the origin saved with it, else (saved before there was one) its base URL's. */
    private String storedKeyOrigin() {
        return text(API_KEY_ORIGIN).orElseGet(() -> BaseUrls.origin(text(BASE_URL).orElse(null)));
    }

    private Optional<String> text(String key) {
        return store.get(key).map(String::strip).filter(value -> !value.isEmpty());
    }

    private Duration timeout(String key, String label, Duration fallback, List<String> warnings) {
        Optional<String> stored = text(key);
        if (stored.isEmpty()) {
            return fallback;
        }
        Duration parsed = parseDuration(stored.get());
        if (parsed == null) {
            warnings.add("The stored " + label + " time-out '" + abbreviate(stored.get())
                    + "' is not a duration; using " + describe(fallback) + ".");
            return fallback;
        }
        if (checkTimeout(label, parsed) != null) {
            warnings.add("The stored " + label + " time-out '" + abbreviate(stored.get()) + "' is not between "
                    + describe(MIN_TIMEOUT) + " and " + describe(MAX_TIMEOUT) + "; using " + describe(fallback) + ".");
            return fallback;
        }
        return parsed;
    }

    private static String storedTimeout(String label, Duration timeout) throws SettingsException {
        if (timeout == null) {
            return null;
        }
        String problem = checkTimeout(label, timeout);
        if (problem != null) {
            throw new SettingsException(problem, null);
        }
        return timeout.toString();
    }

    /** ISO 8601 ("PT30S", as saved) or a plain number of seconds. */
    private static Duration parseDuration(String text) {
        try {
            return Duration.parse(text);
        } catch (DateTimeParseException notIso) {
            try {
                return Duration.ofMillis(Math.round(Double.parseDouble(text) * 1000));
            } catch (NumberFormatException | ArithmeticException notNumber) {
                return null;
            }
        }
    }

    private void putOrRemove(String key, String value) {
        if (value == null) {
            store.remove(key);
        } else {
            store.put(key, value);
        }
    }

    /** Refuses a typed value the preferences' file cannot hold: stored, it would make every setting unreadable. */
    private static void requireHeld(String what, String value) throws SettingsException {
        Optional<Integer> notHeld = value == null ? Optional.empty() : PreferencesText.firstNotHeld(value);
        if (notHeld.isPresent()) {
            throw new SettingsException("The " + what + " holds a character your user preferences cannot keep ("
                    + PrintableText.number(notHeld.get()) + "); type it again without it.", null);
        }
    }

    private static boolean tooLong(String value) {
        return value != null && value.length() > MAX_VALUE_LENGTH;
    }

    private static String abbreviate(String text) {
        return text.length() <= 40 ? text : text.substring(0, 40) + "…";
    }

    static String describe(Duration duration) {
        if (duration.toMillis() % 1000 != 0) {
            return duration.toMillis() + " ms";
        }
        long seconds = duration.toSeconds();
        if (seconds % 3600 == 0) {
            return seconds / 3600 + (seconds == 3600 ? " hour" : " hours");
        }
        if (seconds % 60 == 0 && seconds >= 120) {
            return seconds / 60 + " minutes";
        }
        return seconds + (seconds == 1 ? " second" : " seconds");
    }
}
