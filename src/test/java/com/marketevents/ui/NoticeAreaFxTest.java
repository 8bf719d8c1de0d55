package com.marketevents.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.marketevents.ui.common.Notice;
import com.marketevents.ui.common.NoticeBar;
import java.util.List;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;

@ExtendWith(ApplicationExtension.class)
class NoticeAreaFxTest {
    private final ObjectProperty<Notice> loading = new SimpleObjectProperty<>();
    private final ObjectProperty<Notice> export = new SimpleObjectProperty<>();

    private NoticeArea area(FxRobot robot) {
        NoticeArea area = new NoticeArea();
        robot.interact(() -> {
            area.add(new NoticeBar("notice", loading, action -> { }, () -> loading.set(null)));
            area.add(new NoticeBar("export-notice", export, action -> { }, () -> export.set(null)));
        });
        return area;
    }

    @Test
    void aNewNoticeClosesTheInformationLeftInTheOtherStrip(FxRobot robot) {
        area(robot);
        Notice exported = Notice.info("Exported 55 events to week.csv.");
        Notice failed = new Notice(Notice.Severity.ERROR, "The service could not be reached.", List.of());

        robot.interact(() -> export.set(exported));
        robot.interact(() -> loading.set(failed));

        assertNull(export.get(), "the old export message is closed");
        assertEquals(failed, loading.get());
    }

    @Test
    void warningsAndErrorsStayUntilTheUserDealsWithThem(FxRobot robot) {
        area(robot);
        Notice incomplete = Notice.warning("The list may be incomplete.");
        Notice failed = new Notice(Notice.Severity.ERROR, "Could not write week.csv.", List.of());

        robot.interact(() -> loading.set(incomplete));
        robot.interact(() -> export.set(failed));
        robot.interact(() -> export.set(Notice.info("Exported 55 events to week.csv.")));

        assertEquals(incomplete, loading.get(), "a warning stays");
        robot.interact(() -> loading.set(Notice.info("Loaded.")));
        assertNull(export.get(), "information is closed by a newer notice, whichever strip it is in");
    }
}
