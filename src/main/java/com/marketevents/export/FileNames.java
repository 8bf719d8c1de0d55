package com.marketevents.export;

/** File names made from what the user typed or sees (a watchlist's name, a range of dates). */
public final class FileNames {
    private FileNames() {
    }

    /** {@code name} with each character that some system forbids in a file name (\ / : * ? " < > |) as a dash. */
    public static String withoutReservedCharacters(String name) {
        return name.replaceAll("[\\\\/:*?\"<>|]", "-");
    }
}
