package com.marketevents.ui;

/**
 * Which settings are set by environment variables, which win over what the settings dialog stores.
 * Names are the variables' names, or null when the variable is not set; {@code baseUrlAddress} is the host (and
 * port) of the base URL the variable sets, or null.
 */
public record EnvironmentOverrides(String baseUrlVariable, String apiKeyVariable, String baseUrlAddress) {

    public EnvironmentOverrides(String baseUrlVariable, String apiKeyVariable) {
        this(baseUrlVariable, apiKeyVariable, null);
    }

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
