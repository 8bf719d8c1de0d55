package com.marketevents.ui.events;

import com.marketevents.api.ApiException;
import com.marketevents.api.Cancellation;
import com.marketevents.api.LeftOutNote;
import com.marketevents.events.EventsProgress;
import com.marketevents.events.EventsResult;
import com.marketevents.model.Counts;
import com.marketevents.model.DateRange;
import com.marketevents.model.EventTime;
import com.marketevents.model.MarketEvent;
import com.marketevents.model.UndatedEvents;
import com.marketevents.search.EventRow;
import com.marketevents.settings.KeyValueStore;
import com.marketevents.settings.StoredWatchlists.Watchlist;
import com.marketevents.ui.common.Connection;
import com.marketevents.ui.common.Connector;
import com.marketevents.ui.common.DroppedSettings;
import com.marketevents.ui.common.EnvironmentOverrides;
import com.marketevents.ui.common.ErrorText;
import com.marketevents.ui.common.Notice;
import com.marketevents.ui.common.ServiceFailure;
import com.marketevents.ui.common.TextCut;
import com.marketevents.ui.common.UiExecutor;
import java.time.Clock;
import java.time.DayOfWeek;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.temporal.WeekFields;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;

/**
 * State and logic of the events screen: the range as typed ({@link TypedRange}), loading (one at a time, newest wins;
 * its progress in {@link LoadProgress}), the loaded rows, their order, the quick filter and the value filters
 * ({@link EventFilters}), and what the table holds ({@link SnapshotDescription}). The table gets {@link #rows()} once;
 * every load replaces the loaded rows in one change, and every sort reorders them in one permutation (the sort and
 * filter pipeline from the loaded rows to the rows shown is {@link ShownRows}'s).
 */
public final class EventsViewModel {
    static final String KEY_FROM = "events.range.from";
    /** A stored date longer than this (a hand edit, a damaged file) is cut where the window says it was dropped. */
    private static final int KEPT_DATE_SHOWN = 24;
    static final String KEY_TO = "events.range.to";
    static final String KEY_TIME_ZONE = "events.timeZone";

    private final UiExecutor executor;
    private final Connector connector;
    private final Clock clock;
    private final DayOfWeek firstDayOfWeek;

    private final TypedRange typedRange;
    private final LoadProgress loadProgress;

    private final EventFilters filters;
    private final StringProperty quickFilter;
    private final RecentQueries recentQueries = new RecentQueries();
    private final Watchlists watchlists = new Watchlists();
    private final WatchlistActions watchlistActions;

    /** The loaded rows, and those shown: sorted and filtered in the background. */
    private final ShownRows shownRows;
    private IntConsumer rowRevealer = row -> { };
    /** Set by {@link #loadThisWeekThenGoToToday}: the next load that is shown goes to today's events. */
    private boolean goToTodayWhenShown;
    /** The quick filter to keep among the recent ones once its rows are shown, if it finds any; or null. */
    private String rememberOnceFiltered;
    private final ReadOnlyIntegerWrapper loadedCount = new ReadOnlyIntegerWrapper(this, "loadedCount");
    private final ReadOnlyStringWrapper countText = new ReadOnlyStringWrapper(this, "countText");
    private final ReadOnlyStringWrapper incompleteNote = new ReadOnlyStringWrapper(this, "incompleteNote", "");
    private final ReadOnlyObjectWrapper<LoadedSnapshot> snapshot = new ReadOnlyObjectWrapper<>(this, "snapshot");
    private final SnapshotDescription snapshotDescription;
    private final ReadOnlyObjectWrapper<Notice> notice = new ReadOnlyObjectWrapper<>(this, "notice");
    /** What the last load's failure says of the service; null after a load that arrived or a change of service. */
    private final ReadOnlyObjectWrapper<ServiceFailure> loadFailure = new ReadOnlyObjectWrapper<>(this, "loadFailure");
    /** Whether the last load was cancelled before it ended; false again when another starts. */
    private final ReadOnlyBooleanWrapper loadCancelled = new ReadOnlyBooleanWrapper(this, "loadCancelled");
    /**
     * The notice shown when the running load started (the last one's error, say), left in place until it ends: taken
     * away at the click, it moved the table up by its height, and down again when the new load failed too.
     */
    private Notice shownAtLoadStart;
    private final RepeatedFailure repeatedFailure;
    private final ObjectProperty<EventRow> selected = new SimpleObjectProperty<>(this, "selected");
    private final IntegerProperty selectedCount = new SimpleIntegerProperty(this, "selectedCount");
    private final ObjectProperty<TimeZoneChoice> timeZone =
            new SimpleObjectProperty<>(this, "timeZone", TimeZoneChoice.SERVICE);
    private final ReadOnlyObjectWrapper<TimeDisplay> timeDisplay = new ReadOnlyObjectWrapper<>(this, "timeDisplay");

