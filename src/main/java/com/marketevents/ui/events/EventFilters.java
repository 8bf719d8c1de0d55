package com.marketevents.ui.events;

import com.marketevents.model.CodeLabel;
import com.marketevents.model.MarketEvent;
import com.marketevents.model.MarketNames;
import com.marketevents.search.EventRow;
import com.marketevents.settings.KeyValueStore;
import com.marketevents.ui.common.DroppedSettings;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.SetChangeListener;

/**
 * The quick filter and the value filters, the test of rows they make together, and how they are remembered. Every
 * change to one of them runs the action given at construction; changes made through {@link #changeTogether} run it
 * once in all.
 */
final class EventFilters {
    static final String KEY_QUICK_FILTER = "events.filter.quick";
    static final String KEY_FACET_PREFIX = "events.filter.";

    private final StringProperty quickFilter = new SimpleStringProperty(this, "quickFilter", "");
    private final FacetFilter eventTypes =
            new FacetFilter("eventType", "Type", MarketEvent::eventType, CodeLabel::of);
    private final FacetFilter statuses = new FacetFilter("status", "Status", MarketEvent::status, CodeLabel::of);
    private final FacetFilter transcriptions = new FacetFilter("transcriptionStatus", "Transcription",
            MarketEvent::transcriptionStatus, CodeLabel::of, value -> Optional.empty(), TranscriptionChoice::alone);
    private final FacetFilter exchanges = new FacetFilter("exchange", "Exchange", MarketEvent::exchangeMic,
            UnaryOperator.identity(), MarketNames::nameOf);
    private final FacetFilter fiscalYears = new FacetFilter("fiscalYear", "Fiscal year",
            event -> event.fiscalYear() == null ? null : event.fiscalYear().toString());
    private final List<FacetFilter> facets = List.of(eventTypes, statuses, transcriptions, exchanges, fiscalYears);
    private final QuickFilterQueries quickFilterQueries = new QuickFilterQueries();
    private final Runnable onChange;
    private boolean changesHeld;

    EventFilters(Runnable onChange) {
        this.onChange = onChange;
        quickFilter.addListener((obs, old, now) -> changed());
        for (FacetFilter facet : facets) {
            facet.chosen().addListener((SetChangeListener<String>) change -> changed());
        }
    }

    StringProperty quickFilter() {
        return quickFilter;
    }

    List<FacetFilter> facets() {
        return facets;
    }

    /** The value filter over {@code field}, if it has one. */
    Optional<FacetFilter> facetOf(EventField field) {
        return Optional.ofNullable(switch (field) {
            case EVENT_TYPE -> eventTypes;
            case STATUS -> statuses;
            case TRANSCRIPTION_STATUS -> transcriptions;
            case EXCHANGE_MIC -> exchanges;
            case FISCAL_YEAR -> fiscalYears;
            default -> null;
        });
    }

    boolean anyValueFilterActive() {
        return facets.stream().anyMatch(FacetFilter::isActive);
    }

    /** Empties the quick filter and every value filter, as one change. */
    void clear() {
        changeTogether(() -> {
            quickFilter.set("");
            facets.forEach(FacetFilter::clear);
        });
    }

    /**
     * Runs {@code changes} to several filters, then reports one change: a value set reports each value it
     * drops as a change of its own, and each pass goes over every loaded row.
     */
    void changeTogether(Runnable changes) {
        changesHeld = true;
        try {
            changes.run();
        } finally {
            changesHeld = false;
        }
        onChange.run();
    }

    private void changed() {
        if (!changesHeld) {
            onChange.run();
        }
    }

    /** The test of every filter; null when nothing filters. */
    Predicate<EventRow> rowTest() {
        return rowTestWithout(null);
    }

    /** The test of every filter but {@code excluded} (null: every filter); null when nothing filters. */
    Predicate<EventRow> rowTestWithout(FacetFilter excluded) {
        String text = quickFilter.get();
        return rowTestOf(text == null || text.isBlank() ? null : quickFilterQueries.matcherFor(text), excluded);
    }

    /** The test of the value filters alone; null when none filters. */
    Predicate<EventRow> valueFiltersTest() {
        return rowTestOf(null, null);
    }

    /** {@code quick} (null: none) and the value filters but {@code excluded}; null when nothing filters. */
    private Predicate<EventRow> rowTestOf(Predicate<EventRow> quick, FacetFilter excluded) {
        List<Predicate<EventRow>> tests = new ArrayList<>();
        if (quick != null) {
            tests.add(quick);
        }
        for (FacetFilter facet : facets) {
            if (facet.isActive() && facet != excluded) {
                Set<String> allowed = facet.chosenSnapshot();
                tests.add(row -> allowed.contains(facet.valueOf(row.event())));
            }
        }
        return switch (tests.size()) {
            case 0 -> null;
            case 1 -> tests.get(0);
            default -> row -> {
                for (Predicate<EventRow> test : tests) {
                    if (!test.test(row)) {
                        return false;
                    }
                }
                return true;
            };
        };
    }

    /**
     * Restores the remembered quick filter and value filters, as one change; a value not written as {@link #save}
     * writes them is left out, and noted in {@code dropped}.
     */
    void restore(KeyValueStore store, DroppedSettings dropped) {
        changeTogether(() -> {
            quickFilter.set(store.get(KEY_QUICK_FILTER).orElse(""));
            for (FacetFilter facet : facets) {
                // Each value is written behind '=' so that the empty value ("(none)") survives the round trip.
                store.get(KEY_FACET_PREFIX + facet.id()).ifPresent(saved -> {
                    List<String> lines = Arrays.asList(saved.split("\n"));
                    if (lines.stream().anyMatch(v -> !v.isEmpty() && !v.startsWith("="))) {
                        dropped.add("some filter values");
                    }
                    facet.chooseOnly(lines.stream().filter(v -> v.startsWith("="))
                            .map(v -> v.substring(1)).collect(Collectors.toSet()));
                });
            }
        });
    }

    void save(KeyValueStore store) {
        store.put(KEY_QUICK_FILTER, quickFilter.get() == null ? "" : quickFilter.get());
        for (FacetFilter facet : facets) {
            if (facet.isActive()) {
                store.put(KEY_FACET_PREFIX + facet.id(), facet.chosenSnapshot().stream().sorted()
                        .map(v -> "=" + v).collect(Collectors.joining("\n")));
            } else {
                store.remove(KEY_FACET_PREFIX + facet.id());
            }
        }
    }
}
