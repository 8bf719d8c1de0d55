package com.marketevents.cli;

import com.marketevents.settings.ConfigResolver;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Model.UsageMessageSpec;

/**
 * The end of every help, after its exit codes: where the base URL and the key come from, the same lines in each (a
 * subcommand's help is often the only one read), then, for a command, examples to type.
 */
final class HelpFooter {
    /** A command to type, after the command's name, and what it does. */
    record Example(String arguments, String what) {
    }

    private static final String HEADING = "%nConfiguration, first set wins:%n";
    private static final List<String> CONFIGURATION = List.of(
            "  Base URL: --base-url, else " + ConfigResolver.BASE_URL_VARIABLE + ", else the window's Settings.",
            "  API key:  " + ConfigResolver.API_KEY_VARIABLE + ", else the window's Settings (sent only to the",
            "            scheme, host and port saved with it). Never a command-line argument.",
            "  Nothing configured, or --demo: the built-in demo service, with demo data.");

    /** No longer than 56 characters each, as {@link #EVENTS}. */
    static final List<Example> STATUS = List.of(
            new Example("status", "The health of the service configured (the demo's, when none is)."),
            new Example("status --demo --json", "The demo service's health, as JSON."));
    /** No longer than 56 characters each: after "  market-events-browser ", a line of an 80-column help. */
    static final List<Example> EVENTS = List.of(
            new Example("events --from 2026-01-05 --to 2026-01-09 -o week.xlsx",
                    "A week of events, as an Excel workbook."),
            new Example("events --from 2026-01-05 --to 2026-01-09 --filter call",
                    "The week's events whose title or identifiers hold \"call\", as CSV."));

    private HelpFooter() {
    }

    /** The configuration alone: the top-level help. */
    static void configuration(UsageMessageSpec usage) {
        usage.footerHeading(HEADING).footer(CONFIGURATION.toArray(String[]::new));
    }

    /** The configuration, then {@code examples} of {@code commandName}, the command as the user types it. */
    static void withExamples(UsageMessageSpec usage, String commandName, List<Example> examples) {
        List<String> lines = new ArrayList<>(CONFIGURATION);
        lines.add("%nExamples:");
        for (Example example : examples) {
            lines.add("  " + commandName + " " + example.arguments());
            lines.add("      " + example.what());
        }
        usage.footerHeading(HEADING).footer(lines.toArray(String[]::new));
    }
}
