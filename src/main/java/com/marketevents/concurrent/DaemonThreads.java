package com.marketevents.concurrent;

import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/** Threads for background pools: daemons, so that a pool left open never keeps the application from exiting. */
public final class DaemonThreads {

    private DaemonThreads() {
    }

    /** A factory of daemon threads named {@code prefix-1}, {@code prefix-2}, and so on. */
    public static ThreadFactory named(String prefix) {
        ThreadFactory defaults = Executors.defaultThreadFactory();
        AtomicInteger number = new AtomicInteger();
        return work -> {
            Thread thread = defaults.newThread(work);
            thread.setName(prefix + "-" + number.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }
}
