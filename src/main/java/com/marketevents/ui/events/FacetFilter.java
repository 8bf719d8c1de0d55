package com.marketevents.ui.events;

import com.marketevents.model.MarketEvent;
import com.marketevents.search.EventRow;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.ObservableSet;

/**
 * A filter on one field whose choices are the values actually loaded, with how many events have each: in the
 * whole load, or among the events the other filters pass once they are counted again
 * ({@link EventsViewModel#recountInBackground}). Nothing chosen means every value passes. Choices survive a
 * reload, so remembered filters still apply.
 */
public final class FacetFilter {

    /** A value to choose ("" stands for events without one) and how many loaded events carry it. */
    public record Option(String value, int count) {
    }

    private final String id;
    private final String title;
    private final Function<MarketEvent, String> field;
    private final UnaryOperator<String> labels;
    private final Function<String, Optional<String>> meanings;
    private final UnaryOperator<String> alone;
    private final ObservableList<Option> options = FXCollections.observableArrayList();
    private final ObservableSet<String> chosen = FXCollections.observableSet(new HashSet<>());
    // One read-only view each, kept: a view made per call would drop its listeners when collected.
    private final ObservableList<Option> optionsView = FXCollections.unmodifiableObservableList(options);
    private final ObservableSet<String> chosenView = FXCollections.unmodifiableObservableSet(chosen);
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper(this, "summary");
    private final ReadOnlyStringWrapper chosenInFull = new ReadOnlyStringWrapper(this, "chosenInFull");
    private final ReadOnlyStringWrapper chosenLabels = new ReadOnlyStringWrapper(this, "chosenLabels");
    /** The values the last load holds. */
    private Set<String> loadedValues = Set.of();

    FacetFilter(String id, String title, Function<MarketEvent, String> field) {
        this(id, title, field, UnaryOperator.identity());
    }

    /** {@code labels} gives the text a value is shown as, such as {@link com.marketevents.model.CodeLabel#of}. */
    FacetFilter(String id, String title, Function<MarketEvent, String> field, UnaryOperator<String> labels) {
        this(id, title, field, labels, value -> Optional.empty());
    }

    /** {@code meanings} gives what a value stands for, listed beside it in the menu: "Nasdaq" for XNAS. */
    FacetFilter(String id, String title, Function<MarketEvent, String> field, UnaryOperator<String> labels,
            Function<String, Optional<String>> meanings) {
        this(id, title, field, labels, meanings, null);
    }

    /**
     * {@code alone} gives how a value reads without the filter's name, where its label alone would not say what it is
     * ("No transcript" for "none", whose label is "None"); null: its label.
     */
    FacetFilter(String id, String title, Function<MarketEvent, String> field, UnaryOperator<String> labels,
            Function<String, Optional<String>> meanings, UnaryOperator<String> alone) {
        this.id = id;
        this.title = title;
        this.field = field;
        this.labels = labels;
        this.meanings = meanings;
        this.alone = alone == null ? this::label : alone;
        options.addListener((javafx.collections.ListChangeListener<Option>) change -> updateSummary());
        chosen.addListener((javafx.collections.SetChangeListener<String>) change -> updateSummary());
        updateSummary();
    }

    public String id() {
        return id;
    }

    public String title() {
        return title;
    }

    /** How {@code value} is shown in the filter's summary; "(none)" for events without one. */
    public String label(String value) {
        return value.isEmpty() ? "(none)" : labels.apply(value);
    }

    /** How {@code value} is shown without the filter's name: its label, or what says what it is ("No transcript"). */
    public String labelAlone(String value) {
        return alone.apply(value);
    }

    /** How {@code value} is listed in the filter's menu: its label, and what it stands for ("XNAS · Nasdaq"). */
    public String menuLabel(String value) {
        Optional<String> meaning = value.isEmpty() ? Optional.empty() : meanings.apply(value);
        return label(value) + meaning.map(stands -> " · " + stands).orElse("");
    }

    public ObservableList<Option> options() {
        return optionsView;
    }

    /**
     * The options a menu of at most {@code limit} values lists, in the usual order: every chosen value, then those
     * with the most events (the first of equal ones) up to {@code limit}. Counted among the events the other filters
     * pass, a value beyond the limit is listed once the quick filter or a shorter range leaves few others.
     */
    List<Option> listed(int limit) {
        if (options.size() <= limit) {
            return List.copyOf(options);
        }
        Set<String> kept = new HashSet<>();
        options.stream().map(Option::value).filter(chosen::contains).forEach(kept::add);
        List<Option> byCount = new ArrayList<>(options);
        byCount.sort(Comparator.comparingInt(Option::count).reversed()); // stable: equal counts keep the usual order
        for (Iterator<Option> each = byCount.iterator(); each.hasNext() && kept.size() < limit; ) {
            kept.add(each.next().value());
        }
        return options.stream().filter(option -> kept.contains(option.value())).toList();
    }

