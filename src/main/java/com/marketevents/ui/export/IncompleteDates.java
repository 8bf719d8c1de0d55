package com.marketevents.ui.export;

import com.marketevents.model.DateRange;
import com.marketevents.model.MarketEvent;
import com.marketevents.ui.events.LoadedSnapshot;
import java.util.List;

/**
 * The dates of the loaded range whose events an export may lack: those that could not be loaded ({@code missing})
 * and single days whose answer the service may have cut ({@code possiblyCut}).
 */
public record IncompleteDates(List<DateRange> missing, List<DateRange> possiblyCut) {
    public static final IncompleteDates NONE = new IncompleteDates(List.of(), List.of());

    public IncompleteDates {
        missing = List.copyOf(missing);
        possiblyCut = List.copyOf(possiblyCut);
    }

    /** What the rows of {@code loaded} may lack; none when nothing is loaded. */
    public static IncompleteDates of(LoadedSnapshot loaded) {
        return loaded == null ? NONE : new IncompleteDates(loaded.missingDates(), loaded.possiblyTruncated());
    }

    /** Only the dates between the first and the last of the selected rows: the others cannot lack their events. */
    IncompleteDates within(List<MarketEvent> selected) {
        return new IncompleteDates(SelectionSpan.within(selected, missing), SelectionSpan.within(selected,
                possiblyCut));
    }
}
