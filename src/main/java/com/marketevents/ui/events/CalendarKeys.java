package com.marketevents.ui.events;

import atlantafx.base.controls.Calendar;
import atlantafx.base.controls.CalendarSkin;
import java.time.LocalDate;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.control.DateCell;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

/**
 * The pop-up calendar's keys, as a JavaFX DatePicker has them: the arrows move the day (Up and Down by a week), Page
 * Up and Page Down the month (with Ctrl the year), Home goes to today, Enter or Space picks the day, Tab closes it
 * unchanged; Esc is left to the pop-up, which closes unchanged. AtlantaFX's calendar swallows every key but Esc,
 * and moves nothing but the month.
 */
final class CalendarKeys {
    /** The day the keyboard is on; the theme shows no focused day, so the keys would move unseen. */
    static final PseudoClass KEYBOARD_DAY = PseudoClass.getPseudoClass("keyboard-day");

    private final Calendar calendar;
    private final Supplier<LocalDate> today;
    private LocalDate day;

    private CalendarKeys(Calendar calendar, LocalDate day, Supplier<LocalDate> today) {
        this.calendar = calendar;
        this.day = day;
        this.today = today;
    }

    /**
     * Puts the keyboard on {@code day} of {@code calendar}, shown, and handles its keys from then on; Home goes to
     * {@code today}.
     */
    static void install(Calendar calendar, LocalDate day, Supplier<LocalDate> today, Consumer<LocalDate> pick,
            Runnable close) {
        CalendarKeys keys = new CalendarKeys(calendar, day, today);
        // Enter and Space pick the day when released: picked when pressed, the calendar closed under the key, and
        // its typed space went on to the field, its release to the day cell the arrows had focused, whose own
        // behaviour failed on the closed calendar (a NullPointerException in JavaFX's DatePickerContent).
        boolean[] picking = {false};
        calendar.addEventFilter(KeyEvent.KEY_TYPED, KeyEvent::consume);
        calendar.addEventFilter(KeyEvent.KEY_RELEASED, event -> {
            if (event.getCode() == KeyCode.ENTER || event.getCode() == KeyCode.SPACE) {
                event.consume();
                if (picking[0]) {
                    picking[0] = false;
                    pick.accept(keys.day);
                }
            }
        });
        calendar.addEventFilter(KeyEvent.KEY_PRESSED, event -> {
            switch (event.getCode()) {
                case ENTER, SPACE -> picking[0] = true;
                case TAB -> close.run();
                default -> {
                    LocalDate next = keys.next(event);
                    if (next == null) {
                        return;
                    }
                    keys.moveTo(next);
                }
            }
            event.consume();
        });
        keys.moveTo(day);
    }

    private LocalDate next(KeyEvent event) {
        return switch (event.getCode()) {
            case LEFT -> day.minusDays(1);
            case RIGHT -> day.plusDays(1);
            case UP -> day.minusWeeks(1);
            case DOWN -> day.plusWeeks(1);
            case PAGE_UP -> event.isShortcutDown() ? day.minusYears(1) : day.minusMonths(1);
            case PAGE_DOWN -> event.isShortcutDown() ? day.plusYears(1) : day.plusMonths(1);
            case HOME -> today.get();
            default -> null;
        };
    }

    private void moveTo(LocalDate date) {
        day = date;
        if (calendar.getSkin() instanceof CalendarSkin skin) {
            skin.goToDate(date, true); // shows its month and gives its cell the focus
        }
        for (Node cell : calendar.lookupAll(".day-cell")) {
            boolean keyboardOn = cell instanceof DateCell dayCell && date.equals(dayCell.getItem());
            cell.pseudoClassStateChanged(KEYBOARD_DAY, keyboardOn);
        }
    }
}
