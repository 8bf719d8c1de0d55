package com.marketevents.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.AppServices;
import com.marketevents.api.ApiKey;
import com.marketevents.api.UrlText;
import com.marketevents.settings.InMemoryKeyValueStore;
import com.marketevents.settings.Settings;
import com.marketevents.settings.SettingsStore;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/** The real window over the real services and the built-in demo service, with in-memory stores. */
@ExtendWith(ApplicationExtension.class)
class DemoServiceFxTest {
    private final InMemoryKeyValueStore settings = new InMemoryKeyValueStore();
    @RegisterExtension
    final RealServicesWindow fixture = new RealServicesWindow(settings);
    private final AppServices services = fixture.services;

    private static String text(FxRobot robot, String query) {
        return robot.lookup(query).queryAs(Label.class).getText();
    }

    @Test
    void theFirstRunShowsDemoDataMarkedAsSuchAndAHealthyService(FxRobot robot) {
        TableView<?> table = robot.lookup("#events-table").queryAs(TableView.class);
        WindowFixture.waitUntil(() -> !table.getItems().isEmpty() && WindowFixture.shown(robot, "#demo-banner")
                && "Healthy".equals(text(robot, "#status-headline")));
        assertEquals("DEMO DATA", text(robot, "#source-badge"));
        assertTrue(text(robot, "#snapshot-text").endsWith("from " + AppWindowServices.DEMO_SOURCE),
                text(robot, "#snapshot-text"));
    }

    @Test
    void theDemoNoteCanBeHiddenWhileTheStatusBarKeepsMarkingTheDataAsDemo(FxRobot robot) {
        TableView<?> table = robot.lookup("#events-table").queryAs(TableView.class);
        WindowFixture.waitUntil(() -> !table.getItems().isEmpty() && WindowFixture.shown(robot, "#demo-banner"));
        double tableHeight = table.getHeight();
        robot.clickOn("#demo-banner-close");
        WindowFixture.waitUntil(() -> !WindowFixture.shown(robot, "#demo-banner"));
        assertEquals("DEMO DATA", text(robot, "#source-badge"));
        assertTrue(table.isFocused(), "the keyboard is on the table, not on the control after the note");
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(table.getHeight() > tableHeight, "the table takes the note's room: " + table.getHeight());
    }

    @Test
    void closingTheDemoNoteFromTheKeyboardLeavesTheKeyboardOnTheTableShowingIt(FxRobot robot) {
        TableView<?> table = robot.lookup("#events-table").queryAs(TableView.class);
        WindowFixture.waitUntil(() -> !table.getItems().isEmpty() && WindowFixture.shown(robot, "#demo-banner"));
        robot.interact(() -> robot.lookup("#demo-connect").query().requestFocus());
        robot.push(KeyCode.TAB);
        WindowFixture.waitUntil(() -> robot.lookup("#demo-banner-close").query().isFocused());
        robot.push(KeyCode.SPACE);
        WindowFixture.waitUntil(() -> !WindowFixture.shown(robot, "#demo-banner"));

        assertTrue(table.isFocused(), "the keyboard is on the table");
        assertTrue(table.getPseudoClassStates().contains(KeyboardFocusRing.KEYBOARD_FOCUS),
                "which shows it, as when Tab brings it there");
    }

    @Test
    void anUnhealthyDemoServiceShowsItsFailingCheck(FxRobot robot) throws Exception {
        WindowFixture.waitUntil(() -> "Healthy".equals(text(robot, "#status-headline")));
        services.demoServer().setHealthy(false);
        robot.clickOn("#health-chip").clickOn("#status-refresh");
        WindowFixture.waitUntil(() -> "Unhealthy".equals(text(robot, "#status-headline")));
        Node failed = robot.lookup(".check-cell").queryAll().stream()
                .filter(node -> node.getPseudoClassStates().stream()
                        .anyMatch(state -> state.getPseudoClassName().equals("failed")))
                .findFirst().orElseThrow();
        assertTrue(robot.from(failed).lookup("FAILED").tryQuery().isPresent());
    }

