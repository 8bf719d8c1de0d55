package com.marketevents.api;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.InputCoercionException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.io.JsonEOFException;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Instant;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a whole answer, or one typed value at the parser's current token, or says in plain words why the
 * shape is wrong.
 */
final class JsonValues {
    /** Far beyond any real timestamp; keeps a hostile exponent from building a huge number. */
    private static final BigDecimal MAX_EPOCH_SECONDS = BigDecimal.valueOf(1_000_000_000_000L);
    private static final BigDecimal NANOS_PER_SECOND = BigDecimal.valueOf(1_000_000_000L);
    /** Longer than any epoch time with nanoseconds; a longer text is not read as a number. */
    private static final int MAX_NUMBER_TEXT = 40;
    private static final Pattern FISCAL_YEAR_LABEL = Pattern.compile("\\s*(?i:FY)\\s*(\\d{4})\\s*");

    private JsonValues() {
    }

    /** Reads the answer's one top-level value from the parser it is given. */
    @FunctionalInterface
    interface TopLevelReader<T> {
        T read(JsonParser parser) throws IOException, ApiException;
    }

    /** Opens a parser on an answer's body: its bytes, or its text already decoded. */
    @FunctionalInterface
    interface ParserOpener {
        JsonParser open() throws IOException;
    }

    /**
     * Reads a whole answer with {@code reader} and closes it; malformed JSON, or anything after the value
     * ({@code what} names it in the message), is an invalid answer.
     */
    static <T> T readWhole(ParserOpener body, String what, TopLevelReader<T> reader) throws IOException, ApiException {
        try (JsonParser parser = body.open()) {
            T value;
            try {
                value = reader.read(parser);
            } catch (ApiException wrongShape) {
                throw notJsonAtAllOr(parser, wrongShape);
            }
            if (parser.nextToken() != null) {
                throw invalid("there is more after the " + what + ".");
            }
            return value;
        } catch (JsonProcessingException e) {
            throw notJson(e);
        }
    }

    /**
     * {@code wrongShape}, unless the rest of the answer shows it is not valid JSON at all ("{not json", a list cut
     * off inside): then that, which says more of what came than the first wrong value found in it.
     */
    private static ApiException notJsonAtAllOr(JsonParser parser, ApiException wrongShape) throws IOException {
        if (wrongShape.kind() != ApiException.Kind.INVALID_RESPONSE) {
            return wrongShape;
        }
        try {
            while (parser.nextToken() != null) {
                // read to the end
            }
        } catch (JsonProcessingException notJson) {
            return notJson(notJson);
        }
        return wrongShape;
    }

    /** True when {@code e} is a failure to read an answer because its bytes are not UTF-8 (its JSON may be fine). */
    static boolean isNotUtf8(ApiException e) {
        return e.getCause() instanceof JsonProcessingException cause && isNotUtf8(cause);
    }

    private static boolean isNotUtf8(JsonProcessingException e) {
        // Jackson's byte parser says so in words only: "Invalid UTF-8 start byte 0xe9", "... middle byte 0x74".
        return String.valueOf(e.getOriginalMessage()).startsWith("Invalid UTF-8");
    }

    /** The answer's first token; an answer without one (an empty body, or only spaces) is said to be empty. */
    static JsonToken firstToken(JsonParser parser, String what) throws IOException, ApiException {
        JsonToken first = parser.nextToken();
        if (first == null) {
            throw new ApiException(ApiException.Kind.INVALID_RESPONSE,
                    "The service's answer was empty; a " + what + " was expected.");
        }
        return first;
    }

    static String text(JsonParser parser, JsonToken token, String field) throws IOException, ApiException {
        if (token == JsonToken.VALUE_STRING) {
            return parser.getText();
        }
        if (token == JsonToken.VALUE_NULL) {
            return null;
        }
        throw wrongType(field, "text", token);
    }

    /**
     * Text as a value from the pool, built straight from the parser's buffer without an interim String. A number or
     * true/false in its place is kept as its text; an object or a list is taken as absent.
     */
    static <T> T pooled(JsonParser parser, JsonToken token, TextPool<T> pool) throws IOException {
        if (token == JsonToken.VALUE_STRING) {
            return pool.get(parser.getTextCharacters(), parser.getTextOffset(), parser.getTextLength());
        }
        return token == JsonToken.VALUE_NULL ? null : otherAsText(parser, token, pool);
    }

