package com.marketevents.ui;

import java.io.PrintStream;
import java.time.Duration;
import java.time.Instant;
import javafx.application.Platform;
import javafx.stage.Stage;

/**
 * The start-up benchmark's marker (jpackage/StartupBench.java and the packaging's class-data-sharing
 * training run). With {@code -Dmeb.startupProbe=true} the window prints {@code first-frame <ms>} on stdout
 * once its first frame has been laid out and handed to the renderer; with {@code =exit} it then closes, as a
 * user would. The number is the time since the process started as the OS reports it, which is coarse: the
 * benchmark's own wall clock is the figure. Without the property nothing is installed.
 */
final class StartupProbe implements Runnable {
    static final String PROPERTY = "meb.startupProbe";
    static final String MARKER = "first-frame";

    private final Stage stage;
    private final boolean closeAfterwards;
    private final PrintStream out;

    private StartupProbe(Stage stage, boolean closeAfterwards, PrintStream out) {
        this.stage = stage;
        this.closeAfterwards = closeAfterwards;
        this.out = out;
    }

    static void installIfRequested(Stage stage) {
        String mode = System.getProperty(PROPERTY, "false");
        if (!mode.equals("false")) {
            install(stage, mode.equals("exit"), System.out);
        }
    }

    /** Prints the marker on {@code out} after the stage's next pulse, then hides the stage if asked. */
    static void install(Stage stage, boolean closeAfterwards, PrintStream out) {
        stage.getScene().addPostLayoutPulseListener(new StartupProbe(stage, closeAfterwards, out));
    }

    /** The first pulse's layout is done: report once that pulse is over (its frame gone to the renderer). */
    @Override
    public void run() {
        stage.getScene().removePostLayoutPulseListener(this);
        Platform.runLater(this::report);
    }

    private void report() {
        out.println(MARKER + " " + millisSinceProcessStart());
        out.flush();
        if (closeAfterwards) {
            stage.hide();
        }
    }

    private static String millisSinceProcessStart() {
        return ProcessHandle.current().info().startInstant()
                .map(start -> Long.toString(Duration.between(start, Instant.now()).toMillis()))
                .orElse("?");
    }
}
