package com.marketevents.export;

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

    /** Whether the format is text a terminal can show (a workbook is a zip archive). */
    public boolean isText() {
        return this != XLSX;
    }
}
