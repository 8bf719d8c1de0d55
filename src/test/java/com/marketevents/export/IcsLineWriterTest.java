package com.marketevents.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class IcsLineWriterTest {

    private static String write(String contentLine) throws IOException {
        StringWriter out = new StringWriter();
        new IcsLineWriter(out).line(contentLine);
        return out.toString();
    }

    private static String unfold(String folded) {
        return folded.replace("\r\n ", "");
    }

    @Test
    void aLineOf75OctetsStaysWhole() throws IOException {
        String line = "X".repeat(75);
        assertEquals(line + "\r\n", write(line));
    }

    @Test
    void the76thOctetStartsAContinuationLine() throws IOException {
        assertEquals("X".repeat(75) + "\r\n " + "Y\r\n", write("X".repeat(75) + "Y"));
    }

    @Test
    void continuationLinesCountTheirLeadingSpace() throws IOException {
        String folded = write("X".repeat(75 + 74 + 3));
        assertEquals("X".repeat(75) + "\r\n " + "X".repeat(74) + "\r\n " + "XXX\r\n", folded);
    }

    @Test
    void aTwoOctetCharacterThatWouldCrossTheLimitMovesToTheNextLine() throws IOException {
        String folded = write("X".repeat(74) + "é");
        assertEquals("X".repeat(74) + "\r\n é\r\n", folded);
    }

    @Test
    void aSurrogatePairIsNeverSplit() throws IOException {
        String line = "X".repeat(73) + "𝄞" + "𝄞";
        String folded = write(line);
        assertEquals("X".repeat(73) + "\r\n 𝄞𝄞\r\n", folded);
        assertEquals(line + "\r\n", unfold(folded));
    }

    @Test
    void everyPhysicalLineOfMultiByteTextFits() throws IOException {
        String line = "SUMMARY:" + "決算説明会 Société 𝄞 ".repeat(50);
        String folded = write(line);
        for (String physical : folded.split("\r\n")) {
            assertTrue(physical.getBytes(StandardCharsets.UTF_8).length <= 75, physical);
        }
        assertEquals(line + "\r\n", unfold(folded));
    }

    @Test
    void anEscapedLineBreakThatWouldCrossTheLimitMovesWholeToTheNextLine() throws IOException {
        String folded = write("X".repeat(74) + "\\nY");
        assertEquals("X".repeat(74) + "\r\n \\nY\r\n", folded);
    }

    @Test
    void anEscapedBackslashThatWouldCrossTheLimitMovesWholeToTheNextLine() throws IOException {
        String line = "X".repeat(74) + "\\\\" + "n" + "\\,";
        String folded = write(line);
        assertEquals("X".repeat(74) + "\r\n \\\\n\\,\r\n", folded);
        assertEquals(line + "\r\n", unfold(folded));
    }

    @Test
    void everyPhysicalLineOfEscapedTextFitsAndNoEscapeIsSplit() throws IOException {
        String value = "Type: Earnings release\nStatus: Active; Société, 決算 𝄞\\\n";
        String line = "DESCRIPTION:" + IcsText.escape(value).repeat(40);
        String folded = write(line);
        for (String physical : folded.split("\r\n")) {
            assertTrue(physical.getBytes(StandardCharsets.UTF_8).length <= 75, physical);
            assertEquals(0, (physical.length() - physical.replaceAll("\\\\+$", "").length()) % 2,
                    "a line ends in the middle of an escape: " + physical);
        }
        assertEquals(line + "\r\n", unfold(folded));
    }
}
