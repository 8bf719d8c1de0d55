package com.marketevents.ui.settings;

import com.marketevents.api.ApiConfig;
import com.marketevents.api.ApiException;
import com.marketevents.api.ApiKey;
import com.marketevents.api.BaseUrls;
import com.marketevents.api.Cancellation;
import com.marketevents.api.MarketEventsApi;
import com.marketevents.api.UserMessages;
import com.marketevents.model.Counts;
import com.marketevents.model.Durations;
import com.marketevents.model.ExpiredChecks;
import com.marketevents.model.StatusReport;
import com.marketevents.model.StatusVerdict;
import com.marketevents.model.TypedText;
import com.marketevents.settings.ConfigResolver;
import com.marketevents.settings.Settings;
import com.marketevents.settings.SettingsException;
import com.marketevents.settings.SettingsStore;
import com.marketevents.ui.common.EnvironmentOverrides;
import com.marketevents.ui.common.ErrorText;
import com.marketevents.ui.common.Notice;
import com.marketevents.ui.common.TryAgainAt;
import com.marketevents.ui.common.UiExecutor;
import com.marketevents.ui.common.WindowServices;
import com.marketevents.ui.common.ZoneNames;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableSet;

/**
 * State of the settings dialog: the values being edited, their validation, "Test connection" and saving.
 * Nothing is stored until {@link #save} succeeds.
 */
public final class SettingsViewModel {

    /** Where "Test connection" stands. */
    public enum TestState { NOT_RUN, RUNNING, PASSED, WARNING, FAILED }

    static final long MAX_TIMEOUT_SECONDS = SettingsStore.MAX_TIMEOUT.toSeconds();
    private static final TimeoutCheck TIMEOUTS = new TimeoutCheck(MAX_TIMEOUT_SECONDS);
    static final String KEY_NOTE = "The key is kept in your user preferences on this computer (not encrypted) and is"
            + " sent only to the server (scheme, host and port) of the base URL it is saved with.";
    static final String NO_NAMESPACE_HINT = "This address has no namespace segment: the service's address usually"
            + " ends with one, as in https://example.com/api, and without it every request is refused.";

    private final WindowServices services;
    private final Clock clock;
    private final UiExecutor executor;

    private final StringProperty baseUrl = new SimpleStringProperty(this, "baseUrl", "");
    private final StringProperty apiKey = new SimpleStringProperty(this, "apiKey", "");
    private final BooleanProperty keyShown = new SimpleBooleanProperty(this, "keyShown");
    private final StringProperty connectTimeout = new SimpleStringProperty(this, "connectTimeout", "");
    private final StringProperty readTimeout = new SimpleStringProperty(this, "readTimeout", "");
    private final StringProperty callTimeout = new SimpleStringProperty(this, "callTimeout", "");
    private final ReadOnlyStringWrapper problem = new ReadOnlyStringWrapper(this, "problem");
    private final ReadOnlyObjectWrapper<SettingsField> problemField =
            new ReadOnlyObjectWrapper<>(this, "problemField");
    private final ReadOnlyBooleanWrapper problemShown = new ReadOnlyBooleanWrapper(this, "problemShown");
    /**
     * While {@link #problem} says only that a field is empty, and waits until the user has left that field, what is
     * missing said quietly ({@link #missingValueHint}); null for any other problem.
     */
    private String missingValue;
    private final ReadOnlyStringWrapper missingValueHint = new ReadOnlyStringWrapper(this, "missingValueHint");
    private final EnumSet<SettingsField> fieldsLeft = EnumSet.noneOf(SettingsField.class);
    private final ReadOnlyStringWrapper baseUrlHint = new ReadOnlyStringWrapper(this, "baseUrlHint");
    private final ObservableSet<SettingsField> invalidFields =
            FXCollections.observableSet(EnumSet.noneOf(SettingsField.class));
    private final ObservableSet<SettingsField> invalidFieldsView =
            FXCollections.unmodifiableObservableSet(invalidFields);
    private final ReadOnlyBooleanWrapper loaded = new ReadOnlyBooleanWrapper(this, "loaded");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy");
    private final ReadOnlyObjectWrapper<TestState> testState =
            new ReadOnlyObjectWrapper<>(this, "testState", TestState.NOT_RUN);
    private final ReadOnlyStringWrapper testResult = new ReadOnlyStringWrapper(this, "testResult", "");
    private final ReadOnlyStringWrapper saveProblem = new ReadOnlyStringWrapper(this, "saveProblem");
    /** The save problem shown is a failed save's, which an edit of the values makes out of date. */
    private boolean saveFailed;
    private final EnvironmentOverrides overrides;
    /** The address whose scheme, host and port the stored key goes to (null: none), and whether a key was stored. */
    private String storedKeyGoesTo;
    private boolean keySaved;
    /** The key field has been typed, pasted or edited in since the stored settings filled it. */
    private boolean keyEdited;
    private final ReadOnlyStringWrapper keyNote = new ReadOnlyStringWrapper(this, "keyNote", KEY_NOTE);
    private final ReadOnlyBooleanWrapper storedKeyHeldBack = new ReadOnlyBooleanWrapper(this, "storedKeyHeldBack");

