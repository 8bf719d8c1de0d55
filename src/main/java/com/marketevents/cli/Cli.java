package com.marketevents.cli;

import com.marketevents.AppServices;
import com.marketevents.AppServices.ServiceConnection;
import com.marketevents.AppVersion;
import com.marketevents.api.ApiException;
import com.marketevents.api.Cancellation;
import com.marketevents.api.UrlText;
import com.marketevents.api.UserMessages;
import com.marketevents.report.TerminalText;
import com.marketevents.settings.ConfigResolver;
import com.marketevents.settings.ResolvedConfig;
import com.marketevents.settings.SettingsStore;
import java.io.ByteArrayOutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.Objects;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.IVersionProvider;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;

/**
 * The command line: {@code status} and {@code events} over the same service layer as the window.
 * Runs in-process with the streams, environment and cancellation it is given, and returns an exit
 * code instead of exiting, so tests drive it like a user would.
 */
@Command(name = CommandName.OF_THE_JAR,
        versionProvider = Cli.Version.class,
        mixinStandardHelpOptions = true,
        sortOptions = false,
        usageHelpAutoWidth = true,
        description = {
            "Corporate events (earnings first of all) from the Market Events service, for scripts.",
            "Without any argument, the window opens instead."},
        exitCodeListHeading = "%nExit codes:%n")
public final class Cli implements Callable<Integer> {

    @Option(names = "--base-url", paramLabel = "URL", scope = ScopeType.INHERIT,
            description = "The service's address with its namespace segment, like https://host/api.")
    String baseUrl;

    @Option(names = "--demo", arity = "0", scope = ScopeType.INHERIT,
            description = "Use the built-in demo service (demo data), whatever is configured.")
    boolean demo;

    // Accepted only to refuse it with the right advice, without echoing the value.
    @Option(names = {"--api-key", "--apikey", "--api_key", "--apiKey", "--key", "--x-api-key", "--token"},
            hidden = true, arity = "0..1", fallbackValue = "",
            scope = ScopeType.INHERIT)
    String keyArgument;

    private final AppServices services;
    private final CliIo io;
    private final Cancellation cancellation;
    private final Clock clock;
    private final ArgumentEncoding argumentEncoding;
    private final String commandName;

    public Cli(AppServices services, CliIo io, Cancellation cancellation, Clock clock) {
        this(services, io, cancellation, clock, ArgumentEncoding.ofThisProcess(), CommandName.ofThisProcess());
    }

    /**
     * {@code argumentEncoding}: how the system passed the arguments; {@code commandName}: what the user typed to run
     * it (see {@link CommandName}); both of which tests choose.
     */
    Cli(AppServices services, CliIo io, Cancellation cancellation, Clock clock, ArgumentEncoding argumentEncoding,
            String commandName) {
        this.services = Objects.requireNonNull(services, "services");
        this.io = Objects.requireNonNull(io, "io");
        this.cancellation = Objects.requireNonNull(cancellation, "cancellation");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.argumentEncoding = Objects.requireNonNull(argumentEncoding, "argumentEncoding");
        this.commandName = Objects.requireNonNull(commandName, "commandName");
    }

