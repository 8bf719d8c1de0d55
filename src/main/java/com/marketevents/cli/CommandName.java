package com.marketevents.cli;

/**
 * The name the user typed the command line by, for its help and its usage errors: the packaged launcher's
 * ({@code market-events}, or {@code market-events-browser} for the window's, which runs commands too), named by
 * the {@code jpackage.app-path} jpackage's launchers (and the .deb's start script) set; the jar's name otherwise
 * ({@code java -jar market-events-browser.jar}).
 */
final class CommandName {
    static final String OF_THE_JAR = "market-events-browser";

    private CommandName() {
    }

    static String ofThisProcess() {
        return of(System.getProperty("jpackage.app-path"));
    }

    /** The file name of the launcher at {@code appPath} without ".exe"; the jar's name when there is none. */
    static String of(String appPath) {
        if (appPath == null || appPath.isBlank()) {
            return OF_THE_JAR;
        }
        String name = appPath.substring(Math.max(appPath.lastIndexOf('/'), appPath.lastIndexOf('\\')) + 1);
        if (name.regionMatches(true, Math.max(0, name.length() - 4), ".exe", 0, 4)) {
            name = name.substring(0, name.length() - 4);
        }
        return name.isBlank() ? OF_THE_JAR : name;
    }
}