    private long testTicket;
    private Cancellation runningTest;
    private FieldValues asLoaded;

    /**
     * @param clock this computer's clock, against which a tested report's age is read
     */
    public SettingsViewModel(WindowServices services, UiExecutor executor, Clock clock) {
        this.services = services;
        this.executor = executor;
        this.clock = clock;
        this.overrides = services.environmentOverrides();
        for (StringProperty field : List.of(baseUrl, apiKey, connectTimeout, readTimeout, callTimeout)) {
            field.addListener((obs, old, now) -> {
                validate();
                forgetTest(""); // a test of what was typed before would answer for other settings
                if (saveFailed) {
                    saveFailed = false;
                    saveProblem.set(null); // it was about the values now changed
                }
            });
        }
        apiKey.addListener((obs, old, now) -> {
            keyEdited = true;
            showWhereTheStoredKeyGoes();
        });
        baseUrl.addListener((obs, old, now) -> showWhereTheStoredKeyGoes());
        showTimeouts(ApiConfig.DEFAULT_CONNECT_TIMEOUT, ApiConfig.DEFAULT_READ_TIMEOUT, ApiConfig.DEFAULT_CALL_TIMEOUT);
        validate();
        asLoaded = fieldValues();
    }

    /** Reads the stored settings in the background and fills the fields. */
    public void load() {
        busy.set(true);
        executor.submit(services::loadSettings, settings -> {
            busy.set(false);
            baseUrl.set(settings.baseUrl() == null ? "" : settings.baseUrl());
            apiKey.set(settings.apiKey() == null ? "" : settings.apiKey().value());
            storedKeyGoesTo = settings.keyGoesTo();
            keySaved = settings.apiKey() != null;
            keyEdited = false;
            showWhereTheStoredKeyGoes();
            showTimeouts(settings.connectTimeout(), settings.readTimeout(), settings.callTimeout());
            testState.set(TestState.NOT_RUN);
            testResult.set("");
            asLoaded = fieldValues();
            loaded.set(true);
        }, failure -> {
            busy.set(false);
            asLoaded = fieldValues();
            loaded.set(true);
            saveProblem.set(failure instanceof SettingsException e ? e.getMessage()
                    : "The stored settings could not be read; the defaults are shown.");
        });
    }

    private void showTimeouts(Duration connect, Duration read, Duration call) {
        connectTimeout.set(seconds(connect, ApiConfig.DEFAULT_CONNECT_TIMEOUT));
        readTimeout.set(seconds(read, ApiConfig.DEFAULT_READ_TIMEOUT));
        callTimeout.set(seconds(call, ApiConfig.DEFAULT_CALL_TIMEOUT));
    }

    private static String seconds(Duration value, Duration fallback) {
        return Long.toString((value == null ? fallback : value).toSeconds());
    }

