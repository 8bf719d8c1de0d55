package com.marketevents;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;

/** The layering of STYLE.md: dependencies point down, and only the window knows JavaFX. */
@AnalyzeClasses(packages = "com.marketevents", importOptions = ImportOption.DoNotIncludeTests.class)
class ArchitectureTest {

    @ArchTest
    static final ArchRule onlyTheWindowUsesJavaFx = noClasses()
            .that().resideOutsideOfPackage("com.marketevents.ui..")
            .should().dependOnClassesThat().resideInAnyPackage("javafx..", "org.controlsfx..", "atlantafx..",
                    "org.kordamp.ikonli..", "com.sun.javafx..")
            .because("the command line must run with no display and no JavaFX");

    @ArchTest
    static final ArchRule theModelDependsOnNothingOfOurs = noClasses()
            .that().resideInAPackage("com.marketevents.model..")
            .should().dependOnClassesThat().resideInAnyPackage("com.marketevents.api..", "com.marketevents.events..",
                    "com.marketevents.export..", "com.marketevents.settings..", "com.marketevents.demo..",
                    "com.marketevents.cli..", "com.marketevents.ui..", "okhttp3..")
            .orShould().dependOnClassesThat().resideInAPackage("com.marketevents");

    @ArchTest
    static final ArchRule theServiceLayerKnowsNoCallers = noClasses()
            .that().resideInAPackage("com.marketevents.api..")
            .should().dependOnClassesThat().resideInAnyPackage("com.marketevents.events..",
                    "com.marketevents.export..", "com.marketevents.settings..", "com.marketevents.demo..",
                    "com.marketevents.cli..", "com.marketevents.ui..")
            .orShould().dependOnClassesThat().resideInAPackage("com.marketevents");

    @ArchTest
    static final ArchRule eventsUseOnlyTheServiceLayerAndModel = noClasses()
            .that().resideInAPackage("com.marketevents.events..")
            .should().dependOnClassesThat().resideInAnyPackage("com.marketevents.export..",
                    "com.marketevents.settings..", "com.marketevents.demo..", "com.marketevents.cli..",
                    "com.marketevents.ui..", "okhttp3..")
            .orShould().dependOnClassesThat().resideInAPackage("com.marketevents");

    @ArchTest
    static final ArchRule exportAndSettingsUseOnlyModelAndApi = noClasses()
            .that().resideInAnyPackage("com.marketevents.export..", "com.marketevents.settings..")
            .should().dependOnClassesThat().resideInAnyPackage("com.marketevents.events..",
                    "com.marketevents.demo..", "com.marketevents.cli..", "com.marketevents.ui..")
            .orShould().dependOnClassesThat().resideInAPackage("com.marketevents");

    @ArchTest
    static final ArchRule theQuickFilterKnowsOnlyTheModel = noClasses()
            .that().resideInAPackage("com.marketevents.search..")
            .should().dependOnClassesThat().resideInAnyPackage("com.marketevents.api..", "com.marketevents.events..",
                    "com.marketevents.export..", "com.marketevents.settings..", "com.marketevents.demo..",
                    "com.marketevents.cli..", "com.marketevents.ui..", "okhttp3..")
            .orShould().dependOnClassesThat().resideInAPackage("com.marketevents")
            .because("the window and the command line filter events with the same rules");

    @ArchTest
    static final ArchRule theReportTextKnowsOnlyTheModel = noClasses()
            .that().resideInAPackage("com.marketevents.report..")
            .should().dependOnClassesThat().resideInAnyPackage("com.marketevents.api..", "com.marketevents.events..",
                    "com.marketevents.export..", "com.marketevents.settings..", "com.marketevents.demo..",
                    "com.marketevents.cli..", "com.marketevents.ui..", "okhttp3..")
            .orShould().dependOnClassesThat().resideInAPackage("com.marketevents")
            .because("the command line's status and the panel's Copy report write the same text");

