package com.marketevents.export;
public enum ExportFormat { CSV, JSON, ICS; public String extension() { return name().toLowerCase(); } public String displayName() { return name(); } }
