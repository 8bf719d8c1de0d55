package com.marketevents.ui.common;

import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.Stage;

/**
 * Keeps a dialog as tall as its content (Settings, a watchlist's name): a sentence that appears, or needs more
 * lines, makes it grow rather than cut its buttons off or scroll, and it shrinks back when the sentence goes, unless
 * the user has resized it in the meantime. Never taller than its maximum height, the screen's, where its middle
 * scrolls instead. Checked after each layout, once the labels' text, visibility and size have all followed.
 */
public final class HeightFollowsContent implements Runnable {
    private static final double TOLERANCE = 0.5;

    private final Stage stage;
    private final Scene scene;
    private final Parent root;
    private double fittedHeight = Double.NaN;

    private HeightFollowsContent(Stage stage, Scene scene) {
        this.stage = stage;
        this.scene = scene;
        this.root = scene.getRoot();
    }

    public static void install(Stage stage, Scene scene) {
        scene.addPostLayoutPulseListener(new HeightFollowsContent(stage, scene));
    }

    @Override
    public void run() {
        if (!stage.isShowing()) {
            return;
        }
        double height = scene.getHeight();
        if (Double.isNaN(fittedHeight)) {
            fittedHeight = height;
        }
        double wanted = root.prefHeight(scene.getWidth());
        boolean resizedByUser = Math.abs(height - fittedHeight) > TOLERANCE;
        // At the most the screen allows (its maximum height), the middle scrolls: growing again would only be undone.
        boolean tooShort = wanted > height + TOLERANCE && stage.getHeight() < stage.getMaxHeight() - TOLERANCE;
        boolean tooTall = wanted < height - TOLERANCE;
        if (tooShort || (tooTall && !resizedByUser)) {
            stage.sizeToScene();
            fittedHeight = wanted;
        }
    }
}
