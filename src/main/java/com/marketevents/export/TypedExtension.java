package com.marketevents.export;

import java.nio.file.Path;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Whether a typed file name ends in an extension, one rule for the window's export and the command line's
 * {@code --output}: one of the formats' extensions, in any case, or another that reads as one, up to {@value
 * #LONGEST_OTHER} letters and digits after the last dot, at least one a letter ("week.txt", "week.dat"). A name's
 * dots are no extension otherwise: "earnings 28.11.2026", "Q3 review v1.2", "week.2026-11-23", "out.".
 */
public final class TypedExtension {
    private static final int LONGEST_OTHER = 5;
    /** An extension of no format that a name typed with it most likely means; digits alone are not. */
    private static final Pattern OTHER = Pattern.compile("\\p{Alnum}*\\p{Alpha}\\p{Alnum}*");

    private TypedExtension() {
    }

    /** The extension the name of {@code file} ends in (after its last dot, without it), if it reads as one. */
    public static Optional<String> of(Path file) {
        Optional<ExportFormat> format = ExportFormat.named(file);
        if (format.isPresent()) { // ".csv" alone too, which FileNames reads as a hidden file's name
            String name = file.getFileName().toString();
            return Optional.of(name.substring(name.length() - format.get().extension().length()));
        }
        return FileNames.extension(file)
                .filter(other -> other.length() <= LONGEST_OTHER && OTHER.matcher(other).matches());
    }
}
