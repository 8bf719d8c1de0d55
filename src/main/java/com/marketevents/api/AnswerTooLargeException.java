package com.marketevents.api;

import java.io.IOException;

/**
 * An answer that went on past the most its operation can need. An {@link IOException} only because it surfaces while
 * a body is read as a stream; it is an invalid answer, not a network failure, and is not asked for again.
 */
final class AnswerTooLargeException extends IOException {

    AnswerTooLargeException(long limit) {
        super("The answer is longer than " + limit + " bytes.");
    }
}
