package com.marketevents.ui;

import com.marketevents.AppVersion;
import com.marketevents.ui.common.ClipboardText;
import com.marketevents.ui.common.DialogButtons;
import com.marketevents.ui.common.DialogHeading;
import com.marketevents.ui.common.UiExecutor;
import java.util.Locale;
import javafx.geometry.Insets;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;

/**
 * Help ▸ About: the application's name, version and runtime, which a support request needs, its copyright, and the
 * third-party notices.
 */
final class AboutDialog {

    private AboutDialog() {
    }

    /** "Market Events Browser 1.0.0 · Java 17.0.15 · JavaFX 21.0.5 · Linux amd64", one line to quote. */
    static String details() {
        return "Market Events Browser " + AppVersion.current() + " · " + runtime();
    }

    private static String runtime() {
        return String.format(Locale.ROOT, "Java %s · JavaFX %s · %s %s", Runtime.version(),
                System.getProperty("javafx.runtime.version", "unknown"), System.getProperty("os.name"),
                System.getProperty("os.arch"));
    }

    /** As jpackage/common.args gives it to the installers. */
    static final String COPYRIGHT = "Copyright (c) 2026 Market Events";

    private static final int ICON_SIZE = 64;

    static void show(Stage owner, UiExecutor executor) {
        Label name = DialogHeading.of("Market Events Browser");
        name.setId("about-name");
        Label version = new Label("Version " + AppVersion.current());
        version.setId("about-version");
        Label purpose = new Label("Calendars of corporate events from the Market Events service: browse, filter,"
                + " export, and see whether the service is healthy.");
        purpose.setWrapText(true);
        purpose.setPrefWidth(380);
        Label runtime = new Label(runtime());
        runtime.getStyleClass().add("muted");
        Label copyright = new Label(COPYRIGHT);
        copyright.setId("about-copyright");
        copyright.getStyleClass().add("muted");
        Button copy = new Button("Copy details");
        copy.setId("about-copy");
        copy.setOnAction(event -> {
            ClipboardText.put(details());
            copy.setText("Copied");
        });
        Alert alert = new Alert(Alert.AlertType.NONE, null, DialogButtons.CLOSE);
        Button notices = new Button("Third-party notices");
        notices.setId("about-notices");
        notices.setOnAction(event -> {
            notices.setDisable(true);
            executor.submit(ThirdPartyNotices::read, text -> {
                notices.setDisable(false);
                NoticesDialog.show(alert.getDialogPane().getScene().getWindow(), text);
            }, error -> notices.setText("The notices could not be read"));
        });
        VBox content = new VBox(8, name, version, purpose, runtime, copyright, new HBox(8, copy, notices));
        content.setPadding(new Insets(14, 18, 6, 18));

        alert.initOwner(owner);
        alert.setTitle("About Market Events Browser");
        alert.setGraphic(icon());
        alert.getDialogPane().setContent(content);
        alert.getDialogPane().getStylesheets().setAll(owner.getScene().getStylesheets());
        alert.showAndWait();
    }

    /** The application's icon, 64 px across, drawn from the 128 px one so it stays sharp at a UI scale up to 2. */
    private static ImageView icon() {
        ImageView icon = new ImageView(new Image(AppIcons.resource(2 * ICON_SIZE).toExternalForm()));
        icon.setFitWidth(ICON_SIZE);
        icon.setFitHeight(ICON_SIZE);
        icon.setPreserveRatio(true);
        icon.setSmooth(true);
        return icon;
    }
}