    @Test
    void aWrongKeyForARealServiceIsSaidPlainlyWithTheWayToSettings(FxRobot robot) throws Exception {
        WindowFixture.waitUntil(() -> "Healthy".equals(text(robot, "#status-headline")));
        // The demo rows shown first: settings changed before they arrive leave no demo rows to mark.
        WindowFixture.waitUntil(() -> fixture.window.model().events().snapshotProperty().get() != null);
        new SettingsStore(settings).save(new Settings(services.demoServer().baseUrl(), new ApiKey("wrong-key"),
                null, null, null));
        WaitForAsyncUtils.asyncFx(() -> fixture.window.model().settingsSaved()).get();
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#notice-open-settings")
                && "Key rejected".equals(text(robot, "#status-headline")));
        assertTrue(text(robot, "#notice-text").contains("API key"));
        assertTrue(!text(robot, "#notice-text").contains("wrong-key"));
        // The rows shown are still the demo rows, and stay marked as such.
        assertTrue(WindowFixture.shown(robot, "#demo-banner"));
    }

    @Test
    void demoRowsLeftByAServiceThatFailsAreSaidSoWithNoOfferToConnectAndTheNoticeLeadsBackToTheDemo(FxRobot robot)
            throws Exception {
        WindowFixture.waitUntil(() -> "Healthy".equals(text(robot, "#status-headline")));
        WindowFixture.waitUntil(() -> fixture.window.model().events().snapshotProperty().get() != null);
        new SettingsStore(settings).save(new Settings(services.demoServer().baseUrl(), new ApiKey("wrong-key"),
                null, null, null));
        WaitForAsyncUtils.asyncFx(() -> fixture.window.model().settingsSaved()).get();
        String host = UrlText.hostAndPort(services.demoServer().baseUrl());
        assertEquals("The table still shows demo data; your service at " + host + " has not answered yet.",
                text(robot, "#demo-banner-text"));
        assertFalse(WindowFixture.shown(robot, "#demo-connect"), "a service is configured already");
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#notice-use-demo"));

        robot.clickOn("#notice-use-demo");
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#demo-connect")
                && "Healthy".equals(text(robot, "#status-headline")) && !WindowFixture.shown(robot, "#notice"));
        assertEquals("Demo data: these events come from the built-in demo service and are not real.",
                text(robot, "#demo-banner-text"));
        assertNull(new SettingsStore(settings).load().baseUrl());
    }

    @Test
    void onceAServiceSavedFailedToLoadTheDemoNoteSaysSoRatherThanThatItHasNotAnsweredYet(FxRobot robot)
            throws Exception {
        WindowFixture.waitUntil(() -> fixture.window.model().events().snapshotProperty().get() != null);
        new SettingsStore(settings).save(new Settings(services.demoServer().baseUrl(), new ApiKey("wrong-key"),
                null, null, null));
        WaitForAsyncUtils.asyncFx(() -> fixture.window.model().settingsSaved()).get();
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#notice-use-demo"));

        String host = UrlText.hostAndPort(services.demoServer().baseUrl());
        assertEquals("The table still shows demo data; loading from your service at " + host
                + " failed (see the message below).", text(robot, "#demo-banner-text"));
    }

    @Test
    void savingTheSettingsOpenedFromTheDemoNoteLeavesTheKeyboardOnTheTable(FxRobot robot) {
        TableView<?> table = robot.lookup("#events-table").queryAs(TableView.class);
        WindowFixture.waitUntil(() -> !table.getItems().isEmpty() && WindowFixture.shown(robot, "#demo-banner"));
        robot.clickOn("#demo-connect");
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#settings-base-url"));
        WindowFixture.typeInto(robot, "#settings-base-url", "http://127.0.0.1:18782/api");
        WindowFixture.typeInto(robot, "#settings-api-key", "a-key");
        robot.clickOn("#settings-save");
        WindowFixture.waitUntil(() -> !WindowFixture.shown(robot, "#settings-dialog")
                && fixture.window.stage().isFocused());

        assertTrue(table.isFocused(), "the keyboard is on the table, not on the quick filter after the note's button");
    }

    @Test
    void afterTheFirstLoadFromAServiceSavedIsCancelledTheDemoNoteSaysSoRatherThanThatItHasNotAnswered(FxRobot robot)
            throws Exception {
        WindowFixture.waitUntil(() -> fixture.window.model().events().snapshotProperty().get() != null);
        List<Socket> accepted = new CopyOnWriteArrayList<>();
        try (ServerSocket silent = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            Thread acceptor = new Thread(() -> {
                try {
                    while (true) {
                        accepted.add(silent.accept()); // and never answered
                    }
                } catch (IOException closed) {
                    // the test is over
                }
            });
            acceptor.setDaemon(true);
            acceptor.start();
            String baseUrl = "http://127.0.0.1:" + silent.getLocalPort() + "/api";
            new SettingsStore(settings).save(new Settings(baseUrl, new ApiKey("a-key"), null, null, null));
            WaitForAsyncUtils.asyncFx(() -> fixture.window.model().settingsSaved()).get();
            WindowFixture.waitUntil(() -> fixture.window.model().events().loadingProperty().get());
            WaitForAsyncUtils.asyncFx(() -> fixture.window.model().events().cancel()).get();
            WaitForAsyncUtils.waitForFxEvents();

            assertEquals("The table still shows demo data; loading from your service at "
                    + UrlText.hostAndPort(baseUrl) + " was cancelled.", text(robot, "#demo-banner-text"));
        } finally {
            for (Socket socket : accepted) {
                socket.close();
            }
        }
    }
}
