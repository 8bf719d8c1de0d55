package com.marketevents.bench;

import com.marketevents.demo.DemoDataset;
import com.marketevents.demo.DemoServer;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;

/**
 * Issue 7, command-line export. Prints figures only; never asserts. One demo service at the benchmark scale
 * (about 100,000 events a year) serves every contender over loopback; each round runs each contender once as
 * a fresh process, interleaved, exporting 2026 to a CSV file:
 * <ul>
 *   <li>the application's command line, {@code events --format csv --output FILE}, as {@code java -jar} and,
 *       when the app-image has been built, through its launchers (class-data sharing, C1 only);</li>
 *   <li>{@code curl} piped into {@code jq} with benchmarks/export-csv.jq;</li>
 *   <li>a Python standard-library script, benchmarks/export_csv.py.</li>
 * </ul>
 * Every contender does the same work: fetch, deduplicate by event_id, sort by event_date then event_id,
 * guard formula-like text, write RFC 4180 CSV. The outputs are read back and compared (rows and event_id
 * order), so a fast wrong export cannot pass for a fast one. Times are wall clock, process start to exit.
 */
public final class ExportBenchmark {
    private static final int WARMUP = 1;
    private static final int ROUNDS = 5;
    private static final String FROM = "2026-01-01";
    private static final String TO = "2026-12-31";
    private static final Path OUT = Path.of("target/export-bench");
    private static final Path JAR = Path.of("target/market-events-browser.jar");
    private static final Path PACKAGED = Path.of("target/jpackage/image/market-events-browser/bin/market-events");
    /** What the .deb puts on the PATH as market-events. */
    private static final Path START_SCRIPT = Path.of("target/jpackage/image/market-events-browser/lib/market-events-start");

    record Contender(String name, Path output, List<String> command) {
    }

    public static void main(String[] args) throws Exception {
        if (!Files.isRegularFile(JAR)) {
            System.err.println("No " + JAR + "; build it with: mvn -B -q package -DskipTests");
            System.exit(2);
        }
        Files.createDirectories(OUT);
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<Contender> contenders = new ArrayList<>();
        contenders.add(new Contender("app: java -jar", OUT.resolve("app-jar.csv"), List.of(java, "-jar",
                JAR.toString(), "events", "--from", FROM, "--to", TO, "--format", "csv", "--output",
                OUT.resolve("app-jar.csv").toString())));
        if (Files.isExecutable(PACKAGED)) {
            contenders.add(appContender("app: packaged launcher", PACKAGED, "app-packaged.csv"));
            contenders.add(appContender("app: lib/market-events-start", START_SCRIPT, "app-start.csv"));
        }
        if (onPath("curl", "jq")) {
            contenders.add(new Contender("curl | jq", OUT.resolve("curl-jq.csv"), List.of("bash", "-c",
                    "set -o pipefail; curl -sSf -H \"X-API-Key: $MARKET_EVENTS_API_KEY\" "
                            + "\"$MARKET_EVENTS_BASE_URL/events?start_date=" + FROM + "&end_date=" + TO + "\""
                            + " | jq -r -f benchmarks/export-csv.jq > " + OUT.resolve("curl-jq.csv"))));
        }
        if (onPath("python3")) {
            contenders.add(new Contender("python3 (standard library)", OUT.resolve("python.csv"), List.of(
                    pythonInterpreter(), "benchmarks/export_csv.py", FROM, TO, OUT.resolve("python.csv").toString())));
        }

        try (DemoServer server = DemoServer.start(DemoDataset.withEventsPerYear(100_000))) {
            Map<String, String> environment = Map.of("MARKET_EVENTS_BASE_URL", server.baseUrl(),
                    "MARKET_EVENTS_API_KEY", server.apiKey().value());
            System.out.printf(Locale.ROOT, "CSV export of %s..%s from the demo service at benchmark scale, %d cores; "
                    + "%d warm-up round, %d measured, contenders interleaved%n%n", FROM, TO,
                    Runtime.getRuntime().availableProcessors(), WARMUP, ROUNDS);
            long[][] times = new long[contenders.size()][ROUNDS];
            for (int round = -WARMUP; round < ROUNDS; round++) {
                StringBuilder line = new StringBuilder(round < 0 ? "warm-up  " : String.format("round %d  ", round + 1));
                for (int i = 0; i < contenders.size(); i++) {
                    long nanos = run(contenders.get(i), environment);
                    line.append(String.format(Locale.ROOT, "  %s %7.0f ms", shortName(contenders.get(i)), nanos / 1e6));
                    if (round >= 0) {
                        times[i][round] = nanos;
                    }
                }
                System.out.println(line);
            }
            System.out.println();
            report(contenders, times);
            System.out.println();
            compareOutputs(contenders);
        }
    }

