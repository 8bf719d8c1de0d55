package com.marketevents.export;

import java.io.BufferedOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Writes a file completely or not at all: the body writes into a temporary file in the target's folder,
 * which is forced to disk and then moved over the target in one step. On any failure the temporary file is
 * removed and an existing target is left exactly as it was. A target that exists and is neither a file nor
 * a folder (a device such as /dev/null, a named pipe, a terminal) cannot be replaced and keeps nothing, so it
 * is written in place. A symbolic link is kept and the file it leads to written, made if missing. A file the user
 * made read-only ({@link ReadOnlyFile}) is refused before anything is written, though a rename would replace it
 * all the same. Blocking; an {@link IOException} says what failed ({@link ExportErrors#describe} turns it into a
 * sentence for the user).
 * An {@link ExportCancellation} stops a write from another thread, even one blocked in a write or in a named
 * pipe's opening: the temporary file is removed and the target kept.
 */
public final class AtomicFileWriter {

    /** Writes to a stream and may fail with an {@link IOException}. */
    @FunctionalInterface
    public interface IoConsumer<T> {
        void accept(T value) throws IOException;
    }

    private AtomicFileWriter() {
    }

    /**
     * Replaces {@code target} with what {@code body} writes. The body must not keep the stream; closing it
     * is allowed and does nothing.
     *
     * @throws NoSuchFileException      when the target's folder does not exist
     * @throws ReadOnlyFile.NotReplaced when the target is a read-only file, left as it was
     * @throws IOException              when the target is a folder, or writing, syncing or moving failed
     */
    public static void write(Path target, IoConsumer<OutputStream> body) throws IOException {
        write(target, body, ExportCancellation.none());
    }

    /**
     * As {@link #write(Path, IoConsumer)}, stopped by {@code cancellation} until the new file takes the target's
     * place.
     *
     * @throws ExportCancelledException when cancelled: the target is as it was and no temporary file is left
     */
    public static void write(Path target, IoConsumer<OutputStream> body, ExportCancellation cancellation)
            throws IOException {
        cancellation.throwIfCancelled();
        if (isSpecialFile(target)) {
            writeInPlace(target, body, cancellation);
            return;
        }
        Path file = resolve(target);
        if (ReadOnlyFile.isReadOnly(file)) {
            throw new ReadOnlyFile.NotReplaced(target);
        }
        Path folder = file.getParent();
        Path temp = folder.resolve(tempName(file));
        try {
            try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.CREATE_NEW,
                    StandardOpenOption.WRITE)) {
                writeThrough(channel, body, cancellation, false);
                channel.force(true);
            }
            keepPermissions(file, temp);
            cancellation.commit();
            moveIntoPlace(temp, file);
        } catch (IOException | RuntimeException | Error failure) {
            deleteQuietly(temp, failure);
            throwIfCancelled(cancellation, failure);
            throw failure;
        }
        syncFolder(folder);
    }

    /** Whether the target (or what its links lead to) exists and is neither a regular file nor a folder. */
    public static boolean isSpecialFile(Path target) {
        return Files.exists(target) && !Files.isRegularFile(target) && !Files.isDirectory(target);
    }

    private static void writeInPlace(Path target, IoConsumer<OutputStream> body, ExportCancellation cancellation)
            throws IOException {
        try (FileChannel channel = PipeOpening.open(target, cancellation)) {
            writeThrough(channel, body, cancellation, true);
        } catch (IOException | RuntimeException | Error failure) {
            throwIfCancelled(cancellation, failure);
            throw failure;
        }
    }

    /** Runs the body on {@code channel}, which a cancel closes: a blocked write then ends at once. */
    private static void writeThrough(FileChannel channel, IoConsumer<OutputStream> body,
            ExportCancellation cancellation, boolean inPlace) throws IOException {
        Runnable unregister = cancellation.onCancel(() -> closeQuietly(channel));
        try {
            OutputStream out = new BufferedOutputStream(new StoppableOutput(Channels.newOutputStream(channel),
                    cancellation, inPlace), 1 << 16);
            body.accept(new CloseShield(out));
            out.flush();
        } finally {
            unregister.run();
        }
    }

    /** A write that failed because a cancel closed its channel is cancelled, not failed. */
    private static void throwIfCancelled(ExportCancellation cancellation, Throwable failure)
            throws ExportCancelledException {
        if (cancellation.isCancelled() && !(failure instanceof ExportCancelledException)) {
            ExportCancelledException cancelled = new ExportCancelledException();
            cancelled.addSuppressed(failure);
            throw cancelled;
        }
    }

    private static void closeQuietly(FileChannel channel) {
        try {
            channel.close();
        } catch (IOException alreadyFailing) {
            // The write this close ends reports the cancellation.
        }
    }

    private static Path resolve(Path target) throws IOException {
        Path file = followLinks(target.toAbsolutePath().normalize());
        Path folder = file.getParent();
        if (folder == null || file.getFileName() == null) {
            throw new FileSystemException(target.toString(), null, "Not a file name");
        }
        if (!Files.isDirectory(folder)) {
            throw new NoSuchFileException(folder.toString(), null, "The folder does not exist");
        }
        if (Files.isDirectory(file)) {
            throw new FileSystemException(file.toString(), null, "Is a folder");
        }
        return file;
    }

    /**
     * The file a link leads to, so that it is replaced and the link kept, as a shell's {@code >} does; for a link
     * to a file that does not exist (yet), the missing file, which is then made.
     */
    private static Path followLinks(Path file) throws IOException {
        if (Files.exists(file)) {
            return Files.isSymbolicLink(file) ? file.toRealPath() : file;
        }
        return SymbolicLinks.target(file);
    }

    private static String tempName(Path file) {
        String name = file.getFileName().toString();
        String shortened = name.length() > 100 ? name.substring(0, 100) : name;
        return "." + shortened + "." + Long.toHexString(ThreadLocalRandom.current().nextLong()) + ".tmp";
    }

    private static void moveIntoPlace(Path temp, Path file) throws IOException {
        try {
            Files.move(temp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException notOnThisFileSystem) {
            Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** A replaced file keeps who may read it: an export is often private. */
    private static void keepPermissions(Path file, Path temp) {
        PosixFileAttributeView view = Files.getFileAttributeView(file, PosixFileAttributeView.class);
        if (view == null || !Files.exists(file)) {
            return;
        }
        try {
            Set<PosixFilePermission> permissions = view.readAttributes().permissions();
            Files.setPosixFilePermissions(temp, permissions);
        } catch (IOException | UnsupportedOperationException bestEffort) {
            // The new file keeps the default permissions; the content matters more than its mode.
        }
    }

    /** Makes the rename itself durable where the platform allows syncing a folder (not on Windows). */
    private static void syncFolder(Path folder) {
        try (FileChannel channel = FileChannel.open(folder, StandardOpenOption.READ)) {
            channel.force(true);
        } catch (IOException | RuntimeException notSupported) {
            // The file is complete and in place; only its durability across a power cut is less certain.
        }
    }

    private static void deleteQuietly(Path temp, Throwable failure) {
        try {
            Files.deleteIfExists(temp);
        } catch (IOException deleteFailed) {
            failure.addSuppressed(deleteFailed);
        }
    }

    /** Lets the body close "its" stream without closing the file before it is synced and moved. */
    private static final class CloseShield extends FilterOutputStream {
        CloseShield(OutputStream out) {
            super(out);
        }

        @Override
        public void write(byte[] bytes, int offset, int length) throws IOException {
            out.write(bytes, offset, length);
        }

        @Override
        public void close() throws IOException {
            out.flush();
        }
    }
}
