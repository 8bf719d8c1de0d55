package com.marketevents.demo;

import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.SplittableRandom;

/** Makes plausible company names from the word lists of a region, each one unique within one universe. */
final class CompanyNames {
    private static final List<String> BRAND_STARTS = List.of("Vel", "Quan", "Zen", "Nor", "Ald", "Bri", "Cor", "Dra",
            "Fal", "Gal", "Hex", "Jor", "Kal", "Lum", "Mar", "Nex", "Ori", "Pra", "Sol", "Tor", "Vor", "Xan", "Zir",
            "Aer", "Cel", "Tel", "Syn", "Omni", "Ver", "Ast");
    private static final List<String> BRAND_ENDS = List.of("ora", "ix", "ent", "ara", "on", "is", "ia", "ex", "ium",
            "os", "yn", "ica", "eon", "ova", "ant", "elle", "ico");
    private static final int ATTEMPTS = 40;

    private final Set<String> used = new HashSet<>();

    /** A new name, legal form included; the part before the legal form is unique among names given so far. */
    String next(Exchange exchange, Sector sector, SplittableRandom random) {
        NameRegion region = exchange.nameRegion();
        List<String> industries = region.industryWords(sector);
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            String core = attempt < ATTEMPTS / 2
                    ? regional(region, pick(industries, random), random)
                    : brand(random) + " " + pick(industries, random);
            if (used.add(core)) {
                return core + " " + legalForm(exchange, random);
            }
        }
        // Vast name spaces make this rare; a numbered series keeps names unique whatever the scale.
        String base = brand(random) + " " + pick(industries, random);
        int series = 2;
        while (!used.add(base + " " + series)) {
            series++;
        }
        return base + " " + series + " " + legalForm(exchange, random);
    }

    private static String regional(NameRegion region, String industry, SplittableRandom random) {
        String lead = pick(region.leadingWords(), random);
        int style = random.nextInt(100);
        return switch (region) {
            case NORTH_AMERICA, BRITISH -> style < 45 ? lead + " " + industry
                    : style < 80 ? lead + " " + pick(region.secondWords(), random) + " " + industry
                    : brand(random) + " " + industry;
            case GERMAN -> style < 55 ? lead + " " + industry
                    : style < 80 ? lead + "-" + industry
                    : lead + industry.toLowerCase(Locale.GERMAN);
            case FRENCH -> style < 60 ? pick(region.secondWords(), random) + " " + lead + " " + industry
                    : lead + " " + industry;
            case JAPANESE -> style < 50 ? lead + " " + industry
                    : familyName(region, random) + " " + industry;
            case CHINESE -> style < 50 ? lead + " " + industry
                    : pick(region.secondWords(), random) + " " + pick(region.secondWords(), random) + " " + industry;
            case DUTCH, SWISS, SWEDISH -> style < 80 ? lead + " " + industry : brand(random) + " " + industry;
        };
    }

    private static String familyName(NameRegion region, SplittableRandom random) {
        String first = pick(region.secondWords(), random);
        String second = pick(region.secondWords(), random);
        return first + second.toLowerCase(Locale.ROOT);
    }

    private static String brand(SplittableRandom random) {
        return pick(BRAND_STARTS, random) + pick(BRAND_ENDS, random);
    }

    private static String legalForm(Exchange exchange, SplittableRandom random) {
        List<String> forms = switch (exchange) {
            case NYSE, NASDAQ -> List.of("Inc.", "Corp.", "Corporation", "Holdings, Inc.", "Group, Inc.", "Co.");
            case TORONTO -> List.of("Inc.", "Corp.", "Ltd.");
            case LONDON -> List.of("plc", "Group plc", "Holdings plc");
            case XETRA -> List.of("AG", "SE", "KGaA");
            case PARIS -> List.of("SA", "SE");
            case AMSTERDAM -> List.of("N.V.", "Holding N.V.", "Groep N.V.");
            case SIX -> List.of("AG", "SA", "Holding AG");
            case STOCKHOLM -> List.of("AB", "AB (publ)");
            case TOKYO -> List.of("Co., Ltd.", "Corporation", "Holdings, Inc.", "Inc.");
            case HONG_KONG -> List.of("Limited", "Holdings Limited", "Group Co., Ltd.");
            case ASX -> List.of("Limited", "Ltd", "Group Limited");
        };
        // The first form is the usual one: bias towards it.
        return forms.get(Math.min(random.nextInt(forms.size()), random.nextInt(forms.size())));
    }

    private static String pick(List<String> words, SplittableRandom random) {
        return words.get(random.nextInt(words.size()));
    }
}
