package com.marketevents.api;

import java.io.IOException;
import okhttp3.HttpUrl;
import okhttp3.Interceptor;
import okhttp3.Request;
import okhttp3.Response;

/**
 * Where one call was last redirected to, so that a failure on a later hop names that address and not the service,
 * which did answer: OkHttp's exception does not say which hop failed, and a hop that cannot connect never reaches a
 * network interceptor. The trail rides on the call's request as a tag, which OkHttp copies onto each follow-up.
 */
final class RedirectTrail {
    private volatile HttpUrl lastTarget;

    /** {@code request} carrying this trail, for {@link Recorder} to write on. */
    Request carriedBy(Request request) {
        return request.newBuilder().tag(RedirectTrail.class, this).build();
    }

    /** The address the last redirect of the call led to, or null when nothing redirected it. */
    HttpUrl lastTarget() {
        return lastTarget;
    }

    /** A network interceptor: notes on the request's trail, if it carries one, where each redirect leads. */
    static final class Recorder implements Interceptor {
        @Override
        public Response intercept(Chain chain) throws IOException {
            Response response = chain.proceed(chain.request());
            RedirectTrail trail = chain.request().tag(RedirectTrail.class);
            String location = response.header("Location");
            if (trail != null && response.isRedirect() && location != null) {
                trail.lastTarget = response.request().url().resolve(location);
            }
            return response;
        }
    }
}