    private long ticket;
    private Cancellation running;

    private Runnable onServiceTrouble = () -> { };
    private Runnable onServiceAnswered = () -> { };

    /** Weeks start on the day the user's locale starts them, as in the date pickers' calendars. */
    public EventsViewModel(UiExecutor executor, Connector connector, Clock clock) {
        this(executor, connector, clock,
                WeekFields.of(Locale.getDefault(Locale.Category.FORMAT)).getFirstDayOfWeek());
    }

    public EventsViewModel(UiExecutor executor, Connector connector, Clock clock, DayOfWeek firstDayOfWeek) {
        this.executor = executor;
        this.connector = connector;
        this.clock = clock;
        this.repeatedFailure = new RepeatedFailure(executor, clock, notice);
        this.loadProgress = new LoadProgress(executor, clock);
        this.firstDayOfWeek = firstDayOfWeek;
        this.typedRange = new TypedRange(this::today);
        this.shownRows = new ShownRows(executor, notice::set, this::rememberIfItFoundAny);
        this.filters = new EventFilters(this::refilter);
        this.quickFilter = filters.quickFilter();
        this.watchlistActions = new WatchlistActions(quickFilter, watchlists, recentQueries, executor);
        this.snapshotDescription = new SnapshotDescription(executor, clock, snapshot, timeDisplay,
                loadProgress.loadingProperty());
        shownRows.filteringProperty().addListener(obs -> updateCounts());
        shownRows.rows().addListener((ListChangeListener<EventRow>) change -> updateCounts());
        loadProgress.loadingProperty().addListener((obs, was, now) -> updateCounts());
        selectedCount.addListener((obs, old, now) -> updateCounts());
        snapshot.addListener((obs, old, now) -> {
            updateCounts();
            snapshotDescription.show(now);
            incompleteNote.set(now == null ? "" : IncompleteText.of(now));
        });
        timeZone.addListener((obs, old, now) -> {
            updateTimeDisplay();
            snapshotDescription.redescribe();
        });
        updateTimeDisplay();
        typedRange.set(rangeOf(RangePreset.THIS_WEEK));
        updateCounts();
    }

    // ---- range -------------------------------------------------------------------------------------

    /** The dates as typed, and the range they make. */
    public TypedRange typedRange() {
        return typedRange;
    }

    public LocalDate today() {
        return LocalDate.now(clock.withZone(EventTime.SERVICE_ZONE));
    }

    /** Today in New York, and today on this computer's clock, which may be another day. */
    public TodayInNewYork todayInNewYork() {
        return new TodayInNewYork(today(), LocalDate.now(clock));
    }

    /** The preset's range today. */
    public DateRange rangeOf(RangePreset preset) {
        return preset.rangeFor(today(), firstDayOfWeek);
    }

    /** The preset's range were its today this computer's date rather than New York's. */
    public DateRange rangeHereOf(RangePreset preset) {
        return preset.rangeFor(todayInNewYork().here(), firstDayOfWeek);
    }