    /**
     * Why the key shown, as stored and not typed since, is not sent to the base URL typed: it goes only to the
     * scheme, host and port it was saved with, as on the command line. Null when it may be sent, or is not the
     * stored one.
     */
    private String storedKeyWithheld() {
        String url = typedUrl();
        if (!keySaved || keyEdited || url.isEmpty() || TypedText.isBlank(apiKey.get()) || urlProblem(url) != null
                || BaseUrls.sameOrigin(url, storedKeyGoesTo)) {
            return null;
        }
        // A key kept without a base URL nor the address it was saved with is sent nowhere, as on the command line.
        String sentTo = storedKeyGoesTo == null || storedKeyGoesTo.isBlank()
                ? "The saved key was kept without a base URL, so it is sent to no service."
                : "The saved key is only sent to " + ConfigResolver.originOf(storedKeyGoesTo) + ".";
        return sentTo + " Type or paste the key for " + ConfigResolver.originOf(url) + " to use it there.";
    }

    /**
     * The user has typed, pasted or edited in the key field: the key is theirs to send to the address typed, even a
     * paste of the stored key itself, which leaves the field's value as it was.
     */
    public void keyTyped() {
        if (loaded.get() && !keyEdited) {
            keyEdited = true;
            showWhereTheStoredKeyGoes();
            forgetTest(""); // a refusal to send the stored key no longer holds
            if (saveFailed) {
                saveFailed = false;
                saveProblem.set(null);
            }
        }
    }

    private void showWhereTheStoredKeyGoes() {
        String withheld = storedKeyWithheld();
        storedKeyHeldBack.set(withheld != null);
        keyNote.set(withheld == null ? KEY_NOTE : withheld);
    }

    /** Checks what is typed; the first problem becomes {@link #problemProperty()}. */
    private void validate() {
        Problem first = firstProblem();
        // The field first, so that a view moving the sentence under its field has it there when the text changes.
        problemField.set(first == null ? null : first.field());
        problem.set(first == null ? null : first.text());
        missingValue = first == null ? null : first.missing();
        showProblemIfDue();
        String url = typedUrl();
        baseUrlHint.set(!url.isEmpty() && urlProblem(url) == null && BaseUrls.isHostAlone(url)
                ? NO_NAMESPACE_HINT : null);
        // The fields outlined are those the sentence shown explains: never one outlined without a word, nor one
        // named but not outlined. An empty field is missing, not wrong: not outlined.
        Set<SettingsField> atFault = first == null || first.missing() != null ? Set.of() : first.fields();
        for (SettingsField field : SettingsField.values()) {
            mark(field, atFault.contains(field));
        }
    }

    /** A problem about what was typed shows at once; that a field is empty, once the user has left it. */
    private void showProblemIfDue() {
        problemShown.set(problem.get() != null
                && (missingValue == null || fieldsLeft.contains(problemField.get())));
        missingValueHint.set(problem.get() != null && !problemShown.get() ? missingValue : null);
    }

    /** The user has moved the focus out of {@code field}: that it is empty, if it must not be, can be said now. */
    public void left(SettingsField field) {
        fieldsLeft.add(field);
        showProblemIfDue();
    }

    private void mark(SettingsField field, boolean invalid) {
        if (invalid) {
            invalidFields.add(field);
        } else {
            invalidFields.remove(field);
        }
    }

    /** The fields whose text cannot be used as typed (an empty key is missing, not wrong, so never here). */
    public ObservableSet<SettingsField> invalidFields() {
        return invalidFieldsView;
    }

    /**
     * A sentence saying why the settings cannot be used as typed, and the field it is about; {@code missing}, for
     * an empty field, what it lacks said quietly, else null.
     */
    private record Problem(SettingsField field, String text, String missing, Set<SettingsField> fields) {
        Problem(SettingsField field, String text) {
            this(field, text, null, Set.of(field));
        }

        Problem(SettingsField field, String text, String missing) {
            this(field, text, missing, Set.of(field));
        }
    }

