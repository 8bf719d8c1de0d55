package com.marketevents.ui;

import com.marketevents.AppServices;
import com.marketevents.settings.InMemoryKeyValueStore;
import com.marketevents.ui.export.ExportActions;
import java.time.Clock;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import javafx.application.Platform;
import javafx.stage.Stage;

/**
 * Opens the real window on the real demo service with in-memory stores (never the user's preferences),
 * to look at it under Xvfb. Arguments: "unhealthy" (the demo service fails a check), "status" (show the
 * status tab), "settings" (open the settings dialog), "detail" (select a row).
 */
public final class DemoWindowLauncher {
    public static void main(String[] args) throws Exception {
        Set<String> flags = Set.of(args);
        try (AppServices services = new AppServices(new InMemoryKeyValueStore(), new InMemoryKeyValueStore(),
                Map.of()); FxUiExecutor executor = new FxUiExecutor(4)) {
            services.demoServer().setHealthy(!flags.contains("unhealthy"));
            CountDownLatch closed = new CountDownLatch(1);
            Platform.startup(() -> {
                MainWindow.applyTheme();
                MainWindow window = new MainWindow(new AppWindowServices(services), executor,
                        Clock.systemDefaultZone());
                ExportActions.install(window, executor); // as the application does
                Stage stage = new Stage();
                stage.setOnHidden(event -> closed.countDown());
                window.show(stage);
                if (flags.contains("status")) {
                    window.showStatus();
                }
                if (flags.contains("detail")) {
                    window.model().events().snapshotProperty().addListener((obs, old, now) ->
                        window.table().getSelectionModel().select(4));
                }
                if (flags.contains("settings")) {
                    var dialog = window.openSettings();
                    dialog.model().loadedProperty().addListener((obs, old, loaded) -> dialog.model().testConnection());
                }
            });
            closed.await();
            Platform.exit();
        }
    }
}