    /** Sets the range of a preset and loads it. */
    public void applyPreset(RangePreset preset) {
        typedRange.set(rangeOf(preset));
        load();
    }

    /**
     * Moves to the previous (-1) or next (+1) period and loads it; does nothing while the range is invalid, or when
     * the move would leave the dates a range may have ({@link TypedRange#shiftedProperty}).
     */
    public void shiftPeriod(int direction) {
        DateRange moved = typedRange.shiftedProperty(direction).get();
        if (moved != null) {
            typedRange.set(moved);
            load();
        }
    }

    // ---- loading -----------------------------------------------------------------------------------

    public ReadOnlyBooleanProperty loadingProperty() {
        return loadProgress.loadingProperty();
    }

    /** Share of the days of the range answered so far, 0 to 1; -1 while unknown. */
    public ReadOnlyDoubleProperty progressProperty() {
        return loadProgress.progressProperty();
    }

    public ReadOnlyStringProperty progressTextProperty() {
        return loadProgress.progressTextProperty();
    }

    /**
     * The status bar's line on the running load, naming its range ("Loading 2026-01-01 to 2026-12-31 · 93 of 365
     * days · 2,551 events"), or empty while none runs.
     */
    public ReadOnlyStringProperty loadLineTextProperty() {
        return loadProgress.loadLineProperty();
    }

    /**
     * The status bar's line on the rows shown: the {@linkplain #snapshotTextProperty snapshot's description}, and
     * while a load runs, "Still showing 2026-11-22 to 2026-11-28", so that the range shown does not read as the one
     * just loaded (the whole description stays in the line's tooltip; with it, the line was cut at 1,280 px).
     */
    public ReadOnlyStringProperty shownLineTextProperty() {
        return snapshotDescription.shownLineProperty();
    }

    /** Loads the typed range, cancelling a load still running. Does nothing while the range is invalid. */
    public void load() {
        DateRange wanted = typedRange.valid();
        if (wanted == null) {
            return;
        }
        typedRange.set(wanted); // "2026-11-3" as typed reads 2026-11-03 once loaded, as the status line says it
        if (running != null) {
            running.cancel();
        }
        long myTicket = ++ticket;
        loadCancelled.set(false);
        Cancellation cancellation = new Cancellation();
        running = cancellation;
        loadProgress.started(wanted);
        shownAtLoadStart = notice.get();
        Comparator<EventRow> order = shownRows.sortOrder();
        Predicate<EventRow> test = shownRows.filter();
        executor.submit(() -> {
            Connection connection = connector.get();
            EventsResult result = connection.events().fetch(wanted, new EventsProgress() {
                @Override
                public void daysDone(int done, int total, int soFar) {
                    executor.post(() -> {
                        if (myTicket == ticket) {
                            loadProgress.daysDone(done, total, soFar);
                        }
                    });
                }

                @Override
                public void waiting(Duration wait, String why) {
                    waitingUntil(wait, null, why);
                }

                @Override
                public void waitingUntil(Duration wait, Instant end, String why) {
                    executor.post(() -> {
                        if (myTicket == ticket) {
                            loadProgress.waiting(wait, end, why);
                        }
                    });
                }
            }, cancellation);
            cancellation.throwIfCancelled();
            return FetchedRows.of(result, connection, filters.facets(), order, test);
        }, fetched -> showLoaded(myTicket, wanted, fetched), failure -> showFailure(myTicket, failure));
    }

    /** Stops the running load; the table keeps what it showed before. */
    public void cancel() {
        if (!loadProgress.isLoading()) {
            return;
        }
        running.cancel();
        running = null;
        ticket++;
        goToTodayWhenShown = false;
        loadProgress.ended();
        loadCancelled.set(true);
        LoadedSnapshot shown = snapshot.get();
        if (shown != null) {
            typedRange.set(shown.range()); // the dates say what is shown, as Reload and the period buttons go from them
        }
        if (notice.get() == null || notice.get() != shownAtLoadStart) { // else the one shown before stays as it was
            notice.set(Notice.info(shown == null ? "Loading cancelled."
                    : "Loading cancelled. " + IncompleteText.stillShown(shown)));
        }
        shownAtLoadStart = null;
    }

