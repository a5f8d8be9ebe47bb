// Loopback servers answering as OSRM (`/route/v1/{profile}/{coordinates}`)
// and MOTIS 2 (`/api/v1/plan`, what Transitous serves) do, in their real JSON
// formats — the answers written by hand in those formats — for the routing API
// tests and the browser test. Each keeps the requests it saw.
import { createServer, type Server } from "node:http";

export interface Loopback {
  url: string;
  seen: URL[];
  close: () => Promise<void>;
}

/** Answers each request from `handle` (status and JSON body), or stalls it when `handle` says "stall". */
async function serve(handle: (url: URL) => { status: number; body: unknown } | "stall"): Promise<Loopback> {
  const seen: URL[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url!, "http://127.0.0.1");
    seen.push(url);
    const answer = handle(url);
    if (answer === "stall") return; // never answers: the client's timeout must end it
    res.writeHead(answer.status, { "content-type": "application/json; charset=utf-8" });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/** Metres and seconds an OSRM profile answers per straight-line degree-ish: walking slow, cycling faster, driving fastest. */
export const OSRM_ROUTES = {
  foot: { distance: 1_243.6, duration: 1_011.2 },
  bike: { distance: 1_388.1, duration: 352.9 },
  car: { distance: 2_012.4, duration: 301.5 },
} as const;

/**
 * An OSRM server with the foot, bike and car profiles. `noRoute`: a longitude
 * (as written in the URL) from which it finds no route, answering 400 NoRoute
 * as OSRM does; `stallFrom`: one from which it never answers.
 */
export function osrmServer(options: { noRoute?: string; stallFrom?: string } = {}): Promise<Loopback> {
  return serve((url) => {
    const m = /^\/route\/v1\/([a-z]+)\/([-\d.]+),([-\d.]+);([-\d.]+),([-\d.]+)$/.exec(url.pathname);
    if (!m) return { status: 400, body: { code: "InvalidUrl", message: `URL string malformed close to position ${url.pathname.length}: "/"` } };
    const [, profile, lng1, lat1, lng2, lat2] = m as unknown as [string, string, string, string, string, string];
    const route = OSRM_ROUTES[profile as keyof typeof OSRM_ROUTES];
    // A server built without that profile knows no such service.
    if (!route) return { status: 400, body: { code: "InvalidService", message: `Service ${profile} not found!` } };
    if (options.stallFrom === lng1) return "stall";
    if (options.noRoute === lng1) return { status: 400, body: { code: "NoRoute", message: "Impossible route between points" } };
    const coordinates = [[+lng1, +lat1], [(+lng1 + +lng2) / 2, (+lat1 + +lat2) / 2], [+lng2, +lat2]];
    return {
      status: 200,
      body: {
        code: "Ok",
        routes: [
          {
            geometry: { coordinates, type: "LineString" },
            legs: [{ steps: [], summary: "", weight: route.duration, duration: route.duration, distance: route.distance }],
            weight_name: profile === "car" ? "routability" : "duration",
            weight: route.duration,
            duration: route.duration,
            distance: route.distance,
          },
        ],
        waypoints: [
          { hint: "p4MLgP___38AAAAA", distance: 4.2, name: "Rua Augusta", location: [+lng1, +lat1] },
          { hint: "q5NMhQ___38BBBBB", distance: 2.7, name: "Rua da Prata", location: [+lng2, +lat2] },
        ],
      },
    };
  });
}

const place = (name: string, lat: number, lon: number, at: string, tz: string) => ({ name, lat, lon, level: 0, tz, departure: at, scheduledDeparture: at, arrival: at, scheduledArrival: at, vertexType: "NORMAL" });

/** A MOTIS itinerary: walk to the stop, a tram ride, walk on; `minutes` door to door from `start` (ISO). */
function itinerary(from: { lat: number; lon: number }, to: { lat: number; lon: number }, start: Date, minutes: number) {
  const at = (m: number) => new Date(start.getTime() + m * 60_000).toISOString().replace(".000Z", "Z");
  const tz = "Europe/Lisbon";
  const stopA = place("Praça da Figueira", from.lat + 0.001, from.lon, at(4), tz);
  const stopB = place("Largo Graça", to.lat - 0.001, to.lon, at(minutes - 3), tz);
  const leg = (mode: string, a: object, b: object, s: number, e: number, extra: object = {}) => ({
    mode,
    from: a,
    to: b,
    duration: (e - s) * 60,
    startTime: at(s),
    endTime: at(e),
    scheduledStartTime: at(s),
    scheduledEndTime: at(e),
    realTime: false,
    scheduled: true,
    legGeometry: { points: "_p~iF~ps|U_ulLnnqC_mqNvxq`@", precision: 7, length: 3 },
    ...extra,
  });
  return {
    duration: minutes * 60,
    startTime: at(0),
    endTime: at(minutes),
    transfers: 0,
    legs: [
      leg("WALK", { ...place("START", from.lat, from.lon, at(0), tz), vertexType: "NORMAL" }, stopA, 0, 4, { distance: 180.4 }),
      leg("TRAM", stopA, stopB, 4, minutes - 3, { headsign: "Martim Moniz", routeShortName: "28E", agencyName: "Carris", tripId: "20261127_09:04_carris_28E" }),
      leg("WALK", stopB, { ...place("END", to.lat, to.lon, at(minutes), tz), vertexType: "NORMAL" }, minutes - 3, minutes, { distance: 141.9 }),
    ],
  };
}

/**
 * A MOTIS 2 server: `/api/v1/plan` answers two itineraries leaving at the
 * `time` asked — a slower one first and the one arriving earliest second — so
 * a client must choose, not take the first. `none`: answers no itinerary.
 */
export function motisServer(options: { minutes?: number; none?: boolean } = {}): Promise<Loopback> {
  const minutes = options.minutes ?? 23;
  return serve((url) => {
    if (url.pathname !== "/api/v1/plan") return { status: 404, body: { error: "not found" } };
    const parse = (v: string | null) => (v ?? "").split(",").map(Number) as [number, number];
    const [fromLat, fromLon] = parse(url.searchParams.get("fromPlace"));
    const [toLat, toLon] = parse(url.searchParams.get("toPlace"));
    const time = Date.parse(url.searchParams.get("time") ?? "");
    if ([fromLat, fromLon, toLat, toLon, time].some((n) => Number.isNaN(n))) return { status: 400, body: { error: "bad request" } };
    const from = { lat: fromLat, lon: fromLon };
    const to = { lat: toLat, lon: toLon };
    const start = new Date(time);
    return {
      status: 200,
      body: {
        requestParameters: {},
        debugOutput: { execute_time: 12 },
        from: place("START", fromLat, fromLon, start.toISOString(), "Europe/Lisbon"),
        to: place("END", toLat, toLon, start.toISOString(), "Europe/Lisbon"),
        direct: [],
        itineraries: options.none ? [] : [itinerary(from, to, new Date(start.getTime() + 6 * 60_000), minutes + 9), itinerary(from, to, start, minutes)],
        previousPageCursor: "EARLIER|1796112000",
        nextPageCursor: "LATER|1796115600",
      },
    };
  });
}
