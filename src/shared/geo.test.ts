// The one great-circle distance both sides use (src/shared/geo.ts).
import { describe, expect, it } from "vitest";
import { EARTH_RADIUS_KM, greatCircleKm } from "./geo";

describe("greatCircleKm", () => {
  it("matches known city distances", () => {
    // Lisbon–Porto ≈ 274 km, Paris–New York ≈ 5,837 km.
    expect(greatCircleKm({ lat: 38.7167, lng: -9.1333 }, { lat: 41.1496, lng: -8.611 })).toBeCloseTo(274, -1);
    expect(greatCircleKm({ lat: 48.8534, lng: 2.3488 }, { lat: 40.7143, lng: -74.006 })).toBeCloseTo(5837, -2);
    expect(greatCircleKm({ lat: 10, lng: 10 }, { lat: 10, lng: 10 })).toBe(0);
    // Across the antimeridian: Tokyo–San Francisco ≈ 8,270 km.
    expect(greatCircleKm({ lat: 35.69, lng: 139.69 }, { lat: 37.77, lng: -122.42 })).toBeCloseTo(8270, -2);
  });
});

describe("the Earth's radius", () => {
  it("is the IUGG mean radius, the same for the map and the flight estimates", () => {
    expect(EARTH_RADIUS_KM).toBe(6371.0088);
    expect(greatCircleKm({ lat: 90, lng: 0 }, { lat: -90, lng: 0 })).toBeCloseTo(Math.PI * 6371.0088, 6);
  });
});
