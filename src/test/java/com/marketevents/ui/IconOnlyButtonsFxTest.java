package com.marketevents.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import javafx.scene.control.ButtonBase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;

@ExtendWith(ApplicationExtension.class)
class IconOnlyButtonsFxTest {
    @RegisterExtension
    final WindowFixture fixture = new WindowFixture();

    @Test
    void everyButtonShowingOnlyAnIconNamesWhatItDoesInATooltipAndToAScreenReader(FxRobot robot) {
        WindowFixture.typeInto(robot, "#quick-filter", "aapl"); // its clear button shows only over text

        List<ButtonBase> iconOnly = robot.lookup(node -> node instanceof ButtonBase button
                && (button.getText() == null || button.getText().isEmpty()) && button.getGraphic() != null)
                .queryAllAs(ButtonBase.class).stream().toList();
        List<String> unnamed = iconOnly.stream()
                .filter(button -> button.getTooltip() == null || button.getAccessibleText() == null
                        || button.getAccessibleText().isBlank())
                .map(button -> button.getId() + " " + button.getStyleClass() + " in " + button.getParent())
                .toList();

        assertFalse(iconOnly.isEmpty());
        assertEquals(List.of(), unnamed);
    }
}
