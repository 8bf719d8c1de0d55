package com.marketevents.ui.status;

import com.marketevents.ui.common.EscapeOwner;
import com.marketevents.ui.common.Icons;
import com.marketevents.ui.common.KeyboardScrolling;
import com.marketevents.ui.common.NamesBesideValues;
import com.marketevents.ui.common.Notice;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.value.ObservableValue;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.css.PseudoClass;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.geometry.VPos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.Ikon;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.materialdesign2.MaterialDesignA;
import org.kordamp.ikonli.materialdesign2.MaterialDesignC;
import org.kordamp.ikonli.materialdesign2.MaterialDesignH;
import org.kordamp.ikonli.materialdesign2.MaterialDesignK;
import org.kordamp.ikonli.materialdesign2.MaterialDesignL;
import org.kordamp.ikonli.materialdesign2.MaterialDesignR;
import org.kordamp.ikonli.materialdesign2.MaterialDesignS;
import org.kordamp.ikonli.materialdesign2.MaterialDesignT;

/**
 * The service status panel: overall health, the facts of the report, and a cell per check.
 *
 * <p>The countdowns that change every second follow the model only while the panel is {@code shown}. JavaFX
 * repaints the whole window, not only the label, when a label out of sight changes (its change leaves no
 * region to repaint); in software rendering that costs tens of milliseconds a second.
 */
public final class StatusView extends ScrollPane {
    private static final PseudoClass STALE = PseudoClass.getPseudoClass("stale");

    /** {@code sayBriefly}: says a short word in the status bar ("Copied the status report"). */
    public StatusView(StatusViewModel model, Consumer<Notice.Action> onAction, Consumer<String> sayBriefly,
            ObservableValue<Boolean> shown) {
        setId("status-panel");
        getStyleClass().add("status-panel");
        setFitToWidth(true);

        FontIcon icon = new FontIcon();
        icon.getStyleClass().add("status-icon");
        Label headline = new Label();
        headline.setId("status-headline");
        headline.getStyleClass().add("status-headline");
        headline.textProperty().bind(model.headlineProperty());
        headline.setGraphic(icon);
        // In a narrow side panel the headline wraps rather than lose its end ("Cannot reach the s…").
        headline.setWrapText(true);
        headline.setMinHeight(Region.USE_PREF_SIZE);
        // While a request runs long, the same button stops it (as Esc in the panel does), as the toolbar's Cancel
        // stops a load: a service that drips its answer would otherwise hold the panel on its last error for minutes.
        ReadOnlyBooleanProperty asking = model.askingLongProperty();
        Button refresh = new Button();
        refresh.setId("status-refresh");
        refresh.textProperty().bind(Bindings.when(asking).then("Cancel").otherwise("Refresh"));
        refresh.graphicProperty().bind(Bindings.when(asking).<Node>then(Icons.of(MaterialDesignS.STOP))
                .otherwise(Icons.of(MaterialDesignR.REFRESH)));
        // One width for both, so that turning into Cancel does not move the button's edge.
        WidestText.reserve(refresh, "Refresh", "Cancel");
        Tooltip refreshTip = new Tooltip();
        refreshTip.textProperty().bind(Bindings.when(asking).then("Stop asking the service for its status (Esc)")
                .otherwise("Ask the service for its status now (Shift+F5)"));
        refresh.setTooltip(refreshTip);
        refresh.setOnAction(event -> {
            if (asking.get()) {
                model.cancelRefresh();
            } else {
                model.refresh();
            }
        });
        EscapeOwner.claim(this, () -> model.refreshingProperty().get());
        addEventFilter(KeyEvent.KEY_PRESSED, event -> {
            if (event.getCode() == KeyCode.ESCAPE && model.refreshingProperty().get()) {
                model.cancelRefresh();
                event.consume();
            }
        });
        PanelCopy copies = new PanelCopy(sayBriefly);
        Button copyReport = copyReportButton(model, copies);
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox header = new HBox(8, headline, gap, copyReport, refresh);
        header.setAlignment(Pos.CENTER_LEFT);

        Label detail = new Label();
        detail.setId("status-detail");
        detail.getStyleClass().add("status-detail");
        detail.setWrapText(true);
        detail.textProperty().bind(model.detailProperty());
        Button openSettings = new Button(Notice.Action.OPEN_SETTINGS.label());
        openSettings.setId("status-open-settings");
        openSettings.setOnAction(event -> onAction.accept(Notice.Action.OPEN_SETTINGS));
        openSettings.visibleProperty().bind(Bindings.createBooleanBinding(() -> {
            Notice notice = model.noticeProperty().get();
            return notice != null && notice.actions().contains(Notice.Action.OPEN_SETTINGS);
        }, model.noticeProperty()));
        openSettings.managedProperty().bind(openSettings.visibleProperty());

        // After a failed request the last answer stays below the error, said to be an earlier one and how old.
        Label earlier = new Label();
        earlier.setId("status-earlier");
        earlier.getStyleClass().add("status-earlier");
        earlier.setMnemonicParsing(false);
        earlier.setWrapText(true);
        earlier.setGraphic(Icons.of(MaterialDesignH.HISTORY));
        earlier.textProperty().bind(model.earlierAnswerProperty().when(shown));
        earlier.visibleProperty().bind(model.earlierAnswerProperty().isNotEmpty());
        earlier.managedProperty().bind(earlier.visibleProperty());

        // The values wrap in the width left beside the names, however long the service's text.
        GridPane facts = NamesBesideValues.wrappingGrid(12, 3);
        facts.setId("status-facts");
        facts.getStyleClass().add("status-facts");
        fact(facts, 0, "Service", "status-source", model.sourceProperty());
        Label host = fact(facts, 1, "Host", "status-host", model.hostnameProperty());
        copies.offerOn(host, "status-host-copy", "Copy host name", "Shift+F10 to copy the host name",
                () -> model.hostnameProperty().get(), "Copied the host name");
        fact(facts, 2, "Report time", "status-time", model.reportTimeProperty());
        fact(facts, 3, "Round trip", "status-round-trip", model.roundTripProperty());
        Label validity = fact(facts, 4, "Results", "status-validity", model.validityProperty().when(shown));
        // A report listing no check has no results to say valid or stale: no row for them.
        facts.getChildren().stream().filter(node -> GridPane.getRowIndex(node) == 4).forEach(node -> {
            node.visibleProperty().bind(model.validityProperty().isNotEmpty());
            node.managedProperty().bind(node.visibleProperty());
        });
        facts.visibleProperty().bind(model.hostnameProperty().isNotEmpty());
        facts.managedProperty().bind(facts.visibleProperty());
        model.staleProperty().addListener((obs, old, now) -> validity.pseudoClassStateChanged(STALE, now));

        Label checksTitle = new Label();
        checksTitle.textProperty().bind(Bindings.when(model.earlierAnswerProperty().isEmpty()).then("Checks")
                .otherwise("Checks, as of the last answer"));
        checksTitle.getStyleClass().add("section-title");
        VBox checks = new VBox(6);
        checks.setId("status-checks");
        model.checks().addListener((ListChangeListener<CheckRow>) change ->
                showChecks(checks, model.checks(), row -> new CheckCell(row, shown, copies)));
        Label noChecks = new Label("No checks to show.");
        noChecks.getStyleClass().add("muted");
        noChecks.visibleProperty().bind(javafx.beans.binding.Bindings.isEmpty(model.checks()));
        noChecks.managedProperty().bind(noChecks.visibleProperty());

        VBox content = new VBox(10, header, detail, openSettings, earlier, facts, checksTitle, noChecks, checks);
        content.setPadding(new Insets(12));
        setContent(content);
        // A report of many checks is taller than the panel: Page Down scrolled it by some 9 px.
        KeyboardScrolling.install(this);

        model.healthProperty().addListener((obs, old, now) -> showHealth(now, icon, this));
        showHealth(model.healthProperty().get(), icon, this);
    }

