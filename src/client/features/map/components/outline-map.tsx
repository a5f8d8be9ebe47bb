// The built-in world outline with numbered pins and the route joined in order:
// what a day's map shows when the map style or its tiles cannot load (no
// network, as in CI). Bundled Natural Earth countries, projected with d3-geo.
// With `pick`, it is also where a place's point is chosen offline: a click
// picks, a drag pans, the buttons and the wheel zoom (the outline is coarse,
// so the day's stops are what a click is placed by).
import { useEffect, useMemo, useRef, useState } from "react";
import { geoMercator, geoPath, type GeoProjection } from "d3-geo";
import { Crosshair, Minus, Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { useT } from "@/lib/i18n";
import { scaleBar } from "../lib/geo";
import { useCountries } from "./world-map";
import type { MapPin, MapPick } from "./day-map";

const WIDTH = 960;
const HEIGHT = 540;
const PAD = 48;
/** How far the view may zoom from its first framing, either way (2^12: from the whole world down to a street). */
const MAX_ZOOM = 2 ** 12;
/** A pointer that moves further than this (screen pixels) between down and up pans; less is a click. */
const CLICK_SLOP = 5;
/**
 * A view narrower than this (km across) is finer than the bundled 1:50m outline: its coast may run a kilometre or
 * more from the real one, and a day's stops by the water would be drawn in the sea. Below it, no land or sea is drawn.
 */
const OUTLINE_DETAIL_KM = 40;
const KM_PER_DEGREE = 111.32;

interface View {
  scale: number;
  translate: [number, number];
}

/** The first framing: the pins (or the `frame` points when there are none), else the whole world. */
function initialView(points: readonly { lat: number; lng: number }[]): View {
  const projection = geoMercator();
  const lngs = points.map((p) => p.lng);
  const lats = points.map((p) => p.lat);
  // At least ~0.012° (about a km) across: a day's pins stay apart and readable; one pin is not zoomed without end.
  const pad = Math.max(0, 0.012 - (Math.max(...lngs) - Math.min(...lngs))) / 2;
  if (points.length) {
    const corners: [number, number][] = [
      [Math.min(...lngs) - pad, Math.min(...lats) - pad],
      [Math.max(...lngs) + pad, Math.max(...lats) + pad],
    ];
    projection.fitExtent([[PAD, PAD], [WIDTH - PAD, HEIGHT - PAD]], { type: "MultiPoint", coordinates: corners });
  } else projection.fitExtent([[0, 0], [WIDTH, HEIGHT]], { type: "Sphere" });
  const [x, y] = projection.translate();
  return { scale: projection.scale(), translate: [x, y] };
}

/** A point of the page (a pointer's clientX/Y) in the drawing's own units. */
function toViewBox(svg: SVGSVGElement, clientX: number, clientY: number): [number, number] {
  const m = svg.getScreenCTM();
  if (!m) return [0, 0];
  const p = new DOMPoint(clientX, clientY).matrixTransform(m.inverse());
  return [p.x, p.y];
}

export function OutlineMap({
  pins,
  label,
  frame = [],
  pick,
  tracks = [],
}: {
  pins: readonly MapPin[];
  label: string;
  /** Imported tracks' segments, each a list of [lng, lat]. */
  tracks?: readonly (readonly number[][])[];
  /** Points to frame when there are no pins (the trip's other places). */
  frame?: readonly { lat: number; lng: number }[];
  pick?: MapPick;
}) {
  const t = useT();
  const countries = useCountries();
  const trackPoints = tracks.flatMap((s) => s.map(([lng, lat]) => ({ lng: lng!, lat: lat! })));
  const framed = pins.length || trackPoints.length ? [...pins, ...trackPoints] : frame;
  const key = framed.map((p) => `${p.lng},${p.lat}`).join(";");
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the framed points' content
  const first = useMemo(() => initialView(framed), [key]);
  // The member's zoom and pan belong to the framing they started from: a new day (other pins) is framed afresh.
  const [moved, setMoved] = useState<{ key: string; view: View } | null>(null);
  const view = moved?.key === key ? moved.view : first;
  const setView = (next: View | ((v: View) => View)) =>
    setMoved((m) => {
      const current = m?.key === key ? m.view : first;
      return { key, view: typeof next === "function" ? next(current) : next };
    });
  const { path, projection } = useMemo(() => {
    const projection: GeoProjection = geoMercator().scale(view.scale).translate(view.translate);
    return { projection, path: geoPath(projection) };
  }, [view]);
  // How wide the view is on the ground, along its middle.
  const west = projection.invert?.([0, HEIGHT / 2]);
  const east = projection.invert?.([WIDTH, HEIGHT / 2]);
  const acrossKm = west && east ? Math.abs(east[0] - west[0]) * KM_PER_DEGREE * Math.cos((east[1] * Math.PI) / 180) : Infinity;
  const detailed = acrossKm >= OUTLINE_DETAIL_KM;
  const countryPaths = useMemo(
    () => (detailed ? (countries.data?.features.map((f, i) => <path key={i} d={path(f) ?? undefined} />) ?? null) : null),
    [countries.data, path, detailed],
  );
  // A point typed outside the view is brought to its middle, so its mark is seen where it went
  // (adjusted while rendering, React's way for state that follows a prop).
  const pointKey = pick?.point ? `${pick.point.lat},${pick.point.lng}` : "";
  const [seenPoint, setSeenPoint] = useState(pointKey);
  if (seenPoint !== pointKey) {
    setSeenPoint(pointKey);
    const xy = pick?.point ? projection([pick.point.lng, pick.point.lat]) : null;
    if (xy && (xy[0] < 0 || xy[0] > WIDTH || xy[1] < 0 || xy[1] > HEIGHT)) {
      setView({ scale: view.scale, translate: [view.translate[0] + WIDTH / 2 - xy[0], view.translate[1] + HEIGHT / 2 - xy[1]] });
    }
  }
  const stops = pins.filter((p) => !p.photo);
  const trackPath = tracks.length ? path({ type: "MultiLineString", coordinates: tracks.map((s) => s.map((c) => [...c])) }) : null;
  const route = stops.length > 1 ? path({ type: "LineString", coordinates: stops.map((p) => [p.lng, p.lat]) }) : null;

  const svg = useRef<SVGSVGElement>(null);
  const drag = useRef<{ id: number; x: number; y: number; moved: boolean; start: View } | null>(null);
  /** Zooms by `k` keeping the drawing's point `at` where it is. */
  const zoomAt = (k: number, at: [number, number] = [WIDTH / 2, HEIGHT / 2]) =>
    setView((v) => {
      const scale = Math.min(first.scale * MAX_ZOOM, Math.max(first.scale / MAX_ZOOM, v.scale * k));
      const f = scale / v.scale;
      return { scale, translate: [at[0] + (v.translate[0] - at[0]) * f, at[1] + (v.translate[1] - at[1]) * f] };
    });
  // The wheel zooms at the pointer; a passive React listener could not keep the dialog from scrolling instead.
  useEffect(() => {
    const el = svg.current;
    if (!el || !pick) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      zoomAt(e.deltaY < 0 ? 1.5 : 1 / 1.5, toViewBox(el, e.clientX, e.clientY));
    };
    el.addEventListener("wheel", onWheel, { passive: false });
    return () => el.removeEventListener("wheel", onWheel);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- zoomAt reads only `key` and `first`, which change together
  }, [!!pick, first]);

  const pointer = pick
    ? {
        onPointerDown: (e: React.PointerEvent<SVGSVGElement>) => {
          if (e.button !== 0) return;
          e.currentTarget.setPointerCapture(e.pointerId);
          drag.current = { id: e.pointerId, x: e.clientX, y: e.clientY, moved: false, start: view };
        },
        onPointerMove: (e: React.PointerEvent<SVGSVGElement>) => {
          const d = drag.current;
          if (!d || d.id !== e.pointerId) return;
          if (!d.moved && Math.hypot(e.clientX - d.x, e.clientY - d.y) < CLICK_SLOP) return;
          d.moved = true;
          const [x0, y0] = toViewBox(e.currentTarget, d.x, d.y);
          const [x1, y1] = toViewBox(e.currentTarget, e.clientX, e.clientY);
          setView({ scale: d.start.scale, translate: [d.start.translate[0] + x1 - x0, d.start.translate[1] + y1 - y0] });
        },
        onPointerUp: (e: React.PointerEvent<SVGSVGElement>) => {
          const d = drag.current;
          drag.current = null;
          if (!d || d.id !== e.pointerId || d.moved) return;
          const at = projection.invert?.(toViewBox(e.currentTarget, e.clientX, e.clientY));
          if (at) pick.onPick({ lng: at[0], lat: at[1] });
        },
        onPointerCancel: () => {
          drag.current = null;
        },
      }
    : {};
  const picked = pick?.point ? projection([pick.point.lng, pick.point.lat]) : null;

  const drawing = (
    <svg
      ref={svg}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
      className={cn("block h-auto w-full", detailed ? "bg-map-sea" : "bg-muted", pick && "cursor-crosshair touch-none select-none")}
      data-testid="outline-map"
      data-detail={detailed ? "outline" : "none"}
      data-countries={countries.data ? "loaded" : "loading"}
      {...pointer}
    >
      <g className="fill-map-land stroke-map-border" strokeWidth={0.7}>
        {countryPaths}
      </g>
      {route && <path d={route} className="fill-none stroke-primary" strokeWidth={3} strokeLinecap="round" strokeLinejoin="round" />}
      {trackPath && <path d={trackPath} className="fill-none stroke-accent" strokeWidth={3} strokeDasharray="6 3" strokeLinecap="round" strokeLinejoin="round" data-testid="outline-track" />}
      {pins.map((p) => {
        const xy = projection([p.lng, p.lat]);
        if (!xy) return null;
        if (p.photo) {
          return (
            <g key={p.id} transform={`translate(${xy[0]},${xy[1]})`} data-testid="photo-pin" className={pick ? "pointer-events-none" : undefined}>
              <title>{p.label}</title>
              <circle r={14} className="fill-accent stroke-background" strokeWidth={4} />
            </g>
          );
        }
        return (
          <g key={p.id} transform={`translate(${xy[0]},${xy[1]})`} data-testid="day-pin" className={pick ? "pointer-events-none" : undefined}>
            <title>{`${p.n}. ${p.label}`}</title>
            <circle r={28} className="fill-primary stroke-background" strokeWidth={4} />
            <text y={9} textAnchor="middle" className="fill-primary-foreground text-[26px] font-bold">
              {p.n}
            </text>
          </g>
        );
      })}
      {pick && <ScaleBar scale={view.scale} lat={projection.invert?.([WIDTH / 2, HEIGHT / 2])?.[1] ?? 0} />}
      {picked && (
        // A ring with a dot: the exact point, visibly not one of the numbered stops.
        <g transform={`translate(${picked[0]},${picked[1]})`} className="pointer-events-none" data-testid="picked-point">
          <title>{t("itinerary.days.pickedPoint")}</title>
          <circle r={22} className="fill-destructive/25 stroke-destructive" strokeWidth={5} />
          <circle r={6} className="fill-destructive" />
        </g>
      )}
    </svg>
  );
  const tooCoarse = !detailed && <p className="px-4 pt-2 text-xs text-muted-foreground">{t("itinerary.days.outlineTooCoarse")}</p>;
  if (!pick)
    return (
      <div>
        {drawing}
        {tooCoarse}
      </div>
    );
  return (
    <div className="relative">
      {drawing}
      <div className="absolute top-2 end-2 flex flex-col gap-1">
        <Button type="button" size="icon-sm" variant="secondary" className="shadow" aria-label={t("itinerary.days.zoomIn")} onClick={() => zoomAt(2, picked ?? undefined)}>
          <Plus />
        </Button>
        <Button type="button" size="icon-sm" variant="secondary" className="shadow" aria-label={t("itinerary.days.zoomOut")} onClick={() => zoomAt(0.5, picked ?? undefined)}>
          <Minus />
        </Button>
        <Button type="button" size="icon-sm" variant="secondary" className="shadow" aria-label={t("itinerary.days.recentre")} onClick={() => setView(first)}>
          <Crosshair />
        </Button>
      </div>
      {tooCoarse}
    </div>
  );
}

/** Bottom left: a bar of a round length, so a click's distance from the day's stops can be judged. */
function ScaleBar({ scale, lat }: { scale: number; lat: number }) {
  const { metres, width } = scaleBar(scale, lat);
  const text = metres >= 1000 ? `${metres / 1000} km` : `${metres} m`;
  // Sized for a phone, where the drawing is shown at under 40 % (the text is then about 11 px).
  const [x, y] = [20, HEIGHT - 20];
  return (
    <g className="pointer-events-none" aria-hidden>
      <rect x={x - 10} y={y - 50} width={Math.max(width, 90) + 20} height={62} rx={8} className="fill-background/80" />
      <path d={`M${x},${y - 12} V${y} H${x + width} V${y - 12}`} className="fill-none stroke-foreground" strokeWidth={4} />
      <text x={x} y={y - 20} className="fill-foreground text-[30px]" data-testid="outline-scale">
        {text}
      </text>
    </g>
  );
}