    private static <T> T otherAsText(JsonParser parser, JsonToken token, TextPool<T> pool) throws IOException {
        if (token.isScalarValue()) {
            String text = parser.getText();
            return pool.get(text.toCharArray(), 0, text.length());
        }
        parser.skipChildren();
        return null;
    }

    /**
     * A whole number; null for null and for what is not one (a fraction, a number beyond a long, an object); text
     * that is a whole number ("2026") and a number whose fraction is zero (2026.0) are read as that number.
     */
    static Long wholeNumber(JsonParser parser, JsonToken token) throws IOException {
        if (token == JsonToken.VALUE_NUMBER_INT) {
            try {
                return parser.getLongValue();
            } catch (InputCoercionException outOfRange) {
                return null;
            }
        }
        return token == JsonToken.VALUE_NULL ? null : otherAsWholeNumber(parser, token);
    }

    /** A whole number of the range of an int, read as {@link #wholeNumber} reads one; null otherwise. */
    static Integer smallWholeNumber(JsonParser parser, JsonToken token) throws IOException {
        if (token == JsonToken.VALUE_NUMBER_INT) {
            try {
                return parser.getIntValue();
            } catch (InputCoercionException outOfRange) {
                return null;
            }
        }
        Long whole = token == JsonToken.VALUE_NULL ? null : otherAsWholeNumber(parser, token);
        return whole == null || whole != whole.intValue() ? null : whole.intValue();
    }

    /**
     * A fiscal year: a whole number, as documented, or a year written as fiscal years often are ("FY2026",
     * "FY 2026"), which would otherwise show as not given; null for anything else.
     */
    static Integer fiscalYear(JsonParser parser, JsonToken token) throws IOException {
        if (token == JsonToken.VALUE_STRING) {
            Matcher labelled = FISCAL_YEAR_LABEL.matcher(parser.getText());
            if (labelled.matches()) {
                return Integer.valueOf(labelled.group(1));
            }
        }
        return smallWholeNumber(parser, token);
    }

    private static Long otherAsWholeNumber(JsonParser parser, JsonToken token) throws IOException {
        try {
            return switch (token) {
                case VALUE_STRING -> Long.parseLong(parser.getText().strip());
                case VALUE_NUMBER_FLOAT -> parser.getDecimalValue().longValueExact();
                default -> {
                    parser.skipChildren();
                    yield null;
                }
            };
        } catch (NumberFormatException | ArithmeticException notWhole) {
            return null;
        }
    }

    static Boolean trueOrFalse(JsonToken token, String field) throws ApiException {
        return switch (token) {
            case VALUE_TRUE -> Boolean.TRUE;
            case VALUE_FALSE -> Boolean.FALSE;
            case VALUE_NULL -> null;
            default -> throw wrongType(field, "true or false", token);
        };
    }

    /**
     * Unix epoch seconds, possibly with a fraction, read exactly (no detour through double); a number written as
     * text ("1675707470.07") is read too, as Python services serialising a Decimal send it.
     */
    static Instant epochSeconds(JsonParser parser, JsonToken token, String field) throws IOException, ApiException {
        if (token == JsonToken.VALUE_NULL) {
            return null;
        }
        BigDecimal seconds;
        if (token == JsonToken.VALUE_NUMBER_INT || token == JsonToken.VALUE_NUMBER_FLOAT) {
            seconds = parser.getDecimalValue();
        } else if (token == JsonToken.VALUE_STRING) {
            seconds = decimalOrNull(parser.getText().strip());
            if (seconds == null) {
                throw invalid("\"" + field + "\" should be a time in epoch seconds but is text that is not a number.");
            }
        } else {
            throw wrongType(field, "a time in epoch seconds", token);
        }
        if (seconds.abs().compareTo(MAX_EPOCH_SECONDS) > 0) {
            throw invalid("\"" + field + "\" is not a plausible time.");
        }
        BigDecimal whole = seconds.setScale(0, RoundingMode.FLOOR);
        int nanos = seconds.subtract(whole).multiply(NANOS_PER_SECOND).setScale(0, RoundingMode.DOWN).intValue();
        return Instant.ofEpochSecond(whole.longValue(), nanos);
    }

