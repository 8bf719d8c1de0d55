package com.marketevents.api;

import java.io.IOException;
import okhttp3.Interceptor;
import okhttp3.Request;
import okhttp3.Response;

/**
 * Adds {@code X-API-Key} to requests bound for the configured scheme, host and port, and to no other.
 * Installed as a network interceptor so it sees every hop: a redirect to another host or scheme is sent
 * without the key, because the key is added per hop rather than carried over from the first request.
 */
final class ApiKeyInterceptor implements Interceptor {
    static final String HEADER = "X-API-Key";

    private final ServiceUrl service;
    private final ApiKey key;

    ApiKeyInterceptor(ServiceUrl service, ApiKey key) {
        this.service = service;
        this.key = key;
    }

    @Override
    public Response intercept(Chain chain) throws IOException {
        Request request = chain.request();
        Request.Builder withKeyOnlyForService = request.newBuilder().removeHeader(HEADER);
        if (service.isSameOrigin(request.url())) {
            withKeyOnlyForService.header(HEADER, key.value());
        }
        return chain.proceed(withKeyOnlyForService.build());
    }
}
