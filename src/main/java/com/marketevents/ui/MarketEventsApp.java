package com.marketevents.ui;

import com.marketevents.AppServices;
import com.marketevents.ui.export.ExportActions;
import java.time.Clock;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;
import javafx.application.Platform;
import javafx.stage.Stage;

/**
 * Opens the window on the application's services and blocks until it is closed. The toolkit is started
 * with {@link Platform#startup} rather than an {@code Application} subclass, so the services are handed
 * over by a plain call instead of a static field.
 */
public final class MarketEventsApp {
    private static final int BACKGROUND_THREADS = 4;

    private MarketEventsApp() {
    }

    /**
     * Shows the main window and returns when the user has closed it.
     *
     * @throws IllegalStateException when the toolkit cannot start, typically for want of a display (the caller
     *                               says so in one line)
     */
    public static void launch(AppServices services) {
        CountDownLatch closed = new CountDownLatch(1);
        AtomicReference<Thread> closeOnExit = new AtomicReference<>();
        try (FxUiExecutor executor = new FxUiExecutor(BACKGROUND_THREADS)) {
            try {
                Platform.startup(() -> {
                    MainWindow.applyTheme();
                    MainWindow window = new MainWindow(new AppWindowServices(services), executor,
                            Clock.systemDefaultZone());
                    ExportActions.install(window, executor);
                    Stage stage = new Stage();
                    stage.setOnHidden(event -> closed.countDown());
                    window.show(stage);
                    closeOnExit.set(CloseOnExit.install(stage, closed));
                    StartupProbe.installIfRequested(stage);
                });
            } catch (RuntimeException noToolkit) {
                // Platform.exit() would wait for a toolkit that never started, so it is not called here.
                throw new IllegalStateException(whyTheToolkitFailed(noToolkit), noToolkit);
            }
            try {
                closed.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } finally {
                if (closeOnExit.get() != null) {
                    CloseOnExit.uninstall(closeOnExit.get());
                }
                Platform.exit();
            }
        }
    }

    /** The toolkit's own messages name what is missing in its terms; these say it in the user's. */
    static String whyTheToolkitFailed(RuntimeException failure) {
        String message = String.valueOf(failure.getMessage());
        if (message.contains("GTK")) {
            return "the GTK 3 library is missing; on Debian or Ubuntu install it with: sudo apt install libgtk-3-0";
        }
        return "no graphical display is available";
    }
}
