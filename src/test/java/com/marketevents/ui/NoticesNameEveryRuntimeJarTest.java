package com.marketevents.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class NoticesNameEveryRuntimeJarTest {
    /** Written by the build (pom.xml, list-runtime-libs) before the tests run. */
    private static final Path RUNTIME_JARS = Path.of("target", "runtime-dependencies.txt");
    /** "org.openjfx:javafx-base:jar:linux:21.0.5:compile -- module javafx.base": group, artifact, version. */
    private static final Pattern JAR = Pattern.compile(
            "^\\s*([\\w.-]+):([\\w.-]+):jar:(?:[\\w.-]+:)?([\\w.-]+):(?:compile|runtime)\\b");

    @Test
    void everyJarTheApplicationShipsIsNamedWithItsVersionInTheThirdPartyNotices() throws Exception {
        assertTrue(Files.isRegularFile(RUNTIME_JARS), RUNTIME_JARS + " is missing: run the tests through Maven");
        String notices = ThirdPartyNotices.read();
        List<String> jars = Files.readAllLines(RUNTIME_JARS).stream().map(JAR::matcher).filter(Matcher::find)
                .map(jar -> jar.group(1) + ":" + jar.group(2) + " " + jar.group(3)).distinct().toList();

        assertTrue(jars.size() > 20, "the list of runtime jars was read: " + jars);
        List<String> missing = jars.stream().filter(jar -> !notices.contains("\n" + jar)).toList();
        assertEquals(List.of(), missing, "runtime jars not in THIRD-PARTY-NOTICES.txt; run"
                + " jpackage/third-party-notices.py (see its first lines)");
    }

    @Test
    void theNoticesCarryTheFullLicenceTextsWithTheMitCopyrightLines() throws Exception {
        String notices = ThirdPartyNotices.read();

        assertTrue(notices.contains("TERMS AND CONDITIONS FOR USE, REPRODUCTION, AND DISTRIBUTION"), "Apache 2.0");
        assertTrue(notices.contains("Copyright (c) 2022 mkpaz\n\nPermission is hereby granted, free of charge"),
                "AtlantaFX's MIT notice");
        assertTrue(notices.contains("GNU GENERAL PUBLIC LICENSE\n                       Version 2, June 1991"),
                "GPL 2 for OpenJFX and the Java runtime");
        assertTrue(notices.contains("\"CLASSPATH\" EXCEPTION TO THE GPL"), "the Classpath Exception");
    }
}
