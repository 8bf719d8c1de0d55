package com.marketevents.cli;

import com.marketevents.api.ApiException;
import com.marketevents.model.StatusReport;
import com.marketevents.report.StatusReportText;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code status [--json]}: asks the service how it is, prints the report; exit code 1 when unhealthy. */
@Command(name = "status", mixinStandardHelpOptions = true, versionProvider = Cli.Version.class, sortOptions = false,
        description = "Show the service's health report: overall state, host, time, each dependency check"
                + " with its output and how long it stays valid, and the round trip.",
        exitCodeListHeading = "%nExit codes:%n")
final class StatusCommand implements Callable<Integer> {
    /** Where a check's output cut in the text is whole. */
    static final String WHOLE_OUTPUT_AT = "--json gives the whole output";
    /** All but 7, which only {@code events} gives; 6 when standard output cannot be written. */
    static final ExitCode[] EXIT_CODES = {ExitCode.OK, ExitCode.UNHEALTHY, ExitCode.USAGE, ExitCode.KEY_REJECTED,
        ExitCode.SERVICE_FAILURE, ExitCode.INVALID_RESPONSE, ExitCode.OUTPUT_FAILED, ExitCode.INTERNAL_ERROR,
        ExitCode.CANCELLED};

    @Option(names = "--json", arity = "0", description = {"Print the report as JSON. When no report can be had"
            + " (exit code 2 to 5), print instead:",
        "{\"status\":\"unavailable\",\"healthy\":false,",
        " \"error\":\"<the sentence on stderr>\",\"exit_code\":N}"})
    boolean json;

    private final Cli cli;

    StatusCommand(Cli cli) {
        this.cli = cli;
    }

    @Override
    public Integer call() {
        return cli.withService(connection -> {
            long started = System.nanoTime();
            StatusReport report = connection.api().status(cli.cancellation());
            Duration roundTrip = Duration.ofNanos(System.nanoTime() - started);
            Instant arrived = cli.clock().instant(); // one moment for the text, the JSON and the exit code
            String source = connection.config().describe();
            String text;
            if (json) {
                try {
                    text = StatusReportJson.format(cli.services().objectMapper(), report, source,
                            connection.demo(), roundTrip, arrived);
                } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
                    throw new ApiException(ApiException.Kind.INVALID_RESPONSE,
                            "The status report could not be written as JSON.", e);
                }
            } else {
                text = StatusReportText.format(report, source, roundTrip, arrived, cli.clock().getZone(),
                        WHOLE_OUTPUT_AT);
            }
            ExitCode written = StandardOutput.write(cli.io(), text.getBytes(StandardCharsets.UTF_8));
            if (written != ExitCode.OK) {
                return written;
            }
            return report.isHealthyOnArrival(arrived) ? ExitCode.OK : ExitCode.UNHEALTHY;
        }, json ? this::printUnavailable : Cli.FailureListener.NONE);
    }

    /**
     * A command line that asks for JSON gets it even when the rest cannot be read, as for any other usage error; the
     * parse may have stopped before {@code --json}, so the arguments are looked at too.
     */
    void usageError(String sentence, String[] args) {
        if (json || Arrays.asList(args).contains("--json")) {
            printUnavailable(sentence, ExitCode.USAGE);
        }
    }

    /**
     * A script reading stdout gets JSON whatever the outcome; after a cancellation there is nothing to say about
     * the service, so nothing is printed.
     */
    private void printUnavailable(String sentence, ExitCode code) {
        if (code != ExitCode.CANCELLED) {
            StandardOutput.write(cli.io(), StatusReportJson.unavailable(sentence, code)
                    .getBytes(StandardCharsets.UTF_8));
        }
    }
}