    /** Cancels a load still running and stops what waits for a time of day (the window is closing). */
    public void stop() {
        cancel();
        snapshotDescription.stop();
        repeatedFailure.stop();
    }

    /**
     * Loads the typed range: the one shown, unless another was typed since (a range whose load failed, which Retry
     * tries again); the one shown when the typed dates cannot be read.
     */
    public void reload() {
        LoadedSnapshot shown = snapshot.get();
        if (shown != null && typedRange.valid() == null) {
            typedRange.set(shown.range());
        }
        load();
    }

    /**
     * Loads the range again from the service the settings now name: the last load's failure, and its notice, told
     * of the service before (its address, say), and a note that the new one failed too would be untrue while it is
     * being asked.
     */
    public void reloadFromNewService() {
        loadFailure.set(null);
        repeatedFailure.withdraw();
        reload();
    }

    private void showLoaded(long myTicket, DateRange wanted, FetchedRows fetched) {
        if (myTicket != ticket) {
            return;
        }
        running = null;
        loadProgress.ended();
        for (int i = 0; i < filters.facets().size(); i++) {
            filters.facets().get(i).showOptions(fetched.facetOptions().get(i));
        }
        shownRows.showLoaded(fetched);
        LoadedSnapshot loaded = new LoadedSnapshot(wanted, clock.instant(), fetched.source(), fetched.demo(),
                fetched.rows().size(), fetched.possiblyTruncated(), fetched.failed());
        loadFailure.set(null);
        snapshot.set(loaded);
        String warning = Stream.of(IncompleteText.of(loaded), LeftOutNote.sentence(fetched.leftOut()),
                LeftOutNote.sameIdSentence(fetched.sameIdDisagreeing())).filter(part -> !part.isEmpty())
                .collect(Collectors.joining(" "));
        String undated = UndatedEvents.sentence(fetched.undated(), "listed last in date order");
        if (!warning.isEmpty()) {
            // Retry loads the whole range again: the dates missing are most likely to come with it.
            notice.set(new Notice(Notice.Severity.WARNING, (warning + " " + undated).strip(),
                    loaded.failed().isEmpty() ? List.of() : List.of(Notice.Action.RETRY)));
        } else if (!undated.isEmpty()) {
            notice.set(Notice.info(undated));
        } else if (notice.get() == shownAtLoadStart) {
            notice.set(null); // it told of the rows before (an error, say); one shown since stays
        }
        shownAtLoadStart = null;
        boolean serviceTrouble = loaded.failed().stream()
                .anyMatch(chunk -> LoadFailureKinds.saysSomethingOfTheService(chunk.failure().kind()));
        if (serviceTrouble) {
            onServiceTrouble.run();
        } else {
            onServiceAnswered.run();
        }
        if (goToTodayWhenShown) {
            goToTodayWhenShown = false;
            goToToday();
        }
    }

