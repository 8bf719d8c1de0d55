package com.marketevents.export;

import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.function.Predicate;

/**
 * A file the user made read-only, which no export replaces: a rename over it needs only its folder's permission,
 * so the file's own must be asked first. A symbolic link is judged by the file it leads to.
 */
public final class ReadOnlyFile {

    /** The target was a read-only file and was left as it was; nothing was written. */
    public static final class NotReplaced extends FileSystemException {
        NotReplaced(Path target) {
            super(target.toString(), null, "Read-only file");
        }
    }

    private ReadOnlyFile() {
    }

    /** Whether {@code file} is a regular file this user may not write, or whose owner may not. */
    public static boolean isReadOnly(Path file) {
        return isReadOnly(file, Files::isWritable);
    }

    /** As {@link #isReadOnly(Path)}, with {@code isWritable} answering for this user (tests answer for a drive). */
    public static boolean isReadOnly(Path file, Predicate<Path> isWritable) {
        return Files.isRegularFile(file) && (!isWritable.test(file) || ownerMayNotWrite(file));
    }

    /**
     * A file its owner may not write was made read-only on purpose. Root may write any file (so {@link
     * Files#isWritable} says yes), and the file would be replaced by a rename all the same, so the bits decide.
     */
    private static boolean ownerMayNotWrite(Path file) {
        try {
            return !Files.getPosixFilePermissions(file).contains(PosixFilePermission.OWNER_WRITE);
        } catch (UnsupportedOperationException | IOException | SecurityException notPosix) {
            return false; // Windows: its read-only attribute makes Files.isWritable say no, for anyone
        }
    }
}
