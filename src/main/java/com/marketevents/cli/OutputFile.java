package com.marketevents.cli;

import com.marketevents.export.AtomicFileWriter;
import com.marketevents.export.ExportErrors;
import com.marketevents.export.ReadOnlyFile;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * The {@code --output} file, as typed and as a path. A name that cannot be a file to write (empty, a folder, in a
 * folder that does not exist) is a usage error; a file the system will not let us write is {@link
 * ExitCode#OUTPUT_FAILED}, as when writing it fails later.
 */
record OutputFile(String given, Path path) {

    /** Keeps the text as typed: a path drops a trailing separator, and "nodir/" would become the file "nodir". */
    static final class Converter implements ITypeConverter<OutputFile> {
        @Override
        public OutputFile convert(String value) {
            try {
                return new OutputFile(value, Path.of(value));
            } catch (InvalidPathException e) {
                throw new TypeConversionException("'" + value + "' cannot be a file name (" + e.getReason() + ").");
            }
        }
    }

    /** What the check asks of the file system; tests answer for a read-only drive, which root cannot make. */
    interface Disk {
        Disk REAL = new Disk() {
            @Override
            public boolean isWritable(Path path) {
                return Files.isWritable(path);
            }

            @Override
            public boolean isReadOnlyDrive(Path folder) {
                try {
                    return Files.getFileStore(folder).isReadOnly();
                } catch (IOException | SecurityException unknown) {
                    return false;
                }
            }
        };

        boolean isWritable(Path path);

        boolean isReadOnlyDrive(Path folder);
    }

    boolean isStandardOutput() {
        return given.equals("-");
    }

    /** Refuses, before anything is fetched, an output that cannot be written; returns when it can. */
    void checkWritable() throws OutputRefused {
        checkWritable(Disk.REAL);
    }

    void checkWritable(Disk disk) throws OutputRefused {
        if (given.isBlank()) {
            throw OutputRefused.usage("The output file name is empty; give one, or - for standard output.");
        }
        Path absolute = path.toAbsolutePath();
        if (namesAFolder()) {
            throw OutputRefused.usage(folderRefusal(absolute.normalize()));
        }
        if (AtomicFileWriter.isSpecialFile(absolute)) {
            if (!disk.isWritable(absolute)) {
                throw OutputRefused.unwritable("The output " + given + " cannot be written to.");
            }
            return;
        }
        if (Files.isDirectory(absolute)) {
            throw OutputRefused.usage("The output " + given + " is a folder; give a file name.");
        }
        Path folder = absolute.getParent();
        if (folder == null || !Files.isDirectory(folder)) {
            throw OutputRefused.usage("The folder of the output " + given + " does not exist; make it first, or give"
                    + " a file in a folder that does.");
        }
        if (!disk.isWritable(folder)) {
            throw OutputRefused.unwritable(disk.isReadOnlyDrive(folder) ? ExportErrors.readOnlyDrive(absolute)
                    : "The folder of the output " + given + " cannot be written to.");
        }
        if (ReadOnlyFile.isReadOnly(absolute, disk::isWritable)) {
            throw OutputRefused.unwritable("The output " + given + " is read-only; to replace it, make it writable"
                    + " first, or choose another name.");
        }
    }

    /** Ends with a separator, or in "." or "..": the name of a folder, whatever is there. */
    private boolean namesAFolder() {
        Path name = path.getFileName();
        return given.endsWith("/") || given.endsWith(File.separator) || name == null
                || name.toString().equals(".") || name.toString().equals("..");
    }

    private String folderRefusal(Path named) {
        if (Files.isDirectory(named)) {
            return "The output " + given + " is a folder; give a file name.";
        }
        if (Files.exists(named)) {
            return "The output " + given + " names a folder, but " + named.getFileName() + " is a file: give its"
                    + " name without the trailing " + (given.endsWith(File.separator) ? File.separator : "/") + ".";
        }
        return "The output " + given + " names a folder that does not exist; give a file name.";
    }
}