    /** Parses the arguments, runs the command and returns its exit code. Never throws, never exits. */
    public int run(String... args) {
        CommandLine commandLine = new CommandLine(this)
                .addSubcommand(new StatusCommand(this))
                .addSubcommand(new EventsCommand(this))
                .addSubcommand(new CommandLine.HelpCommand())
                .registerConverter(OutputFile.class, new OutputFile.Converter(argumentEncoding))
                .setCommandName(commandName);
        // Each help lists the codes its command can give, in the README table's words.
        commandLine.getCommandSpec().usageMessage().exitCodeList(ExitCode.helpList(ExitCode.values()));
        commandLine.getSubcommands().get("status").getCommandSpec().usageMessage().exitCodeList(
                ExitCode.helpList(StatusCommand.EXIT_CODES));
        commandLine.getSubcommands().get("events").getCommandSpec().usageMessage().exitCodeList(
                ExitCode.helpList(EventsCommand.EXIT_CODES));
        HelpFooter.configuration(commandLine.getCommandSpec().usageMessage());
        HelpFooter.withExamples(commandLine.getSubcommands().get("status").getCommandSpec().usageMessage(),
                commandName, HelpFooter.STATUS);
        HelpFooter.withExamples(commandLine.getSubcommands().get("events").getCommandSpec().usageMessage(),
                commandName, HelpFooter.EVENTS);
        // Help and version are kept until the command is done, then written as a report is: a failed write is said.
        ByteArrayOutputStream helpText = new ByteArrayOutputStream();
        PrintWriter help = new PrintWriter(new OutputStreamWriter(helpText, StandardCharsets.UTF_8), true);
        commandLine.setOut(help);
        commandLine.setErr(new PrintWriter(io.err(), true));
        commandLine.setParameterExceptionHandler(this::usageError);
        commandLine.setExecutionExceptionHandler((e, cmd, parsed) -> internalError(e));
        try {
            int code = commandLine.execute(args);
            help.flush();
            if (helpText.size() == 0) {
                return code;
            }
            ExitCode written = StandardOutput.write(io, helpText.toByteArray());
            return written == ExitCode.OK ? code : written.code();
        } catch (OutOfMemoryError tooMany) {
            // Decades of a large calendar can outgrow the memory; what was held is unreachable again by now.
            io.err().println("There was not enough memory for all the events asked for; nothing was written."
                    + " Ask for a shorter range, or for several in turn.");
            return ExitCode.USAGE.code();
        }
    }

    /** Without a command: say what to type (the window opens only with no argument at all). */
    @Override
    public Integer call() {
        if (keyArgument != null) {
            return refuseKeyArgument().code();
        }
        io.err().println("Name a command: status or events (see --help). Without any argument, the window opens.");
        return ExitCode.USAGE.code();
    }

    CliIo io() {
        return io;
    }

    Cancellation cancellation() {
        return cancellation;
    }

    Clock clock() {
        return clock;
    }

    ArgumentEncoding argumentEncoding() {
        return argumentEncoding;
    }

    AppServices services() {
        return services;
    }

    /** Resolves the configuration, connects and runs the work, turning every failure into its exit code. */
    int withService(ServiceWork work) {
        return withService(work, FailureListener.NONE);
    }

    /**
     * As {@link #withService(ServiceWork)}, and tells {@code listener} of a failure of the configuration or the
     * service (not of a usage error) once its sentence is on stderr.
     */
    int withService(ServiceWork work, FailureListener listener) {
        if (keyArgument != null) {
            return refuseKeyArgument().code();
        }
        ResolvedConfig config;
        try {
            config = resolveConfig();
            cancellation.throwIfCancelled();
        } catch (ApiException e) {
            return fail(e, describe(e), listener);
        }
        try {
            return work.run(services.connect(config)).code();
        } catch (ApiException e) {
            // "Check the base URL" is only actionable when the user knows which URL was used, and where it was set:
            // the sentence names where each value came from, the URL follows it.
            return fail(e, describe(e, CommandLineWayOut.of(config)) + (UserMessages.pointsAtTheBaseUrl(e)
                    && !config.isDemo() ? " In use: base URL " + UrlText.shown(config.baseUrl()) + "." : ""),
                    listener);
        }
    }

    /** The service to use, from the options, the environment and the stored settings; notes go to stderr. */
    private ResolvedConfig resolveConfig() throws ApiException {
        SettingsStore.Loaded stored = services.settingsStore().loadWithWarnings();
        stored.warnings().forEach(warning -> io.err().println("Note: " + TerminalText.clean(warning, "")));
        ResolvedConfig config = services.configResolver().resolve(baseUrl, demo, stored.settings());
        if (stored.unreadable() != null && config.isDemo() && !demo) {
            // Demo data in place of a service that is merely unreadable would pass for the real thing.
            throw new ApiException(ApiException.Kind.CONFIGURATION, TerminalText.clean(stored.unreadable(), "")
                    + ", so no service is known: set " + ConfigResolver.BASE_URL_VARIABLE + " and "
                    + ConfigResolver.API_KEY_VARIABLE + ", use --demo for the demo service, or save the settings"
                    + " again in the window's Settings.");
        }
        if (stored.unreadable() != null) {
            io.err().println("Note: " + TerminalText.clean(stored.unreadable(), "") + ".");
        }
        if (config.isDemo() && !demo) {
            io.err().println("Note: no service is configured, so this is the built-in demo service with demo"
                    + " data. Set " + ConfigResolver.BASE_URL_VARIABLE + " and " + ConfigResolver.API_KEY_VARIABLE
                    + " (or use the window's Settings) for real data.");
        }
        return config;
    }