    private Problem firstProblem() {
        String url = typedUrl();
        if (!url.isEmpty()) {
            String urlProblem = urlProblem(url);
            if (urlProblem != null) {
                return new Problem(SettingsField.BASE_URL, urlProblem);
            }
            if (TypedText.isBlank(apiKey.get())) {
                return new Problem(SettingsField.API_KEY, "Enter the API key issued for this service.",
                        "Type your API key to test the connection or save.");
            }
            String keyProblem = ApiKey.problemWith(apiKey.get());
            if (keyProblem != null) {
                return new Problem(SettingsField.API_KEY, keyProblem);
            }
            int keyLength = TypedText.trimmed(apiKey.get()).length();
            if (keyLength > SettingsStore.MAX_VALUE_LENGTH) {
                // Said as typed, not at Save: a test would otherwise send a key that can never be kept.
                return new Problem(SettingsField.API_KEY, String.format(Locale.ROOT, "The API key is %,d characters"
                        + " long, more than the %,d your user preferences can keep; paste the key alone.",
                        keyLength, SettingsStore.MAX_VALUE_LENGTH));
            }
        }
        TimeoutCheck.Result timeouts = TIMEOUTS.check(connectTimeout.get(), readTimeout.get(), callTimeout.get());
        // Said under the time-outs, about the first of the fields at fault.
        return timeouts == null ? null : new Problem(timeouts.fields().iterator().next(), timeouts.text(), null,
                timeouts.fields());
    }

    /** The base URL typed, without the spaces a paste from a mail or a document can bring at its ends. */
    private String typedUrl() {
        return TypedText.trimmed(baseUrl.get());
    }

    private static String urlProblem(String url) {
        String scheme = url.contains("://") ? url.substring(0, url.indexOf("://")).toLowerCase(Locale.ROOT) : "";
        if (!scheme.equals("https") && !scheme.equals("http")) {
            // "localhost:8080/api" parses with a scheme "localhost", "127.0.0.1:8080/api" not at all: one fix for both.
            return "Start the base URL with https://, like https://example.com/api (or http:// for a service on this"
                    + " computer).";
        }
        if (!BaseUrls.isWebAddress(url)) {
            return "Enter the base URL as a web address, like https://example.com/api.";
        }
        if (url.contains("?") || url.contains("#")) {
            return "The base URL must not contain a query (?…) or fragment (#…).";
        }
        return BaseUrls.problemWith(url); // what the service layer itself refuses: plain http elsewhere
    }

    /**
     * The settings as typed; only call when {@link #problemProperty()} is null. The stored key, kept as loaded with
     * the base URL emptied, stays for the service it was saved for.
     */
    Settings edited() {
        String url = typedUrl();
        Settings typed = new Settings(url.isEmpty() ? null : url, ApiKey.ofNullable(apiKey.get()),
                Duration.ofSeconds(Long.parseLong(connectTimeout.get().strip())),
                Duration.ofSeconds(Long.parseLong(readTimeout.get().strip())),
                Duration.ofSeconds(Long.parseLong(callTimeout.get().strip())));
        return url.isEmpty() && keySaved && !keyEdited ? typed.withKeySavedFor(storedKeyGoesTo) : typed;
    }

