package com.marketevents.ui;

import com.marketevents.api.ApiException;
import com.marketevents.events.EventsResult;
import com.marketevents.events.FailedChunk;
import com.marketevents.model.DateRange;
import com.marketevents.model.MarketEvent;
import com.marketevents.settings.InMemoryKeyValueStore;
import com.marketevents.ui.export.ExportActions;
import java.time.Clock;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.time.temporal.TemporalAdjusters;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import javafx.application.Platform;
import javafx.stage.Stage;

/**
 * Opens the window on the fake service, to look at it (screenshots under Xvfb). Arguments: "unhealthy",
 * "rejected", "slow", "settings", "detail", "calendar", "status", "dark" change what it shows; "partial" loads
 * without the second half of the range (HTTP 502) and with its first Tuesday's answer maybe cut.
 */
public final class PreviewLauncher {
    public static void main(String[] args) throws Exception {
        java.util.Set<String> flags = java.util.Set.of(args);
        FakeMarketEventsApi api = new FakeMarketEventsApi(Clock.systemUTC());
        api.setSource(flags.contains("demo") ? "demo service" : "events.example.com");
        api.setHealthy(!flags.contains("unhealthy"));
        if (flags.contains("rejected")) {
            api.failEverything(new ApiException(ApiException.Kind.KEY_REJECTED, "403"));
        }
        if (flags.contains("slow")) {
            api.closeGate();
        }
        FakeWindowServices services = new FakeWindowServices(api, new InMemoryKeyValueStore());
        if (flags.contains("partial")) {
            ChunkedFetcher fetcher = new ChunkedFetcher(api, 31);
            services.setFetcher((range, progress, cancellation) -> partially(fetcher.fetch(range, progress,
                    cancellation)));
        }
        services.setDemo(flags.contains("demo"));
        CountDownLatch closed = new CountDownLatch(1);
        FxUiExecutor executor = new FxUiExecutor(2);
        Platform.startup(() -> {
            MainWindow.applyTheme();
            MainWindow window = new MainWindow(services, executor, Clock.systemDefaultZone());
            ExportActions.install(window, executor); // as the application adds it
            Stage stage = new Stage();
            stage.setOnHidden(event -> closed.countDown());
            window.show(stage);
            if (flags.contains("dark")) {
                window.model().themeProperty().set(Theme.DARK);
            }
            if (flags.contains("settings")) {
                var dialog = window.openSettings();
                dialog.model().loadedProperty().addListener((obs, old, loaded) -> {
                    dialog.model().baseUrlProperty().set("https://events.example.com/api");
                    dialog.model().apiKeyProperty().set("not-a-real-key-0000");
                    dialog.model().testConnection();
                });
            }
            if (flags.contains("detail")) {
                window.model().events().snapshotProperty().addListener((obs, old, now) ->
                        window.table().getSelectionModel().select(3));
            }
            if (flags.contains("calendar")) {
                ((javafx.scene.control.Button) window.stage().getScene().lookup("#range-from-pick")).fire();
            }
            if (flags.contains("status")) {
                window.stage().getScene().lookup("#health-chip").fireEvent(new javafx.event.ActionEvent());
            }
        });
        closed.await();
        executor.close();
        Platform.exit();
    }

    /** The events of {@code whole} without the second half of its range, which failed; its first Tuesday maybe cut. */
    private static EventsResult partially(EventsResult whole) {
        DateRange range = whole.range();
        LocalDate tuesday = range.from().with(TemporalAdjusters.nextOrSame(DayOfWeek.TUESDAY));
        DateRange secondHalf = DateRange.of(range.from().plusDays(ChronoUnit.DAYS.between(range.from(), range.to()) / 2
                + 1), range.to());
        List<MarketEvent> kept = whole.events().stream().filter(event -> event.eventDate() == null
                || !secondHalf.contains(event.eventDate().serviceDate())).toList();
        return new EventsResult(range, kept, List.of(DateRange.of(tuesday, tuesday)), List.of(),
                List.of(new FailedChunk(secondHalf, new ApiException(ApiException.Kind.SERVICE_FAILURE, "HTTP 502",
                        502, null, null, null).whileLoading(secondHalf))));
    }
}