    @ArchTest
    static final ArchRule theDemoServiceIsAServiceNotAClient = noClasses()
            .that().resideInAPackage("com.marketevents.demo..")
            .should().dependOnClassesThat().resideInAnyPackage("com.marketevents.events..",
                    "com.marketevents.export..", "com.marketevents.settings..", "com.marketevents.cli..",
                    "com.marketevents.ui..")
            .orShould().dependOnClassesThat().resideInAPackage("com.marketevents");

    @ArchTest
    static final ArchRule concurrencyHelpersDependOnNothingOfOurs = noClasses()
            .that().resideInAPackage("com.marketevents.concurrent..")
            .should().dependOnClassesThat().resideInAnyPackage("com.marketevents", "com.marketevents.model..",
                    "com.marketevents.api..", "com.marketevents.events..", "com.marketevents.export..",
                    "com.marketevents.settings..", "com.marketevents.demo..", "com.marketevents.cli..",
                    "com.marketevents.ui..");

    @ArchTest
    static final ArchRule theCommandLineAndTheWindowAreSiblings = noClasses()
            .that().resideInAPackage("com.marketevents.cli..")
            .should().dependOnClassesThat().resideInAPackage("com.marketevents.ui..");

    @ArchTest
    static final ArchRule theWindowDoesNotUseTheCommandLine = noClasses()
            .that().resideInAPackage("com.marketevents.ui..")
            .should().dependOnClassesThat().resideInAPackage("com.marketevents.cli..");

    @ArchTest
    static final ArchRule onlyTheLauncherReachesTheWindow = noClasses()
            .that().resideOutsideOfPackage("com.marketevents.ui..")
            .and().doNotHaveFullyQualifiedName(WindowLauncher.class.getName())
            .should().dependOnClassesThat().resideInAPackage("com.marketevents.ui..")
            .because("Main must not load the window's classes for a subcommand");

    @ArchTest
    static final ArchRule textIsFormattedTheSameInEveryLocale = noClasses()
            .should().callMethod(String.class, "format", String.class, Object[].class)
            .orShould().callMethod(String.class, "formatted", Object[].class)
            .because("a count reads 1,044 in every locale, never 1.044 or ١٬٠٤٤: pass Locale.ROOT");

    @ArchTest
    static final ArchRule timersAreNoAnimations = noClasses()
            .should().dependOnClassesThat().resideInAPackage("javafx.animation..")
            .because("a playing JavaFX animation (a PauseTransition or Timeline as a timer, an AnimationTimer) keeps"
                    + " the toolkit pulsing 60 times a second, waking the processor for nothing: time a UI action"
                    + " with UiExecutor.schedule, which posts it to the FX thread when due (see FxUiExecutor)");

    @ArchTest
    static final ArchRule packagesHaveNoCycles = slices().matching("com.marketevents.(*)..").should().beFreeOfCycles();

    @ArchTest
    static final ArchRule sharedWindowPiecesKnowNoFeature = noClasses()
            .that().resideInAPackage("com.marketevents.ui.common..")
            .should().dependOnClassesThat().resideInAnyPackage("com.marketevents.ui", "com.marketevents.ui.events..",
                    "com.marketevents.ui.status..", "com.marketevents.ui.export..", "com.marketevents.ui.settings..")
            .because("ui.common holds what the window's features share, below them all");

    private static final SliceAssignment EACH_WINDOW_PACKAGE = new SliceAssignment() {
        @Override
        public SliceIdentifier getIdentifierOf(JavaClass javaClass) {
            String name = javaClass.getPackageName();
            return name.equals("com.marketevents.ui") || name.startsWith("com.marketevents.ui.")
                    ? SliceIdentifier.of(name) : SliceIdentifier.ignore();
        }

        @Override
        public String getDescription() {
            return "each package of the window";
        }
    };

    @ArchTest
    static final ArchRule windowPackagesHaveNoCycles = slices().assignedFrom(EACH_WINDOW_PACKAGE).should().beFreeOfCycles()
            .because("the window's pieces shared by its features live in ui.common, below them; the features (events,"
                    + " status, export, settings) do not reach back up to the window that assembles them");
}