    /** Runs the status operation against the settings as typed and says what it found. */
    public void testConnection() {
        if (problem.get() != null) {
            testState.set(TestState.FAILED);
            testResult.set(problem.get());
            return;
        }
        if (storedKeyWithheld() != null) {
            // The note under the key says why and what to do: not a second copy of it beside the button.
            forgetTest("Not tested: the saved key is not sent to " + ConfigResolver.originOf(typedUrl())
                    + ".");
            testState.set(TestState.FAILED);
            return;
        }
        if (runningTest != null) {
            runningTest.cancel();
        }
        long myTicket = ++testTicket;
        Cancellation cancellation = new Cancellation();
        runningTest = cancellation;
        Settings candidate = edited();
        testState.set(TestState.RUNNING);
        testResult.set("Asking the service for its status…");
        AtomicReference<String> tried = new AtomicReference<>();
        executor.submit(() -> {
            long started = System.nanoTime();
            MarketEventsApi api = services.apiFor(candidate);
            tried.set(api.describeSource());
            StatusReport report = api.status(cancellation);
            return new Tested(candidate, api.describeSource(), report, Duration.ofNanos(System.nanoTime() - started),
                    clock.instant());
        }, tested -> {
            if (myTicket == testTicket) {
                showTested(tested);
            }
        }, failure -> {
            if (myTicket == testTicket) {
                Notice failed = ErrorText.noticeFor(failure, "testing the connection", EnvironmentOverrides.none(),
                        clock);
                testState.set(TestState.FAILED);
                // The dialog's own fields are the way out, so the sentence does not send the user to Settings.
                // Named as a success names it, so that a failure is not taken for one of another address.
                String why = failure instanceof ApiException api
                        ? UserMessages.describe(api, UserMessages.WayOut.IN_SIGHT, new TryAgainAt(clock))
                        : failed == null ? null : failed.text();
                // "The service at 127.0.0.1:9 could not be reached" names it already.
                String address = tried.get() == null || why != null && why.contains(tried.get()) ? ""
                        : "Tested " + tried.get() + ". ";
                testResult.set(failed == null ? "The test was cancelled."
                        : address + why + windowKeepsItsOwn(candidate));
            }
        });
    }

    private record Tested(Settings settings, String address, StatusReport report, Duration took, Instant arrivedAt) {
    }

    /**
     * " The window keeps using … from MARKET_EVENTS_BASE_URL …" when the environment overrides what was tested, so
     * a test of the typed settings is not taken for one of the settings the window uses; else "".
     */
    private String windowKeepsItsOwn(Settings tested) {
        List<String> kept = new ArrayList<>();
        if (overrides.baseUrlOverridden()) {
            kept.add((overrides.baseUrlAddress() == null ? "the address" : overrides.baseUrlAddress()) + " from "
                    + overrides.baseUrlVariable());
        }
        if (overrides.apiKeyOverridden() && tested.hasService()) {
            kept.add("the key from " + overrides.apiKeyVariable());
        }
        return kept.isEmpty() ? "" : " The window keeps using " + String.join(" and ", kept)
                + " while the environment sets it; this test was of the settings typed here.";
    }

    private void showTested(Tested tested) {
        StatusReport report = tested.report();
        String host = report.hostname() == null ? "" : " (host " + report.hostname() + ")";
        String time = " in " + Durations.format(tested.took());
        String keeps = windowKeepsItsOwn(tested.settings());
        StatusVerdict verdict = report.verdictAt(tested.arrivedAt());
        if (!tested.settings().hasService()) {
            boolean healthy = verdict == StatusVerdict.HEALTHY;
            testState.set(healthy ? TestState.PASSED : TestState.WARNING);
            testResult.set("No base URL: the built-in demo service answered" + time + (healthy
                    ? "; all its checks passed."
                    : " but reports itself unhealthy.") + keeps);
            return;
        }
        int checks = report.results().size();
        String connected = "Connected to " + tested.address() + host + time;
        testState.set(verdict == StatusVerdict.HEALTHY ? TestState.PASSED : TestState.WARNING);
        testResult.set(switch (verdict) {
            case HEALTHY -> connected + ": the key was accepted and "
                    + (checks == 1 ? "its one check" : "all " + checks + " checks") + " passed." + keeps;
            case STALE -> connected + " and the key was accepted" + staleness(ExpiredChecks.of(report,
                    tested.arrivedAt()), tested.arrivedAt()) + keeps;
            default -> connected + " and the key was accepted, but " + whyNotHealthy(report, verdict) + keeps;
        });
    }

