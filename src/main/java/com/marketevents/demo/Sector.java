package com.marketevents.demo;

import java.util.List;

/** Industry groups: they pick a company's name words and the conferences it presents at. */
enum Sector {
    TECHNOLOGY(15, "Technology", "TMT", "Semiconductor"),
    HEALTHCARE(12, "Healthcare", "Biotech", "Medtech"),
    FINANCIALS(16, "Financials", "Banking & Insurance", "Fintech"),
    ENERGY(6, "Energy", "Energy Transition", "Oil & Gas"),
    MATERIALS(8, "Mining & Metals", "Chemicals", "Natural Resources"),
    INDUSTRIALS(14, "Industrials", "Transport & Logistics", "Aerospace & Defence"),
    CONSUMER(14, "Consumer & Retail", "Leisure & Hospitality", "Food & Beverage"),
    UTILITIES(4, "Utilities & Infrastructure", "Power & Renewables", "Infrastructure"),
    REAL_ESTATE(5, "Real Estate", "Property", "REIT"),
    COMMUNICATIONS(6, "Media & Telecom", "Communications", "Digital Media");

    private final int weight;
    private final List<String> conferenceThemes;

    Sector(int weight, String... conferenceThemes) {
        this.weight = weight;
        this.conferenceThemes = List.of(conferenceThemes);
    }

    int weight() {
        return weight;
    }

    List<String> conferenceThemes() {
        return conferenceThemes;
    }
}
