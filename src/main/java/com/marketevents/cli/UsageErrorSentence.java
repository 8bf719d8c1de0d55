package com.marketevents.cli;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;

/**
 * One sentence for a command line picocli could not read: it names the bad input and says what to do, keeping
 * picocli's "did you mean" suggestions. Built from the exception's parts, never from picocli's own wording.
 */
final class UsageErrorSentence {
    /** A word a flag given a value is most often given. */
    private static final Pattern FLAG_VALUE = Pattern.compile("(?i)true|false|yes|no|on|off");

    private UsageErrorSentence() {
    }

    /** {@code args} are the arguments as typed: an option typed without its value is among them. */
    static String of(ParameterException e, String[] args) {
        CommandLine command = e.getCommandLine();
        List<String> unmatched = command.getParseResult() == null ? List.of() : command.getParseResult().unmatched();
        if (e instanceof CommandLine.UnmatchedArgumentException unknown) {
            return unmatched(unknown, args);
        }
        if (!unmatched.isEmpty()) {
            // picocli checks the required options first; "--form csv" is a typo, not a missing --format.
            return unmatched(new CommandLine.UnmatchedArgumentException(command, unmatched), args);
        }
        if (askedHelpOfAnUnknownCommand(e)) {
            // "help bogus": picocli's help command says "Unknown subcommand", without the suggestions.
            return unmatched(new CommandLine.UnmatchedArgumentException(command, List.of(e.getValue())), args);
        }
        if (e instanceof CommandLine.MissingParameterException missing) {
            return missing(missing, args);
        }
        if (e instanceof CommandLine.OverwrittenOptionException twice
                && twice.getOverwritten() instanceof OptionSpec option) {
            return option.longestName() + " is given more than once; give it once.";
        }
        if (e.getArgSpec() instanceof OptionSpec option && isFlag(option)) {
            // A flag's arity is 0, so --json=false is refused rather than taken for the text report.
            return flagWithValue(option);
        }
        if (e.getArgSpec() instanceof OptionSpec option
                && e.getCause() instanceof CommandLine.TypeConversionException) {
            return badValue(option, e);
        }
        Optional<OptionSpec> flag = flagGivenAValue(command, args);
        if (flag.isPresent()) {
            return flagWithValue(flag.get()); // picocli says so without naming the option's spec
        }
        return sentence(e.getMessage()) + " " + helpPointer(command, "options");
    }

    /** A flag typed with a value attached, as --json=false. */
    private static Optional<OptionSpec> flagGivenAValue(CommandLine command, String[] args) {
        return Arrays.stream(args).filter(arg -> arg.startsWith("-") && arg.indexOf('=') > 0)
                .map(arg -> command.getCommandSpec().findOption(arg.substring(0, arg.indexOf('='))))
                .filter(option -> option != null && isFlag(option)).findFirst();
    }

    /** Whether {@code e} is the help command's refusal of a command it does not know ({@code help bogus}). */
    private static boolean askedHelpOfAnUnknownCommand(ParameterException e) {
        CommandLine.ParseResult parsed = e.getCommandLine().getParseResult();
        return e.getArgSpec() == null && e.getValue() != null && parsed != null && parsed.subcommand() != null
                && parsed.subcommand().commandSpec().userObject() instanceof CommandLine.HelpCommand;
    }

    private static String unmatched(CommandLine.UnmatchedArgumentException e, String[] args) {
        CommandLine command = e.getCommandLine();
        String first = e.getUnmatched().get(0);
        Optional<OptionSpec> flagBefore = flagBefore(command, first, args);
        if (flagBefore.isPresent()) {
            return flagWithValue(flagBefore.get()); // "--json true": picocli takes the value for an argument
        }
        String typed = withoutValue(first);
        List<String> near = NearNames.of(typed, names(command, typed, e.getSuggestions()));
        String suggestions = near.isEmpty() ? "" : " Did you mean " + either(near) + "?";
        if (typed.startsWith("-")) {
            return "Unknown option " + typed + "." + suggestions + " " + helpPointer(command, "options");
        }
        if (!command.getSubcommands().isEmpty()) {
            return "Unknown command " + first + "." + suggestions + " The commands are " + both(commands(command))
                    + " (see --help).";
        }
        return "Unexpected argument " + first + ": " + command.getCommandName() + " takes only options, and a value"
                + " with spaces needs quotes. " + helpPointer(command, "options");
    }

