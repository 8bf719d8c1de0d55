package com.marketevents.ui.events;

import atlantafx.base.controls.Calendar;
import atlantafx.base.controls.CustomTextField;
import atlantafx.base.controls.Popover;
import com.marketevents.model.DateRange;
import com.marketevents.model.PastedDateTime;
import com.marketevents.ui.common.Icons;
import com.marketevents.ui.common.TransparentPopups;
import java.time.LocalDate;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.StringProperty;
import javafx.css.PseudoClass;
import javafx.geometry.Bounds;
import javafx.scene.control.Button;
import javafx.scene.control.DateCell;
import javafx.scene.control.Tooltip;
import javafx.scene.input.Clipboard;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.Region;
import org.kordamp.ikonli.materialdesign2.MaterialDesignC;

/**
 * A date typed as text (so what the user types is never replaced behind their back; a load writes it in full)
 * or picked from a calendar (the button, or Alt+Down; its keys are {@link CalendarKeys}). Up and Down move the date
 * by a day, no further than the first and last days a range may have; an unreadable date is marked. A range of two
 * dates pasted in it may fill both fields ({@link #takeRangePastes}); a date and time pasted puts its day.
 */
final class DateField extends CustomTextField {
    private static final PseudoClass INVALID = PseudoClass.getPseudoClass("invalid");
    /** On the calendar's pop-up where it cannot have transparent parts (see TransparentPopups). */
    private static final String OPAQUE_STYLE_CLASS = "opaque-popover";

    private final Supplier<TodayInNewYork> today;
    private BooleanSupplier transparentPopups = TransparentPopups::supported;
    private Predicate<String> rangePaste = text -> false;

    /** {@code today}'s day is the one the service is on (US Eastern), where the calendar opens without a date. */
    DateField(String id, String accessibleName, StringProperty text, ReadOnlyStringProperty problem,
            Supplier<TodayInNewYork> today) {
        this.today = today;
        setId(id);
        getStyleClass().add("date-field");
        setPrefColumnCount(7);
        setMinWidth(USE_PREF_SIZE); // a date is read whole or not at all
        setPromptText("yyyy-mm-dd");
        textProperty().bindBidirectional(text);
        Tooltip tip = new Tooltip();
        problem.addListener((obs, old, now) -> showProblem(now, tip));
        showProblem(problem.get(), tip);

        Button pick = new Button(null, Icons.of(MaterialDesignC.CALENDAR_MONTH_OUTLINE));
        pick.setId(id + "-pick");
        pick.getStyleClass().addAll("flat", "button-icon", "date-field-pick");
        pick.setFocusTraversable(false);
        String pickName = "Pick the " + accessibleName.toLowerCase(java.util.Locale.ROOT) + " from a calendar";
        pick.setAccessibleText(pickName);
        pick.setTooltip(new Tooltip(pickName + " (Alt+↓)"));
        pick.setOnAction(event -> openCalendar());
        setRight(pick);

        addEventFilter(KeyEvent.KEY_PRESSED, event -> {
            if (event.getCode() == KeyCode.DOWN && event.isAltDown()) {
                openCalendar();
                event.consume();
            } else if (event.getCode() == KeyCode.UP || event.getCode() == KeyCode.DOWN) {
                LocalDate date = DateInput.read(getText());
                if (date != null) {
                    LocalDate stepped = date.plusDays(event.getCode() == KeyCode.UP ? 1 : -1);
                    if (!stepped.isBefore(DateRange.FIRST_DAY) && !stepped.isAfter(DateRange.LAST_DAY)) {
                        setText(DateInput.format(stepped));
                        end();
                    }
                    event.consume(); // at the first or last day a date may have, it stays there
                }
            }
        });
    }

    /**
     * Hands a paste to {@code range} first, which takes it when it is a range of two dates ("2026-12-01 –
     * 2026-12-31") and fills both fields; any other text is pasted as usual.
     */
    void takeRangePastes(Predicate<String> range) {
        rangePaste = range;
    }

