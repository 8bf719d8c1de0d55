package com.marketevents.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.marketevents.settings.InMemoryKeyValueStore;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** A second window of the application opens where it is seen to open, not exactly over the first. */
@ExtendWith(ApplicationExtension.class)
class SecondWindowFxTest {
    private static final String STORED = "100,80,900,600,false";

    private final InMemoryKeyValueStore store = new InMemoryKeyValueStore();
    private WindowFixture first;
    private Stage firstStage;

    @Start
    void start(Stage primary) {
        store.put(WindowPlacement.KEY, STORED);
        firstStage = primary;
        first = new WindowFixture(store);
        first.show(primary);
    }

    /** A second window on the same stored state, shown while the first is open; its stage once shown. */
    private Stage openSecond(WindowFixture second) throws Exception {
        return WaitForAsyncUtils.asyncFx(() -> {
            Stage stage = new Stage();
            second.show(stage);
            return stage;
        }).get();
    }

    @Test
    void theFirstWindowOpensAtItsStoredPlace() throws Exception {
        try {
            assertEquals(100, firstStage.getX());
            assertEquals(80, firstStage.getY());
        } finally {
            first.close();
        }
    }

    @Test
    void aSecondWindowOpensDownAndRightOfTheFirstAndLeavesTheStoredPlaceAsItWasWhenNotMoved() throws Exception {
        WindowFixture second = new WindowFixture(store);
        try {
            Stage stage = openSecond(second);
            WaitForAsyncUtils.waitForFxEvents();
            assertEquals(100 + WindowPlacement.CASCADE_STEP, stage.getX(), "down and right of the first");
            assertEquals(80 + WindowPlacement.CASCADE_STEP, stage.getY(), "down and right of the first");
            assertEquals(900, stage.getWidth(), "the stored size");
        } finally {
            second.close();
        }
        assertEquals(STORED, store.get(WindowPlacement.KEY).orElseThrow(), "the offset was not the user's choice");
        first.close();
    }

    @Test
    void aSecondWindowTheUserMovesIsSavedWhereTheyPutIt(FxRobot robot) throws Exception {
        WindowFixture second = new WindowFixture(store);
        try {
            Stage stage = openSecond(second);
            robot.interact(() -> {
                stage.setX(300);
                stage.setY(150);
            });
        } finally {
            second.close();
        }
        assertEquals("300,150,900,600,false", store.get(WindowPlacement.KEY).orElseThrow());
        first.close();
    }
}
