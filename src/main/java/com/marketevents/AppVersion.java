package com.marketevents;

/** The application's version, from the jar's manifest; "development" when run from classes. */
public final class AppVersion {

    private AppVersion() {
    }

    public static String current() {
        Package pkg = AppVersion.class.getPackage();
        String version = pkg == null ? null : pkg.getImplementationVersion();
        return version == null ? "development" : version;
    }
}
