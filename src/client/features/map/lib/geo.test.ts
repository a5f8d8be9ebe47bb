// Rough travel times, legs and the directions link (distances: src/shared/geo.test.ts).
import { beforeAll, describe, expect, it } from "vitest";
import { loadMessages } from "@shared/i18n/catalogue";
import { createTranslate, type Translate } from "@/lib/i18n";
import { geoMercator } from "d3-geo";
import { directionsUrl, formatDistance, formatDuration, legs, roughTravel, scaleBar } from "./geo";

let en: Translate;
let de: Translate;
let fr: Translate;
beforeAll(async () => {
  en = createTranslate("en", await loadMessages("en", ["app"]));
  de = createTranslate("de", await loadMessages("de", ["app"]));
  fr = createTranslate("fr", await loadMessages("fr", ["app"]));
});

describe("roughTravel", () => {
  it("drives short legs and flies long ones", () => {
    expect(roughTravel(274)).toEqual({ mode: "ground", minutes: 237 });
    expect(roughTravel(5837).mode).toBe("air");
    expect(roughTravel(5837).minutes).toBe(Math.round((5837 / 750 + 2.5) * 60));
  });

  it("formats", () => {
    expect(formatDuration(40)).toBe("40m");
    expect(formatDuration(237)).toBe("3h 55m");
    expect(formatDuration(120)).toBe("2h");
    expect(formatDistance(274.2)).toBe("274 km (170 mi)");
    expect(formatDistance(1234)).toBe("1,234 km (767 mi)");
  });

  it("formats durations in the reader's language, English as before", () => {
    for (const minutes of [0, 40, 237, 120]) expect(formatDuration(minutes, en)).toBe(formatDuration(minutes));
    expect(formatDuration(40, de)).toBe("40 Min.");
    expect(formatDuration(237, de)).toBe("3 Std. 55 Min.");
    expect(formatDuration(120, de)).toBe("2 Std.");
    expect(formatDuration(237, fr)).toBe("3 h 55");
  });
});

describe("legs and directions", () => {
  const stops = [
    { city: "Lisbon", country: "Portugal", lat: 38.7167, lng: -9.1333 },
    { city: "Porto", country: "Portugal", lat: 41.1496, lng: -8.611 },
    { city: "Nowhere", country: "Portugal", lat: null, lng: null },
  ];

  it("pairs consecutive stops, without a distance when one has no coordinates", () => {
    const l = legs(stops);
    expect(l.map((x) => `${x.from.city}>${x.to.city}`)).toEqual(["Lisbon>Porto", "Porto>Nowhere"]);
    expect(l[0]!.km).toBeGreaterThan(270);
    expect(l[1]!.km).toBeNull();
  });

  it("builds a Google Maps route in order", () => {
    const url = new URL(directionsUrl(stops)!);
    expect(url.origin + url.pathname).toBe("https://www.google.com/maps/dir/");
    expect(url.searchParams.get("origin")).toBe("Lisbon, Portugal");
    expect(url.searchParams.get("destination")).toBe("Nowhere, Portugal");
    expect(url.searchParams.get("waypoints")).toBe("Porto, Portugal");
    expect(directionsUrl([stops[0]!])).toContain("/maps/search/");
    expect(directionsUrl([])).toBeNull();
  });
});

describe("scaleBar", () => {
  it("is a round length whose drawn width is that length on the ground at the latitude", () => {
    // Florence, framed as a day's outline is: measure 1 000 m east along the parallel with the projection itself.
    const projection = geoMercator().scale(3_000_000).translate([0, 0]);
    const { metres, width } = scaleBar(projection.scale(), 43.77);
    expect([1, 2, 5].some((k) => metres / 10 ** Math.floor(Math.log10(metres)) === k)).toBe(true);
    expect(width).toBeGreaterThanOrEqual(48);
    expect(width).toBeLessThanOrEqual(120);
    const dLng = (metres / (6_371_000 * Math.cos((43.77 * Math.PI) / 180))) * (180 / Math.PI);
    const [x0] = projection([11.25, 43.77])!;
    const [x1] = projection([11.25 + dLng, 43.77])!;
    expect(x1 - x0).toBeCloseTo(width, 6);
  });

  it("goes from metres to thousands of kilometres", () => {
    expect(scaleBar(20_000_000, 0).metres).toBe(20);
    expect(scaleBar(150, 0).metres).toBe(5_000_000);
  });
});