    private void showFailure(long myTicket, Throwable failure) {
        if (myTicket != ticket) {
            return;
        }
        goToTodayWhenShown = false;
        running = null;
        loadProgress.ended();
        Notice before = shownAtLoadStart;
        shownAtLoadStart = null;
        if (failure instanceof ApiException refused) {
            if (LoadFailureKinds.saysSomethingOfTheService(refused.kind())) {
                onServiceTrouble.run();
            } else if (LoadFailureKinds.answeredByTheService(refused.kind())) {
                onServiceAnswered.run();
            }
        }
        // Its wait's end fixed now: the sentence said again at midnight names the same time.
        Throwable told = failure instanceof ApiException api && api.retryAfter() != null && api.retryAt() == null
                ? api.endingWaitAt(clock.instant().plus(api.retryAfter())) : failure;
        EnvironmentOverrides overrides = connector.environmentOverrides();
        Notice failed = ErrorText.noticeFor(told, "loading events", overrides, clock);
        if (failed != null) {
            loadFailure.set(ServiceFailure.of(failure));
            LoadedSnapshot shown = snapshot.get();
            String stillShown = shown == null ? "" : " " + IncompleteText.stillShown(shown);
            // Said again at midnight, a "Try again after" names its date when it is not that day.
            Supplier<String> sentence = told instanceof ApiException api
                    ? () -> ErrorText.noticeFor(api, "loading events", overrides, clock).text() + stillShown
                    : () -> failed.text() + stillShown;
            List<Notice.Action> actions = new ArrayList<>(failed.actions());
            boolean offerDemo = failure instanceof ApiException api && LoadFailureKinds.couldNotUseTheService(api)
                    && connector.canGoBackToDemo();
            if (offerDemo) {
                actions.add(Notice.Action.USE_DEMO);
            }
            Notice said = new Notice(failed.severity(), repeatedFailure.text(sentence, before), actions);
            repeatedFailure.shown(said);
            notice.set(said);
        }
    }

    /**
     * Runs {@code action} when a load fails in a way the service's status may say more of: a key refused, the service
     * failing or out of reach. The window asks for the status again, so that it does not say "Healthy" beside it.
     */
    public void setOnServiceTrouble(Runnable action) {
        onServiceTrouble = action;
    }

    /**
     * Runs {@code action} when the service answered a load (its rows, or a refusal such as a 400 or a 429) and it
     * said nothing of trouble: a status error shown since is out of date.
     */
    public void setOnServiceAnswered(Runnable action) {
        onServiceAnswered = action;
    }

    // ---- rows, filters, counts ---------------------------------------------------------------------

    /** The rows to show, sorted and filtered; the same list for the life of this view-model. */
    public ObservableList<EventRow> rows() {
        return shownRows.rows();
    }

    /** The rows shown now, as a list that nobody changes (the next change of the rows makes a new one). */
    List<EventRow> rowsSnapshot() {
        return shownRows.snapshot();
    }

    /** How the view selects a shown row alone and brings it into sight (the table does). */
    public void setRowRevealer(IntConsumer revealer) {
        rowRevealer = revealer;
    }

    /**
     * Goes to the shown row where today's events start ({@link DayInRows#rowOf}). Outside the loaded dates, a
     * notice says so and offers to load this week instead.
     */
    public void goToToday() {
        rowOfToday().ifPresent(rowRevealer);
    }

    /** Loads this week, then goes to today's events once they are shown. */
    public void loadThisWeekThenGoToToday() {
        goToTodayWhenShown = true;
        applyPreset(RangePreset.THIS_WEEK);
    }

    /**
     * The shown row where today's events start ({@link DayInRows#rowOf}), today being New York's. Empty when no row
     * is shown, and, with a notice that says why, when today is not among the loaded dates.
     */
    OptionalInt rowOfToday() {
        LocalDate today = today();
        LoadedSnapshot shown = snapshot.get();
        if (shown == null || !shown.range().contains(today)) {
            // Whose today, when this computer's date is another day, as the presets say it.
            String whose = todayInNewYork().isTodayHereToo() ? "Today, " : "Today in New York, ";
            notice.set(new Notice(Notice.Severity.INFO, whose + today + ", is not among the loaded dates"
                    + (shown == null ? "" : " (" + shown.range() + ")") + ".", List.of(Notice.Action.LOAD_THIS_WEEK)));
            return OptionalInt.empty();
        }
        return DayInRows.rowOf(shownRows.rows(), today);
    }

    /** Every loaded row, before filters. */
    public List<EventRow> loadedRows() {
        return Collections.unmodifiableList(shownRows.loaded());
    }