    /**
     * Shows {@code rows} in {@code checks}, keeping in its place each cell that shows its row's check as it was: a
     * refreshed report saying the same would otherwise close a menu open on a check and drop the focus from it.
     */
    private static void showChecks(VBox checks, List<CheckRow> rows, Function<CheckRow, CheckCell> newCell) {
        ObservableList<Node> cells = checks.getChildren();
        for (int i = 0; i < rows.size(); i++) {
            CheckRow row = rows.get(i);
            if (i < cells.size() && cells.get(i) instanceof CheckCell cell && cell.showsAs(row)) {
                cell.follow(row);
            } else if (i < cells.size()) {
                cells.set(i, newCell.apply(row));
            } else {
                cells.add(newCell.apply(row));
            }
        }
        if (cells.size() > rows.size()) {
            cells.remove(rows.size(), cells.size());
        }
    }

    /** Copies the whole report as plain text, as the command line's {@code status} prints it. */
    private static Button copyReportButton(StatusViewModel model, PanelCopy copies) {
        Button copy = new Button(null, Icons.of(MaterialDesignC.CONTENT_COPY));
        copy.setId("status-copy-report");
        copy.getStyleClass().addAll("flat", "button-icon");
        copy.setTooltip(new Tooltip("Copy the status report"));
        copy.setAccessibleText("Copy the status report");
        copy.disableProperty().bind(model.hasReportProperty().not());
        copy.setOnAction(event -> copies.copy(model.reportText(), "Copied the status report"));
        return copy;
    }

    private static Label fact(GridPane grid, int line, String name, String id, ObservableValue<String> value) {
        Label label = LongText.unshrinking(new Label(name));
        label.getStyleClass().add("detail-name");
        Label text = new Label();
        text.setId(id);
        LongText.show(text, value);
        grid.addRow(line, label, text);
        GridPane.setValignment(label, VPos.TOP); // beside the first line of a value that wraps
        return text;
    }

    static void showHealth(StatusViewModel.Health health, FontIcon icon, javafx.scene.Node styled) {
        Icons.show(icon, iconOf(health));
        markHealth(styled, health);
    }

    /**
     * The one icon of {@code health}, in the panel's headline, on its tab and in the status bar alike. A status that
     * could not be read is an error, marked as the notices mark one (a triangle is their warning).
     */
    public static Ikon iconOf(StatusViewModel.Health health) {
        return switch (health) {
            case HEALTHY -> MaterialDesignC.CHECK_CIRCLE;
            case UNHEALTHY, FAILED -> MaterialDesignA.ALERT_CIRCLE;
            case KEY_REJECTED -> MaterialDesignK.KEY_REMOVE;
            case UNREACHABLE -> MaterialDesignL.LAN_DISCONNECT;
            case NO_ANSWER -> MaterialDesignT.TIMER_SAND;
            case UNKNOWN -> MaterialDesignH.HELP_CIRCLE_OUTLINE;
        };
    }

    /** Sets the pseudo-class of {@code health} (":healthy", ":key-rejected", …) on {@code styled}, and only it. */
    public static void markHealth(javafx.scene.Node styled, StatusViewModel.Health health) {
        for (StatusViewModel.Health each : StatusViewModel.Health.values()) {
            styled.pseudoClassStateChanged(PseudoClass.getPseudoClass(
                    each.name().toLowerCase(Locale.ROOT).replace('_', '-')), each == health);
        }
    }
}
