package com.marketevents.events;

import com.marketevents.api.ApiException;
import com.marketevents.model.DateRange;
import java.util.Objects;

/** A chunk of a range whose events could not be loaded, and why (its failure names the chunk's dates). */
public record FailedChunk(DateRange range, ApiException failure) {

    public FailedChunk {
        Objects.requireNonNull(range, "range");
        Objects.requireNonNull(failure, "failure");
    }
}
