// The route on a real world map: bundled Natural Earth countries (world-atlas,
// loaded with the page, never from the network at run time), projected with
// d3-geo and zoomed to the stops, pins at their coordinates, great-circle legs.
import { useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import { geoGraticule10, geoMercator, geoPath } from "d3-geo";
import { feature } from "topojson-client";
import type { FeatureCollection, Geometry } from "geojson";
import type { Topology } from "topojson-specification";
import { cn } from "@/lib/utils";
import type { Stop } from "@/features/itinerary";
import { useT } from "@/lib/i18n";

const WIDTH = 960;
const HEIGHT = 540;
const PAD = 56;

/** The pin's colour and its number's, readable in both themes (the same pairs as ROLE_COLOURS). */
const PIN_CLASS = {
  start: { pin: "fill-green-700", number: "fill-white" },
  stop: { pin: "fill-primary", number: "fill-primary-foreground" },
  end: { pin: "fill-accent", number: "fill-accent-foreground" },
} as const;

export function useCountries() {
  return useQuery({
    queryKey: ["world-atlas", "countries-50m"],
    queryFn: async () => {
      const topo = (await import("world-atlas/countries-50m.json")).default as unknown as Topology;
      return feature(topo, topo.objects.countries!) as unknown as FeatureCollection<Geometry>;
    },
    staleTime: Infinity,
  });
}

/** Corners of the stops' box, at least 8° × 12° so one city is not zoomed to street level. */
function extentPoints(points: [number, number][]): [number, number][] {
  const lngs = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  let [west, east, south, north] = [Math.min(...lngs), Math.max(...lngs), Math.min(...lats), Math.max(...lats)];
  const padLng = Math.max(0, 12 - (east - west)) / 2;
  const padLat = Math.max(0, 8 - (north - south)) / 2;
  west -= padLng;
  east += padLng;
  south = Math.max(-80, south - padLat);
  north = Math.min(84, north + padLat);
  return [
    [west, south],
    [east, north],
  ];
}

export function WorldMap({ stops }: { stops: readonly Stop[] }) {
  const countries = useCountries();
  const t = useT();
  const located = stops.filter((s) => s.lat !== null && s.lng !== null);
  const points = located.map((s) => [s.lng!, s.lat!] as [number, number]);
  const key = points.map((p) => p.join(",")).join(";");

  const { path, projection } = useMemo(() => {
    const projection = geoMercator();
    if (points.length) {
      projection.fitExtent(
        [
          [PAD, PAD],
          [WIDTH - PAD, HEIGHT - PAD],
        ],
        { type: "MultiPoint", coordinates: extentPoints(points) },
      );
    } else {
      projection.fitExtent(
        [
          [0, 0],
          [WIDTH, HEIGHT],
        ],
        { type: "Sphere" },
      );
    }
    return { projection, path: geoPath(projection) };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the points' content
  }, [key]);

  const countryPaths = useMemo(
    () => countries.data?.features.map((f, i) => <path key={i} d={path(f) ?? undefined} />) ?? null,
    [countries.data, path],
  );
  const route = points.length > 1 ? path({ type: "LineString", coordinates: points }) : null;

  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={t("map.aria", { count: located.length, cities: located.map((s) => s.city).join(", ") })}
      className="block h-auto w-full rounded-lg bg-map-sea"
      data-testid="world-map"
    >
      <path d={path(geoGraticule10()) ?? undefined} className="fill-none stroke-background/70" strokeWidth={0.6} />
      <g className="fill-map-land stroke-map-border" strokeWidth={0.7} data-testid="countries">
        {countryPaths}
      </g>
      {route && (
        <path d={route} className="fill-none stroke-primary" strokeWidth={2.5} strokeDasharray="8 6" strokeLinecap="round" />
      )}
      {located.map((s) => {
        const xy = projection([s.lng!, s.lat!]);
        if (!xy) return null;
        const n = stops.indexOf(s) + 1;
        return (
          <g key={s.item.id} transform={`translate(${xy[0]},${xy[1]})`} data-testid="map-pin" data-city={s.city}>
            <title>{`${n}. ${s.city}, ${s.country}`}</title>
            <path d="M0 0 C -10 -14 -14 -20 -14 -28 A 14 14 0 1 1 14 -28 C 14 -20 10 -14 0 0 Z" className={cn(PIN_CLASS[s.role].pin, "stroke-background")} strokeWidth={2} />
            <text y={-24} textAnchor="middle" className={cn(PIN_CLASS[s.role].number, "text-[13px] font-bold")}>
              {n}
            </text>
            <text
              y={18}
              textAnchor="middle"
              className="fill-foreground stroke-background text-[14px] font-semibold"
              strokeWidth={4}
              paintOrder="stroke"
            >
              {s.city}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
