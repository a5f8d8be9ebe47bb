// GET /api/trips/:tripId/weather against a real HTTP server on 127.0.0.1
// answering Open-Meteo's forecast and climate APIs in their JSON format
// (answers written by hand in that format): the forecast up to 16 days ahead,
// the climate beyond, the cache, no service, a failing service, access.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCalendarDays, calendarDatesBetween, todayInTimeZone } from "@shared/dates";
import { openMeteo } from "../test/open-meteo-server";
import type { WeatherDay } from "@shared/weather";
import { addTripMember, createTestApp, createTestTrip, request, signUpRoleUsers, type SignedUp, type TestApp } from "../test/test-app";

let service: Awaited<ReturnType<typeof openMeteo>>;
let broken: Awaited<ReturnType<typeof openMeteo>>;
let withWeather: TestApp;
let without: TestApp;
let withBroken: TestApp;

/** A trip in Lisbon from 14 days after today to 18: two forecast days, then three of climate. */
async function lisbonTrip(t: TestApp, owner: SignedUp) {
  const today = todayInTimeZone("Europe/Lisbon");
  const [start, end] = [addCalendarDays(today, 14), addCalendarDays(today, 18)];
  const trip = await createTestTrip(t.app, owner, { name: "Lisbon", startDate: start, endDate: end });
  const city = (await request(t.app, "POST", "/api/locations", owner, { tripId: trip.id, city: "Lisbon", country: "Portugal" })).json();
  const stay = await request(t.app, "POST", `/api/trips/${trip.id}/itinerary`, owner, { title: "Lisbon", startDate: start, endDate: end, allDay: true, locationId: city.id });
  expect(stay.statusCode, stay.body).toBe(201);
  return { trip, dates: calendarDatesBetween(start, end) };
}

beforeAll(async () => {
  [service, broken] = await Promise.all([openMeteo(), openMeteo(500)]);
  withWeather = await createTestApp({ weather: { forecastUrl: service.url, climateUrl: service.url } });
  without = await createTestApp();
  withBroken = await createTestApp({ weather: { forecastUrl: broken.url, climateUrl: broken.url } });
});
afterAll(async () => {
  await Promise.all([withWeather?.close(), without?.close(), withBroken?.close()]);
  await Promise.all([service?.close(), broken?.close()]);
});

describe("GET /api/trips/:tripId/weather", () => {
  it("forecasts the days within 16 days and gives the climate beyond, each for the day's city, cached", async () => {
    const [owner, , viewer, stranger] = await signUpRoleUsers(withWeather.app);
    const { trip, dates } = await lisbonTrip(withWeather, owner!);
    await addTripMember(withWeather.database, trip.id, viewer!.user.id, "viewer");
    const res = await request(withWeather.app, "GET", `/api/trips/${trip.id}/weather`, viewer!);
    expect(res.statusCode, res.body).toBe(200);
    const days = res.json() as WeatherDay[];
    expect(days).toEqual([
      { date: dates[0], city: "Lisbon", source: "forecast", tMin: 9.1, tMax: 16.4, precipitationMm: 4.2, code: 61 },
      { date: dates[1], city: "Lisbon", source: "forecast", tMin: 9.1, tMax: 16.4, precipitationMm: 0, code: 3 },
      ...dates.slice(2).map((date) => ({ date, city: "Lisbon", source: "climate", tMin: 8.3, tMax: 15.2, precipitationMm: 2.7, code: null })),
    ]);
    // One request per kind, for the city's coordinates in its zone, for exactly its days.
    const forecast = service.seen.find((u) => u.pathname === "/v1/forecast")!;
    expect(Object.fromEntries(forecast.searchParams)).toMatchObject({ start_date: dates[0], end_date: dates[1], timezone: "Europe/Lisbon", latitude: expect.stringMatching(/^38\.7/), longitude: expect.stringMatching(/^-9\.1/) });
    expect(forecast.searchParams.get("daily")!.split(",")).toEqual(expect.arrayContaining(["temperature_2m_max", "temperature_2m_min", "precipitation_sum", "weather_code"]));
    const climate = service.seen.find((u) => u.pathname === "/v1/climate")!;
    expect(Object.fromEntries(climate.searchParams)).toMatchObject({ start_date: dates[2], end_date: dates[4] });
    expect(service.seen).toHaveLength(2);

    // Within the cache's 3 hours the service is not asked again.
    const again = await request(withWeather.app, "GET", `/api/trips/${trip.id}/weather`, owner!);
    expect(again.json()).toEqual(days);
    expect(service.seen).toHaveLength(2);

    expect((await request(withWeather.app, "GET", `/api/trips/${trip.id}/weather`, stranger!)).statusCode).toBe(404);
  });

  it("is [] when no weather service is set, and without asking anything", async () => {
    const [owner] = await signUpRoleUsers(without.app);
    const { trip } = await lisbonTrip(without, owner!);
    const res = await request(without.app, "GET", `/api/trips/${trip.id}/weather`, owner!);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it("a service that fails gives no weather, not an error", async () => {
    const [owner] = await signUpRoleUsers(withBroken.app);
    const { trip } = await lisbonTrip(withBroken, owner!);
    const res = await request(withBroken.app, "GET", `/api/trips/${trip.id}/weather`, owner!);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(broken.seen.length).toBeGreaterThan(0);
  });
});
