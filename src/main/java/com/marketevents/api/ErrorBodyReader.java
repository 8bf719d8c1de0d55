package com.marketevents.api;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import okhttp3.MediaType;
import okio.BufferedSource;

/**
 * Finds the service's own short message in an error answer, whatever its shape: {"message":…},
 * {"detail":…}, {"code":…,"message":…}, plain text, or HTML (only its title; markup is never shown).
 */
final class ErrorBodyReader {
    /** Error bodies are read up to this size; anything longer is not a message meant for people. */
    static final int MAX_BODY_BYTES = 16 * 1024;

    private static final Pattern HTML_TITLE = Pattern.compile("<title[^>]*>(.*?)</title",
            Pattern.CASE_INSENSITIVE | Pattern.DOTALL);
    private static final Pattern TAG = Pattern.compile("<[^>]*>");
    private static final Pattern NUMERIC_ENTITY = Pattern.compile("&#(x?)([0-9a-fA-F]{1,6});");
    private static final String[] MESSAGE_FIELDS = {"message", "detail", "error_description", "error", "title",
        "errorMessage", "msg"};
    private static final List<String> MESSAGE_FIELD_NAMES = List.of(MESSAGE_FIELDS);

    /**
     * Built on the first error body, once: every connection has a reader, and building a mapper per
     * connection put jackson-databind's start-up on every connect, the window's first one included.
     */
    private static final class Json {
        static final ObjectMapper MAPPER = new ObjectMapper();
    }

    /** At most {@link #MAX_BODY_BYTES} of the body; the rest is left unread. */
    static byte[] readBounded(BufferedSource source) throws IOException {
        source.request(MAX_BODY_BYTES);
        long available = Math.min(MAX_BODY_BYTES, source.getBuffer().size());
        return source.readByteArray(available);
    }

    /**
     * The message, single-line and short, or null when the body holds none worth showing; {@code key}, when not null,
     * is hidden in it before it is shortened (see {@link ShortText#singleLine(String, ApiKey)}).
     */
    String messageOf(byte[] body, MediaType contentType, ApiKey key) {
        Charset charset = contentType == null ? StandardCharsets.UTF_8 : contentType.charset(StandardCharsets.UTF_8);
        String text = new String(body, charset).strip();
        if (text.isEmpty()) {
            return null;
        }
        boolean html = (contentType != null && contentType.subtype().contains("html")) || text.startsWith("<");
        if (html) {
            return ShortText.singleLine(htmlTitle(text), key);
        }
        if (text.startsWith("{") || text.startsWith("[") || text.startsWith("\"")) {
            try {
                return ShortText.singleLine(fromJson(Json.MAPPER.readTree(text)), key);
            } catch (IOException notWholeJson) {
                // Cut at the size limit, or broken: a message field read before the break, else nothing (raw
                // JSON is no message for people).
                return ShortText.singleLine(messageBeforeTheBreak(text), key);
            }
        }
        return ShortText.singleLine(firstLine(text), key);
    }

    private static String messageBeforeTheBreak(String json) {
        try (JsonParser parser = Json.MAPPER.getFactory().createParser(json)) {
            int depth = 0;
            JsonToken token;
            while ((token = parser.nextToken()) != null) {
                if (token.isStructStart()) {
                    depth++;
                } else if (token.isStructEnd()) {
                    depth--;
                } else if (token == JsonToken.FIELD_NAME && depth == 1
                        && MESSAGE_FIELD_NAMES.contains(parser.currentName())
                        && parser.nextToken() == JsonToken.VALUE_STRING) {
                    return parser.getText();
                }
            }
        } catch (IOException broken) {
            // nothing readable before the break
        }
        return null;
    }

    private static String fromJson(JsonNode node) {
        if (node == null) {
            return null;
        }
        if (node.isTextual()) {
            return node.asText();
        }
        if (node.isArray()) {
            return joined(node);
        }
        if (!node.isObject()) {
            return null;
        }
        String message = null;
        for (String field : MESSAGE_FIELDS) {
            message = messageIn(node.get(field));
            if (message != null && !message.isBlank()) {
                break;
            }
        }
        JsonNode code = node.get("code");
        String codeText = code != null && code.isValueNode() && !code.isNull() ? code.asText() : null;
        if (codeText == null || codeText.isBlank() || codeText.equals(message)) {
            return message;
        }
        return message == null || message.isBlank() ? "code " + codeText : message + " (code " + codeText + ")";
    }

    /** The message a field of an error object holds: text, or an object or list to read in turn. */
    private static String messageIn(JsonNode value) {
        if (value == null || value.isNull()) {
            return null;
        }
        if (value.isObject()) {
            return fromJson(value);
        }
        if (value.isArray()) {
            return joined(value);
        }
        return value.isValueNode() ? value.asText() : null;
    }

    /** Validation lists such as FastAPI's [{"loc":…,"msg":…}], joined into one line. */
    private static String joined(JsonNode array) {
        StringBuilder out = new StringBuilder();
        for (JsonNode element : array) {
            String part = fromJson(element);
            if (part != null && !part.isBlank()) {
                out.append(out.length() == 0 ? "" : "; ").append(part);
            }
            if (out.length() > ShortText.MAX_LENGTH) {
                break;
            }
        }
        return out.length() == 0 ? null : out.toString();
    }

    private static String htmlTitle(String html) {
        Matcher title = HTML_TITLE.matcher(html);
        if (!title.find()) {
            return null;
        }
        return unescape(TAG.matcher(title.group(1)).replaceAll(" "));
    }

    private static String unescape(String text) {
        Matcher numeric = NUMERIC_ENTITY.matcher(text);
        StringBuilder out = new StringBuilder();
        while (numeric.find()) {
            int codePoint = Integer.parseInt(numeric.group(2), numeric.group(1).isEmpty() ? 10 : 16);
            String replacement = Character.isValidCodePoint(codePoint) ? new String(Character.toChars(codePoint)) : " ";
            numeric.appendReplacement(out, Matcher.quoteReplacement(replacement));
        }
        numeric.appendTail(out);
        return out.toString().replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"")
                .replace("&#39;", "'").replace("&apos;", "'").replace("&nbsp;", " ").replace("&amp;", "&");
    }

    private static String firstLine(String text) {
        int newline = text.indexOf('\n');
        return newline < 0 ? text : text.substring(0, newline);
    }
}
