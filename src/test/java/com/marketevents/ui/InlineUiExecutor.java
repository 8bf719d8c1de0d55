package com.marketevents.ui;

import com.marketevents.ui.common.UiExecutor;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Consumer;

/**
 * Runs background work at once on the calling thread, and keeps scheduled actions until a test advances
 * time with {@link #advance(Duration)}: view-models are tested with no toolkit and no waiting.
 */
public final class InlineUiExecutor implements UiExecutor {
    private final MutableClock clock;
    private final List<Pending> pending = new ArrayList<>();
    private boolean holdWork;
    private final List<Runnable> heldWork = new ArrayList<>();

    public InlineUiExecutor(MutableClock clock) {
        this.clock = clock;
    }

    private static final class Pending {
        final long dueMillis;
        final Runnable action;
        boolean cancelled;

        Pending(long dueMillis, Runnable action) {
            this.dueMillis = dueMillis;
            this.action = action;
        }
    }

    /** While held, submitted work waits until {@link #runHeldWork()}, to test overlapping requests. */
    public void holdWork(boolean hold) {
        this.holdWork = hold;
    }

    public int heldWorkCount() {
        return heldWork.size();
    }

    /** Runs held work in the order given by {@code order} (indexes into the held list). */
    public void runHeldWork(int... order) {
        List<Runnable> work = new ArrayList<>(heldWork);
        heldWork.clear();
        if (order.length == 0) {
            work.forEach(Runnable::run);
        } else {
            for (int index : order) {
                work.get(index).run();
            }
        }
    }

    /** Runs the held work at {@code index} alone; the rest stays held, in its order. */
    public void runOneHeldWork(int index) {
        heldWork.remove(index).run();
    }

    @Override
    public <T> void submit(Work<T> work, Consumer<? super T> onSuccess, Consumer<? super Throwable> onFailure) {
        Runnable run = () -> {
            T value;
            try {
                value = work.call();
            } catch (Exception | Error e) {
                onFailure.accept(e);
                return;
            }
            onSuccess.accept(value);
        };
        if (holdWork) {
            heldWork.add(run);
        } else {
            run.run();
        }
    }

    @Override
    public void post(Runnable action) {
        action.run();
    }

    @Override
    public Scheduled schedule(Duration delay, Runnable action) {
        Pending entry = new Pending(clock.instant().toEpochMilli() + delay.toMillis(), action);
        pending.add(entry);
        return () -> entry.cancelled = true;
    }

    /** Moves the clock forward, running every scheduled action that falls due on the way, in time order. */
    public void advance(Duration by) {
        long end = clock.instant().toEpochMilli() + by.toMillis();
        while (true) {
            Pending next = pending.stream().filter(p -> !p.cancelled && p.dueMillis <= end)
                    .min(Comparator.comparingLong(p -> p.dueMillis)).orElse(null);
            if (next == null) {
                break;
            }
            pending.remove(next);
            clock.setMillis(Math.max(clock.instant().toEpochMilli(), next.dueMillis));
            next.action.run();
        }
        pending.removeIf(p -> p.cancelled);
        clock.setMillis(end);
    }

    /** Scheduled actions not yet run nor cancelled. */
    public long scheduledCount() {
        return pending.stream().filter(p -> !p.cancelled).count();
    }
}
