package com.marketevents.export;

import com.marketevents.model.MarketEvent;
import java.io.IOException;
import java.io.OutputStream;
import java.util.List;

/**
 * Writes events to a stream in one file format. The stream is flushed, never closed: its owner closes it.
 * Blocking and FX-unaware; each writer is stateless and thread-safe. Field names are wire names from
 * {@link MarketEvent#FIELD_NAMES} in the order wanted (an unknown name is an IllegalArgumentException,
 * thrown before anything is written); the calendar format ignores them, and the choice of times. Each row written
 * is counted on a {@link RowCounter}, which tells the window's progress.
 */
interface EventWriter {

    void write(List<MarketEvent> events, List<String> fieldNames, OutputStream out, RowCounter rows)
            throws IOException;

    /** As {@link #write(List, List, OutputStream, RowCounter)}, counting the rows for nobody. */
    default void write(List<MarketEvent> events, List<String> fieldNames, OutputStream out) throws IOException {
        write(events, fieldNames, out, RowCounter.none());
    }

    /** The writer shared by the command line and the window for that format, writing times as {@code times} does. */
    static EventWriter forFormat(ExportFormat format, TimeWriter times) {
        return switch (format) {
            case CSV -> new CsvEventWriter(times);
            case XLSX -> new XlsxEventWriter(times);
            case JSON -> new JsonEventWriter(times);
            case ICS -> new IcsEventWriter();
        };
    }
}
