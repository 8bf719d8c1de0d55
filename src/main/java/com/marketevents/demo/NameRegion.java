package com.marketevents.demo;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Word lists from which company names of one language area are made: leading words (places, nature,
 * founders' names) and the industry words of each sector. Sectors without a local word use English ones.
 */
enum NameRegion {
    NORTH_AMERICA(
            words("Atlas Summit Pinnacle Harbor Lakeshore Redwood Keystone Granite Meridian Frontier Liberty Crescent "
                    + "Evergreen Silverline Bluewater Ironwood Cedar Northstar Westfield Sterling Beacon Clearwater "
                    + "Highland Riverbend Oakmont Pioneer Sentinel Apex Horizon Cobalt Copperleaf Falcon Magnolia "
                    + "Prairie Stonegate Tidewater Willow Aurora Bayside Canyon Cascade Coastal Compass Everest "
                    + "Fairview Glacier Hudson Juniper Lighthouse Maple Midland Monarch Orchard Pacific Quarry "
                    + "Ridgeline Sequoia Shoreline Skyline Sunrise Trident Vertex Windward Bristlecone Palisade"),
            words("Ridge Point Valley Bay Peak Creek Park Gate Field River Rock Bridge Crest Stone Lake Hill Grove "
                    + "Mill Forge Springs"),
            Map.of()),
    BRITISH(
            words("Albion Thames Pennine Cotswold Clyde Severn Mersey Wessex Mercia Caledonian Cambrian Kingsbridge "
                    + "Ashford Blackwater Chiltern Dorset Exmoor Fenland Grampian Hadrian Kestrel Lomond Moorgate "
                    + "Northumbrian Oxbridge Portland Quayside Regent Solent Trafalgar Whitehall Yorkshire Southern "
                    + "Coral Tasman Murray Outback Eucalypt Barrier Kimberley Pilbara Goldfields Wattle Nullarbor"),
            words("Cross Bridge Gate Vale Down Moor Wharf Field Court Mill Heath Point Reef"),
            Map.of()),
    GERMAN(
            words("Rhein Main Isar Elbe Nord Süd West Ost Alpen Bayern Schwaben Hansa Donau Harz Mosel Neckar Weser "
                    + "Franken München Lüneburg Würzburg Köln Düsseldorf Nürnberg Bärental Schwarzwald Allgäu Saar "
                    + "Pfalz Breisgau Müller Schäfer Köhler Krüger Böhm Wörner Hübner Jäger Vogt Brandt Hoffmann"),
            List.of(),
            industries(
                    Sector.TECHNOLOGY, "Software|Elektronik|Datentechnik|Halbleiter",
                    Sector.HEALTHCARE, "Pharma|Medizintechnik|Biotechnologie|Gesundheit",
                    Sector.FINANCIALS, "Bank|Versicherung|Rückversicherung|Kapital",
                    Sector.ENERGY, "Energie|Kraftwerke|Mineralöl",
                    Sector.MATERIALS, "Chemie|Stahl|Werkstoffe|Kali",
                    Sector.INDUSTRIALS, "Maschinenbau|Werke|Logistik|Anlagenbau|Technik",
                    Sector.CONSUMER, "Automobil|Brauerei|Handel|Möbel|Textil",
                    Sector.UTILITIES, "Stadtwerke|Versorgung|Wasser",
                    Sector.REAL_ESTATE, "Immobilien|Wohnbau|Grundbesitz",
                    Sector.COMMUNICATIONS, "Medien|Telekom|Verlag")),
    FRENCH(
            words("Lyonnaise Parisienne Générale Méditerranéenne Atlantique Provençale Normande Alsacienne Bretonne "
                    + "Européenne Nationale Continentale Rhodanienne Savoyarde Picarde Lorraine Champenoise "
                    + "Bourguignonne Occitane Dauphinoise Angevine Gasconne"),
            words("Société Compagnie"),
            industries(
                    Sector.TECHNOLOGY, "de Logiciels|d'Informatique|Numérique|de Semi-conducteurs",
                    Sector.HEALTHCARE, "Pharmaceutique|de Santé|Biomédicale",
                    Sector.FINANCIALS, "Financière|d'Assurances|de Crédit|Bancaire",
                    Sector.ENERGY, "d'Énergie|Pétrolière|d'Électricité",
                    Sector.MATERIALS, "de Chimie|Minière|de Matériaux",
                    Sector.INDUSTRIALS, "Industrielle|de Construction|de Transports|Aéronautique",
                    Sector.CONSUMER, "Agroalimentaire|de Distribution|Hôtelière|de Luxe",
                    Sector.UTILITIES, "des Eaux|d'Éclairage|de Gaz",
                    Sector.REAL_ESTATE, "Immobilière|Foncière",
                    Sector.COMMUNICATIONS, "de Télécommunications|de Médias|d'Édition")),
    DUTCH(
            words("Noord Zuid Oranje Delta Hollandse Zeeuwse Amstel Maas Rijn IJssel Friese Brabantse Utrechtse "
                    + "Gelderse Limburgse Wadden Veluwe Kennemer"),
            List.of(),
            industries(
                    Sector.TECHNOLOGY, "Technologie|Halfgeleiders|Informatica",
                    Sector.HEALTHCARE, "Farma|Medische|Zorg",
                    Sector.FINANCIALS, "Bank|Verzekeringen|Beleggingen",
                    Sector.ENERGY, "Energie|Olie",
                    Sector.MATERIALS, "Chemie|Staal|Grondstoffen",
                    Sector.INDUSTRIALS, "Scheepvaart|Logistiek|Bouw|Machinefabriek",
                    Sector.CONSUMER, "Voeding|Brouwerij|Handel",
                    Sector.UTILITIES, "Nutsbedrijven|Waterleiding",
                    Sector.REAL_ESTATE, "Vastgoed|Woningen",
                    Sector.COMMUNICATIONS, "Media|Telecom|Uitgevers")),
    SWISS(
            words("Zürcher Basler Berner Luzerner Léman Jura Alpina Helvetische Engadiner Gotthard Säntis Rigi Ticino "
                    + "Waadtländer Thurgauer Aargauer Zuger Glarner Bündner Neuchâtel"),
            List.of(),
            industries(
                    Sector.TECHNOLOGY, "Präzision|Elektronik|Instrumente",
                    Sector.HEALTHCARE, "Pharma|Diagnostik|Médical",
                    Sector.FINANCIALS, "Bank|Versicherungen|Privatbank|Rück",
                    Sector.ENERGY, "Energie|Kraftwerke",
                    Sector.MATERIALS, "Chemie|Spezialitäten",
                    Sector.INDUSTRIALS, "Maschinen|Uhren|Horlogerie|Bahn",
                    Sector.CONSUMER, "Alimentation|Schokolade|Nahrungsmittel",
                    Sector.UTILITIES, "Elektrizitätswerke|Wasserkraft",
                    Sector.REAL_ESTATE, "Immobilien|Liegenschaften",
                    Sector.COMMUNICATIONS, "Telecom|Medien")),
    SWEDISH(
            words("Göta Skåne Norrlands Värmlands Mälar Svea Öresund Dala Lapplands Västra Östra Jämtlands Bohus "
                    + "Halland Kalmar Uppsala Gävle Sörmlands"),
            List.of(),
            industries(
                    Sector.TECHNOLOGY, "Teknik|Elektronik|Data",
                    Sector.HEALTHCARE, "Läkemedel|Medicinteknik",
                    Sector.FINANCIALS, "Bank|Försäkring|Investor",
                    Sector.ENERGY, "Kraft|Energi",
                    Sector.MATERIALS, "Stål|Gruvor|Skog",
                    Sector.INDUSTRIALS, "Verkstäder|Bygg|Maskin",
                    Sector.CONSUMER, "Livsmedel|Handel|Möbler",
                    Sector.UTILITIES, "Vatten|Elnät",
                    Sector.REAL_ESTATE, "Fastigheter|Bostäder",
                    Sector.COMMUNICATIONS, "Telekom|Media")),
    JAPANESE(
            words("Nippon Tokai Kansai Kyushu Hokkaido Tohoku Chubu Shikoku Chugoku Hokuriku Sanyo Keihin Hanshin "
                    + "Yamato Sakura Aoba Midori Taiyo Hikari Tsubasa Hoshi Fuji Kita Minami Higashi Nishi"),
            words("Taka Yama Naka Kawa Mori Ishi Matsu Kita Mizu Hira Oka Tani Sugi Kuro Shira Miya Ichi Nishi Kami"
                    + " Shimo"),
            industries(
                    Sector.TECHNOLOGY, "Electronics|Precision|Software|Semiconductor",
                    Sector.HEALTHCARE, "Pharmaceutical|Medical|Seiyaku",
                    Sector.FINANCIALS, "Bank|Securities|Fire & Marine Insurance|Shinkin",
                    Sector.ENERGY, "Oil|Gas|Energy",
                    Sector.MATERIALS, "Chemical|Steel|Paper|Mining",
                    Sector.INDUSTRIALS, "Heavy Industries|Machinery|Construction|Railway|Shipping|Trading",
                    Sector.CONSUMER, "Foods|Motor|Department Store|Beverage",
                    Sector.UTILITIES, "Electric Power|Gas",
                    Sector.REAL_ESTATE, "Real Estate|Fudosan",
                    Sector.COMMUNICATIONS, "Broadcasting|Telecom|Publishing")),
    CHINESE(
            words("China Guangdong Shenzhen Zhejiang Fujian Jiangsu Sichuan Shandong Hubei Kowloon Harbour Victoria "
                    + "Jade Golden Lotus Phoenix Dragon Orient Yangtze Canton Lingnan Peninsula Pearl Bauhinia"),
            words("Sun Wah Fung Hing Lung Tai Fook Kee Hop Shun Cheung Wing Yip Lee Chun Mei"),
            Map.of());

    private static final Map<Sector, List<String>> ENGLISH = industries(
            Sector.TECHNOLOGY,
            "Software|Systems|Semiconductor|Technologies|Data|Networks|Digital|Analytics|Microsystems",
            Sector.HEALTHCARE, "Therapeutics|Biosciences|Pharmaceuticals|Medical|Health|Diagnostics|Genomics",
            Sector.FINANCIALS, "Financial|Bancorp|Capital|Insurance|Payments|Trust|Bank",
            Sector.ENERGY, "Energy|Oil & Gas|Petroleum|Renewables|Power|Drilling|Midstream",
            Sector.MATERIALS, "Mining|Resources|Metals|Chemicals|Materials|Gold|Steel",
            Sector.INDUSTRIALS, "Industries|Aerospace|Logistics|Engineering|Machinery|Rail|Airlines|Construction",
            Sector.CONSUMER, "Foods|Brands|Retail|Apparel|Beverages|Restaurants|Motors|Homes|Leisure",
            Sector.UTILITIES, "Utilities|Water|Electric|Gas & Power",
            Sector.REAL_ESTATE, "Realty|Properties|Land|Estates|Realty Trust",
            Sector.COMMUNICATIONS, "Communications|Media|Telecom|Entertainment|Broadcasting|Wireless");

    private final List<String> leadingWords;
    private final List<String> secondWords;
    private final Map<Sector, List<String>> industryWords;

    NameRegion(List<String> leadingWords, List<String> secondWords, Map<Sector, List<String>> industryWords) {
        this.leadingWords = leadingWords;
        this.secondWords = secondWords;
        this.industryWords = industryWords;
    }

    List<String> leadingWords() {
        return leadingWords;
    }

    /** Middle words (English), family-name halves (Japanese, Cantonese) or legal-form nouns (French). */
    List<String> secondWords() {
        return secondWords;
    }

    List<String> industryWords(Sector sector) {
        return industryWords.getOrDefault(sector, ENGLISH.get(sector));
    }

    private static List<String> words(String spaceSeparated) {
        return List.of(spaceSeparated.split(" "));
    }

    /** Pairs of sector and {@code |}-separated words. */
    private static Map<Sector, List<String>> industries(Object... sectorsAndWords) {
        Map<Sector, List<String>> map = new EnumMap<>(Sector.class);
        for (int i = 0; i < sectorsAndWords.length; i += 2) {
            map.put((Sector) sectorsAndWords[i], List.of(((String) sectorsAndWords[i + 1]).split("\\|")));
        }
        return map;
    }
}
