package com.marketevents.ui;

import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import java.util.spi.ResourceBundleControlProvider;

/**
 * Keeps JavaFX's own control texts (a text field's Cut, Copy and Paste, the stock dialog buttons and alert titles)
 * in English like the rest of the window, whatever the JVM's language. JavaFX reads them with
 * {@code ResourceBundle.getBundle} and the default locale, which the window keeps for dates, numbers and sorting;
 * this gives that one bundle only its base, English, file. The JDK asks providers only for bundles loaded from the
 * unnamed module, which is where JavaFX runs: on the class path in the jar, the tests and the packaged app.
 * Registered in META-INF/services.
 */
public final class EnglishControlTexts implements ResourceBundleControlProvider {
    private static final String JAVAFX_CONTROLS_BUNDLE = "com/sun/javafx/scene/control/skin/resources/controls";

    private static final ResourceBundle.Control BASE_FILE_ONLY = new ResourceBundle.Control() {
        @Override
        public List<Locale> getCandidateLocales(String baseName, Locale locale) {
            return List.of(Locale.ROOT);
        }

        @Override
        public Locale getFallbackLocale(String baseName, Locale locale) {
            return null;
        }
    };

    @Override
    public ResourceBundle.Control getControl(String baseName) {
        return JAVAFX_CONTROLS_BUNDLE.equals(baseName) ? BASE_FILE_ONLY : null;
    }
}
