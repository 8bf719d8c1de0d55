package com.marketevents;

import com.marketevents.api.Cancellation;
import com.marketevents.cli.Cli;
import com.marketevents.cli.CliIo;
import com.marketevents.cli.ExitCode;
import com.marketevents.cli.StandardError;
import com.marketevents.cli.Terminal;
import com.marketevents.concurrent.DaemonThreads;
import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.time.Clock;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The entry point. A plain class, not a JavaFX Application (so the jar starts without JavaFX on the
 * module path): no argument opens the window, any argument runs the command line.
 */
public final class Main {
    /** How long Ctrl+C waits for a cancelled command to clean up (partial files) before the JVM exits. */
    private static final long CLEAN_UP_SECONDS = 5;
    /**
     * java.util.prefs logs "Created user preferences directory" on a first run, which would land on the
     * command line's stderr; held here because the logging framework keeps only weak references.
     */
    private static final Logger PREFERENCES_LOG = Logger.getLogger("java.util.prefs");
    private static final String JDK_PREFS = "java.util.prefs.";

    private Main() {
    }

    public static void main(String[] args) {
        PREFERENCES_LOG.setLevel(Level.WARNING);
        Thread.setDefaultUncaughtExceptionHandler(Main::reportUncaught);
        System.exit(args.length == 0 ? openWindow() : runCommandLine(args));
    }

    /**
     * The JDK's preferences sync threads (its timer every 30 s, its hook at exit) throw when the preferences folder
     * cannot be written (a read-only home, a folder left to root by a run with sudo): nothing of ours is lost
     * (saving reports its own failure, in the window), and a stack trace is no message. Memory that runs out in a
     * background thread is said in a sentence by the command or the window whose work it was. While the JVM stops
     * (SIGTERM with the window open), JavaFX disposes of its renderer as the window closes to save its state, and
     * the window's last events can fail on it: nothing to report.
     * Any other uncaught failure keeps the JVM's default report.
     */
    static void reportUncaught(Thread thread, Throwable failure) {
        boolean preferencesSync = failure instanceof SecurityException && (thread.getName().startsWith("Sync Timer")
                || Arrays.stream(failure.getStackTrace()).anyMatch(at -> at.getClassName().startsWith(JDK_PREFS)));
        if (preferencesSync || failure instanceof OutOfMemoryError || isStopping()) {
            return;
        }
        System.err.print("Exception in thread \"" + thread.getName() + "\" ");
        failure.printStackTrace();
    }

    /** True once the JVM has begun to stop: it then refuses new shutdown hooks. */
    private static boolean isStopping() {
        Thread probe = new Thread(() -> { });
        try {
            Runtime.getRuntime().addShutdownHook(probe);
            Runtime.getRuntime().removeShutdownHook(probe);
            return false;
        } catch (IllegalStateException stopping) {
            return true;
        }
    }

    private static int openWindow() {
        try (AppServices services = AppServices.forCurrentUser()) {
            services.watchlists(); // moves those an earlier version kept: a write, done before the UI thread runs
            WindowLauncher.open(services);
            return ExitCode.OK.code();
        } catch (RuntimeException | LinkageError e) {
            // Typically no display (or no JavaFX); the reason is worth one line, never a stack trace.
            String reason = e.getMessage() == null ? e.getClass().getSimpleName()
                    : e.getMessage().replaceAll("\\s+", " ").strip().replaceAll("\\.$", "");
            System.err.println("The window could not open (" + (reason.length() > 160 ? reason.substring(0, 160)
                    : reason) + "). The command line works without a display: run with --help.");
            return ExitCode.USAGE.code();
        }
    }

    /**
     * Builds the HTTP client on a second core while the command line is parsed, for a command that calls the
     * service: loading OkHttp's classes and making the client take a tenth of a second the request would
     * otherwise wait for (benchmarks/RESULTS.md, "Command-line export").
     */
    private static void warmUpHttpClient(AppServices services, String[] args) {
        List<String> words = List.of(args);
        if (words.contains("events") || words.contains("status")) {
            DaemonThreads.named("http-client-warm-up").newThread(() -> {
                try {
                    services.httpClient();
                } catch (RuntimeException | LinkageError failed) {
                    // The command asks for the client again, and says what went wrong in its own words.
                }
            }).start();
        }
    }

    private static int runCommandLine(String[] args) {
        Cancellation cancellation = new Cancellation();
        CountDownLatch finished = new CountDownLatch(1);
        // Ctrl+C starts the JVM's shutdown; the hook (a JVM-mandated thread) cancels the running command
        // and gives it a moment to remove partial files and say "Cancelled." before the JVM exits with 130.
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            cancellation.cancel();
            try {
                finished.await(CLEAN_UP_SECONDS, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "cancel-on-ctrl-c"));
        int code;
        try (AppServices services = AppServices.forCurrentUser()) {
            warmUpHttpClient(services, args);
            CliIo io = new CliIo(new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 1 << 16),
                    StandardError.forThisProcess(), Terminal.standardErrorIsTerminal(),
                    Terminal.standardOutputIsTerminal());
            code = new Cli(services, io, cancellation, Clock.systemDefaultZone()).run(args);
        } finally {
            finished.countDown();
        }
        return code;
    }
}
