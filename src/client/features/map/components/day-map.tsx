// A day's stops on a street map (docs/product/itinerary-and-days.md): MapLibre GL with the style the
// server names (MAP_STYLE_URL), numbered pins joined in order, fitted to the
// day, attribution shown. MapLibre is imported here only, so only the views
// that show this map load it. When the style or its tiles cannot load (no
// network) or WebGL is missing, the built-in world outline shows the same pins.
// With `pick`, the same map (or outline) is where a place's point is chosen:
// a click picks it, the chosen point is a marker that can be dragged.
import { useEffect, useRef, useState } from "react";
import type { Map as MapLibreMap } from "maplibre-gl";
import { useQuery } from "@tanstack/react-query";
import { answer, api } from "@/lib/api";
import { useLanguage, useT } from "@/lib/i18n";
import { textDirection } from "@shared/i18n/languages";
import { OutlineMap } from "./outline-map";
import { queryKeys } from "@/lib/query-keys";

export interface MapPin {
  id: string;
  /** 1, 2, 3 … in the day's order. */
  n: number;
  label: string;
  lat: number;
  lng: number;
  /** A photo taken there: a pin of its own, not a stop of the route. */
  photo?: true;
}


export interface LatLng {
  lat: number;
  lng: number;
}

/** Choosing a point: the one chosen so far (from a click or typed), and what a click or drag reports. */
export interface MapPick {
  point: LatLng | null;
  onPick: (point: LatLng) => void;
}

const NO_TRACKS: readonly number[][][] = [];

/** How long the style and first tiles may take before the outline is shown instead (a connection that hangs rather than fails). */
const LOAD_TIMEOUT_MS = 20_000;

function pinElement(n: number, label: string, picking: boolean, photo = false): HTMLElement {
  const el = document.createElement("div");
  if (photo) {
    el.className = "size-4 rounded-full border-2 border-white bg-accent shadow";
    el.title = label;
    el.dataset.testid = "photo-pin";
    return el;
  }
  // While picking, a click on a stop picks that spot rather than being swallowed by the marker.
  el.className = (picking ? "pointer-events-none " : "") + "flex size-7 items-center justify-center rounded-full border-2 border-white bg-primary text-xs font-bold text-primary-foreground shadow";
  el.textContent = String(n);
  el.title = `${n}. ${label}`;
  el.dataset.testid = "day-pin";
  return el;
}

type MapLibre = typeof import("maplibre-gl");
interface Live {
  lib: MapLibre;
  map: MapLibreMap;
  markers: { remove(): void }[];
  picked: import("maplibre-gl").Marker | null;
}

/** Imported tracks in the accent's hue, apart from the route's teal (MapLibre paints take no CSS variables). */
const TRACK_COLOUR = "#c2410c";

