package com.marketevents.ui.common;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ChooserFolderTest {
    @TempDir
    Path home;

    @Test
    void theFolderLastUsedComesFirst() throws Exception {
        Path exports = Files.createDirectory(home.resolve("exports"));
        Files.createDirectory(home.resolve("Documents"));

        assertEquals(exports, ChooserFolder.of(Optional.of(exports), home));
    }

    @Test
    void withNoneUsedYetTheChooserOpensInDocuments() throws Exception {
        Path documents = Files.createDirectory(home.resolve("Documents"));

        assertEquals(documents, ChooserFolder.of(Optional.empty(), home));
    }

    @Test
    void withoutADocumentsFolderTheChooserOpensInTheHomeFolder() {
        assertEquals(home, ChooserFolder.of(Optional.empty(), home));
    }
}
