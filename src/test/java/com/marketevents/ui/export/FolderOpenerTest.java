package com.marketevents.ui.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FolderOpenerTest {
    @TempDir
    Path folder;

    @Test
    void aFileManagerCommandThisComputerLacksIsSaidPlainly() {
        IOException missing = assertThrows(IOException.class,
                () -> FolderOpener.running("no-such-file-manager", true).open(folder));
        assertEquals("this computer has no no-such-file-manager to open it with", missing.getMessage());
    }

    @Test
    void aFileManagerThatFailsIsSaidToByItsExitCode() throws IOException {
        IOException failed = assertThrows(IOException.class, () -> FolderOpener.running("false", true).open(folder));
        assertEquals("false could not open it (exit code 1)", failed.getMessage());
        FolderOpener.running("true", true).open(folder);
    }
}
