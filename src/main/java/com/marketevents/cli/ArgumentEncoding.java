package com.marketevents.cli;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

/**
 * The charset the system's locale gave Java the arguments in ({@code sun.jnu.encoding}). Under {@code LANG=C} (cron,
 * Docker, a bare ssh) it is ASCII, and "Société" arrives as "Soci??t??": the bytes cannot be had back, so the user is
 * told how to run the command instead.
 */
record ArgumentEncoding(String name) {

    static ArgumentEncoding ofThisProcess() {
        return new ArgumentEncoding(System.getProperty("sun.jnu.encoding", StandardCharsets.UTF_8.name()));
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
