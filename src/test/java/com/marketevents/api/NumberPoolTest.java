package com.marketevents.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.stream.IntStream;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

class NumberPoolTest {

    @Test
    void anEqualNumberGivesTheBoxSharedBefore() {
        NumberPool pool = new NumberPool(64);

        Long equityId = pool.share(Long.valueOf(5_000_123_456L));
        Integer fiscalYear = pool.share(Integer.valueOf(2026));

        assertSame(equityId, pool.share(Long.valueOf(5_000_123_456L)));
        assertSame(fiscalYear, pool.share(Integer.valueOf(2026)));
        assertEquals(2026, fiscalYear);
    }

    @Test
    void absentStaysAbsent() {
        NumberPool pool = new NumberPool(64);

        assertNull(pool.share((Long) null));
        assertNull(pool.share((Integer) null));
    }

    @Test
    void collisionsInATinyPoolStillGiveTheRightNumber() {
        NumberPool pool = new NumberPool(16);

        LongStream.range(0, 5_000).map(i -> i * 65_537).parallel()
                .forEach(id -> assertEquals(id, pool.share(Long.valueOf(id))));
        IntStream.range(1900, 2200).parallel()
                .forEach(year -> assertEquals(year, pool.share(Integer.valueOf(year))));
    }
}
