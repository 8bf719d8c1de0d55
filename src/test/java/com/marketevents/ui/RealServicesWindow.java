package com.marketevents.ui;

import com.marketevents.AppServices;
import com.marketevents.settings.InMemoryKeyValueStore;
import com.marketevents.settings.KeyValueStore;
import java.time.Clock;
import java.util.Map;
import javafx.stage.Stage;
import org.testfx.util.WaitForAsyncUtils;

/** The real window over the application's real services and built-in demo service, on the given settings store. */
final class RealServicesWindow implements WindowUnderTest {
    final AppServices services;
    private final FxUiExecutor executor = new FxUiExecutor(2);
    MainWindow window;

    RealServicesWindow(KeyValueStore settings) {
        services = new AppServices(settings, new InMemoryKeyValueStore(), Map.of());
    }

    /** With the environment variables {@code environment} (MARKET_EVENTS_BASE_URL, MARKET_EVENTS_API_KEY). */
    RealServicesWindow(KeyValueStore settings, Map<String, String> environment) {
        services = new AppServices(settings, new InMemoryKeyValueStore(), environment);
    }

    /** With the window's own state kept in {@code windowState}. */
    RealServicesWindow(KeyValueStore settings, KeyValueStore windowState) {
        services = new AppServices(settings, windowState, Map.of());
    }

    /** With the window's own state kept in {@code windowState}, and the watchlists in {@code watchlists}. */
    RealServicesWindow(KeyValueStore settings, KeyValueStore windowState, KeyValueStore watchlists) {
        services = new AppServices(settings, windowState, watchlists, Map.of());
    }

    /** With the demo service started by {@code demo} (one that takes its time, say). */
    RealServicesWindow(KeyValueStore settings, AppServices.DemoStarter demo) {
        services = new AppServices(settings, new InMemoryKeyValueStore(), Map.of(), demo);
    }

    @Override
    public void show(Stage stage) {
        MainWindow.applyTheme();
        window = new MainWindow(new AppWindowServices(services), executor, Clock.systemDefaultZone());
        window.show(stage);
    }

    /** Closes the window as a user would, then stops the background threads and the demo service. */
    @Override
    public void close() throws Exception {
        WaitForAsyncUtils.asyncFx(() -> window.stage().close()).get();
        executor.close();
        services.close();
    }

    @Override
    public boolean isShown() {
        return window != null;
    }
}