    /**
     * The names {@code typed} may be a slip of: the command's options' for an option, its commands' for a word, and
     * picocli's suggestions (it suggests only its nearest by letter pairs, which may not be the nearest by slips).
     */
    private static List<String> names(CommandLine command, String typed, List<String> suggested) {
        Stream<String> known = typed.startsWith("-")
                ? command.getCommandSpec().options().stream().filter(option -> !option.hidden())
                        .map(OptionSpec::longestName)
                : commands(command).stream();
        return Stream.concat(known, suggested.stream()).toList();
    }

    /** An option's name as typed without the value given to it: --outptu for --outptu=x.csv. */
    private static String withoutValue(String argument) {
        int equals = argument.indexOf('=');
        return argument.startsWith("-") && equals > 0 ? argument.substring(0, equals) : argument;
    }

    /** A required option left out, or an option typed without its value. */
    private static String missing(CommandLine.MissingParameterException e, String[] args) {
        CommandLine command = e.getCommandLine();
        List<OptionSpec> options = e.getMissing().stream().filter(OptionSpec.class::isInstance)
                .map(OptionSpec.class::cast).toList();
        if (options.isEmpty()) {
            return sentence(e.getMessage()) + " " + helpPointer(command, "options");
        }
        OptionSpec first = options.get(0);
        Optional<String> typed = options.size() == 1 ? typedName(first, args) : Optional.empty();
        if (typed.isPresent()) {
            return "The option " + typed.get() + " needs a value: give " + typed.get() + " " + first.paramLabel() + ".";
        }
        return "Missing " + (options.size() == 1 ? "option " : "options ")
                + both(options.stream().map(OptionSpec::longestName).toList()) + ": give "
                + options.stream().map(UsageErrorSentence::withLabel).collect(Collectors.joining(" ")) + ". "
                + helpPointer(command, "options");
    }

    private static String badValue(OptionSpec option, ParameterException e) {
        // Our converters say "'value' is not …" with what to give instead; picocli's own lack the period.
        return "The " + option.longestName() + " value " + sentence(e.getCause().getMessage());
    }

    private static String flagWithValue(OptionSpec option) {
        return option.longestName() + " takes no value; give it alone, as " + option.longestName() + ".";
    }

    /** The flag typed just before {@code argument}, when that reads as a value for it: "--json true", "--demo no". */
    private static Optional<OptionSpec> flagBefore(CommandLine command, String argument, String[] args) {
        if (!FLAG_VALUE.matcher(argument).matches()) {
            return Optional.empty();
        }
        for (int i = 1; i < args.length; i++) {
            OptionSpec option = args[i - 1].startsWith("-") ? command.getCommandSpec().findOption(args[i - 1]) : null;
            if (args[i].equals(argument) && option != null && isFlag(option)) {
                return Optional.of(option);
            }
        }
        return Optional.empty();
    }

    /** The commands {@code command} runs, but help, which its usage names: "status and events". */
    private static List<String> commands(CommandLine command) {
        return command.getSubcommands().entrySet().stream()
                .filter(entry -> !(entry.getValue().getCommandSpec().userObject() instanceof CommandLine.HelpCommand))
                .map(Map.Entry::getKey).toList();
    }

    /** The name the option was typed with ("-o" for --output), when it was typed. */
    private static Optional<String> typedName(OptionSpec option, String[] args) {
        return Arrays.stream(args).flatMap(arg -> Arrays.stream(option.names())
                .filter(name -> arg.equals(name) || arg.startsWith(name + "="))).findFirst();
    }

    private static boolean isFlag(ArgSpec option) {
        return option.type() == boolean.class || option.type() == Boolean.class;
    }

    private static String withLabel(OptionSpec option) {
        return isFlag(option) ? option.longestName() : option.longestName() + " " + option.paramLabel();
    }

    private static String helpPointer(CommandLine command, String what) {
        return "Run `" + command.getCommandSpec().qualifiedName() + " --help` for the " + what + ".";
    }

    private static String either(List<String> names) {
        return join(names, " or ");
    }

    private static String both(List<String> names) {
        return join(names, " and ");
    }

    private static String join(List<String> names, String last) {
        if (names.size() == 1) {
            return names.get(0);
        }
        return String.join(", ", names.subList(0, names.size() - 1)) + last + names.get(names.size() - 1);
    }

    /** Capitalized and ended with a period. */
    private static String sentence(String text) {
        String stripped = text == null || text.isBlank() ? "The command line could not be read" : text.strip();
        String capital = Character.toUpperCase(stripped.charAt(0)) + stripped.substring(1);
        return capital.endsWith(".") || capital.endsWith("?") ? capital : capital + ".";
    }
}
