package com.marketevents.ui;

/**
 * Which settings are set by environment variables, which win over what the settings dialog stores.
 * Names are the variables' names, or null when the variable is not set.
 */
public record EnvironmentOverrides(String baseUrlVariable, String apiKeyVariable) {

    public static EnvironmentOverrides none() {
        return new EnvironmentOverrides(null, null);
    }

    public boolean baseUrlOverridden() {
        return baseUrlVariable != null;
    }

    public boolean apiKeyOverridden() {
        return apiKeyVariable != null;
    }
}