    /**
     * Orders the rows; null keeps the order of the service (by date, then id). The sort, the filter and the
     * permutation of the rows shown are worked out in the background and applied as one permutation, unless
     * a newer sort or load has come first.
     */
    public void setSortOrder(Comparator<EventRow> comparator) {
        shownRows.setSortOrder(comparator);
    }

    public StringProperty quickFilterProperty() {
        return quickFilter;
    }

    /** The quick filter's recent texts, to have one back after another replaced it. */
    public RecentQueries recentQueries() {
        return recentQueries;
    }

    /** Keeps the quick filter's text among the recent ones (the view calls it when the user is done typing). */
    public void rememberQuickFilter() {
        rememberOnceFiltered = quickFilter.get();
        if (shownRows.showsTheFilter()) {
            rememberIfItFoundAny();
        }
    }

    /**
     * Keeps the quick filter among the recent ones unless it found nothing in rows loaded, a slip of the keys (its
     * count said so) that would stay in the list; with nothing loaded there is no telling, so it is kept.
     */
    private void rememberIfItFoundAny() {
        String text = rememberOnceFiltered;
        rememberOnceFiltered = null;
        boolean foundAny = !shownRows.rows().isEmpty() || shownRows.loaded().isEmpty();
        if (text != null && text.equals(quickFilter.get()) && foundAny) {
            recentQueries.remember(text);
        }
    }

    /** The quick filters the user named. */
    public Watchlists watchlists() {
        return watchlists;
    }

    /** What the table's menu and the watchlists' dialog do to the watchlists, the quick filter following. */
    public WatchlistActions watchlistActions() {
        return watchlistActions;
    }

    /** Puts {@code text} in the quick filter, the text it replaces kept among the recent ones. */
    public void replaceQuickFilter(String text) {
        rememberQuickFilter();
        quickFilter.set(text);
        rememberQuickFilter();
    }

    public List<FacetFilter> facets() {
        return filters.facets();
    }

    /** The value filter over {@code field}, if it has one. */
    public Optional<FacetFilter> facetOf(EventField field) {
        return filters.facetOf(field);
    }

    /** Lets {@code facet} pass only {@code event}'s value (events without one, if it has none); others stay. */
    public void showOnlyValue(FacetFilter facet, MarketEvent event) {
        filters.changeTogether(() -> facet.chooseOnly(Set.of(facet.valueOf(event))));
    }

    /**
     * Puts the listings of {@code events} in the quick filter, as a list when there are several ("T:US, F:US");
     * the value filters stay. Does nothing when none of them has a listing.
     */
    public void showOnlyListings(List<MarketEvent> events) {
        List<String> listings = Listings.of(events);
        if (!listings.isEmpty()) {
            replaceQuickFilter(String.join(", ", listings));
        }
    }

    /** Whether the quick filter or a value filter leaves any row out. */
    public boolean isFiltering() {
        return shownRows.isFiltering();
    }

    /**
     * Whether a filter other than the watchlist in use leaves loaded rows out: the quick filter's text when it is
     * no watchlist's, or a value filter. An export's name then says "filtered", where a watchlist names itself.
     */
    public boolean isNarrowedBeyondTheWatchlist() {
        boolean quickText = !quickFilter.get().isBlank() && watchlistActions.inUse().isEmpty();
        return (quickText || filters.anyValueFilterActive()) && shownRows.rows().size() < shownRows.loaded().size();
    }

    public void clearFilters() {
        rememberQuickFilter();
        filters.clear();
    }

    private void refilter() {
        shownRows.setFilter(filters.rowTest());
    }

    /**
     * Counts the facet's values among the loaded rows that pass every other filter (the quick filter
     * included), in the background, and shows them as its options: what choosing a value would give.
     */
    public void recountInBackground(FacetFilter facet) {
        List<EventRow> base = shownRows.loaded();
        Predicate<EventRow> others = filters.rowTestWithout(facet);
        executor.submit(() -> facet.countRows(RowLists.passing(base, others)), facet::showCounts,
                failure -> notice.set(ErrorText.noticeFor(failure, "counting the filter's values")));
    }

