package com.marketevents.model;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;

/**
 * The names of the markets an analyst meets most, by market identifier code (ISO 10383): "XNAS" is Nasdaq. The
 * service sends the code alone; the window's Exchange filter lists the name beside it.
 */
public final class MarketNames {
    private static final Map<String, String> BY_CODE = load();

    private MarketNames() {
    }

    /** "Nasdaq" for "XNAS"; empty for a code not listed, or anything else. */
    public static Optional<String> nameOf(String mic) {
        return mic == null ? Optional.empty() : Optional.ofNullable(BY_CODE.get(mic.strip().toUpperCase(Locale.ROOT)));
    }

    private static Map<String, String> load() {
        Properties names = new Properties();
        try (InputStream in = MarketNames.class.getResourceAsStream("market-names.properties")) {
            names.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("The market names are missing from the application", e);
        }
        Map<String, String> byCode = new HashMap<>();
        names.forEach((code, name) -> byCode.put((String) code, (String) name));
        return Map.copyOf(byCode);
    }
}