    /** True when every command is on the PATH; otherwise says which baseline is left out and why. */
    private static boolean onPath(String... commands) {
        for (String command : commands) {
            boolean found = Arrays.stream(System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator))
                    .anyMatch(folder -> Files.isExecutable(Path.of(folder, command)));
            if (!found) {
                System.out.println("baseline left out: " + command + " is not on the PATH (apt-get install " + command + ")");
                return false;
            }
        }
        return true;
    }

    /**
     * The interpreter itself rather than the python3 on the PATH, which may be a version manager's shim
     * (pyenv's costs about 75 ms a start): the baseline is Python, not the shim.
     */
    private static String pythonInterpreter() throws IOException, InterruptedException {
        Process process = new ProcessBuilder("python3", "-c", "import sys; print(sys.executable)").start();
        String path = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        process.waitFor();
        return path.isEmpty() ? "python3" : path;
    }

    private static Contender appContender(String name, Path launcher, String fileName) {
        return new Contender(name, OUT.resolve(fileName), List.of(launcher.toString(), "events", "--from", FROM,
                "--to", TO, "--format", "csv", "--output", OUT.resolve(fileName).toString()));
    }

    private static long run(Contender contender, Map<String, String> environment) throws Exception {
        Files.deleteIfExists(contender.output());
        ProcessBuilder builder = new ProcessBuilder(contender.command())
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(OUT.resolve(contender.output().getFileName() + ".stderr").toFile());
        builder.environment().putAll(environment);
        builder.environment().remove("JAVA_TOOL_OPTIONS");
        long start = System.nanoTime();
        Process process = builder.start();
        process.getOutputStream().close();
        if (!process.waitFor(5, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            throw new IllegalStateException(contender.name() + " did not finish in 5 minutes");
        }
        long nanos = System.nanoTime() - start;
        if (process.exitValue() != 0) {
            throw new IllegalStateException(contender.name() + " exited with " + process.exitValue() + ": "
                    + Files.readString(OUT.resolve(contender.output().getFileName() + ".stderr")));
        }
        return nanos;
    }

    private static String shortName(Contender contender) {
        return contender.output().getFileName().toString().replace(".csv", "");
    }

    private static void report(List<Contender> contenders, long[][] times) {
        double fastestBaseline = Double.MAX_VALUE;
        for (int i = 0; i < contenders.size(); i++) {
            double median = Measures.median(times[i]);
            System.out.printf(Locale.ROOT, "%-34s median %7.0f ms  min %7.0f  max %7.0f%n", contenders.get(i).name(),
                    median / 1e6, Arrays.stream(times[i]).min().orElse(0) / 1e6,
                    Arrays.stream(times[i]).max().orElse(0) / 1e6);
            if (!contenders.get(i).name().startsWith("app")) {
                fastestBaseline = Math.min(fastestBaseline, median);
            }
        }
        if (fastestBaseline == Double.MAX_VALUE) {
            System.out.println("no baseline ran, so no ratio (install curl, jq and python3)");
            return;
        }
        for (int i = 0; i < contenders.size(); i++) {
            if (contenders.get(i).name().startsWith("app")) {
                System.out.printf(Locale.ROOT, "%s: %.2fx the speed of the faster baseline, by median (goal >= 2x)%n",
                        contenders.get(i).name(), fastestBaseline / Measures.median(times[i]));
            }
        }
    }

    /** Reads every output back and compares its event_ids, and their order, with the first contender's. */
    private static void compareOutputs(List<Contender> contenders) throws IOException {
        List<String> reference = eventIds(contenders.get(0).output());
        for (Contender contender : contenders) {
            List<String> ids = eventIds(contender.output());
            int firstDifference = -1;
            for (int i = 0; i < Math.min(ids.size(), reference.size()); i++) {
                if (!ids.get(i).equals(reference.get(i))) {
                    firstDifference = i;
                    break;
                }
            }
            String verdict = ids.equals(reference) ? "same event_ids in the same order"
                    : new HashSet<>(ids).equals(new HashSet<>(reference)) && ids.size() == reference.size()
                    ? "same event_ids, in another order from row " + (firstDifference + 1)
                    : "DIFFERENT event_ids from " + contenders.get(0).name();
            System.out.printf(Locale.ROOT, "%-34s %,d rows, %,d bytes, %s%n", contender.name(), ids.size(),
                    Files.size(contender.output()), verdict);
        }
    }

    private static List<String> eventIds(Path csv) throws IOException {
        List<String> ids = new ArrayList<>();
        try (BufferedReader in = Files.newBufferedReader(csv, StandardCharsets.UTF_8)) {
            in.mark(1);
            if (in.read() != '\uFEFF') {
                in.reset();
            }
            for (CSVRecord record : CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).build()
                    .parse(in)) {
                ids.add(record.get("event_id"));
            }
        }
        return ids;
    }

    private ExportBenchmark() {
    }
}
