// Profile → Atlas (docs/product/memories.md): the countries and cities of all
// of one's trips on the bundled world map — visited (days past) and planned —
// with totals and a year filter.
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { geoEqualEarth, geoPath } from "d3-geo";
import { ArrowLeft } from "lucide-react";
import type { Atlas } from "@shared/memories";
import { PageShell } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadingBars } from "@/components/loading-bars";
import { useT } from "@/lib/i18n";
import { useFormat } from "@/lib/format";
import { useCountries } from "@/features/map/components/world-map";
import { useAtlas } from "../api/atlas";

const WIDTH = 960;
const HEIGHT = 500;

export function AtlasPage() {
  const t = useT();
  const f = useFormat();
  const [year, setYear] = useState<number | null>(null);
  const atlas = useAtlas(year);
  const data = atlas.data;
  const regions = useMemo(() => new Intl.DisplayNames([f.locale], { type: "region" }), [f.locale]);

  return (
    <PageShell title={t("layout.page.atlas")}>
      <div className="mx-auto grid w-full max-w-5xl gap-4 p-4 pb-8 sm:p-6">
        <div className="flex flex-wrap items-center gap-3">
          <Button asChild variant="ghost" size="sm">
            <Link to="/profile">
              <ArrowLeft /> {t("layout.page.profile")}
            </Link>
          </Button>
          <label className="ms-auto flex items-center gap-2 text-sm">
            {t("profile.atlas.year")}
            <select
              className="h-9 rounded-md border border-input bg-card px-2 text-sm"
              value={year ?? ""}
              onChange={(e) => setYear(e.target.value ? Number(e.target.value) : null)}
              data-testid="atlas-year"
            >
              <option value="">{t("profile.atlas.allYears")}</option>
              {(data?.years ?? []).map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </label>
        </div>
        {atlas.isPending ? (
          <LoadingBars label={t("profile.atlas.loading")} className="gap-3" bars="h-28 rounded-xl" />
        ) : atlas.isError || !data ? (
          <Card className="p-6 text-sm text-destructive">{t("profile.atlas.loadFailed")}</Card>
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="atlas-totals">
              {(
                [
                  ["countries", data.totals.countries],
                  ["cities", data.totals.cities],
                  ["days", data.totals.days],
                  ["km", data.totals.km],
                ] as const
              ).map(([key, value]) => (
                <Card key={key} className="p-4" data-testid={`atlas-total-${key}`}>
                  <dt className="text-sm text-muted-foreground">{t(`profile.atlas.total.${key}`)}</dt>
                  <dd className="text-2xl font-semibold tabular-nums">{f.number(value)}</dd>
                </Card>
              ))}
            </dl>
            <Card className="overflow-hidden p-0">
              <AtlasMap atlas={data} />
              <p className="flex flex-wrap gap-4 px-4 py-2 text-sm text-muted-foreground">
                <span className="flex items-center gap-2">
                  <span className="size-3 rounded-sm bg-primary" aria-hidden /> {t("profile.atlas.visited")}
                </span>
                <span className="flex items-center gap-2">
                  <span className="size-3 rounded-sm bg-accent" aria-hidden /> {t("profile.atlas.planned")}
                </span>
              </p>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>{t("profile.atlas.countries")}</CardTitle>
              </CardHeader>
              <CardContent>
                {data.countries.length === 0 ? (
                  <p className="text-sm text-muted-foreground">{t("profile.atlas.empty")}</p>
                ) : (
                  <ul className="grid gap-2 sm:grid-cols-2" data-testid="atlas-countries">
                    {data.countries.map((c) => (
                      <li key={c.code} className="flex items-baseline gap-2 text-sm" data-testid="atlas-country">
                        <span className="font-medium">{regions.of(c.code) ?? c.code}</span>
                        <span className="text-muted-foreground">
                          {t(c.visited ? "profile.atlas.visitedSince" : "profile.atlas.plannedFor", { date: f.date(c.firstVisit) })} ·{" "}
                          {t("profile.atlas.countryLine", { trips: c.trips, days: c.days })}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </CardContent>
            </Card>
          </>
        )}
      </div>
    </PageShell>
  );
}

function AtlasMap({ atlas }: { atlas: Atlas }) {
  const t = useT();
  const countries = useCountries();
  const projection = useMemo(() => geoEqualEarth().fitSize([WIDTH, HEIGHT], { type: "Sphere" }), []);
  const path = useMemo(() => geoPath(projection), [projection]);
  const status = new Map(atlas.countries.map((c) => [c.numeric, c.visited]));
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={t("profile.atlas.mapLabel", { count: atlas.countries.length })} className="block h-auto w-full bg-muted/40" data-testid="atlas-map">
      {countries.data?.features.map((feature, k) => {
        const visited = status.get(String(feature.id));
        return (
          <path
            key={String(feature.id ?? k)}
            d={path(feature) ?? undefined}
            className={visited === undefined ? "fill-card stroke-border" : visited ? "fill-primary stroke-background" : "fill-accent stroke-background"}
            strokeWidth={0.5}
            data-testid={visited === undefined ? undefined : "atlas-country-shape"}
          />
        );
      })}
      {atlas.cities.map((c) => {
        const point = projection([c.lng, c.lat]);
        return point ? <circle key={`${c.name}|${c.country}`} cx={point[0]} cy={point[1]} r={4} className="fill-foreground stroke-background" strokeWidth={1.5}><title>{c.name}</title></circle> : null;
      })}
    </svg>
  );
}
