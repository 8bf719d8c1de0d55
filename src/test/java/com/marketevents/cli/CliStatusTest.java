package com.marketevents.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.marketevents.demo.DemoDataset;
import com.marketevents.demo.DemoServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** {@code status} end to end against the real demo service. */
class CliStatusTest {
    private static DemoServer server;

    @BeforeAll
    static void startDemoService() throws Exception {
        server = DemoServer.start(DemoDataset.standard());
    }

    @AfterAll
    static void stopDemoService() {
        server.close();
    }

    @Test
    void aHealthyServiceGivesAReadableReportAndExitCodeZero() {
        server.setHealthy(true);

        CliHarness.Run run = CliHarness.configuredFor(server).run("status");

        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("Overall:     healthy (status \"success\")"), run.out());
        assertTrue(run.out().contains("[pass] redis_available"), run.out());
        assertTrue(run.out().contains("[pass] database_available"), run.out());
        assertTrue(run.out().contains("(from MARKET_EVENTS_BASE_URL)"), run.out());
        assertTrue(run.out().contains("Round trip:"), run.out());
        assertEquals("", run.err());
        assertFalse(run.out().contains(server.apiKey().value()));
    }

    @Test
    void anUnhealthyServiceGivesItsFailingCheckAndExitCodeOne() {
        server.setHealthy(false);
        try {
            CliHarness.Run run = CliHarness.configuredFor(server).run("status");

            assertEquals(1, run.exitCode(), run.err());
            assertTrue(run.out().contains("Overall:     UNHEALTHY"), run.out());
            assertTrue(run.out().contains("[FAIL]"), run.out());
            assertEquals("", run.err());
        } finally {
            server.setHealthy(true);
        }
    }

    @Test
    void theJsonReportIsMachineReadableAndCarriesTheHealth() throws Exception {
        server.setHealthy(false);
        try {
            CliHarness.Run run = CliHarness.configuredFor(server).run("status", "--json");

            assertEquals(1, run.exitCode(), run.err());
            JsonNode json = new ObjectMapper().readTree(run.out());
            assertFalse(json.get("healthy").asBoolean());
            assertFalse(json.get("demo").asBoolean());
            assertEquals(2, json.get("results").size());
            assertTrue(json.get("timestamp").isNumber());
            assertTrue(json.get("round_trip_ms").asLong() >= 0);
        } finally {
            server.setHealthy(true);
        }
    }

    @Test
    void aWrongKeyGivesExitCodeThreeAndOneSentenceWithoutTheKey() {
        CliHarness.Run run = new CliHarness().env("MARKET_EVENTS_API_KEY", "wrong-key-123")
                .run("status", "--base-url", server.baseUrl());

        assertEquals(3, run.exitCode());
        assertEquals("", run.out());
        assertEquals(1, run.err().strip().lines().count(), run.err());
        assertFalse(run.err().contains("wrong-key-123"));
        assertTrue(run.err().strip().endsWith("Check both: the key in MARKET_EVENTS_API_KEY, the base URL given with"
                + " --base-url. In use: base URL " + server.baseUrl() + "."), run.err());
        assertFalse(run.err().contains("Exception"));
    }

    @Test
    void theStoredSettingsAreUsedWhenNothingElseIsSet() throws Exception {
        CliHarness harness = new CliHarness();
        new com.marketevents.settings.SettingsStore(harness.settings()).save(new com.marketevents.settings.Settings(
                server.baseUrl(), server.apiKey(), null, null, null));

        CliHarness.Run run = harness.run("status");

        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("(from the settings)"), run.out());
    }

    @Test
    void anUnusableStoredTimeoutIsReportedAndTheDefaultUsed() {
        CliHarness harness = CliHarness.configuredFor(server);
        harness.settings().put("read_timeout", "soon");

        CliHarness.Run run = harness.run("status");

        assertEquals(0, run.exitCode(), run.err());
        assertEquals("Note: The stored read time-out 'soon' is not a duration; using 30 seconds.", run.err().strip());
    }

    @Test
    void theDemoOptionStartsTheBuiltInServiceAndSaysSo() {
        CliHarness.Run run = CliHarness.configuredFor(server).run("status", "--demo");

        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("Service:     the built-in demo service (--demo)"), run.out());
    }

    @Test
    void withNothingConfiguredTheDemoServiceAnswersAndANoteSaysItIsDemoData() {
        CliHarness.Run run = new CliHarness().run("status");

        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.err().startsWith("Note: no service is configured, so this is the built-in demo service"),
                run.err());
        assertTrue(run.out().contains("the built-in demo service (nothing configured)"), run.out());
    }
}