    /** Prints the one sentence for a failed call, tells the listener and gives the exit code. */
    private int fail(ApiException e, String sentence, FailureListener listener) {
        io.err().println(sentence);
        ExitCode code = ExitCode.forFailure(e.kind());
        listener.failed(sentence, code);
        return code.code();
    }

    /** The sentence when the configuration in use is not known (it could not be resolved). */
    static String describe(ApiException e) {
        return describe(e, CommandLineWayOut.ANY);
    }

    static String describe(ApiException e, UserMessages.WayOut wayOut) {
        if (e.kind() == ApiException.Kind.CANCELLED) {
            return "Cancelled.";
        }
        // Configuration problems are found by us and already say what to change.
        if (e.kind() == ApiException.Kind.CONFIGURATION && e.getMessage() != null && !e.getMessage().isBlank()) {
            return e.getMessage();
        }
        return UserMessages.describe(e, wayOut);
    }

    private ExitCode refuseKeyArgument() {
        io.err().println("The API key is not accepted as a command-line argument, where the process list and the"
                + " shell history would show it: set the environment variable " + ConfigResolver.API_KEY_VARIABLE
                + ", or save the key in the window's Settings.");
        return ExitCode.USAGE;
    }

    private int usageError(CommandLine.ParameterException e, String[] args) {
        if (asksForHelp(args)) {
            // "events -h --from x": the help asked for answers the mistake too.
            CommandLine named = commandNamed(root(e.getCommandLine()), args);
            named.usage(named.getOut());
            return ExitCode.OK.code();
        }
        // The sentence quotes what was typed, which a pasted escape sequence could turn into terminal commands.
        String sentence = TerminalText.clean(UsageErrorSentence.of(e, args), "");
        io.err().println(sentence);
        if (e.getCommandLine().getCommand() instanceof StatusCommand status) {
            status.usageError(sentence, args);
        }
        return ExitCode.USAGE.code();
    }

    private static boolean asksForHelp(String[] args) {
        for (String arg : args) {
            if (arg.equals("--")) {
                return false;
            }
            if (arg.equals("-h") || arg.equals("--help")) {
                return true;
            }
        }
        return false;
    }

    private static CommandLine root(CommandLine command) {
        return command.getParent() == null ? command : root(command.getParent());
    }

    /** The last command named in the arguments ({@code events} in "--demo events -h"), else the top one. */
    private static CommandLine commandNamed(CommandLine top, String[] args) {
        CommandLine named = top;
        for (String arg : args) {
            CommandLine sub = named.getSubcommands().get(arg);
            if (sub != null) {
                named = sub;
            }
        }
        return named;
    }

    private int internalError(Exception e) {
        io.err().println("Unexpected internal error (" + e.getClass().getSimpleName()
                + "); nothing was written. Please report it.");
        return ExitCode.INTERNAL_ERROR.code();
    }

    /** Told of a failed service call after its sentence went to stderr, for a command that reports it on stdout too. */
    @FunctionalInterface
    interface FailureListener {
        FailureListener NONE = (sentence, code) -> { };

        void failed(String sentence, ExitCode code);
    }

    /** Work that needs a connected service. */
    @FunctionalInterface
    interface ServiceWork {
        ExitCode run(ServiceConnection connection) throws ApiException;
    }

    /**
     * "market-events 1.0.0": the command as it was typed (see {@link CommandName}), also after a subcommand, and the
     * version from the jar's manifest; "development" when run from classes.
     */
    static final class Version implements IVersionProvider {
        @Spec
        private CommandSpec spec;

        @Override
        public String[] getVersion() {
            return new String[] {spec.root().name() + " " + AppVersion.current()};
        }
    }
}
