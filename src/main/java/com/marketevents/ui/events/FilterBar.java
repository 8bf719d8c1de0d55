package com.marketevents.ui.events;

import atlantafx.base.controls.CustomTextField;
import com.marketevents.ui.Icons;
import java.util.Locale;
import javafx.collections.ListChangeListener;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import org.kordamp.ikonli.materialdesign2.MaterialDesignC;
import org.kordamp.ikonli.materialdesign2.MaterialDesignF;
import org.kordamp.ikonli.materialdesign2.MaterialDesignM;

/** The quick filter, one menu per value filter, "clear filters", and the count of shown / loaded events. */
public final class FilterBar extends HBox {
    private final CustomTextField quick = new CustomTextField();

    public FilterBar(EventsViewModel model) {
        setId("filter-bar");
        getStyleClass().add("filter-bar");
        setAlignment(Pos.CENTER_LEFT);
        setSpacing(6);

        quick.setId("quick-filter");
        quick.setPromptText("Find ticker, ISIN, RIC, title…");
        quick.setPrefColumnCount(20);
        quick.setMinWidth(210);
        quick.setLeft(Icons.of(MaterialDesignM.MAGNIFY));
        quick.textProperty().bindBidirectional(model.quickFilterProperty());
        Button clearQuick = new Button(null, Icons.of(MaterialDesignC.CLOSE));
        clearQuick.getStyleClass().addAll("flat", "button-icon", "small");
        clearQuick.setFocusTraversable(false);
        clearQuick.setAccessibleText("Clear the quick filter");
        clearQuick.setOnAction(event -> quick.clear());
        clearQuick.visibleProperty().bind(quick.textProperty().isNotEmpty());
        quick.setRight(clearQuick);
        quick.setOnKeyPressed(event -> {
            if (event.getCode() == KeyCode.ESCAPE && !quick.getText().isEmpty()) {
                quick.clear();
                event.consume();
            }
        });
        getChildren().add(quick);

        for (FacetFilter facet : model.facets()) {
            getChildren().add(facetMenu(facet));
        }

        Button clear = new Button(null, Icons.of(MaterialDesignF.FILTER_REMOVE_OUTLINE));
        clear.setId("clear-filters");
        clear.getStyleClass().addAll("flat", "button-icon");
        clear.setAccessibleText("Clear filters");
        clear.setTooltip(new Tooltip("Show every loaded event (Ctrl+Shift+F)"));
        clear.setOnAction(event -> model.clearFilters());

        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        Label count = new Label();
        count.setId("event-count");
        count.getStyleClass().add("event-count");
        count.textProperty().bind(model.countTextProperty());
        count.setMinWidth(Region.USE_PREF_SIZE);
        getChildren().addAll(clear, spacer, count);
    }

    public void focusQuickFilter() {
        quick.requestFocus();
        quick.selectAll();
    }

    private static MenuButton facetMenu(FacetFilter facet) {
        MenuButton menu = new MenuButton();
        menu.setId("filter-" + facet.id().replaceAll("([a-z])([A-Z])", "$1-$2").toLowerCase(Locale.ROOT));
        menu.getStyleClass().add("facet-menu");
        menu.textProperty().bind(facet.summaryProperty());
        menu.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        Runnable rebuild = () -> {
            MenuItem all = new MenuItem("All (no filter)");
            all.setOnAction(event -> facet.clear());
            menu.getItems().setAll(all, new SeparatorMenuItem());
            if (facet.options().isEmpty()) {
                MenuItem none = new MenuItem("Load events to see the values");
                none.setDisable(true);
                menu.getItems().add(none);
            }
            for (FacetFilter.Option option : facet.options()) {
                CheckMenuItem item = new CheckMenuItem(String.format(Locale.ROOT, "%s   (%,d)", option.label(),
                        option.count()));
                item.setSelected(facet.chosen().contains(option.value()));
                item.setOnAction(event -> facet.choose(option.value(), item.isSelected()));
                menu.getItems().add(item);
            }
            menu.pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("active"), facet.isActive());
        };
        facet.options().addListener((ListChangeListener<FacetFilter.Option>) change -> rebuild.run());
        facet.chosen().addListener((javafx.collections.SetChangeListener<String>) change -> rebuild.run());
        rebuild.run();
        return menu;
    }
}
