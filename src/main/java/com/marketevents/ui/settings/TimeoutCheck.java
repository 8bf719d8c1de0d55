package com.marketevents.ui.settings;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Checks the three time-outs together: every field at fault is named, in one sentence, so that what the dialog
 * outlines and what it explains are the same fields (connect 0 and read "abc" both; connect longer than overall,
 * both).
 */
final class TimeoutCheck {
    /** The fields at fault, and the sentence that explains them all. */
    record Result(Set<SettingsField> fields, String text) {
    }

    private static final Map<SettingsField, String> NAMES = Map.of(SettingsField.CONNECT_TIMEOUT, "connect",
            SettingsField.READ_TIMEOUT, "read", SettingsField.CALL_TIMEOUT, "overall");

    private final long maxSeconds;

    TimeoutCheck(long maxSeconds) {
        this.maxSeconds = maxSeconds;
    }

    /** What is wrong with the seconds typed; null when they can be used. */
    Result check(String connect, String read, String overall) {
        Map<SettingsField, String> typed = new LinkedHashMap<>();
        typed.put(SettingsField.CONNECT_TIMEOUT, connect);
        typed.put(SettingsField.READ_TIMEOUT, read);
        typed.put(SettingsField.CALL_TIMEOUT, overall);
        List<SettingsField> notNumbers = new ArrayList<>();
        List<SettingsField> outOfRange = new ArrayList<>();
        Map<SettingsField, Long> seconds = new LinkedHashMap<>();
        typed.forEach((field, text) -> {
            try {
                long value = Long.parseLong(text.strip());
                if (value < 1 || value > maxSeconds) {
                    outOfRange.add(field);
                }
                seconds.put(field, value);
            } catch (NumberFormatException e) {
                notNumbers.add(field);
            }
        });
        if (!notNumbers.isEmpty() || !outOfRange.isEmpty()) {
            return unusable(outOfRange, notNumbers);
        }
        return longerThanOverall(seconds);
    }

    private Result unusable(List<SettingsField> outOfRange, List<SettingsField> notNumbers) {
        List<String> clauses = new ArrayList<>();
        if (!outOfRange.isEmpty()) {
            clauses.add(named(outOfRange) + " must be between 1 and " + maxSeconds + " seconds");
        }
        if (!notNumbers.isEmpty()) {
            clauses.add(named(notNumbers) + (notNumbers.size() == 1 ? " must be a whole number of seconds"
                    : " must be whole numbers of seconds"));
        }
        Set<SettingsField> fields = EnumSet.noneOf(SettingsField.class);
        fields.addAll(outOfRange);
        fields.addAll(notNumbers);
        return new Result(fields, capitalised(String.join(", and ", clauses)) + ".");
    }

    private static Result longerThanOverall(Map<SettingsField, Long> seconds) {
        long overall = seconds.get(SettingsField.CALL_TIMEOUT);
        List<SettingsField> longer = new ArrayList<>();
        for (SettingsField field : List.of(SettingsField.CONNECT_TIMEOUT, SettingsField.READ_TIMEOUT)) {
            if (seconds.get(field) > overall) {
                longer.add(field);
            }
        }
        if (longer.isEmpty()) {
            return null;
        }
        Set<SettingsField> fields = EnumSet.copyOf(longer);
        fields.add(SettingsField.CALL_TIMEOUT);
        String overallNamed = "the overall time-out (" + overall + " s), which would end every call first; ";
        if (longer.size() == 1) {
            SettingsField field = longer.get(0);
            return new Result(fields, "The " + NAMES.get(field) + " time-out (" + seconds.get(field)
                    + " s) is longer than " + overallNamed + "shorten it or lengthen the overall one.");
        }
        return new Result(fields, "The connect (" + seconds.get(SettingsField.CONNECT_TIMEOUT) + " s) and read ("
                + seconds.get(SettingsField.READ_TIMEOUT) + " s) time-outs are longer than " + overallNamed
                + "shorten them or lengthen the overall one.");
    }

    /** "the connect time-out", "the connect and read time-outs", "the connect, read and overall time-outs". */
    private static String named(List<SettingsField> fields) {
        List<String> names = fields.stream().map(NAMES::get).toList();
        if (names.size() == 1) {
            return "the " + names.get(0) + " time-out";
        }
        String allButLast = String.join(", ", names.subList(0, names.size() - 1));
        return "the " + allButLast + " and " + names.get(names.size() - 1) + " time-outs";
    }

    private static String capitalised(String sentence) {
        return Character.toUpperCase(sentence.charAt(0)) + sentence.substring(1);
    }
}
