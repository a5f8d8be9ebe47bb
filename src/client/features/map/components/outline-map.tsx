// The built-in world outline with numbered pins and the route joined in order:
// what a day's map shows when the map style or its tiles cannot load (no
// network, as in CI). Bundled Natural Earth countries, projected with d3-geo.
import { useMemo } from "react";
import { geoMercator, geoPath } from "d3-geo";
import { useCountries } from "./world-map";
import type { MapPin } from "./day-map";

const WIDTH = 960;
const HEIGHT = 540;
const PAD = 48;

export function OutlineMap({ pins, label }: { pins: readonly MapPin[]; label: string }) {
  const countries = useCountries();
  const key = pins.map((p) => `${p.lng},${p.lat}`).join(";");
  const { path, projection } = useMemo(() => {
    const projection = geoMercator();
    const lngs = pins.map((p) => p.lng);
    const lats = pins.map((p) => p.lat);
    // At least ~0.012° (about a km) across: a day's pins stay apart and readable; one pin is not zoomed without end.
    const pad = Math.max(0, 0.012 - (Math.max(...lngs) - Math.min(...lngs))) / 2;
    const corners: [number, number][] = pins.length
      ? [
          [Math.min(...lngs) - pad, Math.min(...lats) - pad],
          [Math.max(...lngs) + pad, Math.max(...lats) + pad],
        ]
      : [];
    if (corners.length) projection.fitExtent([[PAD, PAD], [WIDTH - PAD, HEIGHT - PAD]], { type: "MultiPoint", coordinates: corners });
    else projection.fitExtent([[0, 0], [WIDTH, HEIGHT]], { type: "Sphere" });
    return { projection, path: geoPath(projection) };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the pins' content
  }, [key]);
  const countryPaths = useMemo(
    () => countries.data?.features.map((f, i) => <path key={i} d={path(f) ?? undefined} />) ?? null,
    [countries.data, path],
  );
  const route = pins.length > 1 ? path({ type: "LineString", coordinates: pins.map((p) => [p.lng, p.lat]) }) : null;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
      className="block h-auto w-full bg-[oklch(0.93_0.03_230)]"
      data-testid="outline-map"
      data-countries={countries.data ? "loaded" : "loading"}
    >
      <g className="fill-[oklch(0.97_0.01_120)] stroke-[oklch(0.75_0.02_120)]" strokeWidth={0.7}>
        {countryPaths}
      </g>
      {route && <path d={route} className="fill-none stroke-primary" strokeWidth={3} strokeLinecap="round" strokeLinejoin="round" />}
      {pins.map((p) => {
        const xy = projection([p.lng, p.lat]);
        if (!xy) return null;
        return (
          <g key={p.id} transform={`translate(${xy[0]},${xy[1]})`} data-testid="day-pin">
            <title>{`${p.n}. ${p.label}`}</title>
            <circle r={28} className="fill-primary stroke-white" strokeWidth={4} />
            <text y={9} textAnchor="middle" className="fill-white text-[26px] font-bold">
              {p.n}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
