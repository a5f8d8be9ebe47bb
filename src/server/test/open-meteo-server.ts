// A loopback server answering Open-Meteo's /v1/forecast and /v1/climate in
// their real JSON format (the answers written by hand in that format), for
// the weather API tests and the browser test. `status` other than 200 makes
// it fail every request as the real service fails a bad one.
import { createServer, type Server } from "node:http";
import { calendarDatesBetween } from "@shared/dates";

/** Open-Meteo's /v1/forecast answer for the dates asked, as the real service shapes it. */
function forecastAnswer(url: URL) {
  const time = calendarDatesBetween(url.searchParams.get("start_date")!, url.searchParams.get("end_date")!);
  return {
    latitude: 38.72,
    longitude: -9.14,
    generationtime_ms: 0.0617,
    utc_offset_seconds: 0,
    timezone: "Europe/Lisbon",
    timezone_abbreviation: "GMT",
    elevation: 45.0,
    daily_units: { time: "iso8601", weather_code: "wmo code", temperature_2m_max: "°C", temperature_2m_min: "°C", precipitation_sum: "mm" },
    daily: { time, weather_code: time.map((_, k) => (k === 0 ? 61 : 3)), temperature_2m_max: time.map(() => 16.4), temperature_2m_min: time.map(() => 9.1), precipitation_sum: time.map((_, k) => (k === 0 ? 4.2 : 0.0)) },
  };
}
/** Open-Meteo's /v1/climate answer (one model asked: its series keep their plain names). */
function climateAnswer(url: URL) {
  const time = calendarDatesBetween(url.searchParams.get("start_date")!, url.searchParams.get("end_date")!);
  return {
    latitude: 38.7,
    longitude: -9.100006,
    generationtime_ms: 0.21,
    utc_offset_seconds: 0,
    timezone: "GMT",
    timezone_abbreviation: "GMT",
    elevation: 45.0,
    daily_units: { time: "iso8601", temperature_2m_max: "°C", temperature_2m_min: "°C", precipitation_sum: "mm" },
    daily: { time, temperature_2m_max: time.map(() => 15.2), temperature_2m_min: time.map(() => 8.3), precipitation_sum: time.map(() => 2.7) },
  };
}

export async function openMeteo(status = 200) {
  const seen: URL[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url!, "http://127.0.0.1");
    seen.push(url);
    const body = url.pathname === "/v1/forecast" ? forecastAnswer(url) : url.pathname === "/v1/climate" ? climateAnswer(url) : { error: true, reason: "Not found" };
    res.writeHead(status === 200 && body && !("error" in body) ? 200 : status === 200 ? 404 : status, { "content-type": "application/json" });
    res.end(status === 200 ? JSON.stringify(body) : JSON.stringify({ error: true, reason: "Cannot initialize WeatherVariable from invalid String value" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, seen, close: () => new Promise<void>((r) => server.close(() => r())) };
}

