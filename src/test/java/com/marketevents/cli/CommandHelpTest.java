package com.marketevents.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.model.DateRange;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What `status --help` and `events --help` tell a user who reads only the help of the command at hand. */
class CommandHelpTest {
    private static final String CONFIGURATION = "Configuration, first set wins:";
    /** A word, or a double-quoted text, as a shell splits an example. */
    private static final Pattern ARGUMENT = Pattern.compile("\"([^\"]*)\"|(\\S+)");

    @TempDir
    Path folder;

    @Test
    void eachCommandsHelpSaysHowToGiveTheKeyAndTheBaseUrlInTheTopLevelHelpsWords() {
        String top = new CliHarness().run("--help").out();
        String configuration = top.substring(top.indexOf(CONFIGURATION));

        for (String command : List.of("status", "events")) {
            String help = new CliHarness().run(command, "--help").out();
            assertTrue(help.contains(configuration.strip()), command + " --help lacks\n" + configuration + "in\n" + help);
        }
    }

    @Test
    void eachCommandsHelpGivesExamplesThatRunAsWritten() {
        for (String command : List.of("status", "events")) {
            // The jar's name, the longest the help can give.
            String typed = "  " + CommandName.OF_THE_JAR + " ";
            String help = new CliHarness().run(command, "--help").out();
            List<String> examples = help.substring(help.indexOf("Examples:")).lines()
                    .filter(line -> line.startsWith(typed)).toList();
            assertFalse(examples.isEmpty(), command + " --help has no example:\n" + help);
            for (String example : examples) {
                assertTrue(example.length() <= 80, "on one line of the help, to copy whole: " + example);
                List<String> arguments = arguments(example.substring(typed.length()));
                CliHarness.Run run = new CliHarness().run(arguments.toArray(String[]::new));

                assertEquals(0, run.exitCode(), example + ": " + run.err());
                assertTrue(run.outBytes().length > 0 || arguments.contains("-o"), example + " wrote nothing");
            }
        }
        assertTrue(Files.isRegularFile(folder.resolve("week.xlsx")), "the example's workbook was written");
    }

    /** The example's words, its output file in the test's folder. */
    private List<String> arguments(String example) {
        List<String> arguments = new ArrayList<>();
        Matcher argument = ARGUMENT.matcher(example);
        while (argument.find()) {
            String word = argument.group(1) != null ? argument.group(1) : argument.group(2);
            boolean file = !arguments.isEmpty() && arguments.get(arguments.size() - 1).equals("-o");
            arguments.add(file ? folder.resolve(word).toString() : word);
        }
        return arguments;
    }

    @Test
    void eventsHelpGivesTheLongestRangeThatIsAccepted() {
        String help = new CliHarness().run("events", "--help").out().replaceAll("\\s+", " ");
        Matcher longest = Pattern.compile("--from (\\d{4}-\\d\\d-\\d\\d) --to (\\d{4}-\\d\\d-\\d\\d)").matcher(help);

        assertTrue(longest.find(), help);
        LocalDate from = LocalDate.parse(longest.group(1));
        LocalDate to = LocalDate.parse(longest.group(2));
        assertFalse(DateRange.of(from, to).isTooLong(), "the range the help gives is accepted");
        assertTrue(DateRange.of(from, to.plusDays(1)).isTooLong(), "a day more is refused");
        assertFalse(help.contains("at most " + DateRange.LONGEST_YEARS + " years from --from"), help);
    }
}
