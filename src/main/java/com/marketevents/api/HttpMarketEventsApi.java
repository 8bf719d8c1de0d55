package com.marketevents.api;
import com.marketevents.model.*;
import java.util.List;
import okhttp3.OkHttpClient;
public final class HttpMarketEventsApi implements MarketEventsApi {
    public HttpMarketEventsApi(ApiConfig config, OkHttpClient sharedClient) throws ApiException { throw new UnsupportedOperationException(); }
    public static void validate(ApiConfig config) throws ApiException { throw new UnsupportedOperationException(); }
    public StatusReport status(Cancellation c) throws ApiException { throw new UnsupportedOperationException(); }
    public List<MarketEvent> events(DateRange r, Cancellation c) throws ApiException { throw new UnsupportedOperationException(); }
    public String describeSource() { throw new UnsupportedOperationException(); }
}