    /** Plain decimal text ("1675707470.07", "-3", "1.7e9"), or null; no NaN, no hex, nothing long. */
    private static BigDecimal decimalOrNull(String text) {
        if (text.isEmpty() || text.length() > MAX_NUMBER_TEXT) {
            return null;
        }
        try {
            return new BigDecimal(text);
        } catch (NumberFormatException notANumber) {
            return null;
        }
    }

    /** Skips the value at the current token, whole (objects and arrays included). */
    static void skip(JsonParser parser) throws IOException {
        parser.skipChildren();
    }

    static ApiException wrongType(String field, String expected, JsonToken actual) {
        return invalid("\"" + field + "\" should be " + expected + " but is " + describe(actual) + ".");
    }

    static ApiException invalid(String detail) {
        return new ApiException(ApiException.Kind.INVALID_RESPONSE,
                "The service's answer has an unexpected shape: " + detail);
    }

    /** Turns a parser complaint into INVALID_RESPONSE without quoting the payload (it may be anything). */
    static ApiException notJson(JsonProcessingException e) {
        String why;
        if (e instanceof JsonEOFException || String.valueOf(e.getOriginalMessage()).contains("end-of-input")) {
            why = "it ends before it is complete (truncated).";
        } else if (e instanceof InputCoercionException) {
            why = "a number is out of range.";
        } else if (e instanceof StreamConstraintsException tooLarge) {
            return new ApiException(ApiException.Kind.INVALID_RESPONSE,
                    "The service's answer was not read: " + tooLargeForWhat(tooLarge), e);
        } else if (isNotUtf8(e)) {
            why = "it is not valid UTF-8 text.";
        } else {
            why = "it is not valid JSON.";
        }
        return new ApiException(ApiException.Kind.INVALID_RESPONSE,
                "The service's answer could not be read: " + why, e);
    }

    /** Which of the parser's limits the answer went past, in words: Jackson says it only in its message. */
    private static String tooLargeForWhat(StreamConstraintsException e) {
        StreamReadConstraints limits = e.getProcessor() instanceof JsonParser parser
                ? parser.streamReadConstraints() : StreamReadConstraints.defaults();
        String complaint = String.valueOf(e.getOriginalMessage());
        if (complaint.startsWith("String value length")) {
            return "one value in it is a text longer than " + characters(limits.getMaxStringLength()) + ".";
        }
        if (complaint.startsWith("Number value length")) {
            return "one number in it is longer than " + String.format(Locale.ROOT, "%,d", limits.getMaxNumberLength())
                    + " digits.";
        }
        if (complaint.startsWith("Name length")) {
            return "one field name in it is longer than " + characters(limits.getMaxNameLength()) + ".";
        }
        if (complaint.startsWith("Document nesting depth")) {
            return "it nests values more than " + String.format(Locale.ROOT, "%,d", limits.getMaxNestingDepth())
                    + " levels deep.";
        }
        return "it is larger than an answer may be.";
    }

    /** "20 million characters (about 20 MB)"; "1,000 characters" for a limit below a million. */
    private static String characters(int count) {
        if (count >= 1_000_000 && count % 1_000_000 == 0) {
            return count / 1_000_000 + " million characters (about " + count / 1_000_000 + " MB)";
        }
        return String.format(Locale.ROOT, "%,d characters", count);
    }

    static String describe(JsonToken token) {
        if (token == null) {
            return "missing";
        }
        return switch (token) {
            case VALUE_STRING -> "text";
            case VALUE_NUMBER_INT -> "a number";
            case VALUE_NUMBER_FLOAT -> "a number with a fraction or an exponent";
            case VALUE_TRUE, VALUE_FALSE -> "true/false";
            case VALUE_NULL -> "null";
            case START_OBJECT -> "an object";
            case START_ARRAY -> "a list";
            default -> "something else";
        };
    }
}
