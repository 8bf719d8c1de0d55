package com.marketevents.api;

import java.io.IOException;
import okhttp3.Interceptor;
import okhttp3.Response;

/**
 * Takes "Retry-After: 0" off a 503, which OkHttp would otherwise repeat at once, before our retry loop's back-off:
 * every attempt then went out twice, two milliseconds apart, to a service saying it is unavailable. A wait of zero
 * gets the loop's usual back-off either way ({@link RetryPolicy}).
 */
final class NoInstantRepeat implements Interceptor {
    private static final int UNAVAILABLE = 503;

    @Override
    public Response intercept(Chain chain) throws IOException {
        Response response = chain.proceed(chain.request());
        String retryAfter = response.header("Retry-After");
        if (response.code() == UNAVAILABLE && retryAfter != null && retryAfter.strip().matches("0+")) {
            return response.newBuilder().removeHeader("Retry-After").build();
        }
        return response;
    }
}