    /**
     * A range fills both fields ({@link #takeRangePastes}); a date and time, as the table copies one, puts its day
     * in this field in place of its text ({@link PastedDateTime}: the date in New York when an offset is given), as
     * no part of it could join a date typed; any other text is pasted as usual.
     */
    @Override
    public void paste() {
        Clipboard clipboard = Clipboard.getSystemClipboard();
        String pasted = clipboard.hasString() ? clipboard.getString() : null;
        Optional<LocalDate> day = PastedDateTime.dayOf(pasted);
        if (pasted != null && rangePaste.test(pasted)) {
            end();
        } else if (day.isPresent()) {
            setText(DateInput.format(day.get()));
            end();
        } else {
            super.paste();
        }
    }

    private void showProblem(String problem, Tooltip tip) {
        pseudoClassStateChanged(INVALID, problem != null);
        setAccessibleHelp(problem); // read with the field's name by a screen reader
        if (problem == null) {
            setTooltip(null);
        } else {
            tip.setText(problem);
            setTooltip(tip);
        }
    }

    /** Draws the calendar as on a desktop without a compositor, for a test (Monocle has transparent windows). */
    void drawCalendarOpaque() {
        transparentPopups = () -> false;
    }

    private void openCalendar() {
        LocalDate shown = DateInput.read(getText());
        Calendar calendar = new Calendar(shown != null ? shown : today.get().day());
        calendar.setShowWeekNumbers(true);
        calendar.setDayCellFactory(ofCalendar -> new DayCell(today));
        Popover popover = new Popover(calendar);
        popover.setArrowLocation(Popover.ArrowLocation.TOP_LEFT);
        popover.setDetachable(false);
        calendar.valueProperty().addListener((obs, old, picked) -> {
            if (picked != null) {
                pick(popover, picked);
            }
        });
        if (transparentPopups.getAsBoolean()) {
            popover.show(this);
        } else {
            // The space round the arrow would be drawn opaque, as would round corners: a plain box instead, below
            // the field and aligned with it, as a drop-down list is; framed once, by the calendar (app.css).
            popover.getStyleClass().add(OPAQUE_STYLE_CLASS);
            popover.setArrowSize(0);
            popover.setCornerRadius(0);
            Bounds field = localToScreen(getBoundsInLocal());
            popover.show(this, field.getMinX() + popover.getArrowIndent(), field.getMaxY());
            fillBehindTheEdge(popover, calendar);
        }
        calendar.requestFocus();
        Supplier<LocalDate> todayThere = () -> today.get().day();
        CalendarKeys.install(calendar, calendar.getValue(), todayThere, picked -> pick(popover, picked), () -> {
            popover.hide();
            requestFocus();
        });
    }

    /**
     * Fills the opaque pop-up's window in the calendar's border colour: the popover lays the calendar half a pixel
     * off the window's, and the half pixel of its border outside came out white (a light grey line in the dark theme).
     */
    private static void fillBehindTheEdge(Popover popover, Calendar calendar) {
        if (popover.getScene() != null && calendar.lookup(".date-picker-popup") instanceof Region frame
                && frame.getBackground() != null && !frame.getBackground().getFills().isEmpty()) {
            popover.getScene().setFill(frame.getBackground().getFills().get(0).getFill());
        }
    }

    /**
     * A day of the calendar, marked as today when it is today in New York, as the presets and Home read it; the
     * calendar marks this computer's date, a day apart for an evening in Asia. On such an evening the mark's tooltip
     * says it is New York's today.
     */
    private static final class DayCell extends DateCell {
        private final Supplier<TodayInNewYork> today;

        DayCell(Supplier<TodayInNewYork> today) {
            this.today = today;
        }

        @Override
        public void updateItem(LocalDate date, boolean empty) {
            super.updateItem(date, empty);
            getStyleClass().remove("today");
            setTooltip(null);
            TodayInNewYork now = today.get();
            if (!empty && now.day().equals(date)) {
                getStyleClass().add("today");
                if (!now.isTodayHereToo()) {
                    setTooltip(new Tooltip(now.todayMarkNote()));
                }
            }
        }
    }

    private void pick(Popover popover, LocalDate picked) {
        setText(DateInput.format(picked));
        popover.hide();
        requestFocus();
        end();
    }
}
