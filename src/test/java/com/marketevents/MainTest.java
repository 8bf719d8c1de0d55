package com.marketevents;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The real entry point in a separate JVM, as a script runs it: exit codes, and no JavaFX for subcommands. */
class MainTest {

    record Process(int exitCode, String out, String err) {
    }

    @TempDir
    static Path preferences;

    private static Process java(List<String> jvmOptions, String... args) throws IOException, InterruptedException {
        return java(preferences, jvmOptions, args);
    }

    private static Process java(Path preferencesRoot, List<String> jvmOptions, String... args)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        // Preferences of its own: the run must not read or create the user's settings node.
        command.add("-Djava.util.prefs.userRoot=" + preferencesRoot);
        command.addAll(jvmOptions);
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(Main.class.getName());
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command);
        // Nothing from the developer's own configuration may leak into the run.
        builder.environment().remove("MARKET_EVENTS_BASE_URL");
        builder.environment().remove("MARKET_EVENTS_API_KEY");
        builder.environment().remove("DISPLAY");
        java.lang.Process process = builder.start();
        process.getOutputStream().close();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "the process did not end");
        return new Process(process.exitValue(), out, err);
    }

    @Test
    void subcommandsRunWithoutLoadingAnyJavaFxClass() throws Exception {
        Process run = java(List.of("-verbose:class"), "events", "--help");

        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("--from"), "the help must have been printed");
        assertTrue(run.out().contains("com.marketevents.cli.Cli "), "class loading must have been listed");
        assertFalse(run.out().contains(" javafx."), "JavaFX classes were loaded for a subcommand");
        assertFalse(run.out().contains("com.marketevents.ui."), "window classes were loaded for a subcommand");
    }

    @Test
    void theProcessExitsWithTheCommandsExitCode() throws Exception {
        assertEquals(0, java(List.of(), "--version").exitCode());

        Process badDate = java(List.of(), "events", "--demo", "--from", "yesterday", "--to", "2024-01-01");
        assertEquals(2, badDate.exitCode());
        assertTrue(badDate.err().contains("'yesterday' is not a date of the form YYYY-MM-DD"), badDate.err());
        assertFalse(badDate.err().contains("Exception"), badDate.err());
    }

    @Test
    void damagedStoredSettingsAreSaidInASentenceAndNeverTakenForNoServiceAndDemoData(@TempDir Path root)
            throws Exception {
        Path node = Files.createDirectories(root.resolve(".java/.userPrefs/com/marketevents/browser"));
        Files.writeString(node.resolve("prefs.xml"), "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + "<!DOCTYPE map SYSTEM \"http://java.sun.com/dtd/preferences.dtd\">\n<map MAP_XML_VERSION=\"1.0\">\n"
                + "  <entry key=\"base_url\" value=\"https://events.example.com/api\"/>\n");

        Process run = java(root, List.of(), "events", "--from", "2024-11-04", "--to", "2024-11-04");

        assertEquals(2, run.exitCode(), run.err());
        String damaged = "The stored settings could not be read (the file " + node.resolve("prefs.xml")
                + " was damaged; Java kept it as " + node.resolve("IncorrectFormatPrefs-");
        assertTrue(run.err().startsWith(damaged), run.err());
        assertTrue(run.err().contains("use --demo for the demo service"), run.err());
        assertFalse(run.err().contains("WARNING"), "no raw log line: " + run.err());
        assertEquals("", run.out(), "no demo data in place of the service");

        Process again = java(root, List.of(), "events", "--from", "2024-11-04", "--to", "2024-11-04");
        assertEquals(2, again.exitCode(), again.err());
        assertTrue(again.err().startsWith(damaged), "the next start says the same, not the JDK's \"removed in"
                + " background\": " + again.err());
    }

    @Test
    void aSettingsFileDeletedByHandIsNothingConfiguredAndTheDemoServiceAnswers(@TempDir Path root) throws Exception {
        // The state a user leaves by deleting the file (or the copy Java kept of a damaged one): the node's folder
        // stays, beside the window's, without its file.
        Files.createDirectories(root.resolve(".java/.userPrefs/com/marketevents/browser/window"));

        Process run = java(root, List.of(), "events", "--from", "2026-03-02", "--to", "2026-03-02");

        assertEquals(0, run.exitCode(), run.err());
        assertFalse(run.err().contains("could not be read"), run.err());
        assertTrue(run.out().contains("event_id"), run.out());
    }
    private static final String PREFS_HEAD = "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n"
            + "<!DOCTYPE map SYSTEM \"http://java.sun.com/dtd/preferences.dtd\">\n<map MAP_XML_VERSION=\"1.0\">\n";

    /** A node's preferences file as Java writes it, holding {@code entries} (already escaped as XML). */
    private static void writePrefs(Path node, String entries) throws IOException {
        Files.createDirectories(node);
        Files.writeString(node.resolve("prefs.xml"), PREFS_HEAD + entries + "</map>\n");
    }

    /** A week of the demo service's events through the watchlist "Banks", as a calendar in {@code folder}. */
    private static Process banksWeek(Path root, Path folder) throws IOException, InterruptedException {
        return java(root, List.of(), "events", "--demo", "--from", "2026-03-02", "--to", "2026-03-06", "--watchlist",
                "banks", "-o", folder.resolve("banks.csv").toString());
    }

    @Test
    void watchlistsAnEarlierVersionKeptInTheWindowsFileMoveToAFileOfTheirOwnOnceAndTheCommandLineReadsThem(
            @TempDir Path root, @TempDir Path folder) throws Exception {
        Path app = root.resolve(".java/.userPrefs/com/marketevents/browser");
        writePrefs(app.resolve("window"), "  <entry key=\"window.theme\" value=\"DARK\"/>\n"
                + "  <entry key=\"events.watchlists\" value=\"Banks&#10;JPM:US, BAC:US\"/>\n");

        Process run = banksWeek(root, folder);

        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.err().contains("(the watchlist “Banks”: "), run.err());
        String moved = Files.readString(app.resolve("watchlists/prefs.xml"));
        assertTrue(moved.contains("<entry key=\"events.watchlists\" value=\"Banks&#10;JPM:US, BAC:US\"/>"), moved);
        String window = Files.readString(app.resolve("window/prefs.xml"));
        assertFalse(window.contains("events.watchlists"), window);
        assertTrue(window.contains("<entry key=\"window.theme\" value=\"DARK\"/>"), window);

        Process again = banksWeek(root, folder);
        assertEquals(0, again.exitCode(), again.err());
        assertEquals(moved, Files.readString(app.resolve("watchlists/prefs.xml")), "moved once, nothing doubled");
    }

    @Test
    void aDamagedWindowFileLeavesTheWatchlistsInTheirOwn(@TempDir Path root, @TempDir Path folder) throws Exception {
        Path app = root.resolve(".java/.userPrefs/com/marketevents/browser");
        Files.createDirectories(app.resolve("window"));
        Files.writeString(app.resolve("window/prefs.xml"), PREFS_HEAD + "  <entry key=\"window.theme\" value=");
        writePrefs(app.resolve("watchlists"), "  <entry key=\"events.watchlists\" value=\"Banks&#10;JPM:US\"/>\n");

        Process run = banksWeek(root, folder);

        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.err().contains("(the watchlist “Banks”: "), run.err());
    }

    @Test
    void aDamagedWatchlistsFileIsSaidSoNotTakenForNoSuchWatchlistAndTheWindowsFileIsLeftAlone(@TempDir Path root,
            @TempDir Path folder) throws Exception {
        Path app = root.resolve(".java/.userPrefs/com/marketevents/browser");
        writePrefs(app.resolve("window"), "  <entry key=\"window.theme\" value=\"DARK\"/>\n");
        String window = Files.readString(app.resolve("window/prefs.xml"));
        Path watchlists = Files.createDirectories(app.resolve("watchlists"));
        Files.writeString(watchlists.resolve("prefs.xml"), PREFS_HEAD + "  <entry key=\"events.watchlists\" val");

        Process run = banksWeek(root, folder);

        assertEquals(2, run.exitCode(), run.err());
        assertTrue(run.err().strip().matches("\\QThe watchlists saved in the window could not be read (the file "
                + watchlists.resolve("prefs.xml") + " was damaged; Java kept it as " + watchlists + "/"
                + "\\EIncorrectFormatPrefs-\\d{4}-\\d{2}-\\d{2}-\\d{6}\\.xml\\)\\."), run.err());
        assertEquals(window, Files.readString(app.resolve("window/prefs.xml")));
    }
}
