package com.marketevents.cli;

import com.marketevents.export.ExportFormat;
import com.marketevents.export.TypedExtension;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The format to write: {@code --format} when given, else the one the output's extension names, else CSV for a name
 * without an extension (or standard output), its dots none as {@link TypedExtension} reads them ("earnings
 * 28.11.2026"), as the window's export does. An extension another format's, or none of the formats', is refused, so
 * no program is handed a file it cannot read.
 */
final class FormatChoice {
    private FormatChoice() {
    }

    /** {@code output} is null for standard output. */
    static ExportFormat choose(ExportFormat given, OutputFile output) throws OutputRefused {
        if (output == null) {
            return given == null ? ExportFormat.CSV : given;
        }
        Path file = output.path();
        Optional<ExportFormat> named = ExportFormat.named(file);
        if (given != null && named.isPresent() && named.get() != given) {
            throw OutputRefused.usage("The output " + file.getFileName() + " has the ." + named.get().extension()
                    + " extension but --format is " + given.extension() + ": name it "
                    + given.renamed(file).getFileName() + ", or leave --format out to write "
                    + named.get().extension() + ".");
        }
        if (given != null || named.isPresent()) {
            return given != null ? given : named.get();
        }
        Optional<String> extension = TypedExtension.of(file);
        if (extension.isPresent()) {
            throw OutputRefused.usage("The output " + file.getFileName() + " has the ." + extension.get()
                    + " extension, which is none of the formats': name it " + renamings(file)
                    + ", or give --format, which chooses the format for any name.");
        }
        return ExportFormat.CSV;
    }

    /** "x.csv, x.xlsx, x.json or x.ics". */
    private static String renamings(Path file) {
        String all = Arrays.stream(ExportFormat.values()).map(format -> format.renamed(file).getFileName().toString())
                .collect(Collectors.joining(", "));
        int last = all.lastIndexOf(", ");
        return all.substring(0, last) + " or " + all.substring(last + 2);
    }
}
