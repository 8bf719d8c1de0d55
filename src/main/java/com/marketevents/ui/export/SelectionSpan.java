package com.marketevents.ui.export;

import com.marketevents.model.DateRange;
import com.marketevents.model.MarketEvent;
import java.time.LocalDate;
import java.util.List;
import java.util.Objects;

/**
 * The dates between the first and the last of the selected rows (their Eastern dates, as the loaded range's), and
 * which of the dates that could not be loaded, or whose answer may have been cut, fall among them: only those can lack
 * events the selection would hold.
 */
final class SelectionSpan {
    private SelectionSpan() {
    }

    /** The ranges of {@code dates} that overlap the selection's dates; none when no selected row has a date. */
    static List<DateRange> within(List<MarketEvent> selected, List<DateRange> dates) {
        List<LocalDate> selectedDates = selected.stream()
                .map(event -> event.eventDate() == null ? null : event.eventDate().serviceDate())
                .filter(Objects::nonNull).toList();
        if (selectedDates.isEmpty()) {
            return List.of();
        }
        LocalDate first = selectedDates.stream().min(LocalDate::compareTo).orElseThrow();
        LocalDate last = selectedDates.stream().max(LocalDate::compareTo).orElseThrow();
        return dates.stream().filter(range -> !range.from().isAfter(last) && !range.to().isBefore(first)).toList();
    }
}
