package com.marketevents.demo;

import java.time.LocalTime;
import java.util.Arrays;
import java.util.List;

/**
 * When companies on one exchange publish results and hold calls, in the exchange's own zone: before the
 * open or after the close. A release always comes earlier the same day than the call it goes with.
 */
record SessionTimes(
        List<LocalTime> releasesBeforeOpen,
        List<LocalTime> callsBeforeOpen,
        List<LocalTime> releasesAfterClose,
        List<LocalTime> callsAfterClose,
        double beforeOpenShare) {

    static SessionTimes of(String releasesBeforeOpen, String callsBeforeOpen, String releasesAfterClose,
                           String callsAfterClose, double beforeOpenShare) {
        return new SessionTimes(times(releasesBeforeOpen), times(callsBeforeOpen), times(releasesAfterClose),
                times(callsAfterClose), beforeOpenShare);
    }

    LocalTime release(boolean beforeOpen, int slot) {
        List<LocalTime> times = beforeOpen ? releasesBeforeOpen : releasesAfterClose;
        return times.get(slot % times.size());
    }

    LocalTime call(boolean beforeOpen, int slot) {
        List<LocalTime> times = beforeOpen ? callsBeforeOpen : callsAfterClose;
        return times.get(slot % times.size());
    }

    private static List<LocalTime> times(String spaceSeparated) {
        return Arrays.stream(spaceSeparated.split(" ")).map(LocalTime::parse).toList();
    }
}
