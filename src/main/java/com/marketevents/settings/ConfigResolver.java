package com.marketevents.settings;

import com.marketevents.api.ApiConfig;
import com.marketevents.api.ApiException;
import com.marketevents.api.ApiKey;
import com.marketevents.api.BaseUrls;
import com.marketevents.api.UrlText;
import com.marketevents.model.TypedText;
import java.util.Map;
import java.util.Objects;

/**
 * Decides which service to use. For the base URL the first set wins: the command-line option, the
 * environment ({@value #BASE_URL_VARIABLE}), the stored settings; for the key: the environment
 * ({@value #API_KEY_VARIABLE}), then the stored settings, whose key is only sent to the scheme, host and port it was
 * saved with ({@link Settings#keyGoesTo()}). {@code --demo}, or nothing configured at all, gives the demo service. The
 * environment is passed in, so tests control it. Throws {@link ApiException} of kind
 * {@code CONFIGURATION} with one sentence for the user when the configuration is incomplete.
 */
public final class ConfigResolver {
    public static final String BASE_URL_VARIABLE = "MARKET_EVENTS_BASE_URL";
    public static final String API_KEY_VARIABLE = "MARKET_EVENTS_API_KEY";
    /** Where a base URL came from ({@link ResolvedConfig#source}): the command line. */
    public static final String FROM_OPTION = "from --base-url";
    /** Where a base URL came from: the environment. */
    public static final String FROM_BASE_URL_VARIABLE = "from " + BASE_URL_VARIABLE;
    /** Where a key came from ({@link ResolvedConfig#keySource}): the environment. */
    public static final String FROM_API_KEY_VARIABLE = "from " + API_KEY_VARIABLE;
    /** Where a base URL or a key came from: the stored settings. */
    public static final String FROM_SETTINGS = "from the settings";

    private final Map<String, String> environment;

    public ConfigResolver(Map<String, String> environment) {
        this.environment = Map.copyOf(Objects.requireNonNull(environment, "environment"));
    }

    /** True when {@value #BASE_URL_VARIABLE} is set, so the stored base URL is not the one in force. */
    public boolean environmentSetsBaseUrl() {
        return variable(BASE_URL_VARIABLE) != null;
    }

    /** The base URL {@value #BASE_URL_VARIABLE} sets, or null. */
    public String environmentBaseUrl() {
        return variable(BASE_URL_VARIABLE);
    }

    /** True when {@value #API_KEY_VARIABLE} is set, so the stored key is not the one in force. */
    public boolean environmentSetsApiKey() {
        return variable(API_KEY_VARIABLE) != null;
    }

    /** The configuration for the window: environment, then stored settings. */
    public ResolvedConfig resolve(Settings stored) throws ApiException {
        return resolve(null, false, stored);
    }

    /**
     * @param baseUrlOption the {@code --base-url} option, or null
     * @param demoOption    true for {@code --demo}
     * @param settings      the stored settings (time-outs always come from them; null ones are defaults)
     */
    public ResolvedConfig resolve(String baseUrlOption, boolean demoOption, Settings settings) throws ApiException {
        Settings stored = withDefaultTimeouts(Objects.requireNonNull(settings, "settings"));
        if (demoOption) {
            if (baseUrlOption != null) {
                throw configuration("Use either --demo or --base-url, not both.");
            }
            return ResolvedConfig.demo("--demo", stored);
        }
        if (baseUrlOption != null && TypedText.isBlank(baseUrlOption)) {
            throw configuration("The --base-url option is empty; give the service's address, like https://host/api.");
        }
        String baseUrl;
        String source;
        if (baseUrlOption != null) {
            baseUrl = TypedText.trimmed(baseUrlOption);
            source = FROM_OPTION;
        } else if (variable(BASE_URL_VARIABLE) != null) {
            baseUrl = variable(BASE_URL_VARIABLE);
            source = FROM_BASE_URL_VARIABLE;
        } else if (stored.hasService()) {
            baseUrl = TypedText.trimmed(stored.baseUrl());
            source = FROM_SETTINGS;
        } else {
            if (variable(API_KEY_VARIABLE) != null) {
                throw configuration(ApiException.Setting.BASE_URL, API_KEY_VARIABLE
                        + " is set but no base URL is configured: set " + BASE_URL_VARIABLE
                        + " or use --base-url (or --demo for the demo service).");
            }
            return ResolvedConfig.demo("nothing configured", stored);
        }
        requireWebAddress(baseUrl, source);
        ApiKey fromEnvironment = ApiKey.ofNullable(variable(API_KEY_VARIABLE));
        ApiKey key = fromEnvironment != null ? fromEnvironment : storedKey(baseUrl, source, stored);
        String keySource = fromEnvironment != null ? FROM_API_KEY_VARIABLE : FROM_SETTINGS;
        String keyProblem = ApiKey.problemWith(key.value());
        if (keyProblem != null) {
            throw configuration(ApiException.Setting.API_KEY,
                    keyProblem.replaceFirst("^The API key", "The API key " + keySource));
        }
        return new ResolvedConfig(baseUrl, key, source, keySource, stored.connectTimeout(), stored.readTimeout(),
                stored.callTimeout());
    }

    private static Settings withDefaultTimeouts(Settings s) {
        return new Settings(s.baseUrl(), s.apiKey(),
                s.connectTimeout() == null ? ApiConfig.DEFAULT_CONNECT_TIMEOUT : s.connectTimeout(),
                s.readTimeout() == null ? ApiConfig.DEFAULT_READ_TIMEOUT : s.readTimeout(),
                s.callTimeout() == null ? ApiConfig.DEFAULT_CALL_TIMEOUT : s.callTimeout(), s.keySavedFor());
    }

    private ApiKey storedKey(String baseUrl, String source, Settings stored) throws ApiException {
        String savedFor = stored.keyGoesTo();
        if (BaseUrls.sameOrigin(baseUrl, savedFor)) {
            return stored.apiKey();
        }
        String way = "Set the environment variable " + API_KEY_VARIABLE
                + " or save the key in the window's Settings; the key is never taken as a command-line argument.";
        // A key kept without a base URL, and without the address it was saved with, is sent nowhere: nothing to name.
        if (savedFor != null) {
            throw configuration(ApiException.Setting.API_KEY, "No API key for " + UrlText.shown(baseUrl) + " ("
                    + source + "): the stored key is only sent to " + originOf(savedFor) + ". " + way);
        }
        throw configuration(ApiException.Setting.API_KEY,
                "No API key for " + UrlText.shown(baseUrl) + " (" + source + "). " + way);
    }

    private static void requireWebAddress(String baseUrl, String source) throws ApiException {
        if (!BaseUrls.isWebAddress(baseUrl)) {
            throw configuration(ApiException.Setting.BASE_URL, "The base URL '" + UrlText.shown(baseUrl) + "' ("
                    + source + ") is not usable: give an http or https address with a host, like https://host/api.");
        }
    }

    /**
     * The scheme, host and port a key stored with {@code url} goes to (http://127.0.0.1:18710): the host alone
     * would not say why another port of it gets no key. Never the path, query or user part, where a key could be.
     */
    public static String originOf(String url) {
        String origin = BaseUrls.origin(url);
        return origin == null ? "the stored base URL" : origin;
    }

    private String variable(String name) {
        String value = environment.get(name);
        return TypedText.isBlank(value) ? null : TypedText.trimmed(value);
    }

    private static ApiException configuration(String message) {
        return new ApiException(ApiException.Kind.CONFIGURATION, message);
    }

    private static ApiException configuration(ApiException.Setting setting, String message) {
        return ApiException.inSetting(setting, message);
    }
}
