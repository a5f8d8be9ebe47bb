// Loopback stand-ins for the map's outside services, in their real formats:
// a MapLibre style (version 8) with one raster source whose PNG tiles are
// drawn here with pngjs (nothing downloaded), a Nominatim search
// (`/search?format=jsonv2`) and an OSRM route service (`/route/v1/...`).
// Places are a few sights of Lisbon so a day's route has something to show.
import { createServer, type Server } from "node:http";
import { PNG } from "pngjs";

export const SIGHTS = [
  { name: "Castelo de São Jorge", lat: 38.7139, lon: -9.1335 },
  { name: "Praça do Comércio", lat: 38.7077, lon: -9.1365 },
  { name: "Miradouro da Graça", lat: 38.7163, lon: -9.1309 },
  { name: "Time Out Market", lat: 38.7069, lon: -9.1459 },
  { name: "Belém Tower", lat: 38.6916, lon: -9.216 },
  { name: "Jerónimos Monastery", lat: 38.6979, lon: -9.2068 },
  { name: "LX Factory", lat: 38.7033, lon: -9.1784 },
] as const;

/** A 256-px tile: pale land with a street grid, so the map visibly has a background of tiles. */
function tile(): Buffer {
  const png = new PNG({ width: 256, height: 256 });
  for (let y = 0; y < 256; y++) {
    for (let x = 0; x < 256; x++) {
      const i = (y * 256 + x) * 4;
      const street = x % 64 < 3 || y % 64 < 3;
      const edge = x === 0 || y === 0;
      const [r, g, b] = edge ? [190, 200, 210] : street ? [255, 255, 255] : [236, 232, 220];
      png.data[i] = r;
      png.data[i + 1] = g;
      png.data[i + 2] = b;
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

export interface MapFixtureServer {
  base: string;
  /** Paths the app or the browser asked for. */
  requests: string[];
  stop(): Promise<void>;
}

export async function startMapFixtureServer(): Promise<MapFixtureServer> {
  const png = tile();
  const requests: string[] = [];
  let base = "";
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url!, base);
    requests.push(url.pathname);
    // The style and tiles are fetched by the browser from another origin than the app's.
    res.setHeader("access-control-allow-origin", "*");
    if (url.pathname === "/style.json") {
      res.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({
          version: 8,
          name: "Fixture",
          sources: {
            fixture: { type: "raster", tiles: [`${base}/tiles/{z}/{x}/{y}.png`], tileSize: 256, attribution: "Fixture tiles © Roamwise tests" },
          },
          layers: [
            { id: "background", type: "background", paint: { "background-color": "#dde6ee" } },
            { id: "tiles", type: "raster", source: "fixture" },
          ],
        }),
      );
      return;
    }
    if (/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(url.pathname)) {
      res.writeHead(200, { "content-type": "image/png" }).end(png);
      return;
    }
    if (url.pathname === "/search") {
      const q = (url.searchParams.get("q") ?? "").toLowerCase();
      const hits = SIGHTS.filter((s) => s.name.toLowerCase().includes(q));
      res.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify(hits.map((s) => ({ name: s.name, lat: String(s.lat), lon: String(s.lon), display_name: `${s.name}, Lisboa, Portugal` }))),
      );
      return;
    }
    const route = /^\/route\/v1\/(\w+)\/([-\d.]+),([-\d.]+);([-\d.]+),([-\d.]+)$/.exec(url.pathname);
    if (route) {
      const [a, b, c, d] = route.slice(2).map(Number) as [number, number, number, number];
      // A road that bends through a corner: 1.3× the straight line, at 30 km/h by car or 5 km/h on foot.
      const km = Math.hypot((c - a) * 87, (d - b) * 111) * 1.3;
      const speed = route[1] === "foot" ? 5 : 30;
      res.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({
          code: "Ok",
          routes: [{ distance: km * 1000, duration: (km / speed) * 3600, geometry: { type: "LineString", coordinates: [[a, b], [c, b], [c, d]] } }],
        }),
      );
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return { base, requests, stop: () => new Promise((r) => server.close(() => r())) };
}
