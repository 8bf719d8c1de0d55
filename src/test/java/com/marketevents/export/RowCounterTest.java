package com.marketevents.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.model.MarketEvent;
import java.io.OutputStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class RowCounterTest {
    private final List<Integer> told = new ArrayList<>();
    private long nowNanos;
    private int clockReads;

    private long now() {
        clockReads++;
        return nowNanos;
    }

    @Test
    void aWriterTellsNoRowsAtFirstThenAtMostOncePerIntervalThenEveryRow() throws Exception {
        RowCounter rows = new RowCounter((written, total) -> told.add(written), 1_000, Duration.ofMillis(100),
                this::now);
        rows.begin();
        for (int row = 0; row < 1_000; row++) {
            nowNanos += Duration.ofMillis(1).toNanos(); // a row a millisecond
            rows.row();
        }
        rows.end();

        assertEquals(IntStream.rangeClosed(0, 10).map(tenth -> tenth * 100).boxed().toList(), told);
    }

    @Test
    void blocksOfRowsAreCountedWholeAndTheEndIsToldOnce() throws Exception {
        RowCounter rows = new RowCounter((written, total) -> told.add(written), 5_000, Duration.ZERO, this::now);
        rows.begin();
        rows.add(2_048);
        rows.add(2_048);
        rows.add(904);
        rows.end();

        assertEquals(List.of(0, 2_048, 4_096, 5_000), told);
    }

    @Test
    void anExportNobodyWatchesNeverReadsTheClock() throws Exception {
        RowCounter rows = new RowCounter(ExportProgress.NONE, 1_000_000, Duration.ZERO, this::now);
        rows.begin();
        for (int row = 0; row < 1_000_000; row++) {
            rows.row();
        }
        rows.add(2_048);
        rows.end();

        assertEquals(0, clockReads, "the command line's export pays a comparison a row, no more");
    }

    @ParameterizedTest
    @EnumSource(ExportFormat.class)
    void everyFormatTellsNoneOfItsRowsWrittenAtFirstAndAllAtTheEnd(ExportFormat format) throws Exception {
        List<MarketEvent> events = IntStream.range(0, 3_000)
                .mapToObj(id -> SampleEvents.at(id, "2024-11-04T08:00:00-05:00")).toList();
        List<int[]> progress = new ArrayList<>();

        EventExport.write(format, events, MarketEvent.FIELD_NAMES, ExportTimes.AS_SENT, "Week",
                OutputStream.nullOutputStream(), (written, total) -> progress.add(new int[] {written, total}));

        assertEquals(List.of(0, 3_000), List.of(progress.get(0)[0], progress.get(0)[1]));
        int[] last = progress.get(progress.size() - 1);
        assertEquals(List.of(3_000, 3_000), List.of(last[0], last[1]));
        for (int i = 1; i < progress.size(); i++) {
            assertTrue(progress.get(i)[0] > progress.get(i - 1)[0], "the count only grows");
        }
    }
}
