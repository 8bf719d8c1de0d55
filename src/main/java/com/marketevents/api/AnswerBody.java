package com.marketevents.api;

import java.io.IOException;
import okhttp3.Response;
import okio.Buffer;
import okio.BufferedSource;
import okio.ForwardingSource;
import okio.GzipSource;
import okio.Okio;
import okio.Source;
import okio.Timeout;

/**
 * The body of an answer as the service meant it. Gzip is undone here rather than by OkHttp, so that damaged
 * compressed data (an answer that arrived whole and cannot be read) is told apart from a connection that
 * dropped while the answer arrived (which may work on another try). Blocking, like the body it reads.
 */
final class AnswerBody {
    /**
     * Sent with every request. A request that names an encoding itself is not decoded by OkHttp, which would
     * throw the same kind of exception for damaged data as for a dropped connection.
     */
    static final String ACCEPTED_ENCODING = "gzip";

    private AnswerBody() {
    }

    /**
     * The decoded body, to look at ({@code peek()}) and then read, once per answer. Reading it throws
     * {@link DamagedCompressionException} when the compressed data is damaged, and the connection's own
     * {@link IOException} when that fails.
     */
    static BufferedSource decoded(Response response) {
        BufferedSource raw = response.body().source();
        boolean gzip = ACCEPTED_ENCODING.equalsIgnoreCase(response.header("Content-Encoding"));
        return gzip ? Okio.buffer(new Gunzipped(raw)) : raw;
    }

    /**
     * As {@link #decoded}, but reading it throws {@link AnswerTooLargeException} once it gives more than
     * {@code limit} bytes: counted decoded, so a small compressed answer that unpacks into a huge one is stopped too.
     */
    static BufferedSource decodedAtMost(Response response, long limit) {
        return Okio.buffer(new AtMost(decoded(response), limit));
    }

    /**
     * At most the first {@link ErrorBodyReader#MAX_BODY_BYTES} of an error answer, decoded; nothing when its
     * compressed data is damaged, as the status says enough.
     */
    static byte[] errorBytes(Response response) throws IOException {
        return errorBytes(decoded(response));
    }

    /** As {@link #errorBytes(Response)}, from a body already {@link #decoded}. */
    static byte[] errorBytes(BufferedSource decoded) throws IOException {
        try {
            return ErrorBodyReader.readBounded(decoded);
        } catch (DamagedCompressionException e) {
            return new byte[0];
        }
    }

    /** Gzip undone: a failure of the connection underneath passes as it came; any other failure is damaged data. */
    private static final class Gunzipped implements Source {
        private final Connection connection;
        private final GzipSource gzip;

        Gunzipped(Source raw) {
            this.connection = new Connection(raw);
            this.gzip = new GzipSource(connection);
        }

        @Override
        public long read(Buffer sink, long byteCount) throws IOException {
            try {
                return gzip.read(sink, byteCount);
            } catch (IOException e) {
                if (connection.failed) {
                    throw e;
                }
                throw new DamagedCompressionException(e);
            }
        }

        @Override
        public Timeout timeout() {
            return gzip.timeout();
        }

        @Override
        public void close() throws IOException {
            gzip.close();
        }
    }

    /** A body that fails once it has given more than its limit. */
    private static final class AtMost extends ForwardingSource {
        private final long limit;
        private long given;

        AtMost(Source body, long limit) {
            super(body);
            this.limit = limit;
        }

        @Override
        public long read(Buffer sink, long byteCount) throws IOException {
            long read = super.read(sink, byteCount);
            given += Math.max(read, 0);
            if (given > limit) {
                throw new AnswerTooLargeException(limit);
            }
            return read;
        }
    }

    /** The raw body, remembering whether reading it failed. */
    private static final class Connection extends ForwardingSource {
        private boolean failed;

        Connection(Source raw) {
            super(raw);
        }

        @Override
        public long read(Buffer sink, long byteCount) throws IOException {
            try {
                return super.read(sink, byteCount);
            } catch (IOException e) {
                failed = true;
                throw e;
            }
        }
    }
}
