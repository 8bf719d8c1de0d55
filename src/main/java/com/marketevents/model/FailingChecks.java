package com.marketevents.model;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;

/**
 * How the window and the command line show a report's failing checks: listed first, and named in the summary when
 * one or two fail. Of 30 checks with only the last failing, it is neither out of sight nor only counted.
 */
public final class FailingChecks {
    /** More failing checks than this are only counted: a summary naming them all would no longer be one. */
    public static final int NAMED_AT_MOST = 2;

    private FailingChecks() {
    }

    /** The failing checks first, then the others (passed or not saying) in the service's order. */
    public static List<CheckResult> first(List<CheckResult> checks) {
        List<CheckResult> ordered = new ArrayList<>(checks);
        ordered.sort(Comparator.comparing(check -> !failed(check)));
        return List.copyOf(ordered);
    }

    /**
     * ": check_29_available" or ": a and b", the failing checks each as {@code name} gives its service name (null
     * when not given); "" when none or more than {@link #NAMED_AT_MOST} fail.
     */
    public static String named(List<CheckResult> checks, Function<String, String> name) {
        List<String> names = checks.stream().filter(FailingChecks::failed).map(check -> name.apply(check.checker()))
                .toList();
        return names.isEmpty() || names.size() > NAMED_AT_MOST ? "" : ": " + String.join(" and ", names);
    }

    /** A check that says it failed; one that does not say is neither passed nor failed. */
    private static boolean failed(CheckResult check) {
        return Boolean.FALSE.equals(check.passed());
    }
}
