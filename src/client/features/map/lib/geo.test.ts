// Distance text, the directions link and the scale bar (distances: src/shared/geo.test.ts).
import { describe, expect, it } from "vitest";
import { geoMercator } from "d3-geo";
import { directionsUrl, formatDistance, scaleBar } from "./geo";

describe("formatDistance", () => {
  it("formats km with miles", () => {
    expect(formatDistance(274.2)).toBe("274 km (170 mi)");
    expect(formatDistance(1234)).toBe("1,234 km (767 mi)");
  });
});

describe("directions", () => {
  const stops = [
    { city: "Lisbon", country: "Portugal", lat: 38.7167, lng: -9.1333 },
    { city: "Porto", country: "Portugal", lat: 41.1496, lng: -8.611 },
    { city: "Nowhere", country: "Portugal", lat: null, lng: null },
  ];

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
