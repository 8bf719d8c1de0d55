package com.marketevents.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The taskbar and Alt+Tab tell two windows apart by the range each shows. */
@ExtendWith(ApplicationExtension.class)
class WindowTitleFxTest {
    @RegisterExtension
    final WindowFixture fixture = new WindowFixture();

    @Start
    void start(Stage stage) {
        fixture.show(stage);
    }

    @Test
    void theWindowsTitleNamesTheRangeItShowsBeforeTheApplicationsName(FxRobot robot) {
        WindowFixture.typeInto(robot, "#range-from", "2025-12-29");
        WindowFixture.typeInto(robot, "#range-to", "2026-01-02");
        robot.clickOn("#load-button");
        WindowFixture.waitUntil(() -> "29 Dec 2025 – 2 Jan 2026 — Market Events Browser".equals(
                fixture.stage().getTitle()));

        WindowFixture.typeInto(robot, "#range-from", "2026-03-02");
        assertEquals("29 Dec 2025 – 2 Jan 2026 — Market Events Browser", WindowFixture.onFx(fixture.stage()::getTitle),
                "what the table shows, not a range typed and not loaded yet");
        WindowFixture.typeInto(robot, "#range-to", "2026-03-02");
        robot.clickOn("#load-button");
        WindowFixture.waitUntil(() -> "2 Mar 2026 — Market Events Browser".equals(fixture.stage().getTitle()));
    }
}
