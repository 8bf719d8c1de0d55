package com.marketevents.demo;
public final class DemoDataset { public static DemoDataset standard() { throw new UnsupportedOperationException(); }
 public static DemoDataset withEventsPerYear(int n) { throw new UnsupportedOperationException(); }
 public java.util.List<com.marketevents.model.MarketEvent> events(com.marketevents.model.DateRange r) { throw new UnsupportedOperationException(); } }
