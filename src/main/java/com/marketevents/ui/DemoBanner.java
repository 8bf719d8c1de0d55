package com.marketevents.ui;

import com.marketevents.ui.common.Icons;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import org.kordamp.ikonli.materialdesign2.MaterialDesignC;
import org.kordamp.ikonli.materialdesign2.MaterialDesignF;

/**
 * The strip under the toolbar while the table shows demo data: why the rows are not real, the way to connect a
 * service, and a button to hide it until the window is on demo data again (the status bar's DEMO DATA mark stays).
 */
final class DemoBanner extends HBox {
    private final MainViewModel model;
    private final Label text = new Label();

    /**
     * {@code openSettings}: where Connect to your service… leads; {@code focusAfterHiding}: the table, where the
     * keyboard goes when a button of the note that had it goes.
     */
    DemoBanner(MainViewModel model, Runnable openSettings, Node focusAfterHiding) {
        super(10);
        this.model = model;
        model.demoProperty().addListener((obs, old, demo) -> explain());
        model.configuredServiceProperty().addListener((obs, old, now) -> explain());
        model.events().loadFailureProperty().addListener((obs, old, now) -> explain());
        model.events().loadCancelledProperty().addListener((obs, old, now) -> explain());
        explain();
        text.setId("demo-banner-text");
        text.setGraphic(Icons.of(MaterialDesignF.FLASK_OUTLINE));
        text.setWrapText(true);
        text.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(text, Priority.ALWAYS);
        Button connect = new Button("Connect to your service…");
        connect.setId("demo-connect");
        connect.setMinWidth(Region.USE_PREF_SIZE); // the sentence beside it wraps instead
        connect.setOnAction(event -> openSettings.run());
        connect.visibleProperty().bind(model.configuredServiceProperty().isNull());
        connect.managedProperty().bind(connect.visibleProperty());
        // Saved settings hide it while Settings, opened from it, are on top: the window's keyboard would go to the
        // next control, the quick filter, where ↓ opens the watchlists instead of moving in the table.
        connect.visibleProperty().addListener((obs, was, visible) -> {
            if (!visible && connect.getScene() != null && connect.getScene().getFocusOwner() == connect) {
                focusAfterHiding.requestFocus();
            }
        });
        BooleanProperty hidden = new SimpleBooleanProperty();
        model.demoProperty().addListener((obs, old, demo) -> hidden.set(false));
        Button hide = new Button(null, Icons.of(MaterialDesignC.CLOSE));
        hide.setId("demo-banner-close");
        hide.getStyleClass().addAll("flat", "button-icon");
        hide.setAccessibleText("Hide this note");
        hide.setTooltip(new Tooltip("Hide this note; the status bar still marks the data DEMO DATA"));
        hide.setOnAction(event -> {
            // Rather than the next control after the vanished button, the table (ringed if the keyboard pressed it).
            focusAfterHiding.requestFocus();
            hidden.set(true);
            if (model.configuredServiceProperty().get() == null && model.settingsReadProblem().isPresent()) {
                model.settingsReadProblemTold(); // it said so
            }
        });
        getChildren().addAll(text, connect, hide);
        setId("demo-banner");
        getStyleClass().add("demo-banner");
        setAlignment(Pos.CENTER_LEFT);
        visibleProperty().bind(model.demoProperty().and(hidden.not()));
        managedProperty().bind(visibleProperty());
    }

    /**
     * Unreadable settings must not pass for "nothing configured": the user has a service to connect again. Once a
     * service is configured, the demo rows stay only until it answers: no offer to connect, but the why, which the
     * notice below says once a load from it failed. A cancelled load is no silence of the service: said so too.
     */
    private void explain() {
        String configured = model.configuredServiceProperty().get();
        boolean failed = model.events().loadFailureProperty().get() != null;
        text.setText(configured != null && failed
                ? "The table still shows demo data; loading from your service at " + configured
                        + " failed (see the message below)."
                : configured != null && model.events().loadCancelledProperty().get()
                ? "The table still shows demo data; loading from your service at " + configured + " was cancelled."
                : configured != null
                ? "The table still shows demo data; your service at " + configured + " has not answered yet."
                : model.settingsReadProblem().map(problem -> problem + ", so these events come from the built-in"
                        + " demo service and are not real. Connect to your service again.")
                .orElse("Demo data: these events come from the built-in demo service and are not real."));
    }
}
