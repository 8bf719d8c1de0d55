package com.marketevents.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class BaseUrlsTest {

    @Test
    void aHostJavaNetUriCannotReadIsAWebAddressAsTheRequestsCallIt() {
        assertTrue(BaseUrls.isWebAddress("https://my_host.corp/api"));
        assertNull(BaseUrls.problemWith("https://my_host.corp/api"));
        assertEquals("https://my_host.corp:8443", BaseUrls.origin(" https://My_Host.corp:8443/api?api_key=x "));
    }

    @Test
    void slashesWithoutAHostAreNoWebAddressThoughOkHttpWouldTakeThePathForTheHost() {
        for (String noHost : new String[] {"https:///api", "https:api.example.com/api", "https://", "", null}) {
            assertFalse(BaseUrls.isWebAddress(noHost), noHost);
            assertNull(BaseUrls.origin(noHost), noHost);
        }
    }

    @Test
    void theSameSchemeHostAndPortHoweverWrittenAreOneOriginAndAnyDifferenceIsAnother() {
        assertTrue(BaseUrls.sameOrigin("https://my_host.corp/api", "HTTPS://MY_HOST.corp:443/v2"));
        assertTrue(BaseUrls.sameOrigin("http://[::1]:18710/api", "http://[0:0:0:0:0:0:0:1]:18710"));
        assertFalse(BaseUrls.sameOrigin("https://my_host.corp/api", "http://my_host.corp/api"));
        assertFalse(BaseUrls.sameOrigin("https://my_host.corp/api", "https://my_host.corp:8443/api"));
        assertFalse(BaseUrls.sameOrigin("https://my_host.corp/api", "https://my-host.corp/api"));
        assertFalse(BaseUrls.sameOrigin("https://my_host.corp/api", null));
    }

    @Test
    void anAddressOfAHostAloneHasNoPathForTheNamespace() {
        assertTrue(BaseUrls.isHostAlone("https://example.com"));
        assertTrue(BaseUrls.isHostAlone("https://example.com/"));
        assertFalse(BaseUrls.isHostAlone("https://example.com/api"));
        assertFalse(BaseUrls.isHostAlone("example.com"), "not a web address at all");
    }

    @Test
    void anAddressPastedWithANoBreakOrZeroWidthSpaceAtAnEndIsReadWithoutIt() {
        for (String pasted : new String[] {"http://127.0.0.1:18822/api\u00A0", "\u00A0http://127.0.0.1:18822/api",
                "http://127.0.0.1:18822/api\u200B", "\uFEFFhttp://127.0.0.1:18822/api\u202F",
                "\u2007http://127.0.0.1:18822/api"}) {
            assertEquals("http://127.0.0.1:18822/api", BaseUrls.read(pasted).toString(), pasted);
            assertNull(BaseUrls.problemWith(pasted), pasted);
            assertEquals("http://127.0.0.1:18822", BaseUrls.origin(pasted), pasted);
        }
    }

    @Test
    void aNoBreakSpaceInsideAnAddressIsNotTrimmedAway() {
        assertEquals("/a%C2%A0pi", BaseUrls.read("http://127.0.0.1:18822/a\u00A0pi").encodedPath());
    }
}
