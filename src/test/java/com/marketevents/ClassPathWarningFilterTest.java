package com.marketevents;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** What JavaFX says at a window's start from a terminal: everything but the class-path warning. */
class ClassPathWarningFilterTest {
    private final Logger javafxLog = Logger.getLogger(ClassPathWarningFilter.JAVAFX_LOGGER);
    private final List<String> logged = new ArrayList<>();
    private final Handler recorder = new Handler() {
        @Override
        public void publish(LogRecord record) {
            logged.add(record.getMessage());
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    };

    @BeforeEach
    void recordJavaFxMessages() {
        javafxLog.addHandler(recorder);
    }

    @AfterEach
    void stopRecording() {
        javafxLog.removeHandler(recorder);
    }

    @Test
    void theClassPathWarningIsDroppedAndOtherJavaFxWarningsStay() {
        ClassPathWarningFilter.install();
        ClassPathWarningFilter.install();
        // The way JavaFX logs (its PlatformLogger goes through System.Logger to java.util.logging).
        System.Logger javafx = System.getLogger(ClassPathWarningFilter.JAVAFX_LOGGER);

        javafx.log(System.Logger.Level.WARNING,
                "Unsupported JavaFX configuration: classes were loaded from 'unnamed module @6d06d69c'");
        javafx.log(System.Logger.Level.WARNING, "Loading FXML document with JavaFX API of version 22");

        assertEquals(List.of("Loading FXML document with JavaFX API of version 22"), logged);
    }
}
