// The weather of a trip's days (docs/product/weather.md): per day and city, a
// forecast up to 16 days ahead, the climate of the date further out, in °C and mm.
import { z } from "zod";

/** How far ahead a forecast reaches (Open-Meteo's limit): today and the 15 days after it. */
export const FORECAST_DAYS = 16;

export const weatherDaySchema = z.object({
  date: z.string(),
  city: z.string(),
  source: z.enum(["forecast", "climate"]),
  tMin: z.number(),
  tMax: z.number(),
  precipitationMm: z.number(),
  /** The WMO weather code of a forecast; null for climate. */
  code: z.number().int().nullable(),
});
export type WeatherDay = z.infer<typeof weatherDaySchema>;
