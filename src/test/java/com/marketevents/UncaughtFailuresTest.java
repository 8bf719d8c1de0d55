package com.marketevents;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.settings.UnwritablePreferences;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** What reaches stderr from a failure no code of the application caught. */
class UncaughtFailuresTest {

    private static String reported(String threadName, Throwable failure) {
        PrintStream stderr = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
        try {
            Main.reportUncaught(new Thread(() -> { }, threadName), failure);
        } finally {
            System.setErr(stderr);
        }
        return captured.toString(StandardCharsets.UTF_8);
    }

    @Test
    void theJdksPeriodicPreferencesSyncOverAFolderThatCannotBeWrittenPrintsNoStackTrace() {
        SecurityException failure = assertThrows(SecurityException.class, () -> new UnwritablePreferences().sync());

        // The JDK's timer thread is named "Timer-0" in Java 17, not "Sync Timer…".
        assertEquals("", reported("Timer-0", failure));
    }

    @Test
    void anyOtherUncaughtFailureKeepsTheJvmsReport() {
        String report = reported("Timer-0", new SecurityException("not the preferences"));

        assertTrue(report.startsWith("Exception in thread \"Timer-0\" java.lang.SecurityException"), report);
    }
}
