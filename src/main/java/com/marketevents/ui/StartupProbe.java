package com.marketevents.ui;

import java.io.PrintStream;
import java.time.Duration;
import java.time.Instant;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Stage;

/**
 * The start-up benchmark's marker (jpackage/StartupBench.java and the packaging's class-data-sharing
 * training run). With {@code -Dmeb.startupProbe=true} the window prints {@code first-frame <ms>} on stdout
 * once its first frame has been laid out and handed to the renderer; with {@code =exit} it then closes, as a
 * user would. The number is the time since the process started as the OS reports it, which is coarse: the
 * benchmark's own wall clock is the figure. Without the property nothing is installed.
 */
final class StartupProbe {
    static final String PROPERTY = "meb.startupProbe";
    static final String MARKER = "first-frame";

    private StartupProbe() {
    }

    static void installIfRequested(Stage stage) {
        String mode = System.getProperty(PROPERTY, "false");
        if (!mode.equals("false")) {
            install(stage, mode.equals("exit"), System.out);
        }
    }

    /** Prints the marker on {@code out} after the stage's next pulse, then hides the stage if asked. */
    static void install(Stage stage, boolean closeAfterwards, PrintStream out) {
        Scene scene = stage.getScene();
        Runnable onFirstPulse = new Runnable() {
            @Override
            public void run() {
                scene.removePostLayoutPulseListener(this);
                // Runs once this pulse is over, by which time its frame has gone to the render thread.
                Platform.runLater(() -> {
                    out.println(MARKER + " " + millisSinceProcessStart());
                    out.flush();
                    if (closeAfterwards) {
                        stage.hide();
                    }
                });
            }
        };
        scene.addPostLayoutPulseListener(onFirstPulse);
    }

    private static String millisSinceProcessStart() {
        return ProcessHandle.current().info().startInstant()
                .map(start -> Long.toString(Duration.between(start, Instant.now()).toMillis()))
                .orElse("?");
    }
}
