// A still map of a trip's cities for pages made on the server (the public page,
// ADR 028): the same bundled Natural Earth countries and projection as the
// app's map (features/map), as plain SVG markup, so the page needs no script.
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { geoMercator, geoPath } from "d3-geo";
import { feature } from "topojson-client";
import type { FeatureCollection, Geometry } from "geojson";
import type { Topology } from "topojson-specification";
import { escapeHtml } from "./html";

const WIDTH = 960;
const HEIGHT = 480;
const PAD = 48;

let countries: FeatureCollection<Geometry> | null = null;
function loadCountries(): FeatureCollection<Geometry> {
  if (!countries) {
    // The 50 m countries, as the app's map: coastlines a traveller recognises at a region's zoom.
    const file = createRequire(import.meta.url).resolve("world-atlas/countries-50m.json");
    const topo = JSON.parse(readFileSync(file, "utf8")) as Topology;
    countries = feature(topo, topo.objects.countries!) as unknown as FeatureCollection<Geometry>;
  }
  return countries;
}

export interface MapCity {
  city: string;
  country: string;
  lat: number | null;
  lng: number | null;
}

/** The SVG, or null when no city has coordinates. `label` is the accessible name. */
export function citiesMapSvg(cities: readonly MapCity[], label: string): string | null {
  const located = cities.filter((c) => c.lat !== null && c.lng !== null);
  if (!located.length) return null;
  const points = located.map((c) => [c.lng!, c.lat!] as [number, number]);
  const lngs = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  // At least 12° × 8°, so one city is not shown at street level.
  let [west, east, south, north] = [Math.min(...lngs), Math.max(...lngs), Math.min(...lats), Math.max(...lats)];
  const padLng = Math.max(0, 12 - (east - west)) / 2;
  const padLat = Math.max(0, 8 - (north - south)) / 2;
  [west, east, south, north] = [west - padLng, east + padLng, Math.max(-80, south - padLat), Math.min(84, north + padLat)];
  const projection = geoMercator().fitExtent(
    [
      [PAD, PAD],
      [WIDTH - PAD, HEIGHT - PAD],
    ],
    { type: "MultiPoint", coordinates: [[west, south], [east, north]] },
  );
  // Clipped to the frame and rounded to a tenth of a pixel: the markup holds only what is seen.
  projection.clipExtent([
    [0, 0],
    [WIDTH, HEIGHT],
  ]);
  const path = geoPath(projection).digits(1);
  const land = loadCountries()
    .features.map((f) => path(f))
    .filter((d): d is string => !!d)
    .map((d) => `<path d="${d}"/>`)
    .join("");
  const route = points.length > 1 ? path({ type: "LineString", coordinates: points }) : null;
  const pins = located
    .map((c, i) => {
      const xy = projection([c.lng!, c.lat!]);
      if (!xy) return "";
      const [x, y] = xy.map((v) => v.toFixed(1));
      const name = escapeHtml(c.city);
      return (
        `<g transform="translate(${x},${y})"><title>${i + 1}. ${name}, ${escapeHtml(c.country)}</title>` +
        `<path d="M0 0 C -10 -14 -14 -20 -14 -28 A 14 14 0 1 1 14 -28 C 14 -20 10 -14 0 0 Z" class="pin"/>` +
        `<text y="-23" class="pin-n">${i + 1}</text><text y="20" class="pin-label">${name}</text></g>`
      );
    })
    .join("");
  return (
    `<svg viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escapeHtml(label)}" class="map" data-testid="share-map">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" class="sea"/><g class="land">${land}</g>` +
    (route ? `<path d="${route}" class="route"/>` : "") +
    pins +
    `</svg>`
  );
}
