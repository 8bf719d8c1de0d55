package com.marketevents.demo;
import com.marketevents.api.ApiKey;
public final class DemoServer implements AutoCloseable {
  public static DemoServer start(DemoDataset d) throws java.io.IOException { throw new UnsupportedOperationException(); }
  public String baseUrl() { return null; } public ApiKey apiKey() { return null; }
  public void setHealthy(boolean h) { } public boolean isHealthy() { return true; } public void close() { } }
