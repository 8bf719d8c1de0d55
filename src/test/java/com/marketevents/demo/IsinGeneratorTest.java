package com.marketevents.demo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

class IsinGeneratorTest {

    @ParameterizedTest
    @ValueSource(strings = {"US0378331005", "US0231351067", "GB0002634946", "DE0007164600", "CH0038863350",
            "AU000000BHP4", "JP3633400001", "FR0000120271", "NL0010273215", "SE0000108656", "CA7800871021"})
    void computesTheCheckDigitOfRealIsins(String isin) {
        assertEquals(isin, IsinGenerator.withCheckDigit(isin.substring(0, 11)));
        assertTrue(IsinGenerator.isValid(isin));
    }

    @ParameterizedTest
    @ValueSource(strings = {"US0378331006", "US0378331O05", "US03783310051", "us0378331005", "0378331005US"})
    void rejectsWrongCheckDigitsAndShapes(String isin) {
        assertFalse(IsinGenerator.isValid(isin));
    }

    @ParameterizedTest
    @EnumSource(Exchange.class)
    void generatesValidDistinctIsinsWithTheExchangeCountryPrefix(Exchange exchange) {
        IsinGenerator generator = new IsinGenerator();
        SplittableRandom random = new SplittableRandom(7);
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (int i = 0; i < 500; i++) {
            String isin = generator.next(exchange, "ABC", random);
            assertTrue(IsinGenerator.isValid(isin), isin);
            assertTrue(isin.startsWith(exchange.isinCountry()), isin);
            assertTrue(seen.add(isin), "duplicate " + isin);
        }
    }
}
