package com.marketevents.cli;

import com.marketevents.AppServices;
import com.marketevents.api.Cancellation;
import com.marketevents.demo.DemoServer;
import com.marketevents.settings.ForwardingKeyValueStore;
import com.marketevents.settings.InMemoryKeyValueStore;
import com.marketevents.settings.KeyValueStore;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/** Runs the command line in-process, as a user would type it, with its own environment, settings and streams. */
final class CliHarness {
    /** What a run left behind. */
    record Run(int exitCode, byte[] outBytes, String err) {
        String out() {
            return new String(outBytes, StandardCharsets.UTF_8);
        }
    }

    private final Map<String, String> environment = new HashMap<>();
    private final KeyValueStore settings = new InMemoryKeyValueStore();
    private final KeyValueStore windowState = new InMemoryKeyValueStore();
    private KeyValueStore watchlists = new InMemoryKeyValueStore();
    private AppServices.DemoStarter demoStarter;
    private Cancellation cancellation = new Cancellation();
    private boolean errIsTerminal;
    private boolean outIsTerminal;
    private boolean ctrlCAtFirstOutput;
    private String outFailure;
    private ArgumentEncoding argumentEncoding = new ArgumentEncoding("UTF-8");
    private String commandName = CommandName.OF_THE_JAR;

    CliHarness env(String name, String value) {
        environment.put(name, value);
        return this;
    }

    /** A harness whose environment names {@code server} and its key, as a configured user's would. */
    static CliHarness configuredFor(DemoServer server) {
        return new CliHarness().env("MARKET_EVENTS_BASE_URL", server.baseUrl())
                .env("MARKET_EVENTS_API_KEY", server.apiKey().value());
    }

    CliHarness demo(AppServices.DemoStarter starter) {
        this.demoStarter = starter;
        return this;
    }

    CliHarness cancellation(Cancellation cancellation) {
        this.cancellation = cancellation;
        return this;
    }

    CliHarness errIsTerminal() {
        this.errIsTerminal = true;
        return this;
    }

    CliHarness outIsTerminal() {
        this.outIsTerminal = true;
        return this;
    }

    /** The charset the system's locale passes the arguments in, as {@code sun.jnu.encoding} names it. */
    CliHarness argumentEncoding(String charset) {
        this.argumentEncoding = new ArgumentEncoding(charset);
        return this;
    }

    /** The name the command line was run by: a packaged launcher's, such as {@code market-events}. */
    CliHarness commandName(String name) {
        this.commandName = name;
        return this;
    }

    /** Presses Ctrl+C (cancels the run) once the first bytes reach standard output. */
    CliHarness ctrlCAtFirstOutput() {
        this.ctrlCAtFirstOutput = true;
        return this;
    }

    /** Standard output that cannot be written, for {@code reason}: "No space left on device" as /dev/full. */
    CliHarness outFails(String reason) {
        this.outFailure = reason;
        return this;
    }

    KeyValueStore settings() {
        return settings;
    }

    /** The window's state, where an earlier version kept the watchlists. */
    KeyValueStore windowState() {
        return windowState;
    }

    /** Watchlists whose file could not be read for {@code reason}: they read as none. */
    CliHarness watchlistsUnreadable(String reason) {
        watchlists = new ForwardingKeyValueStore() {
            @Override
            public Optional<String> readProblem() {
                return Optional.of(reason);
            }
        };
        return this;
    }

    /** Where the window keeps its watchlists. */
    KeyValueStore watchlists() {
        return watchlists;
    }

    Run run(String... args) {
        ByteArrayOutputStream out = ctrlCAtFirstOutput ? new CancelOnWrite(cancellation)
                : outFailure != null ? new FailingOnFlush(outFailure) : new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        // A terminal the width of the usual one, whatever the terminal the tests run from, unless a test says.
        Map<String, String> environment = new HashMap<>(this.environment);
        if (errIsTerminal) {
            environment.putIfAbsent("COLUMNS", "80");
        }
        try (AppServices services = demoStarter == null
                ? new AppServices(settings, windowState, watchlists, environment)
                : new AppServices(settings, windowState, watchlists, environment, demoStarter)) {
            PrintStream errStream = new PrintStream(err, true, StandardCharsets.UTF_8);
            int code = new Cli(services, new CliIo(out, errStream, errIsTerminal, outIsTerminal), cancellation,
                    Clock.system(ZoneOffset.UTC), argumentEncoding, commandName).run(args);
            errStream.flush();
            return new Run(code, out.toByteArray(), err.toString(StandardCharsets.UTF_8));
        }
    }

    /** Standard output that cancels the run once written to. */
    private static final class CancelOnWrite extends ByteArrayOutputStream {
        private final Cancellation cancellation;

        CancelOnWrite(Cancellation cancellation) {
            this.cancellation = cancellation;
        }

        @Override
        public synchronized void write(int b) {
            super.write(b);
            cancellation.cancel();
        }

        @Override
        public synchronized void write(byte[] bytes, int offset, int length) {
            super.write(bytes, offset, length);
            cancellation.cancel();
        }
    }

    /** Standard output whose bytes never get anywhere: it fails at the flush, as a buffered stream to /dev/full. */
    private static final class FailingOnFlush extends ByteArrayOutputStream {
        private final String reason;

        FailingOnFlush(String reason) {
            this.reason = reason;
        }

        @Override
        public void flush() throws IOException {
            throw new IOException(reason);
        }
    }
}