    /**
     * Counts, in the background, the loaded events each of {@code watchlists} would show in the quick filter with
     * the value filters as they are now, and hands the counts to {@code onCounted} on the UI thread, in the
     * watchlists' order. Counts nothing while nothing is loaded.
     */
    public void countInBackground(List<Watchlist> watchlists, Consumer<List<Integer>> onCounted) {
        if (snapshot.get() == null || watchlists.isEmpty()) {
            return;
        }
        List<EventRow> base = shownRows.loaded();
        Predicate<EventRow> valueFilters = filters.valueFiltersTest();
        executor.submit(() -> WatchlistCounts.of(watchlists, RowLists.passing(base, valueFilters)), onCounted,
                failure -> notice.set(ErrorText.noticeFor(failure, "counting the watchlists' events")));
    }

    /**
     * Counts, in the background, how many of {@code entries} (a watchlist's) match none of the loaded events,
     * whatever the filters, and hands the count to {@code onCounted} on the UI thread. Counts nothing while
     * nothing is loaded.
     */
    public void countNotLoadedInBackground(List<String> entries, Consumer<Integer> onCounted) {
        if (snapshot.get() == null) {
            return;
        }
        List<EventRow> base = shownRows.loaded();
        executor.submit(() -> WatchlistEntries.notAmong(entries, base), onCounted,
                failure -> notice.set(ErrorText.noticeFor(failure, "looking up the imported listings")));
    }

    /**
     * Whether the filtered rows have been awaited longer than a moment ({@link PendingSign#AFTER}), and for at least
     * {@link PendingSign#AT_LEAST} once it says so; a newer keystroke awaited in place of an older one keeps it true.
     * The count then says "30 events · filtering…".
     */
    public ReadOnlyBooleanProperty filteringProperty() {
        return shownRows.filteringProperty();
    }

    public ReadOnlyIntegerProperty loadedCountProperty() {
        return loadedCount.getReadOnlyProperty();
    }

    /**
     * "1,204 events", "37 of 1,204 events", "No events loaded", "Loading…" before the first rows arrive, "1,204
     * events · filtering…" while filtered rows are slow to come back; "37 of 1,204 events · 12 selected" with more
     * than one row selected, which only Details said, and the side panel may be hidden or on another tab.
     */
    public ReadOnlyStringProperty countTextProperty() {
        return countText.getReadOnlyProperty();
    }

    private void updateCounts() {
        List<EventRow> loadedRows = shownRows.loaded();
        List<EventRow> shown = shownRows.rows();
        loadedCount.set(loadedRows.size());
        String text;
        if (snapshot.get() == null) {
            text = loadProgress.isLoading() ? "Loading…" : "No events loaded";
        } else if (loadedRows.isEmpty()) {
            text = "No events in this range";
        } else if (shown.size() == loadedRows.size()) {
            text = Counts.events(loadedRows.size());
        } else {
            text = String.format(Locale.ROOT, "%,d of %s", shown.size(), Counts.events(loadedRows.size()));
        }
        if (snapshot.get() != null && selectedCount.get() > 1) {
            text += String.format(Locale.ROOT, " · %,d selected", selectedCount.get());
        }
        // The rows shown stay counted meanwhile: they are still what the table holds.
        countText.set(snapshot.get() != null && shownRows.filteringProperty().get() ? text + " · filtering…" : text);
    }

    /** What the table holds, or null before the first load. */
    public ReadOnlyObjectProperty<LoadedSnapshot> snapshotProperty() {
        return snapshot.getReadOnlyProperty();
    }

    /** "2024-11-04 to 2024-11-10 · loaded at 09:41:05 CET from api.example.com". */
    public ReadOnlyStringProperty snapshotTextProperty() {
        return snapshotDescription.textProperty();
    }

