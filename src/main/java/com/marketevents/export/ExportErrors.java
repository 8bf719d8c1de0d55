package com.marketevents.export;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Locale;

/** Turns a failed export into one sentence a user can act on; never a stack trace. */
public final class ExportErrors {

    private ExportErrors() {
    }

    /** One sentence saying what went wrong with writing {@code target} and what to do. */
    public static String describe(IOException failure, Path target) {
        String file = fileName(target);
        // A link is written through: the folder that failed is the one it leads into, named with where it leads.
        Path written = writtenThrough(target);
        String leadsTo = written.equals(target.toAbsolutePath().normalize()) ? ""
                : file + " leads to " + written + ", ";
        Path parent = written.getParent();
        String folder = parent == null ? written.toString() : parent.toString();
        String reason = reasonOf(failure);
        String lower = reason.toLowerCase(Locale.ROOT);
        if (failure instanceof EventExport.EmptyCalendar empty) {
            return empty.getMessage() + ", so " + file + " was not written; any earlier file of that name is"
                    + " unchanged.";
        }
        if (failure instanceof ReadOnlyFile.NotReplaced) {
            return file + " is read-only, so it was left as it was; to replace it, make it writable first, or choose"
                    + " another name.";
        }
        if (AtomicFileWriter.isSpecialFile(target)) {
            // A device or a pipe, named as given: "/dev/full", not a file "full" that was not saved.
            return "Could not write to " + target + " (" + reason + ").";
        }
        if (lower.contains("no space left") || lower.contains("not enough space") || lower.contains("disk full")
                || lower.contains("quota")) {
            return "The disk is full, so " + file + " was not saved; free some space or choose another drive.";
        }
        if (lower.contains("read-only file system")) {
            return readOnlyDrive(target);
        }
        // "Operation not permitted" (EPERM) is how Linux and macOS refuse an immutable or protected folder.
        if (failure instanceof AccessDeniedException || lower.contains("operation not permitted")
                || lower.contains("permission denied")) {
            return (leadsTo.isEmpty() ? "You may not write " + file + " in " + folder
                    : leadsTo + "and you may not write in " + folder)
                    + "; choose another folder, or check the file is not read-only or open in another program.";
        }
        if (failure instanceof NoSuchFileException) {
            if (parent != null && Files.isDirectory(parent)) {
                return (leadsTo.isEmpty() ? "The system does not let new files be made in " + folder + ", so " + file
                        : leadsTo + "and the system does not let new files be made in " + folder + ", so it")
                        + " was not saved; choose another folder.";
            }
            return leadsTo.isEmpty() ? "The folder " + folder + " does not exist (any more), so " + file
                    + " was not saved; choose another folder."
                    : leadsTo + "whose folder does not exist, so it was not saved; make that folder first, or choose"
                    + " another file.";
        }
        if (lower.contains("is a folder") || lower.contains("is a directory")) {
            return target + " is a folder; choose a file name inside it instead.";
        }
        return "Could not save " + file + " (" + reason + "); any earlier file of that name is unchanged.";
    }

    /** The sentence for {@code target}'s folder (or that of the file it links to) being on a read-only drive. */
    public static String readOnlyDrive(Path target) {
        Path parent = writtenThrough(target).getParent();
        String folder = parent == null ? target.toString() : parent.toString();
        return "The drive of " + folder + " is read-only, so " + fileName(target)
                + " was not saved; choose another folder.";
    }

    /** The file a write to {@code target} makes or replaces: the end of its links; itself, absolute, if none. */
    private static Path writtenThrough(Path target) {
        try {
            return SymbolicLinks.target(target);
        } catch (IOException | SecurityException unfollowed) {
            return target.toAbsolutePath().normalize();
        }
    }

    private static String fileName(Path target) {
        return target.getFileName() == null ? target.toString() : target.getFileName().toString();
    }

    private static String reasonOf(IOException failure) {
        String reason = failure instanceof FileSystemException fileSystem ? fileSystem.getReason()
                : failure.getMessage();
        if (reason == null || reason.isBlank()) {
            reason = failure.getMessage();
        }
        return reason == null || reason.isBlank() ? "an unexplained input/output error" : reason.strip();
    }
}
