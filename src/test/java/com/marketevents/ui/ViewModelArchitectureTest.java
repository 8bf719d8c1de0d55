package com.marketevents.ui;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.marketevents.ui.common.Connector;
import com.marketevents.ui.common.ErrorText;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** View-models hold state and logic only: no controls, no scene, no toolkit threads, so they test without one. */
class ViewModelArchitectureTest {
    private final JavaClasses ui = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("com.marketevents.ui");

    @Test
    void viewModelsNeverTouchControlsOrTheToolkit() {
        noClasses().that().haveSimpleNameEndingWith("ViewModel")
                .or().haveSimpleNameEndingWith("Row").or().haveSimpleName("FacetFilter")
                .or().haveSimpleName("Connector").or().haveSimpleName("ErrorText")
                .or().haveSimpleName("EventFilters").or().haveSimpleName("LoadProgress")
                .or().haveSimpleName("SnapshotDescription").or().haveSimpleName("ShownRows")
                .should().dependOnClassesThat().resideInAnyPackage("javafx.scene..", "javafx.stage..",
                        "javafx.application..", "javafx.concurrent..", "javafx.animation..")
                .check(ui);
    }

    @Test
    void onlyTheExecutorStartsThreadsOrPostsToTheToolkit() {
        // MarketEventsApp starts the toolkit; StartupProbe prints its marker once a pulse is over; CloseOnExit, a
        // shutdown hook, closes the window when the JVM is stopped.
        noClasses().that().doNotHaveSimpleName("FxUiExecutor").and().doNotHaveSimpleName("MarketEventsApp")
                .and().doNotHaveSimpleName("StartupProbe").and().doNotHaveSimpleName("CloseOnExit")
                .should().callMethod(javafx.application.Platform.class, "runLater", Runnable.class)
                .orShould().callConstructor(Thread.class, Runnable.class)
                .orShould().callConstructor(Thread.class, Runnable.class, String.class)
                .check(ui);
    }
}
