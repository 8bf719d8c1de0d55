package com.marketevents.ui.common;

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
    /** The service the settings name, as {@link WindowServices#configuredService()} read it last; null for none. */
    private volatile String configured;

    public Connector(WindowServices services, UiExecutor executor, Consumer<Connection> onConnected) {
        this.services = services;
        this.executor = executor;
        this.onConnected = onConnected;
        this.configured = services.configuredService();
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
        configured = services.configuredService();
    }

    /** The service the settings in force name ("127.0.0.1:9999"); null when they name none (the demo service). */
    public String configuredService() {
        return configured;
    }

    /**
     * Whether the window can go back to the demo service by clearing the base URL stored in Settings: a service is
     * configured, and not by an environment variable, which Settings cannot clear.
     */
    public boolean canGoBackToDemo() {
        return configured != null && !services.environmentOverrides().baseUrlOverridden();
    }
}
