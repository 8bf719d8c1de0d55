package com.marketevents.ui;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.InputStream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

class AppIconsTest {

    @Test
    void everyAdvertisedSizeIsOnTheClassPathAtThatSize() {
        assertAll(AppIcons.SIZES.stream().map(size -> () -> {
            BufferedImage image = read(size);
            assertEquals(size, image.getWidth(), "width of app-icon-" + size);
            assertEquals(size, image.getHeight(), "height of app-icon-" + size);
        }));
    }

    @Test
    void iconsHaveTransparentCornersSoTheyDoNotShowAsSquaresOnDarkTaskBars() {
        assertAll(AppIcons.SIZES.stream().map(size -> () -> {
            int alpha = read(size).getRGB(0, size - 1) >>> 24;
            assertEquals(0, alpha, "alpha of the bottom-left pixel of app-icon-" + size);
        }));
    }

    private static BufferedImage read(int size) throws IOException {
        try (InputStream in = AppIcons.resource(size).openStream()) {
            return ImageIO.read(in);
        }
    }
}
