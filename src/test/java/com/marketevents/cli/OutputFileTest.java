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

    @Test
    @EnabledOnOs({OS.LINUX, OS.MAC})
    void aLinkIsJudgedByWhereItLeadsAChainOfRelativeLinksToo() throws Exception {
        Path missing = folder.resolve("nonexist/t.csv");
        Files.createSymbolicLink(folder.resolve("second.csv"), Path.of("nonexist/t.csv"));
        Path dangling = Files.createSymbolicLink(folder.resolve("dangling.csv"), Path.of("second.csv"));

        OutputRefused refused = assertThrows(OutputRefused.class, () -> output(dangling).checkWritable());

        assertEquals(ExitCode.USAGE, refused.code());
        assertEquals("The output " + dangling + " leads to " + missing + ", whose folder does not exist; make it first,"
                + " or give a file in a folder that does.", refused.getMessage());
    }

    @Test
    @EnabledOnOs({OS.LINUX, OS.MAC})
    void aLinkIntoAFolderThatMayNotBeWrittenIsRefusedWhateverTheLinksOwnFolderAllows() throws Exception {
        Path closed = Files.createDirectory(folder.resolve("closed"));
        Path open = Files.createDirectory(folder.resolve("open"));
        Path intoClosed = Files.createSymbolicLink(open.resolve("in.csv"), closed.resolve("t.csv"));
        Path intoOpen = Files.createSymbolicLink(closed.resolve("out.csv"), open.resolve("t.csv"));
        OutputFile.Disk closedFolder = new OutputFile.Disk() {
            @Override
            public boolean isWritable(Path path) {
                return !path.equals(closed);
            }

            @Override
            public boolean isReadOnlyDrive(Path folder) {
                return false;
            }
        };

        OutputRefused refused = assertThrows(OutputRefused.class, () -> output(intoClosed).checkWritable(closedFolder));

        assertEquals(ExitCode.OUTPUT_FAILED, refused.code());
        assertEquals("The output " + intoClosed + " leads to " + closed.resolve("t.csv") + ", whose folder cannot be"
                + " written to.", refused.getMessage());
        assertDoesNotThrow(() -> output(intoOpen).checkWritable(closedFolder), "the file is made in the open folder");
    }

    @Test
    @EnabledOnOs({OS.LINUX, OS.MAC})
    void aDanglingLinkIntoAFolderThatExistsIsAcceptedAndALoopOfLinksIsRefused() throws Exception {
        Path dangling = Files.createSymbolicLink(folder.resolve("dangling.csv"), folder.resolve("made-later.csv"));
        assertDoesNotThrow(() -> output(dangling).checkWritable());

        Path first = folder.resolve("first.csv");
        Files.createSymbolicLink(first, folder.resolve("second.csv"));
        Files.createSymbolicLink(folder.resolve("second.csv"), first);
        OutputRefused loop = assertThrows(OutputRefused.class, () -> output(first).checkWritable());
        assertEquals(ExitCode.OUTPUT_FAILED, loop.code());
        assertEquals("The output " + first + " is a symbolic link that leads to no file (a loop of links, or one that"
                + " cannot be read); point it at a file, or choose another name.", loop.getMessage());
    }
}
