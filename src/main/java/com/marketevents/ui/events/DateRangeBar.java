package com.marketevents.ui.events;

import com.marketevents.model.DateRange;
import com.marketevents.ui.common.Icons;
import com.marketevents.ui.common.IconsWhenNarrowBar;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.HBox;
import org.kordamp.ikonli.materialdesign2.MaterialDesignC;
import org.kordamp.ikonli.materialdesign2.MaterialDesignD;
import org.kordamp.ikonli.materialdesign2.MaterialDesignS;

/** From and to dates, presets, previous / next period, Load, and the progress of a running load. */
public final class DateRangeBar extends HBox {
    private static final DateTimeFormatter SHORT = DateTimeFormatter.ofPattern("d MMM", Locale.ENGLISH);
    private static final DateTimeFormatter WITH_YEAR = DateTimeFormatter.ofPattern("d MMM yyyy", Locale.ENGLISH);
    private static final String PRESETS_TIP =
            "Today, tomorrow, this week, this month, this quarter, the earnings season…";

    private final DateField from;

    public DateRangeBar(EventsViewModel model) {
        setId("date-range-bar");
        getStyleClass().add("date-range-bar");
        setAlignment(Pos.CENTER_LEFT);
        setSpacing(6);

        TypedRange typed = model.typedRange();
        from = new DateField("range-from", "Start date", typed.fromTextProperty(), typed.fromProblemProperty(),
                model::todayInNewYork);
        DateField to = new DateField("range-to", "End date", typed.toTextProperty(), typed.toProblemProperty(),
                model::todayInNewYork);
        from.takeRangePastes(typed::pasteRange);
        to.takeRangePastes(typed::pasteRange);
        from.setOnKeyPressed(event -> loadOnEnter(event.getCode(), model));
        to.setOnKeyPressed(event -> loadOnEnter(event.getCode(), model));
        // A screen reader names each field by its label, and reads as its value the date typed in it.
        Label fromLabel = new Label("From");
        fromLabel.setAccessibleText("Start date");
        fromLabel.setLabelFor(from);
        fromLabel.setMinWidth(USE_PREF_SIZE);
        Label toLabel = new Label("to");
        toLabel.setAccessibleText("End date");
        toLabel.setLabelFor(to);
        toLabel.setMinWidth(USE_PREF_SIZE);

        MenuButton presets = new MenuButton("Presets");
        presets.setId("range-presets");
        presets.setGraphic(Icons.of(MaterialDesignC.CALENDAR_RANGE));
        Tooltip presetsTip = new Tooltip(PRESETS_TIP);
        presetsTip.setOnShowing(event -> presetsTip.setText(presetsTip(model.todayInNewYork())));
        presets.setTooltip(presetsTip);
        presets.getStyleClass().add(IconsWhenNarrowBar.ICON_WHEN_NARROW);
        for (RangePreset preset : RangePreset.values()) {
            MenuItem item = new MenuItem(preset.label());
            item.setId("preset-" + preset.name().toLowerCase(Locale.ROOT).replace('_', '-'));
            item.setOnAction(event -> model.applyPreset(preset));
            presets.getItems().add(item);
        }
        FirstItemHighlighted.whenOpenedByKey(presets);
        presets.setOnShowing(event -> {
            for (int i = 0; i < presets.getItems().size(); i++) {
                RangePreset preset = RangePreset.values()[i];
                presets.getItems().get(i).setText(presetLabel(model, preset));
            }
        });

        Button previous = iconButton("range-previous", MaterialDesignC.CHEVRON_LEFT, "Previous period (Alt+←)");
        previous.setOnAction(event -> model.shiftPeriod(-1));
        Button next = iconButton("range-next", MaterialDesignC.CHEVRON_RIGHT, "Next period (Alt+→)");
        next.setOnAction(event -> model.shiftPeriod(+1));
        previous.disableProperty().bind(typed.shiftedProperty(-1).isNull());
        next.disableProperty().bind(typed.shiftedProperty(+1).isNull());
        tellWhereItGoes(previous, typed, -1, "Previous period", "Alt+←");
        tellWhereItGoes(next, typed, +1, "Next period", "Alt+→");

        Button load = new Button("Load", Icons.of(MaterialDesignD.DOWNLOAD));
        load.setId("load-button");
        load.getStyleClass().addAll("accent", IconsWhenNarrowBar.ICON_WHEN_NARROW);
        load.setDefaultButton(false);
        load.setTooltip(new Tooltip("Load the events of this range (Enter in a date field, F5 to reload)"));
        load.disableProperty().bind(typed.rangeProperty().isNull());
        load.setOnAction(event -> model.load());

        ProgressBar progress = new ProgressBar();
        progress.setId("load-progress");
        progress.setPrefWidth(120);
        // In the narrowest window the bar gives way, down to a short one; the text before it (LoadProgressStrip).
        progress.setMinWidth(24);
        progress.getStyleClass().add(IconsWhenNarrowBar.GIVES_WAY);
        progress.progressProperty().bind(model.progressProperty());
        // A screen reader hears what is loading, as the text beside the bar says it, not a bare percentage.
        progress.accessibleTextProperty().bind(Bindings.createStringBinding(() -> model.progressTextProperty().get()
                .isEmpty() ? "Loading events" : "Loading events: " + model.progressTextProperty().get(),
                model.progressTextProperty()));
        Label progressText = new Label();
        progressText.setId("load-progress-text");
        progressText.getStyleClass().addAll("progress-text", IconsWhenNarrowBar.GIVES_WAY);
        progressText.setMinWidth(0);
        progressText.textProperty().bind(model.progressTextProperty());
        Button cancel = new Button("Cancel", Icons.of(MaterialDesignS.STOP));
        cancel.setId("cancel-button");
        cancel.getStyleClass().add(IconsWhenNarrowBar.ICON_WHEN_NARROW);
        cancel.setTooltip(new Tooltip("Stop loading (Esc)"));
        cancel.setOnAction(event -> model.cancel());
        // Cancel beside the bar, the text after it: the text's width changes at every answer, which moved Cancel.
        HBox running = new LoadProgressStrip(progress, cancel, progressText, load);
        running.setAlignment(Pos.CENTER_LEFT);
        running.visibleProperty().bind(model.loadingProperty());
        running.managedProperty().bind(model.loadingProperty());

        getChildren().addAll(fromLabel, from, toLabel, to, presets, PeriodLimitHint.around(previous, typed, -1),
                PeriodLimitHint.around(next, typed, +1), load, running);
    }

