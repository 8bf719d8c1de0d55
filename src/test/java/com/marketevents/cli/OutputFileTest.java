package com.marketevents.cli;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/** The output checked before anything is fetched: a bad name is a usage error, an unwritable file exit code 6. */
class OutputFileTest {
    @TempDir
    Path folder;

    private static OutputFile output(Path path) {
        return new OutputFile(path.toString(), path);
    }

    /** A drive mounted read-only, as root cannot make one with permissions. */
    private static OutputFile.Disk readOnly(boolean wholeDrive) {
        return disk(false, wholeDrive);
    }

    /** A disk answering {@code writable} for every path, and whether a folder is on a drive mounted read-only. */
    private static OutputFile.Disk disk(boolean writable, boolean readOnlyDrive) {
        return new OutputFile.Disk() {
            @Override
            public boolean isWritable(Path path) {
                return writable;
            }

            @Override
            public boolean isReadOnlyDrive(Path folder) {
                return readOnlyDrive;
            }
        };
    }

    @Test
    void aFolderOnAReadOnlyDriveIsAnOutputThatCannotBeWrittenSaidAsTheWindowSaysIt() {
        Path file = folder.resolve("x.csv");

        OutputRefused refused = assertThrows(OutputRefused.class, () -> output(file).checkWritable(readOnly(true)));

        assertEquals(ExitCode.OUTPUT_FAILED, refused.code());
        assertEquals("The drive of " + folder + " is read-only, so x.csv was not saved; choose another folder.",
                refused.getMessage());
    }

    @Test
    void aReadOnlyFolderOrFileIsAnOutputThatCannotBeWrittenNotAUsageError() throws Exception {
        Path file = folder.resolve("x.csv");
        OutputRefused inFolder = assertThrows(OutputRefused.class, () -> output(file).checkWritable(readOnly(false)));
        assertEquals(ExitCode.OUTPUT_FAILED, inFolder.code());
        assertEquals("The folder of the output " + file + " cannot be written to.", inFolder.getMessage());

        Files.writeString(file, "kept");
        OutputFile.Disk readOnlyFile = new OutputFile.Disk() {
            @Override
            public boolean isWritable(Path path) {
                return !path.equals(file);
            }

            @Override
            public boolean isReadOnlyDrive(Path folder) {
                return false;
            }
        };
        OutputRefused readOnly = assertThrows(OutputRefused.class, () -> output(file).checkWritable(readOnlyFile));
        assertEquals(ExitCode.OUTPUT_FAILED, readOnly.code());
        assertEquals("The output " + file + " is read-only; to replace it, make it writable first, or choose another"
                + " name.", readOnly.getMessage());
    }

    @Test
    @EnabledOnOs({OS.LINUX, OS.MAC})
    void aFileItsOwnerMayNotWriteIsRefusedWhenTheSystemWouldLetUsWriteItAsForRoot() throws Exception {
        Path file = Files.writeString(folder.resolve("x.csv"), "kept");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("r--rw-rw-"));
        OutputFile.Disk asRoot = disk(true, false);

        OutputRefused refused = assertThrows(OutputRefused.class, () -> output(file).checkWritable(asRoot));

        assertEquals(ExitCode.OUTPUT_FAILED, refused.code());
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r--r--"));
        assertDoesNotThrow(() -> output(file).checkWritable(asRoot));
    }

    @Test
    void aNameThatCannotBeAFileIsAUsageError() {
        for (Path path : new Path[] {folder, folder.resolve("missing/x.csv")}) {
            OutputRefused refused = assertThrows(OutputRefused.class, () -> output(path).checkWritable());
            assertEquals(ExitCode.USAGE, refused.code(), refused.getMessage());
        }
    }
}
