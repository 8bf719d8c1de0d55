package com.marketevents.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

class ExportErrorsTest {
    private static final Path TARGET = Path.of("/home/ana/exports/q3.csv");

    private static String describe(IOException failure) {
        String sentence = ExportErrors.describe(failure, TARGET);
        assertFalse(sentence.contains("\n"), "one line");
        assertFalse(sentence.contains("Exception"), "no class names");
        assertTrue(sentence.endsWith("."), "a full sentence");
        return sentence;
    }

    @Test
    void aFullDiskSaysSoOnEveryPlatform() {
        for (String reason : new String[] {"No space left on device", "There is not enough space on the disk",
            "Disk quota exceeded"}) {
            assertEquals("The disk is full, so q3.csv was not saved; free some space or choose another drive.",
                    describe(new FileSystemException(TARGET.toString(), null, reason)));
        }
        assertTrue(describe(new IOException("No space left on device")).startsWith("The disk is full"));
    }

    @Test
    void aMissingPermissionNamesTheFolder() {
        String sentence = describe(new AccessDeniedException(TARGET.toString()));
        assertTrue(sentence.startsWith("You may not write q3.csv in /home/ana/exports"), sentence);
        assertEquals(sentence, describe(new FileSystemException(TARGET.toString(), null, "Operation not permitted")),
                "an immutable or protected folder is refused as EPERM, and said the same way");
    }

    @Test
    void aVanishedFolderSaysChooseAnother() {
        assertEquals("The folder /home/ana/exports does not exist (any more), so q3.csv was not saved; "
                + "choose another folder.", describe(new NoSuchFileException("/home/ana/exports")));
    }

    @Test
    void aFolderThatExistsButTakesNoNewFilesIsNotCalledMissing(@org.junit.jupiter.api.io.TempDir Path folder) {
        Path target = folder.resolve("q3.csv");
        assertEquals("The system does not let new files be made in " + folder + ", so q3.csv was not saved; "
                + "choose another folder.", ExportErrors.describe(new NoSuchFileException(folder + "/.q3.csv.tmp"), target));
    }

    @Test
    void aReadOnlyDriveIsNamed() {
        assertTrue(describe(new FileSystemException(TARGET.toString(), null, "Read-only file system"))
                .contains("is read-only"));
    }

    @Test
    void aFolderInPlaceOfTheFileIsExplained() {
        assertTrue(describe(new FileSystemException(TARGET.toString(), null, "Is a folder")).contains("is a folder"));
    }

    @Test
    @EnabledOnOs(OS.LINUX)
    void aDeviceIsNamedAsGivenWithTheSystemsReasonNotAsAFileThatWasNotSaved() {
        assertEquals("Could not write to /dev/full (No space left on device).",
                ExportErrors.describe(new IOException("No space left on device"), Path.of("/dev/full")));
    }

    @Test
    void aReadOnlyDrivesSentenceIsOneForTheWindowAndTheCommandLine() {
        assertEquals("The drive of /home/ana/exports is read-only, so q3.csv was not saved; choose another folder.",
                describe(new FileSystemException(TARGET.toString(), null, "Read-only file system")));
        assertEquals(describe(new FileSystemException(TARGET.toString(), null, "Read-only file system")),
                ExportErrors.readOnlyDrive(TARGET));
    }

    @Test
    void aReadOnlyFileIsNamedWithWhatToDo() {
        assertEquals("q3.csv is read-only, so it was left as it was; to replace it, make it writable first, or choose"
                + " another name.", describe(new ReadOnlyFile.NotReplaced(TARGET)));
    }

    @Test
    void anythingElseGivesTheSystemsReasonAndReassures() {
        assertEquals("Could not save q3.csv (Input/output error); any earlier file of that name is unchanged.",
                describe(new IOException("Input/output error")));
        assertEquals("Could not save q3.csv (an unexplained input/output error); any earlier file of that name"
                + " is unchanged.", describe(new IOException()));
    }

    @Test
    @EnabledOnOs({OS.LINUX, OS.MAC})
    void aLinkIntoAMissingFolderNamesWhereItLeadsNotTheLinksOwnFolder(@TempDir Path folder) throws IOException {
        Path link = Files.createSymbolicLink(folder.resolve("dangling.csv"), folder.resolve("gone/t.csv"));

        assertEquals("dangling.csv leads to " + folder.resolve("gone/t.csv") + ", whose folder does not exist, so it"
                + " was not saved; make that folder first, or choose another file.",
                ExportErrors.describe(new NoSuchFileException(folder.resolve("gone").toString()), link));
    }

    @Test
    @EnabledOnOs({OS.LINUX, OS.MAC})
    void aLinkIntoAFolderThatRefusesNewFilesNamesThatFolderThroughAChainOfRelativeLinks(@TempDir Path folder)
            throws IOException {
        Path proc = Files.createDirectory(folder.resolve("proc"));
        Path second = Files.createSymbolicLink(folder.resolve("second.csv"), Path.of("proc/x.csv"));
        Path link = Files.createSymbolicLink(folder.resolve("link.csv"), second.getFileName());

        assertEquals("link.csv leads to " + proc.resolve("x.csv") + ", and the system does not let new files be made"
                + " in " + proc + ", so it was not saved; choose another folder.",
                ExportErrors.describe(new NoSuchFileException(proc + "/.x.csv.tmp"), link));
        assertEquals("link.csv leads to " + proc.resolve("x.csv") + ", and you may not write in " + proc + "; choose"
                + " another folder, or check the file is not read-only or open in another program.",
                ExportErrors.describe(new AccessDeniedException(proc + "/.x.csv.tmp"), link));
        assertEquals("The drive of " + proc + " is read-only, so link.csv was not saved; choose another folder.",
                ExportErrors.readOnlyDrive(link));
    }
}
