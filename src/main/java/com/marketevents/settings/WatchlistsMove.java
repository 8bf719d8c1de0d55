package com.marketevents.settings;

/**
 * Moves the watchlists an earlier version kept among the window's state into their own store. They are taken out
 * of the window's state only once written to their own store, so that a failed write loses nothing: the next start
 * moves them again. Their text is copied as kept, so an entry that does not read stays as it was too.
 */
public final class WatchlistsMove {
    private WatchlistsMove() {
    }

    /**
     * Moves the watchlists from {@code windowState} to {@code watchlists} when {@code watchlists} holds none. When it
     * holds some, those left in {@code windowState} were moved at an earlier start (their removal not written), and
     * are removed now: else deleting every watchlist would bring the old ones back at the next start. Nothing moves
     * while {@code watchlists} cannot be read, as it then only looks empty.
     */
    public static void outOf(KeyValueStore windowState, KeyValueStore watchlists) {
        if (watchlists.readProblem().isPresent()) {
            return;
        }
        String kept = windowState.get(StoredWatchlists.KEY).orElse(null);
        if (kept == null) {
            return;
        }
        if (watchlists.get(StoredWatchlists.KEY).isEmpty()) {
            watchlists.put(StoredWatchlists.KEY, kept);
            try {
                watchlists.flush();
            } catch (SettingsException notWritten) {
                return; // still in the window's state, for the next start to move
            }
        }
        windowState.remove(StoredWatchlists.KEY);
        try {
            windowState.flush();
        } catch (SettingsException notWritten) {
            // The removal is written with the window's state when it closes; until then, the copy is a stale one.
        }
    }
}
