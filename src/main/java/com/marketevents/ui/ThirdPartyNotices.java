package com.marketevents.ui;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * The third-party notices shipped in the jar: each runtime library with its version, licence and address, then the
 * licence texts (written by jpackage/third-party-notices.py from the Maven POMs).
 */
final class ThirdPartyNotices {
    static final String RESOURCE = "THIRD-PARTY-NOTICES.txt";

    private ThirdPartyNotices() {
    }

    /** Blocking: reads the notices from the class path. */
    static String read() throws IOException {
        try (InputStream in = ThirdPartyNotices.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IOException(RESOURCE + " is not in the application's files");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
