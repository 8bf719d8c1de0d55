package com.marketevents.export;
import com.marketevents.model.MarketEvent;
import java.io.*;
import java.util.List;
public interface EventWriter { void write(List<MarketEvent> events, List<String> fieldNames, OutputStream out) throws IOException;
  static EventWriter forFormat(ExportFormat f) { throw new UnsupportedOperationException(); } }
