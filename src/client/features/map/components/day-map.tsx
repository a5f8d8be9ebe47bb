// A day's stops on a street map (SPEC-2 §3): MapLibre GL with the style the
// server names (MAP_STYLE_URL), numbered pins joined in order, fitted to the
// day, attribution shown. MapLibre is imported here only, so only the views
// that show this map load it. When the style or its tiles cannot load (no
// network) or WebGL is missing, the built-in world outline shows the same pins.
import { useEffect, useRef, useState } from "react";
import type { Map as MapLibreMap } from "maplibre-gl";
import { useQuery } from "@tanstack/react-query";
import type { MapSettings } from "@shared/days";
import { apiRequest } from "@/lib/api";
import { useT } from "@/lib/i18n";
import { OutlineMap } from "./outline-map";

export interface MapPin {
  id: string;
  /** 1, 2, 3 … in the day's order. */
  n: number;
  label: string;
  lat: number;
  lng: number;
}

/** How long the style and first tiles may take before the outline is shown instead. */
const LOAD_TIMEOUT_MS = 8_000;

function pinElement(n: number, label: string): HTMLElement {
  const el = document.createElement("div");
  el.className = "flex size-7 items-center justify-center rounded-full border-2 border-white bg-primary text-xs font-bold text-primary-foreground shadow";
  el.textContent = String(n);
  el.title = `${n}. ${label}`;
  el.dataset.testid = "day-pin";
  return el;
}

/** Pins and the route line as given; `lines` are the legs' road geometries when routed, else straight between pins. */
export default function DayMap({ pins, lines, label }: { pins: readonly MapPin[]; lines?: readonly number[][][]; label: string }) {
  const settings = useQuery({
    queryKey: ["/api/map/settings"],
    queryFn: () => apiRequest<MapSettings>("GET", "/api/map/settings"),
    staleTime: Infinity,
  });
  const t = useT();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const key = JSON.stringify([pins, lines]);

  useEffect(() => {
    const styleUrl = settings.data?.styleUrl;
    if (!styleUrl || !container.current) return;
    let map: MapLibreMap | null = null;
    let cancelled = false;
    let settled = false;
    const fail = () => {
      if (settled || cancelled) return;
      settled = true;
      setState("failed");
      map?.remove();
      map = null;
    };
    const timer = setTimeout(fail, LOAD_TIMEOUT_MS);
    (async () => {
      try {
        const [{ default: maplibregl }] = await Promise.all([import("maplibre-gl"), import("maplibre-gl/dist/maplibre-gl.css")]);
        if (cancelled || !container.current) return;
        const coords = pins.map((p) => [p.lng, p.lat] as [number, number]);
        const bounds = coords.reduce(
          (b, c) => b.extend(c),
          new maplibregl.LngLatBounds(coords[0] ?? [0, 0], coords[0] ?? [0, 0]),
        );
        map = new maplibregl.Map({
          container: container.current,
          style: styleUrl,
          bounds: coords.length ? bounds : undefined,
          fitBoundsOptions: { padding: 48, maxZoom: 15 },
          attributionControl: { compact: false },
        });
        // Any error before the first complete render (style, sprite, tiles) means the street map cannot be trusted: show the outline.
        map.on("error", () => {
          if (!settled) fail();
        });
        map.on("load", () => {
          if (!map) return;
          const segments = lines?.length ? lines : coords.length > 1 ? [coords] : [];
          map.addSource("route", {
            type: "geojson",
            data: { type: "FeatureCollection", features: segments.map((s) => ({ type: "Feature", properties: {}, geometry: { type: "LineString", coordinates: s } })) },
          });
          map.addLayer({ id: "route", type: "line", source: "route", paint: { "line-color": "#0f766e", "line-width": 4 }, layout: { "line-cap": "round", "line-join": "round" } });
          for (const p of pins) new maplibregl.Marker({ element: pinElement(p.n, p.label) }).setLngLat([p.lng, p.lat]).addTo(map);
        });
        map.once("idle", () => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          setState("ready");
        });
      } catch {
        // No WebGL, or the library failed to load.
        fail();
      }
    })();
    return () => {
      cancelled = true;
      clearTimeout(timer);
      map?.remove();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the pins' and lines' content
  }, [settings.data?.styleUrl, key]);

  // No settings from the server is as good as no style.
  if (state === "failed" || settings.isError) {
    return (
      <div data-testid="day-map" data-map="outline">
        <OutlineMap pins={pins} label={label} />
        <p className="px-4 py-2 text-xs text-muted-foreground">{t("itinerary.days.mapFallback")}</p>
      </div>
    );
  }
  return (
    <div data-testid="day-map" data-map={state === "ready" ? "street" : "loading"} className="relative">
      <div ref={container} role="img" aria-label={label} className="h-80 w-full sm:h-96" />
    </div>
  );
}
