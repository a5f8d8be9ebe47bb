// The weather of the trip's days (docs/product/weather.md), as the server
// gives it: on the dashboard a card of the coming days, in the day view a
// line under the day's header. Without a weather service the card says so in
// a plain sentence and the day view shows nothing.
import { Cloud, CloudFog, CloudLightning, CloudRain, CloudSnow, CloudSun, Sun, Thermometer } from "lucide-react";
import type { Trip } from "@shared/trips";
import type { WeatherDay } from "@shared/weather";
import { Card } from "@/components/ui/card";
import { TileHeader } from "@/components/widget-header";
import { useFormat } from "@/lib/format";
import { useT } from "@/lib/i18n";
import { useMapSettings } from "../api/days";
import { useWeather } from "../api/weather";

/** An icon for a WMO weather code (a forecast's); a thermometer for the climate, which has none. */
function WeatherIcon({ code }: { code: number | null }) {
  const props = { className: "size-3.5 shrink-0", "aria-hidden": true } as const;
  if (code === null) return <Thermometer {...props} />;
  if (code <= 1) return <Sun {...props} />;
  if (code === 2) return <CloudSun {...props} />;
  if (code === 3) return <Cloud {...props} />;
  if (code === 45 || code === 48) return <CloudFog {...props} />;
  if ((code >= 71 && code <= 77) || code === 85 || code === 86) return <CloudSnow {...props} />;
  if (code >= 95) return <CloudLightning {...props} />;
  return <CloudRain {...props} />;
}

export function WeatherLine({ day }: { day: WeatherDay }) {
  const t = useT();
  const f = useFormat();
  const values = { min: f.number(Math.round(day.tMin)), max: f.number(Math.round(day.tMax)), rain: f.number(Math.round(day.precipitationMm * 10) / 10) };
  return (
    <span className="inline-flex items-center gap-1 text-xs text-muted-foreground" data-testid="day-weather">
      <WeatherIcon code={day.code} />
      {t(day.source === "forecast" ? "world.weather.forecast" : "world.weather.climate", values)}
    </span>
  );
}

/** The weather lines of one date (one per city the day is in). */
export function DayWeather({ tripId, date }: { tripId: string; date: string }) {
  const weather = useWeather(tripId);
  const lines = (weather.data ?? []).filter((w) => w.date === date);
  if (lines.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-x-3">
      {lines.map((w) => (
        <WeatherLine key={`${w.city}|${w.date}`} day={w} />
      ))}
    </div>
  );
}

const SHOWN = 7;

export function WeatherCard({ trip }: { trip: Trip }) {
  const t = useT();
  const f = useFormat();
  const settings = useMapSettings();
  const weather = useWeather(settings.data?.weather ? trip.id : null);
  const days = (weather.data ?? []).slice(0, SHOWN);
  return (
    <Card className="flex flex-col gap-3 p-5" data-testid="dashboard-weather">
      <TileHeader icon={CloudSun} title={t("world.weather.title")} />
      {settings.data && !settings.data.weather ? (
        <p className="text-sm text-muted-foreground">{t("world.weather.unset")}</p>
      ) : weather.isError ? (
        <p className="text-sm text-muted-foreground">{t("world.weather.loadFailed")}</p>
      ) : weather.isSuccess && days.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("world.weather.empty")}</p>
      ) : (
        <ul className="grid gap-1.5">
          {days.map((d) => (
            <li key={`${d.date}|${d.city}`} className="flex flex-wrap items-center justify-between gap-x-3 text-sm">
              <span className="font-medium">
                {f.dayMonth(d.date)} · {d.city}
              </span>
              <WeatherLine day={d} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