    /**
     * The end of the sentence for a report that answered with every check passed but one or more expired: ", but its
     * report is stale: it expired at 13:00:24 UTC, …" when all had, else ". Every check passed, but its check
     * redis_available expired at …" (or "2 of 3 checks expired, the first at …"), in the status panel's words
     * (ExpiredChecks): the other checks still say how the service is.
     */
    private String staleness(ExpiredChecks expired, Instant arrivedAt) {
        String at = "at " + ZoneNames.clockTime(arrivedAt.minus(expired.firstAgo()), clock);
        String which = expired.said("it expired", at, checker -> checker);
        return expired.all()
                ? ", but its report is stale: " + which + ", so it does not say how the service is now. Every check"
                        + " had passed."
                : ". Every check passed, but " + which + ".";
    }

    /** Why a report that answered is not healthy, as the end of a sentence. */
    private static String whyNotHealthy(StatusReport report, StatusVerdict verdict) {
        int checks = report.results().size();
        String ofChecks = " of " + checks + (checks == 1 ? " check" : " checks");
        return switch (verdict) {
            case ERROR_STATUS -> "the service answered with an error (HTTP " + report.httpStatus() + ") although its"
                    + " report says \"" + report.status() + "\".";
            case NOT_CONFIRMED -> "the service's health is not confirmed: " + report.unreportedCount() + ofChecks
                    + " did not say whether " + (report.unreportedCount() == 1 ? "it" : "they") + " passed.";
            default -> report.failedCount() == 0
                    ? "the service reports \"" + report.status() + "\" although no check failed."
                    : "the service is unhealthy: " + report.failedCount() + ofChecks + " failing.";
        };
    }

    /**
     * Stores the fields changed since they were loaded, the others as stored now: a setting saved meanwhile in
     * another window of the application, and left alone here, stays. {@code onSaved} runs on the UI thread once they
     * are written.
     */
    public void save(Runnable onSaved) {
        if (problem.get() != null) {
            saveFailed = true;
            saveProblem.set(problem.get());
            return;
        }
        if (storedKeyWithheld() != null) {
            saveFailed = true; // said until the key or the address is edited
            // Shorter than the note under the key, which says it in full: not a third copy of it.
            saveProblem.set("Not saved: type or paste the key for " + ConfigResolver.originOf(typedUrl())
                    + " to save it with this address; the saved key stays as it is.");
            return;
        }
        Settings settings = edited();
        List<SettingsField> changed = asLoaded.changedIn(fieldValues());
        busy.set(true);
        saveProblem.set(null);
        executor.submit(() -> {
            Settings saved = SettingsChanges.onto(services.loadSettings(), settings, changed);
            services.saveSettings(saved);
            return saved;
        }, saved -> {
            busy.set(false);
            onSaved.run();
        }, failure -> {
            busy.set(false);
            saveFailed = true;
            saveProblem.set(failure instanceof SettingsException e ? e.getMessage()
                    : "The settings could not be saved; nothing was changed.");
        });
    }

    private FieldValues fieldValues() {
        return new FieldValues(baseUrl.get(), apiKey.get(), connectTimeout.get(), readTimeout.get(), callTimeout.get());
    }

    /**
     * What closing without saving would throw away: "Your changes to the base URL and the API key have not been
     * saved."; empty when every field is as loaded. It names the fields only, never what they hold (the key).
     */
    public String unsavedChanges() {
        List<String> changed = asLoaded.changedIn(fieldValues()).stream().map(SettingsField::named).toList();
        return changed.isEmpty() ? "" : "Your changes to " + Counts.listed(changed, changed.size(), "", "")
                + " have not been saved.";
    }

    /** Stops the test still running, if any, and says so; the fields stay as typed. */
    public void stopTest() {
        if (testState.get() == TestState.RUNNING) {
            forgetTest("Test stopped.");
        }
    }

    /** Stops a test still running (the dialog is closing). */
    public void close() {
        forgetTest("");
    }

    /** Cancels the test still running, whose answer will then be ignored, and shows {@code result} instead. */
    private void forgetTest(String result) {
        testTicket++;
        if (runningTest != null) {
            runningTest.cancel();
            runningTest = null;
        }
        testState.set(TestState.NOT_RUN);
        testResult.set(result);
    }

