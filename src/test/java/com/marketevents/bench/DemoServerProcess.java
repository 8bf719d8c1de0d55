package com.marketevents.bench;

import com.marketevents.demo.DemoDataset;
import com.marketevents.demo.DemoServer;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The demo service at benchmark scale in a JVM of its own, as a real service would be: its allocation and
 * collections do not land in the measured JVM. As a program: prints "BASE_URL KEY" on one line, then serves
 * until its standard input closes (so it ends with the benchmark that started it).
 * With the system property {@code bench.serviceInProcess=true} it runs in the benchmark's own JVM instead, as
 * the application's built-in demo service does: stopped by the same collector's pauses, its garbage added.
 */
public final class DemoServerProcess implements AutoCloseable {
    private final AutoCloseable running;
    private final String baseUrl;
    private final String apiKey;

    private DemoServerProcess(AutoCloseable running, String baseUrl, String apiKey) {
        this.running = running;
        this.baseUrl = baseUrl;
        this.apiKey = apiKey;
    }

    /**
     * Starts the service in a child JVM on this JVM's class path and waits until it listens. With the system
     * property {@code bench.serviceNice} set to 1–19, the service runs at that lower priority (through
     * {@code nice}), closer to a service on another machine.
     */
    public static DemoServerProcess start() throws IOException {
        if (Boolean.getBoolean("bench.serviceInProcess")) {
            DemoServer server = DemoServer.start(DemoDataset.withEventsPerYear(100_000));
            return new DemoServerProcess(server, server.baseUrl(), server.apiKey().value());
        }
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(List.of(java, "-cp", System.getProperty("java.class.path"),
                DemoServerProcess.class.getName()));
        int niceness = Integer.getInteger("bench.serviceNice", 0);
        if (niceness > 0) {
            command.addAll(0, List.of("nice", "-n", Integer.toString(niceness)));
        }
        Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        String line = new BufferedReader(new InputStreamReader(process.getInputStream())).readLine();
        if (line == null || !line.contains(" ")) {
            process.destroyForcibly();
            throw new IOException("the demo service process did not start");
        }
        String[] parts = line.split(" ");
        return new DemoServerProcess(() -> stop(process), parts[0], parts[1]);
    }

    public String baseUrl() {
        return baseUrl;
    }

    public String apiKey() {
        return apiKey;
    }

    @Override
    public void close() throws Exception {
        running.close();
    }

    private static void stop(Process process) throws Exception {
        process.getOutputStream().close();
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            process.destroyForcibly();
        }
    }

    public static void main(String[] args) throws Exception {
        try (DemoServer server = DemoServer.start(DemoDataset.withEventsPerYear(100_000))) {
            System.out.println(server.baseUrl() + " " + server.apiKey().value());
            System.out.flush();
            while (System.in.read() >= 0) {
                // serve until the parent closes our input
            }
        }
    }
}
