package com.marketevents.export;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

/** The file formats events can be exported to, with their file name extension (no dot) and a display name. */
public enum ExportFormat {
    CSV("csv", "CSV (plain text)"),
    XLSX("xlsx", "Excel workbook"),
    JSON("json", "JSON"),
    ICS("ics", "iCalendar (calendar programs)");

    private final String extension;
    private final String displayName;

    ExportFormat(String extension, String displayName) {
        this.extension = extension;
        this.displayName = displayName;
    }

    /** The usual file name extension, without the dot: "csv", "xlsx", "json", "ics". */
    public String extension() {
        return extension;
    }

    /** A short name for menus and dialogs. */
    public String displayName() {
        return displayName;
    }

    /** The format whose extension ends the file's name (in any case), if one does. */
    public static Optional<ExportFormat> named(Path file) {
        Path name = file.getFileName();
        String lowerCase = name == null ? "" : name.toString().toLowerCase(Locale.ROOT);
        for (ExportFormat candidate : values()) {
            if (lowerCase.endsWith("." + candidate.extension)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }

    /** {@code file} with its extension (after the last dot of its name, if any) replaced by this format's. */
    public Path renamed(Path file) {
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return file.resolveSibling((dot < 0 ? name : name.substring(0, dot)) + "." + extension);
    }

    /** Whether the format is text a terminal can show (a workbook is a zip archive). */
    public boolean isText() {
        return this != XLSX;
    }
}