    public StringProperty baseUrlProperty() {
        return baseUrl;
    }

    public StringProperty apiKeyProperty() {
        return apiKey;
    }

    public BooleanProperty keyShownProperty() {
        return keyShown;
    }

    public StringProperty connectTimeoutProperty() {
        return connectTimeout;
    }

    public StringProperty readTimeoutProperty() {
        return readTimeout;
    }

    public StringProperty callTimeoutProperty() {
        return callTimeout;
    }

    /** The first problem with what is typed, as one sentence; null when it can be saved. */
    public ReadOnlyStringProperty problemProperty() {
        return problem.getReadOnlyProperty();
    }

    /**
     * Whether the dialog says {@link #problemProperty()} now: a required field found empty is said only once the
     * user has {@link #left} it, not while they are still filling in the fields before it (Save stays disabled).
     */
    public ReadOnlyBooleanProperty problemShownProperty() {
        return problemShown.getReadOnlyProperty();
    }

    /**
     * What Save and Test connection wait for while the dialog does not say {@link #problemProperty()} yet (a key
     * not typed, before the user has left its field), to be said quietly, not as an error; null otherwise.
     */
    public ReadOnlyStringProperty missingValueHintProperty() {
        return missingValueHint.getReadOnlyProperty();
    }

    /** The field {@link #problemProperty()} is about; null when there is no problem. */
    public ReadOnlyObjectProperty<SettingsField> problemFieldProperty() {
        return problemField.getReadOnlyProperty();
    }

    /**
     * A word of warning about a base URL that can be saved but is likely wrong (no namespace segment); null when
     * there is none. It never stops a save or a test: a service may sit at a host's root.
     */
    public ReadOnlyStringProperty baseUrlHintProperty() {
        return baseUrlHint.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty loadedProperty() {
        return loaded.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<TestState> testStateProperty() {
        return testState.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty testResultProperty() {
        return testResult.getReadOnlyProperty();
    }

    /**
     * The note under the key: where a key is sent, or, while the stored key is shown beside an address of another
     * scheme, host or port, that it is not sent there and how to send one.
     */
    public ReadOnlyStringProperty keyNoteProperty() {
        return keyNote.getReadOnlyProperty();
    }

    /** True while the key shown is the stored one, which the address typed does not get ({@link #keyNoteProperty}). */
    public ReadOnlyBooleanProperty storedKeyHeldBackProperty() {
        return storedKeyHeldBack.getReadOnlyProperty();
    }

    /** Why saving failed, or null. */
    public ReadOnlyStringProperty saveProblemProperty() {
        return saveProblem.getReadOnlyProperty();
    }

    /** Explains which environment variables win over these settings; empty when none is set. */
    public String overridesExplanation() {
        List<String> parts = new ArrayList<>();
        if (overrides.baseUrlOverridden()) {
            parts.add(overrides.baseUrlVariable() + " sets the base URL");
        }
        if (overrides.apiKeyOverridden()) {
            parts.add(overrides.apiKeyVariable() + " sets the API key");
        }
        if (parts.isEmpty()) {
            return "";
        }
        return parts.size() == 1
                ? "In this session the environment variable " + parts.get(0)
                        + "; it wins over what is saved here until it is unset."
                : "In this session the environment variables " + overrides.baseUrlVariable() + " and "
                        + overrides.apiKeyVariable() + " set the base URL and the API key; they win over what is"
                        + " saved here until they are unset.";
    }

    /**
     * The note under the base URL: what an empty one means, and while a variable sets the base URL, that its
     * address is the one in use whatever is typed here.
     */
    public String baseUrlNote() {
        if (!overrides.baseUrlOverridden()) {
            return "Leave it empty for the built-in demo service: sample data, not real.";
        }
        String address = overrides.baseUrlAddress() == null ? "its address" : overrides.baseUrlAddress();
        return "While " + overrides.baseUrlVariable() + " is set, the window uses " + address + "; once it is"
                + " unset, the address here, or the built-in demo service if left empty.";
    }
}