    /** The chosen values; observe it to follow changes, change it through {@link #choose}. */
    public ObservableSet<String> chosen() {
        return chosenView;
    }

    public void choose(String value, boolean on) {
        if (on) {
            chosen.add(value);
        } else {
            chosen.remove(value);
        }
    }

    public void chooseOnly(Set<String> values) {
        chosen.retainAll(values);
        chosen.addAll(values);
    }

    public void clear() {
        chosen.clear();
    }

    public boolean isActive() {
        return !chosen.isEmpty();
    }

    /**
     * The summary with every value chosen named, as the menu lists them ("Type: Earnings, Shareholder meeting") where
     * the summary counts them ("Type: 2 of 6").
     */
    public ReadOnlyStringProperty chosenInFullProperty() {
        return chosenInFull.getReadOnlyProperty();
    }

    /**
     * The values chosen without the filter's name, as a filter bar short of room shows them ("Shareholder meeting",
     * "Earnings, Presentation", "No transcript"): {@link #labelAlone}; the summary when nothing is chosen.
     */
    public ReadOnlyStringProperty chosenLabelsProperty() {
        return chosenLabels.getReadOnlyProperty();
    }

    /** "Type" when nothing is chosen, else "Type: Earnings", "Type: 2 of 7". */
    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    String valueOf(MarketEvent event) {
        String value = field.apply(event);
        return value == null ? "" : value;
    }

    /** Counts the values of {@code events}; safe to call off the UI thread. */
    List<Option> count(List<MarketEvent> events) {
        return count(events, Function.identity());
    }

    /** Counts the values of the rows' events; safe to call off the UI thread. */
    List<Option> countRows(List<EventRow> rows) {
        return count(rows, EventRow::event);
    }

    private <T> List<Option> count(List<T> items, Function<T, MarketEvent> eventOf) {
        Map<String, int[]> counts = new TreeMap<>(Comparator.<String>naturalOrder());
        for (T item : items) {
            counts.computeIfAbsent(valueOf(eventOf.apply(item)), v -> new int[1])[0]++;
        }
        List<Option> counted = new ArrayList<>(counts.size());
        counts.forEach((value, n) -> counted.add(new Option(value, n[0])));
        return counted;
    }

    /** Shows a load's counted values, plus chosen values that this load does not hold (count 0). */
    void showOptions(List<Option> counted) {
        loadedValues = new HashSet<>();
        counted.forEach(option -> loadedValues.add(option.value()));
        showCounts(counted);
    }

    /**
     * Shows counts taken among some of the loaded events (those the other filters pass): every value of the
     * load stays listed, with 0 when none of them has it, and so does every chosen value.
     */
    void showCounts(List<Option> counted) {
        Map<String, Integer> byValue = new HashMap<>();
        counted.forEach(option -> byValue.put(option.value(), option.count()));
        Set<String> listed = new HashSet<>(loadedValues);
        listed.addAll(byValue.keySet());
        listed.addAll(chosen);
        List<Option> all = new ArrayList<>(listed.size());
        listed.forEach(value -> all.add(new Option(value, byValue.getOrDefault(value, 0))));
        all.sort(Comparator.comparing(Option::value));
        if (!all.equals(options)) {
            options.setAll(all);
        }
    }

    Set<String> chosenSnapshot() {
        return Set.copyOf(chosen);
    }

    private void updateSummary() {
        if (chosen.isEmpty()) {
            summary.set(title);
            chosenInFull.set(title);
            chosenLabels.set(title);
            return;
        }
        String shown;
        if (chosen.size() == 1) {
            shown = label(chosen.iterator().next());
        } else {
            shown = chosen.size() + " of " + Math.max(options.size(), chosen.size());
        }
        summary.set(title + ": " + shown);
        List<String> values = chosenInOrder();
        chosenLabels.set(String.join(", ", values.stream().map(this::labelAlone).toList()));
        chosenInFull.set(title + ": " + String.join(", ", values.stream().map(this::menuLabel).toList()));
    }

    /**
     * How many letters at the start of {@link #chosenLabelsProperty} say what its choice is ("Transcript " of
     * "Transcript published"), to keep where it is cut, before the choice's first letters; all of it when the choice
     * does not follow them ("No transcript"), none for a label that speaks for itself.
     */
    int contextLetters() {
        List<String> values = chosenInOrder();
        if (values.isEmpty()) {
            return 0;
        }
        String shown = labelAlone(values.get(0));
        String label = label(values.get(0));
        boolean endsWithLabel = shown.regionMatches(true, shown.length() - label.length(), label, 0, label.length());
        return endsWithLabel ? shown.length() - label.length() : shown.length();
    }

    /** The chosen values in the menu's order, then those chosen that this load does not hold. */
    private List<String> chosenInOrder() {
        List<String> values = new ArrayList<>();
        for (Option option : options) {
            if (chosen.contains(option.value())) {
                values.add(option.value());
            }
        }
        chosen.stream().filter(value -> !values.contains(value)).sorted().forEach(values::add);
        return values;
    }
}
