package com.marketevents.api;

import java.io.IOException;

/**
 * An answer that arrived whole but whose compressed (gzip) data cannot be decoded. An {@link IOException} only
 * because it surfaces while a body is read as a stream; it is an invalid answer, not a network failure.
 */
final class DamagedCompressionException extends IOException {

    DamagedCompressionException(IOException cause) {
        super("The compressed (gzip) data of the answer is damaged.", cause);
    }

    ApiException toApiException() {
        return new ApiException(ApiException.Kind.INVALID_RESPONSE, "The service's answer could not be read: it came"
                + " compressed (gzip), and the compressed data is damaged.", this);
    }
}
