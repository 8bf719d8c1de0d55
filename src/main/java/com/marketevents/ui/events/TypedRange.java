package com.marketevents.ui.events;

import com.marketevents.model.DateRange;
import com.marketevents.model.PastedRange;
import java.time.LocalDate;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The date range as typed in its two fields: their texts, what is wrong with each, and the range they make when
 * both read as dates in order, at most {@value DateRange#LONGEST_YEARS} years long, and the ranges the period
 * buttons would move it to. Checked at every change; nothing here rewrites a text unless told to.
 */
public final class TypedRange {
    private final StringProperty fromText = new SimpleStringProperty(this, "fromText", "");
    private final StringProperty toText = new SimpleStringProperty(this, "toText", "");
    private final ReadOnlyStringWrapper fromProblem = new ReadOnlyStringWrapper(this, "fromProblem");
    private final ReadOnlyStringWrapper toProblem = new ReadOnlyStringWrapper(this, "toProblem");
    private final ReadOnlyStringWrapper rangeProblem = new ReadOnlyStringWrapper(this, "rangeProblem");
    private final ReadOnlyObjectWrapper<DateRange> range = new ReadOnlyObjectWrapper<>(this, "range");
    private final ReadOnlyObjectWrapper<DateRange> previous = new ReadOnlyObjectWrapper<>(this, "previous");
    private final ReadOnlyObjectWrapper<DateRange> next = new ReadOnlyObjectWrapper<>(this, "next");

    /** Today where the service is: the example date in the fields' hints. */
    private final Supplier<LocalDate> today;

    TypedRange(Supplier<LocalDate> today) {
        this.today = today;
        fromText.addListener((obs, old, now) -> check());
        toText.addListener((obs, old, now) -> check());
        check();
    }

    public StringProperty fromTextProperty() {
        return fromText;
    }

    public StringProperty toTextProperty() {
        return toText;
    }

    /** What is wrong with the start date (it cannot be read, or it is after the end date), or null. */
    public ReadOnlyStringProperty fromProblemProperty() {
        return fromProblem.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty toProblemProperty() {
        return toProblem.getReadOnlyProperty();
    }

    /** The first problem with the range as typed, as one sentence; null when it can be loaded. */
    public ReadOnlyStringProperty rangeProblemProperty() {
        return rangeProblem.getReadOnlyProperty();
    }

    /** The range as typed when it is valid, else null. */
    public ReadOnlyObjectProperty<DateRange> rangeProperty() {
        return range.getReadOnlyProperty();
    }

    /** The range as typed when it is valid, else null. */
    public DateRange valid() {
        return range.get();
    }

    /**
     * The range the previous ({@code direction} -1) or next (+1) period button moves to, or null when there is
     * none: the range typed is refused, or the move would leave the dates a range may have.
     */
    public ReadOnlyObjectProperty<DateRange> shiftedProperty(int direction) {
        return (direction < 0 ? previous : next).getReadOnlyProperty();
    }

    /**
     * Puts the two dates of a range pasted into either field ("2026-12-01 – 2026-12-31") in From and To, as if
     * both had been typed; returns false, changing nothing, when {@code text} is not two dates.
     */
    public boolean pasteRange(String text) {
        return PastedRange.of(text).map(pasted -> {
            fromText.set(pasted.from());
            toText.set(pasted.to());
            return true;
        }).orElse(false);
    }

    /** Writes {@code newRange} in both fields, in full. */
    public void set(DateRange newRange) {
        fromText.set(DateInput.format(newRange.from()));
        toText.set(DateInput.format(newRange.to()));
    }

    /**
     * Puts back texts typed before when they still make a range that can be loaded; otherwise keeps the fields as
     * they are, as at a first start. A range longer than {@value DateRange#LONGEST_YEARS} years, kept by a version
     * without that limit, would open the window on an error with nothing loaded. Returns why texts kept were not put
     * back, as the end of a sentence about them ("ends before it starts"); empty when they were, or none were kept.
     */
    Optional<String> restore(String from, String to) {
        if (from == null || to == null) {
            return Optional.empty();
        }
        LocalDate start = DateInput.read(from);
        LocalDate end = DateInput.read(to);
        if (start == null || end == null) {
            return Optional.of("is not two dates");
        }
        if (start.isAfter(end)) {
            return Optional.of("ends before it starts");
        }
        if (DateRange.of(start, end).isTooLong()) {
            return Optional.of("is longer than " + DateRange.LONGEST_YEARS + " years");
        }
        fromText.set(from);
        toText.set(to);
        return Optional.empty();
    }

    private void check() {
        LocalDate example = today.get();
        DateInput.Parsed from = DateInput.parse(fromText.get(), "start", example);
        DateInput.Parsed to = DateInput.parse(toText.get(), "end", example);
        fromProblem.set(from.problem());
        toProblem.set(to.problem());
        String problem = from.problem() != null ? from.problem() : to.problem();
        DateRange valid = null;
        if (problem == null) {
            DateRange typed = from.date().isAfter(to.date()) ? null : DateRange.of(from.date(), to.date());
            if (typed == null) {
                problem = "The start date " + DateInput.format(from.date()) + " is after the end date "
                        + DateInput.format(to.date()) + "; swap them or change one.";
                fromProblem.set(problem); // both fields are marked, as either may be the one to change
                toProblem.set(problem);
            } else if (typed.isTooLong()) {
                problem = tooLong(to.date());
                fromProblem.set(problem);
                toProblem.set(problem);
            } else {
                valid = typed;
            }
        }
        rangeProblem.set(problem);
        range.set(valid);
        previous.set(valid == null ? null : PeriodShift.within(valid, -1));
        next.set(valid == null ? null : PeriodShift.within(valid, +1));
    }

    /**
     * Suggests the longest range that ends on the end typed: a year mistyped in the start (0202 for 2022) is what
     * makes a range this long far more often than a wish for decades of events.
     */
    private static String tooLong(LocalDate end) {
        LocalDate start = DateRange.earliestStart(end);
        return "The range is longer than " + DateRange.LONGEST_YEARS + " years, the most one load asks for; shorten"
                + " it, as " + DateInput.format(start) + " to " + DateInput.format(end) + ".";
    }
}