/** Puts the day's pins, route and imported tracks on the map and fits it to them. */
function drawOn(m: Live | null, pins: readonly MapPin[], lines: readonly number[][][] | undefined, frame: readonly LatLng[], picking: boolean, tracks: readonly number[][][]) {
  if (!m) return;
  for (const marker of m.markers) marker.remove();
  m.markers = pins.map((p) => {
    const marker = new m.lib.Marker({ element: pinElement(p.n, p.label, picking, p.photo) }).setLngLat([p.lng, p.lat]).addTo(m.map);
    // MapLibre names every marker "Map marker"; the pin's own number and place say more (and match what it shows).
    marker.getElement().setAttribute("aria-label", p.photo ? p.label : `${p.n}. ${p.label}`);
    return marker;
  });
  const coords = pins.map((p) => [p.lng, p.lat] as [number, number]);
  const stops = pins.filter((p) => !p.photo).map((p) => [p.lng, p.lat] as [number, number]);
  const segments = lines?.length ? lines : stops.length > 1 ? [stops] : [];
  (m.map.getSource("route") as import("maplibre-gl").GeoJSONSource | undefined)?.setData({
    type: "FeatureCollection",
    features: segments.map((s) => ({ type: "Feature", properties: {}, geometry: { type: "LineString", coordinates: s } })),
  });
  const trackSource = m.map.getSource("tracks") as import("maplibre-gl").GeoJSONSource | undefined;
  trackSource?.setData({
    type: "FeatureCollection",
    features: tracks.map((s) => ({ type: "Feature", properties: {}, geometry: { type: "LineString", coordinates: s } })),
  });
  // What the map was given to draw, on its element: a canvas cannot be read back, and tests (like readers of the markup) ask.
  if (trackSource) m.map.getContainer().dataset.trackPoints = String(tracks.reduce((n, s) => n + s.length, 0));
  const trackCoords = tracks.flatMap((s) => s.map(([lng, lat]) => [lng!, lat!] as [number, number]));
  const fit = coords.length || trackCoords.length ? [...coords, ...trackCoords] : frame.map((p) => [p.lng, p.lat] as [number, number]);
  if (fit.length) {
    const bounds = fit.reduce((b, c) => b.extend(c), new m.lib.LngLatBounds(fit[0]!, fit[0]!));
    m.map.fitBounds(bounds, { padding: 48, maxZoom: 15, duration: 0 });
  }
}

/** The chosen point's marker: made on the first pick, moved after; dragging it picks too. */
function drawPicked(m: Live | null, pick: MapPick | undefined, pickRef: { current: MapPick | undefined }, label: string) {
  if (!m) return;
  const point = pick?.point;
  if (!point) {
    m.picked?.remove();
    m.picked = null;
    return;
  }
  if (!m.picked) {
    m.picked = new m.lib.Marker({ color: "#dc2626", draggable: true }).setLngLat([point.lng, point.lat]).addTo(m.map);
    const el = m.picked.getElement();
    el.dataset.testid = "picked-point";
    el.setAttribute("aria-label", label);
    const marker = m.picked;
    marker.on("dragend", () => {
      const at = marker.getLngLat();
      pickRef.current?.onPick({ lat: at.lat, lng: at.lng });
    });
  } else m.picked.setLngLat([point.lng, point.lat]);
  // A point typed far from the view is brought into it.
  if (!m.map.getBounds().contains([point.lng, point.lat])) m.map.setCenter([point.lng, point.lat]);
}

/**
 * Pins and the route line as given; `lines` are the legs' road geometries when routed, else straight between pins.
 * `frame`: what to fit when there are no pins. `pick`: the map chooses a point (see MapPick).
 */
