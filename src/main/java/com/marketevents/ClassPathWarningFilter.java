package com.marketevents;

import java.util.logging.Filter;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * Drops JavaFX's "Unsupported JavaFX configuration: classes were loaded from 'unnamed module'" warning,
 * which it prints at every start of a window whose JavaFX jars are on the class path. They are there on
 * purpose: the application is one jar, started with {@code java -jar} or by its packaged launcher, and
 * runs no code that depends on JavaFX being on the module path. To a user starting the window from a
 * terminal, the warning only says that something is wrong when nothing is. Every other JavaFX message
 * still comes through.
 */
final class ClassPathWarningFilter implements Filter {
    static final String JAVAFX_LOGGER = "javafx";
    private static final String WARNING_START = "Unsupported JavaFX configuration";
    /** Held here because the logging framework keeps only weak references to loggers. */
    private static final Logger JAVAFX_LOG = Logger.getLogger(JAVAFX_LOGGER);

    private final Filter previous;

    private ClassPathWarningFilter(Filter previous) {
        this.previous = previous;
    }

    /** Installs the filter on JavaFX's logger, before JavaFX starts. */
    static void install() {
        if (!(JAVAFX_LOG.getFilter() instanceof ClassPathWarningFilter)) {
            JAVAFX_LOG.setFilter(new ClassPathWarningFilter(JAVAFX_LOG.getFilter()));
        }
    }

    @Override
    public boolean isLoggable(LogRecord record) {
        String message = record.getMessage();
        if (message != null && message.startsWith(WARNING_START)) {
            return false;
        }
        return previous == null || previous.isLoggable(record);
    }
}