    /** Puts the keyboard focus in the start date. */
    public void focusStart() {
        from.requestFocus();
        from.selectAll();
    }

    private static void loadOnEnter(KeyCode code, EventsViewModel model) {
        if (code == KeyCode.ENTER) {
            model.load();
        }
    }

    /**
     * The button's tooltip names the range it would load: "Next period: 14 Mar – 25 Mar 2026 (Alt+→)"; none when
     * there is none to move to.
     */
    private static void tellWhereItGoes(Button button, TypedRange typed, int direction, String name, String keys) {
        ReadOnlyObjectProperty<DateRange> shifted = typed.shiftedProperty(direction);
        button.getTooltip().textProperty().bind(Bindings.createStringBinding(() -> name
                + (shifted.get() == null ? "" : ": " + withYear(shifted.get())) + " (" + keys + ")", shifted));
        button.accessibleTextProperty().bind(button.getTooltip().textProperty());
    }

    /** The Presets button's tooltip, which says whose today the presets mean when it is another day here. */
    static String presetsTip(TodayInNewYork today) {
        return today.isTodayHereToo() ? PRESETS_TIP : PRESETS_TIP + "\n" + today.note();
    }

    /**
     * A preset's name with the dates it stands for today, "This week   (22 Nov – 28 Nov)", as the toolbar's list and
     * the Events menu name it. When this computer's date is not New York's, a preset that would mean other dates here
     * says whose they are, a single day with its weekday: "Today in New York   (Fri 27 Nov)" on a Saturday in Tokyo.
     */
    public static String presetLabel(EventsViewModel model, RangePreset preset) {
        TodayInNewYork today = model.todayInNewYork();
        DateRange range = model.rangeOf(preset);
        if (today.isTodayHereToo() || range.equals(model.rangeHereOf(preset))) {
            return preset.label() + "   (" + presetDates(range, today.day()) + ")";
        }
        String dates = range.days() == 1 ? TodayInNewYork.withWeekday(range.from()) : presetDates(range, today.day());
        return preset.label() + " in New York   (" + dates + ")";
    }

    /**
     * A preset's dates as its menu item shows them: without the year when the range lies in the current one
     * ("1 Dec – 31 Dec"), else as the period buttons' tooltips write them ("10 Jan – 28 Feb 2027").
     */
    static String presetDates(DateRange range, LocalDate today) {
        int year = today.getYear();
        if (range.from().getYear() == year && range.to().getYear() == year) {
            return SHORT.format(range.from()) + (range.days() > 1 ? " – " + SHORT.format(range.to()) : "");
        }
        return withYear(range);
    }

    /**
     * "14 Mar – 25 Mar 2026", with the start's year too when it is another ("20 Dec 2026 – 18 Jan 2027"): a range
     * of three years does not read as one. "5 Nov 2026" for one day.
     */
    public static String withYear(DateRange range) {
        if (range.days() == 1) {
            return WITH_YEAR.format(range.to());
        }
        DateTimeFormatter start = range.from().getYear() == range.to().getYear() ? SHORT : WITH_YEAR;
        return start.format(range.from()) + " – " + WITH_YEAR.format(range.to());
    }

    private static Button iconButton(String id, org.kordamp.ikonli.Ikon ikon, String tip) {
        Button button = new Button(null, Icons.of(ikon));
        button.setId(id);
        button.getStyleClass().add("button-icon");
        button.setTooltip(new Tooltip(tip));
        button.setAccessibleText(tip);
        return button;
    }
}
