package com.marketevents.cli;

import com.marketevents.export.AtomicFileWriter;
import com.marketevents.export.ExportErrors;
import com.marketevents.export.ReadOnlyFile;
import com.marketevents.export.SymbolicLinks;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * The {@code --output} file, as typed and as a path. A name that cannot be a file to write (empty, a folder, in a
 * folder that does not exist) is a usage error; a file the system will not let us write is {@link
 * ExitCode#OUTPUT_FAILED}, as when writing it fails later.
 */
record OutputFile(String given, Path path) {
    /** Names of this process's standard output: written to, they behave exactly as "-". */
    private static final Set<String> STANDARD_OUTPUT = Set.of("/dev/stdout", "/dev/fd/1", "/proc/self/fd/1");
    /** A symbolic link to a link to … is followed this far, no further (a loop ends it). */
    private static final int MOST_LINKS_FOLLOWED = 16;

    /** Keeps the text as typed: a path drops a trailing separator, and "nodir/" would become the file "nodir". */
    static final class Converter implements ITypeConverter<OutputFile> {
        private final ArgumentEncoding encoding;

        Converter(ArgumentEncoding encoding) {
            this.encoding = encoding;
        }

        @Override
        public OutputFile convert(String value) {
            if (encoding.mayHaveLostCharactersOf(value)) {
                // A file named "Soci??t??.csv" is never what was meant, and a script would not notice it.
                throw new TypeConversionException("'" + value + "' may not be the name typed: " + encoding.advice()
                        + ".");
            }
            if (encoding.hasBytesNotInUtf8(value)) {
                throw new TypeConversionException("'" + value + "' is not the name typed: " + encoding.notUtf8()
                        + "; rename the file to a name in UTF-8, or type the name in UTF-8.");
            }
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

    /** "-", or a name of standard output such as /dev/stdout, or a symbolic link to one. */
    boolean isStandardOutput() {
        return given.equals("-") || namesFollowed().stream().anyMatch(STANDARD_OUTPUT::contains);
    }

    /** A terminal's device (/dev/tty, /dev/pts/3), or a symbolic link to one: a screen, whatever stdout is. */
    boolean isTerminal() {
        return namesFollowed().stream().anyMatch(name -> name.startsWith("/dev/tty") || name.startsWith("/dev/pts/")
                || name.equals("/dev/console"));
    }

    /** The output's absolute name, then the name each symbolic link leads to, as far as they can be read. */
    private List<String> namesFollowed() {
        List<String> names = new ArrayList<>();
        try {
            Path link = path.toAbsolutePath().normalize();
            names.add(link.toString());
            for (int followed = 0; followed < MOST_LINKS_FOLLOWED && Files.isSymbolicLink(link); followed++) {
                Path parent = link.getParent();
                link = (parent == null ? link : parent).resolve(Files.readSymbolicLink(link)).normalize();
                names.add(link.toString());
            }
        } catch (IOException | InvalidPathException | UnsupportedOperationException | SecurityException unreadable) {
            // The names read so far are all there is to go by.
        }
        return names;
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
        // A link is written through, so the folder it leads into is the one that must take a new file.
        Path target = linkTarget(absolute);
        String folderOfOutput = target.equals(absolute.normalize()) ? "The folder of the output " + given
                : "The output " + given + " leads to " + target + ", whose folder";
        Path folder = target.getParent();
        if (folder == null || !Files.isDirectory(folder)) {
            throw OutputRefused.usage(folderOfOutput + " does not exist; make it first, or give a file in a folder"
                    + " that does.");
        }
        if (!disk.isWritable(folder)) {
            throw OutputRefused.unwritable(disk.isReadOnlyDrive(folder) ? ExportErrors.readOnlyDrive(absolute)
                    : folderOfOutput + " cannot be written to.");
        }
        if (ReadOnlyFile.isReadOnly(absolute, disk::isWritable)) {
            throw OutputRefused.unwritable("The output " + given + " is read-only; to replace it, make it writable"
                    + " first, or choose another name.");
        }
    }

    private Path linkTarget(Path absolute) throws OutputRefused {
        try {
            return SymbolicLinks.target(absolute);
        } catch (IOException | SecurityException unfollowed) {
            throw OutputRefused.unwritable("The output " + given + " is a symbolic link that leads to no file (a loop"
                    + " of links, or one that cannot be read); point it at a file, or choose another name.");
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
