import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * Start-up benchmark: time from launch to the window's first painted frame, median of several fresh JVM
 * starts, for the packaged launcher with and without class-data sharing and for plain `java -jar`; then the
 * same for `--version` on the command line. Needs the app-image (mvn -Ppackage-app package) and a window
 * that honours -Dmeb.startupProbe=exit (prints "first-frame <ms since the process started>" after its first frame,
 * then exits; the number is informative only: the wall clock here is the figure). Uses the DISPLAY it is given, else starts its own Xvfb.
 * Usage: java jpackage/StartupBench.java [rounds]   (default 7; one extra unmeasured warm-up round)
 * "Fresh JVM" starts, not cold disk: dropping the page cache would disturb everyone on a shared machine.
 */
public final class StartupBench {

    static final Path IMAGE = Path.of("target/jpackage/image/market-events-browser");
    static final Path WINDOW_LAUNCHER = IMAGE.resolve("bin/market-events-browser");
    static final Path CLI_LAUNCHER = IMAGE.resolve("bin/market-events");
    static final Path DIRECT_START = IMAGE.resolve("lib/market-events-start");
    static final Path JAR = Path.of("target/market-events-browser.jar");
    static final String PROBE = "-Dmeb.startupProbe=exit";
    static final Path PREFERENCES = Path.of("target/startup-bench-preferences").toAbsolutePath();

    record Variant(String name, List<String> command, String jvmOptions) {
    }

    record Sample(double wallMillis) {
    }

    public static void main(String[] args) throws Exception {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 7;
        if (!Files.isExecutable(WINDOW_LAUNCHER)) {
            System.err.println("No app-image at " + IMAGE + "; build it with: mvn -B -Ppackage-app package -DskipTests");
            System.exit(2);
        }
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process xvfb = null;
        String display = System.getenv("DISPLAY");
        if (display == null) {
            xvfb = new ProcessBuilder("Xvfb", "-displayfd", "1", "-screen", "0", "1280x800x24", "-nolisten", "tcp")
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            display = ":" + new BufferedReader(new InputStreamReader(xvfb.getInputStream())).readLine().trim();
        }
        try {
            System.out.printf(Locale.ROOT, "Start-up of Market Events Browser: %d rounds of fresh JVM starts, "
                    + "variants interleaved (warm file cache), %d cores, DISPLAY %s%n", runs, Runtime.getRuntime().availableProcessors(), display);
            List<Variant> window = List.of(
                    new Variant("packaged launcher, AppCDS (as shipped)", List.of(WINDOW_LAUNCHER.toString()), PROBE),
                    new Variant("packaged launcher, CDS off", List.of(WINDOW_LAUNCHER.toString()), PROBE + " -Xshare:off"),
                    new Variant("lib/market-events-start (.deb's menu entry)", List.of(DIRECT_START.toString()), PROBE),
                    new Variant("java -jar, JDK's default CDS", List.of(java, "-jar", JAR.toString()), PROBE));
            System.out.println("\nLaunch to first painted frame (wall clock, from spawning the process to reading the marker):");
            report(window, measure(window, runs, display, "first-frame"));
            List<Variant> cli = List.of(
                    new Variant("packaged launcher, AppCDS (as shipped)", List.of(CLI_LAUNCHER.toString(), "--version"), ""),
                    new Variant("packaged launcher, CDS off", List.of(CLI_LAUNCHER.toString(), "--version"), "-Xshare:off"),
                    new Variant("lib/market-events-start (.deb's PATH entry)", List.of(DIRECT_START.toString(), "--version"), ""),
                    new Variant("java -jar, JDK's default CDS", List.of(java, "-jar", JAR.toString(), "--version"), ""));
            System.out.println("\nCommand line `--version`, launch to exit:");
            report(cli, measure(cli, runs, null, null));
        } finally {
            if (xvfb != null) {
                xvfb.destroy();
                xvfb.waitFor(5, TimeUnit.SECONDS);
            }
        }
    }

    /**
     * Runs every variant once per round, rounds + 1 times (the first round unmeasured), interleaved so that
     * load from elsewhere on a shared machine falls on all variants alike; empty results when the marker
     * never came.
     */
    static List<List<Sample>> measure(List<Variant> variants, int rounds, String display, String marker)
            throws Exception {
        List<List<Sample>> results = new ArrayList<>();
        variants.forEach(v -> results.add(new ArrayList<>()));
        for (int round = 0; round <= rounds; round++) {
            for (int i = 0; i < variants.size(); i++) {
                Sample sample = once(variants.get(i), display, marker);
                if (sample == null) {
                    System.out.printf("  %-40s no '%s' line: the window did not report its first frame (run it by hand to see why)%n",
                            variants.get(i).name(), marker);
                    return List.of();
                }
                if (round > 0) {
                    results.get(i).add(sample);
                }
            }
        }
        return results;
    }

    static Sample once(Variant v, String display, String marker) throws Exception {
        ProcessBuilder builder = new ProcessBuilder(v.command()).redirectError(ProcessBuilder.Redirect.DISCARD);
        Map<String, String> env = builder.environment();
        // The demo service on preferences of the benchmark's own: the same first screen on every machine,
        // and the user's configured service is never called.
        env.remove("MARKET_EVENTS_BASE_URL");
        env.remove("MARKET_EVENTS_API_KEY");
        env.put("JAVA_TOOL_OPTIONS", (v.jvmOptions() + " -Djava.util.prefs.userRoot=" + PREFERENCES).strip());
        if (display == null) {
            env.remove("DISPLAY");
        } else {
            env.put("DISPLAY", display);
        }
        long start = System.nanoTime();
        Process process = builder.start();
        process.getOutputStream().close();
        Sample sample = CompletableFuture.supplyAsync(() -> readUntil(process, marker, start)).get(90, TimeUnit.SECONDS);
        if (!process.waitFor(30, TimeUnit.SECONDS)) {
            process.destroyForcibly();
        }
        return marker == null ? new Sample((System.nanoTime() - start) / 1e6) : sample;
    }

    static Sample readUntil(Process process, String marker, long start) {
        try (BufferedReader out = new BufferedReader(
                new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line; (line = out.readLine()) != null; ) {
                if (marker != null && line.startsWith(marker)) {
                    double wall = (System.nanoTime() - start) / 1e6;
                    while (out.readLine() != null) { }
                    return new Sample(wall);
                }
            }
            return marker == null ? new Sample(Double.NaN) : null;
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    static void report(List<Variant> variants, List<List<Sample>> results) {
        for (int i = 0; i < results.size(); i++) {
            List<Double> wall = sorted(results.get(i).stream().map(Sample::wallMillis).toList());
            System.out.printf(Locale.ROOT, "  %-40s median %5.0f ms  min %5.0f  max %5.0f%n",
                    variants.get(i).name(), median(wall), wall.get(0), wall.get(wall.size() - 1));
        }
    }

    static List<Double> sorted(List<Double> values) {
        List<Double> copy = new ArrayList<>(values);
        Collections.sort(copy);
        return copy;
    }

    static double median(List<Double> sorted) {
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }

}
