package com.marketevents.ui;

import javafx.stage.Stage;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A window a TestFX test registers with {@code @RegisterExtension}: it is shown before each test and closed after it.
 * An extension and not a base class with {@code @Start}, because TestFX's ApplicationExtension looks for
 * {@code @Start} only among the test class's own methods, so an inherited one would never run.
 */
public interface WindowUnderTest extends BeforeEachCallback, AfterEachCallback {
    /** Builds and shows the window on {@code stage}. */
    void show(Stage stage);

    /** Closes the window as a user would and stops what it started. */
    void close() throws Exception;

    /** Whether {@link #show} has run. */
    boolean isShown();

    /** Shows the window on TestFX's stage, unless the test's own {@code @Start} method (which runs first) did. */
    @Override
    default void beforeEach(ExtensionContext context) throws Exception {
        WaitForAsyncUtils.asyncFx(ClosedWindowsUnfocused::watch).get();
        if (!isShown()) {
            FxToolkit.setupStage(this::show);
        }
    }

    @Override
    default void afterEach(ExtensionContext context) throws Exception {
        close();
        WaitForAsyncUtils.asyncFx(ClosedWindowsUnfocused::closeAllAndUnfocus).get();
    }
}
