package com.marketevents.ui;

import com.marketevents.api.ApiException;
import java.util.function.Consumer;

/**
 * Holds the current {@link Connection}, made on first use in the background and dropped when settings
 * change, so every operation uses the service configured at the moment it starts.
 */
public final class Connector {
    private final WindowServices services;
    private final UiExecutor executor;
    private final Consumer<Connection> onConnected;
    private Connection current;

    public Connector(WindowServices services, UiExecutor executor, Consumer<Connection> onConnected) {
        this.services = services;
        this.executor = executor;
        this.onConnected = onConnected;
    }

    /** The current connection, connecting when there is none. Blocks: background threads only. */
    public Connection get() throws ApiException {
        Connection made;
        synchronized (this) {
            if (current != null) {
                return current;
            }
            current = services.connect();
            made = current;
        }
        executor.post(() -> onConnected.accept(made));
        return made;
    }

    /** The settings environment variables set, which messages about the base URL or the key then name. */
    public EnvironmentOverrides environmentOverrides() {
        return services.environmentOverrides();
    }

    /** Forgets the connection, so the next operation connects with the settings then in force. */
    public synchronized void reset() {
        current = null;
    }
}
