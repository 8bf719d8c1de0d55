package com.marketevents.export;

import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Where an output named by a symbolic link is really written: the file at the end of its chain of links. */
public final class SymbolicLinks {
    /** As Linux's limit on links followed in one path (ELOOP); a loop of links would go on forever. */
    private static final int MAX_LINKS = 40;

    private SymbolicLinks() {
    }

    /**
     * The absolute path {@code path} leads to: itself when it is no link, else the end of its links (each relative
     * one read against the folder holding it), which may not exist yet.
     *
     * @throws FileSystemException when the links go round in a loop, or a link cannot be read
     */
    public static Path target(Path path) throws IOException {
        Path followed = path.toAbsolutePath().normalize();
        for (int links = 0; Files.isSymbolicLink(followed); links++) {
            if (links == MAX_LINKS) {
                throw new FileSystemException(path.toString(), null, "Too many levels of symbolic links");
            }
            followed = followed.resolveSibling(Files.readSymbolicLink(followed)).normalize();
        }
        return followed;
    }
}
