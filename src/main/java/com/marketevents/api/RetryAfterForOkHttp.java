package com.marketevents.api;

import java.io.IOException;
import okhttp3.Interceptor;
import okhttp3.Response;

/**
 * Keeps OkHttp from acting on a Retry-After header itself; our retry loop reads it ({@link RetryAfter}).
 * <ul>
 *   <li>"Retry-After: 0" comes off a 503, which OkHttp would otherwise repeat at once, before the loop's back-off:
 *       every attempt then went out twice, two milliseconds apart, to a service saying it is unavailable. A wait of
 *       zero gets the loop's usual back-off either way ({@link RetryPolicy}).</li>
 *   <li>A number of seconds beyond an int ("99999999999999999999") is written as {@link RetryAfter#LONGEST}, which
 *       is how the loop reads it anyway: OkHttp reads a 503's or 408's with {@code Integer.valueOf}, and its
 *       NumberFormatException ended the call as an internal error instead of the service's 503.</li>
 * </ul>
 */
final class RetryAfterForOkHttp implements Interceptor {
    private static final String HEADER = "Retry-After";
    private static final int UNAVAILABLE = 503;

    @Override
    public Response intercept(Chain chain) throws IOException {
        Response response = chain.proceed(chain.request());
        String retryAfter = response.header(HEADER);
        if (retryAfter == null || !retryAfter.strip().matches("[0-9]+")) {
            return response;
        }
        String seconds = retryAfter.strip().replaceFirst("^0+(?=.)", "");
        if (response.code() == UNAVAILABLE && seconds.equals("0")) {
            return response.newBuilder().removeHeader(HEADER).build();
        }
        if (seconds.length() > String.valueOf(Integer.MAX_VALUE).length()
                || Long.parseLong(seconds) > Integer.MAX_VALUE) {
            return response.newBuilder().header(HEADER, String.valueOf(RetryAfter.LONGEST.toSeconds())).build();
        }
        return response;
    }
}
