package com.marketevents.cli;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The charset the system's locale gave Java the arguments in ({@code sun.jnu.encoding}). Under {@code LANG=C} (cron,
 * Docker, a bare ssh) it is ASCII, and "Société" arrives as "Soci??t??": the bytes cannot be had back, so the user is
 * told how to run the command instead. {@code localeNamed} is the locale the environment asks for (LC_ALL, else
 * LC_CTYPE, else LANG; "" if none): one that names UTF-8 while Java got ASCII is not installed on this system.
 */
record ArgumentEncoding(String name, String localeNamed) {

    ArgumentEncoding(String name) {
        this(name, "");
    }

    static ArgumentEncoding ofThisProcess() {
        return new ArgumentEncoding(System.getProperty("sun.jnu.encoding", StandardCharsets.UTF_8.name()),
                localeNamedIn(System.getenv()));
    }

    /** The locale {@code environment} sets for characters, by the POSIX order: LC_ALL, LC_CTYPE, then LANG. */
    static String localeNamedIn(Map<String, String> environment) {
        return Stream.of("LC_ALL", "LC_CTYPE", "LANG").map(environment::get)
                .filter(value -> value != null && !value.isEmpty()).findFirst().orElse("");
    }

    /** True when {@code argument} may have had characters the locale could not pass, which became '?' or U+FFFD. */
    boolean mayHaveLostCharactersOf(String argument) {
        return !isUtf8() && (argument.indexOf('?') >= 0 || argument.indexOf('\uFFFD') >= 0);
    }

    /**
     * True when a UTF-8 locale got bytes that are not UTF-8 ("r\xe9sum\xe9.csv" typed in a Latin-1 terminal, or a
     * file named so): Java put U+FFFD for them, and a name or text with it is never the one meant.
     */
    boolean hasBytesNotInUtf8(String argument) {
        return isUtf8() && argument.indexOf('\uFFFD') >= 0;
    }

    /** What happened to such an argument, after "this is not what was typed". */
    String notUtf8() {
        return "some of its bytes are not UTF-8, which this system's locale (" + name + ") expects, so the program got"
                + " \uFFFD in their place";
    }

    /** What happened and what to do, after "this is not what was typed". */
    String advice() {
        String lower = localeNamed.toLowerCase(Locale.ROOT);
        if (lower.contains("utf-8") || lower.contains("utf8")) {
            return "the locale " + localeNamed + " is set but not installed on this system, so Java fell back to "
                    + name + ", which cannot pass accented characters to the program (they get '?' instead): set"
                    + " LANG=C.UTF-8, or install " + localeNamed + ", and run it again";
        }
        return "this system's locale (" + name + ") cannot pass accented characters to the program, which get '?'"
                + " instead: set LANG=C.UTF-8 (or another UTF-8 locale) and run it again";
    }

    private boolean isUtf8() {
        try {
            return Charset.forName(name).equals(StandardCharsets.UTF_8);
        } catch (IllegalArgumentException unknown) {
            return false;
        }
    }
}