export default function DayMap({
  pins,
  lines,
  tracks = NO_TRACKS,
  label,
  frame = [],
  pick,
  testId = "day-map",
  fallbackText,
}: {
  pins: readonly MapPin[];
  lines?: readonly number[][][];
  /** Imported tracks' segments, each a list of [lng, lat], drawn apart from the route. */
  tracks?: readonly number[][][];
  label: string;
  frame?: readonly LatLng[];
  pick?: MapPick;
  testId?: string;
  /** Under the outline when the street map could not load. */
  fallbackText?: string;
}) {
  const settings = useQuery({
    queryKey: queryKeys.mapSettings,
    queryFn: () => answer(api.GET("/api/map/settings")),
    staleTime: Infinity,
  });
  const t = useT();
  const controlCorner = textDirection(useLanguage().language) === "rtl" ? "top-left" : "top-right";
  const pickedLabel = t("itinerary.days.pickedPoint");
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const live = useRef<Live | null>(null);
  const latest = useRef({ pins, lines, frame, tracks });
  const pickRef = useRef(pick);
  // The map's click and drag handlers are made once; they call the latest `onPick`.
  useEffect(() => {
    pickRef.current = pick;
  });
  const picking = !!pick;
  const key = JSON.stringify([pins, lines, frame, tracks]);
  const styleUrl = settings.data?.styleUrl;

  // The map itself: made once per style, removed with the view.
  useEffect(() => {
    if (!styleUrl || !container.current) return;
    let cancelled = false;
    let settled = false;
    let map: MapLibreMap | null = null;
    const fail = () => {
      if (settled || cancelled) return;
      settled = true;
      live.current = null;
      map?.remove();
      map = null;
      setState("failed");
    };
    const timer = setTimeout(fail, LOAD_TIMEOUT_MS);
    (async () => {
      try {
        const [mod] = await Promise.all([import("maplibre-gl"), import("maplibre-gl/dist/maplibre-gl.css")]);
        // The package is a UMD bundle: the bundler may hand it over as the default export.
        const lib = (mod as { default?: MapLibre }).default ?? mod;
        if (cancelled || !container.current) return;
        map = new lib.Map({ container: container.current, style: styleUrl, center: [0, 20], zoom: 1, attributionControl: { compact: false } });
        // An error before the first complete render (style, sprite, tiles) means the street map cannot be shown: the outline instead.
        map.on("error", () => fail());
        if (picking) {
          // At the end of the line of reading: top right, or top left right to left.
          map.addControl(new lib.NavigationControl({ showCompass: false }), controlCorner);
          map.getCanvas().style.cursor = "crosshair";
          map.on("click", (e) => pickRef.current?.onPick({ lat: e.lngLat.lat, lng: e.lngLat.lng }));
        }
        map.on("load", () => {
          if (!map) return;
          map.addSource("route", { type: "geojson", data: { type: "FeatureCollection", features: [] } });
          map.addLayer({ id: "route", type: "line", source: "route", paint: { "line-color": "#0f766e", "line-width": 4 }, layout: { "line-cap": "round", "line-join": "round" } });
          map.addSource("tracks", { type: "geojson", data: { type: "FeatureCollection", features: [] } });
          map.addLayer({ id: "tracks", type: "line", source: "tracks", paint: { "line-color": TRACK_COLOUR, "line-width": 3, "line-dasharray": [2, 1] }, layout: { "line-cap": "round", "line-join": "round" } });
          live.current = { lib, map, markers: [], picked: null };
          drawOn(live.current, latest.current.pins, latest.current.lines, latest.current.frame, picking, latest.current.tracks);
          drawPicked(live.current, pickRef.current, pickRef, pickedLabel);
          map.once("idle", () => {
            if (settled) return;
            settled = true;
            clearTimeout(timer);
            setState("ready");
          });
        });
      } catch {
        // No WebGL, or the library failed to load.
        fail();
      }
    })();
    return () => {
      cancelled = true;
      clearTimeout(timer);
      live.current = null;
      map?.remove();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one map per style; picking, the label and the controls' corner are fixed for a map's life
  }, [styleUrl]);

  // The day's pins and route, redrawn on the same map when they change.
  useEffect(() => {
    latest.current = { pins, lines, frame, tracks };
    drawOn(live.current, pins, lines, frame, picking, tracks);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the pins', lines' and frame's content
  }, [key]);

  // The chosen point follows a click, a drag or what is typed.
  const pointKey = pick?.point ? `${pick.point.lat},${pick.point.lng}` : "";
  useEffect(() => {
    drawPicked(live.current, pickRef.current, pickRef, pickedLabel);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the point's content
  }, [pointKey]);

  // No settings from the server is as good as no style.
  if (state === "failed" || settings.isError) {
    return (
      <div data-testid={testId} data-map="outline">
        <OutlineMap pins={pins} label={label} frame={frame} pick={pick} tracks={tracks} />
        <p className="px-4 py-2 text-xs text-muted-foreground">{fallbackText ?? t("itinerary.days.mapFallback")}</p>
      </div>
    );
  }
  return (
    <div data-testid={testId} data-map={state === "ready" ? "street" : "loading"} className="relative">
      <div ref={container} role={picking ? "application" : "img"} aria-label={label} className={picking ? "h-64 w-full sm:h-72" : "h-80 w-full sm:h-96"} />
    </div>
  );
}
