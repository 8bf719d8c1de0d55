package com.marketevents.concurrent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.ThreadFactory;
import org.junit.jupiter.api.Test;

class DaemonThreadsTest {

    @Test
    void threadsAreNumberedDaemonsThatNeverKeepTheApplicationRunning() {
        ThreadFactory factory = DaemonThreads.named("pool");

        Thread first = factory.newThread(() -> { });
        Thread second = factory.newThread(() -> { });

        assertEquals("pool-1", first.getName());
        assertEquals("pool-2", second.getName());
        assertTrue(first.isDaemon() && second.isDaemon());
    }
}
