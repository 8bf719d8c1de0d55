package com.marketevents.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.LocalDate;
import okhttp3.HttpUrl;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ServiceUrlTest {

    @ParameterizedTest
    @ValueSource(strings = {"https://data.example.com/api", "https://data.example.com/api/",
        "  https://data.example.com/api//  "})
    void pathsAreAppendedToTheNamespaceWithOrWithoutTrailingSlash(String base) throws ApiException {
        ServiceUrl url = ServiceUrl.parse(base);

        assertEquals("https://data.example.com/api/status", url.operation("status").toString());
        assertEquals("https://data.example.com/api/events?start_date=2024-10-28&end_date=2024-11-06",
                url.events(LocalDate.of(2024, 10, 28), LocalDate.of(2024, 11, 6)).toString());
    }

    @Test
    void plainHttpToARemoteHostIsRefused() {
        ApiException refused = assertThrows(ApiException.class,
                () -> ServiceUrl.parse("http://data.example.com/api"));

        assertEquals(ApiException.Kind.CONFIGURATION, refused.kind());
        assertTrue(refused.getMessage().contains("https"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"http://localhost:8080/api", "http://127.0.0.1:9/api", "http://[::1]:9/api"})
    void plainHttpToThisComputerIsAccepted(String base) throws ApiException {
        ServiceUrl.parse(base);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "   ", "data.example.com/api", "ftp://data.example.com/api",
        "https://data.example.com/api?api_key=abc", "https://user:pw@data.example.com/api",
        "https://data.example.com/api#x", "https:///api", "https:data.example.com/api"})
    void unusableBaseUrlsAreConfigurationErrors(String base) {
        ApiException e = assertThrows(ApiException.class, () -> ServiceUrl.parse(base));

        assertEquals(ApiException.Kind.CONFIGURATION, e.kind());
        assertFalse(e.getMessage().contains("abc"), "a query value must not be echoed");
        assertFalse(e.getMessage().contains("pw"));
    }

    @Test
    void onlyTheSameSchemeHostAndPortCountAsTheService() throws ApiException {
        ServiceUrl url = ServiceUrl.parse("https://data.example.com/api");

        assertTrue(url.isSameOrigin(HttpUrl.get("https://DATA.example.com:443/elsewhere")));
        assertFalse(url.isSameOrigin(HttpUrl.get("http://data.example.com/api/status")));
        assertFalse(url.isSameOrigin(HttpUrl.get("https://data.example.com:8443/api/status")));
        assertFalse(url.isSameOrigin(HttpUrl.get("https://evil.example.com/api/status")));
    }

    @Test
    void validateReportsAMissingKeyAndNegativeSettings() {
        ApiConfig noKey = ApiConfig.of("https://data.example.com/api", null);
        ApiException missingKey = assertThrows(ApiException.class, () -> HttpMarketEventsApi.validate(noKey));
        assertEquals(ApiException.Kind.CONFIGURATION, missingKey.kind());
        assertTrue(missingKey.getMessage().contains("API key"));

        ApiConfig negative = ApiConfig.of("https://data.example.com/api", TestApis.KEY).withRetries(-1, Duration.ZERO);
        assertEquals(ApiException.Kind.CONFIGURATION,
                assertThrows(ApiException.class, () -> HttpMarketEventsApi.validate(negative)).kind());
    }

    @Test
    void describeSourceIsTheHostOfTheBaseUrlWithItsPortUnlessTheSchemesOwn() throws ApiException {
        ApiConfig config = ApiConfig.of("https://data.example.com/api/", TestApis.KEY);
        assertEquals("data.example.com", TestApis.api(config).describeSource());
        assertEquals("data.example.com", TestApis.api(ApiConfig.of("https://data.example.com:443/api", TestApis.KEY))
                .describeSource());
        assertEquals("data.example.com:8443", TestApis.api(ApiConfig.of("https://data.example.com:8443/api",
                TestApis.KEY)).describeSource(), "two services on one host look apart");
    }

    @Test
    void anAddressIsNamedByItsHostAndAPortThatIsNotTheSchemesOwn() {
        assertEquals("prod.example.com", UrlText.hostAndPort(" https://prod.example.com:443/api "));
        assertEquals("127.0.0.1:8893", UrlText.hostAndPort("http://127.0.0.1:8893/api"));
        assertEquals(null, UrlText.hostAndPort("not a url"));
    }

    @Test
    void aRedirectNamesTheBaseUrlItLeadsToWithThePathBeforeTheOperation() {
        HttpUrl asked = HttpUrl.get("http://127.0.0.1:8080/api/events?start_date=2026-11-23&end_date=2026-11-29");

        assertEquals("https://127.0.0.1:8443/api", ServiceUrl.baseUrlIn(
                HttpUrl.get("https://127.0.0.1:8443/api/events?start_date=2026-11-23"), asked));
        assertEquals("https://data.example.com/v2/api", ServiceUrl.baseUrlIn(
                HttpUrl.get("https://ann:pw@data.example.com/v2/api/events"), asked));
        assertEquals("https://sso.example.com", ServiceUrl.baseUrlIn(
                HttpUrl.get("https://sso.example.com/login?next=/api/events"), asked), "not the operation: no path");
    }
}
