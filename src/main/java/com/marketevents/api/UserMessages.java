package com.marketevents.api;
public final class UserMessages { public static String describe(ApiException e) { return e.getMessage(); } }