    /**
     * Why the rows shown may lack events (dates that could not be loaded, answers the service may have cut), for as
     * long as they are shown, or empty.
     * The warning notice says it when they arrive, and goes when dismissed or replaced by another message.
     */
    public ReadOnlyStringProperty incompleteNoteProperty() {
        return incompleteNote.getReadOnlyProperty();
    }

    /** The message for the last operation, or null. */
    public ReadOnlyObjectProperty<ServiceFailure> loadFailureProperty() {
        return loadFailure.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty loadCancelledProperty() {
        return loadCancelled.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Notice> noticeProperty() {
        return notice.getReadOnlyProperty();
    }

    public void dismissNotice() {
        notice.set(null);
    }

    /** The row the detail pane shows; set by the view from the table's selection. */
    public ObjectProperty<EventRow> selectedProperty() {
        return selected;
    }

    /** How many rows are selected; set by the view from the table's selection. */
    public IntegerProperty selectedCountProperty() {
        return selectedCount;
    }

    public ObjectProperty<TimeZoneChoice> timeZoneProperty() {
        return timeZone;
    }

    public ReadOnlyObjectProperty<TimeDisplay> timeDisplayProperty() {
        return timeDisplay.getReadOnlyProperty();
    }

    private void updateTimeDisplay() {
        TimeZoneChoice choice = timeZone.get() == null ? TimeZoneChoice.SERVICE : timeZone.get();
        timeDisplay.set(new TimeDisplay(choice.zone()));
    }

    // ---- remembered state --------------------------------------------------------------------------

    /**
     * Restores the last range, filters and time zone; a remembered value that no longer reads is skipped, and noted
     * in {@code dropped}. Returns the sentence saying a stored range could not be put back (longer than 10 years,
     * reversed), or empty.
     */
    public Optional<String> restore(KeyValueStore store, DroppedSettings dropped) {
        String from = store.get(KEY_FROM).orElse(null);
        String to = store.get(KEY_TO).orElse(null);
        Optional<String> whyDropped = typedRange.restore(from, to);
        filters.restore(store, dropped);
        recentQueries.restore(store); // any text reads as recent queries: none is dropped
        store.get(KEY_TIME_ZONE).ifPresent(name -> {
            try {
                timeZone.set(TimeZoneChoice.valueOf(name));
            } catch (IllegalArgumentException unknown) {
                timeZone.set(TimeZoneChoice.SERVICE);
                dropped.add("the time zone");
            }
        });
        return whyDropped.map(why -> "The range kept from last time, " + TextCut.cut(from, KEPT_DATE_SHOWN) + " to "
                + TextCut.cut(to, KEPT_DATE_SHOWN) + ", " + why + ": showing this week.");
    }

    /**
     * Restores the watchlists kept in {@code store}, and writes each change to it, and to the disk, from then on: a
     * watchlist outlives a crash of the window.
     */
    public void restoreWatchlists(KeyValueStore store) {
        watchlists.attach(store, executor, failure -> notice.set(Notice.warning("The watchlists could not be written"
                + " to your user preferences: this window keeps them, and tries again at the next change and when it"
                + " closes.")));
    }

    /**
     * Remembers the range, filters and time zone. The range is the one whose events are shown: one typed but
     * not loaded, or still loading when the window closed (a decade, say), is not loaded again at the next start
     * unasked. The typed range counts only when nothing was loaded.
     */
    public void save(KeyValueStore store) {
        DateRange remembered = snapshot.get() != null ? snapshot.get().range() : typedRange.valid();
        if (remembered != null) {
            store.put(KEY_FROM, DateInput.format(remembered.from()));
            store.put(KEY_TO, DateInput.format(remembered.to()));
        }
        filters.save(store);
        store.put(KEY_TIME_ZONE, timeZone.get().name());
        recentQueries.save(store);
    }
}
