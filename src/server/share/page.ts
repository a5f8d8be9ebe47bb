// The public page of a trip, /s/{token} (docs/product/sharing.md, ADR 028): made on the
// server as plain HTML with no script — read-only, quick on any phone,
// printable — in the visitor's language and their device's light or dark setting, kept out of search engines, with an
// Open Graph preview naming the trip and its dates. A turned-off or unknown
// token is a 404 page.
import type { FastifyInstance } from "fastify";
import { formattersFor, type Formatters } from "@shared/i18n/format";
import type { Language } from "@shared/i18n/languages";
import type { SharedTrip } from "@shared/share";
import { intlFor, requestLanguage } from "../i18n";
import { escapeHtml as h } from "./html";
import { PUBLIC_PAGE_HEADERS } from "./routes";
import { sharedTrip } from "./service";
import { MOOD_EMOJI } from "@shared/memories";

export async function sharePageRoutes(app: FastifyInstance) {
  app.get<{ Params: { token: string } }>("/s/:token", { schema: { hide: true }, config: { access: "secret-token" } }, async (request, reply) => {
    const language = await requestLanguage(request);
    const shared = await sharedTrip(app.deps.database.db, request.params.token);
    reply.headers(PUBLIC_PAGE_HEADERS).header("vary", "Cookie, Accept-Language, accept-encoding").type("text/html; charset=utf-8");
    if (!shared) return reply.code(404).send(notFoundPage(language));
    return reply.send(await sharePage(shared, language, `${request.protocol}://${request.host}${request.url}`));
  });
}

/** The weekday and date of a calendar date: "Sat Mar 05, 2026", "Sa. 05.03.2026". */
export function dayHeading(f: Formatters, date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  return `${f.weekdayShort(new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay())} ${f.date(date)}`;
}

/** Days from the trip's start (1 = its first day), when both are known and the date is not before it. */
export function dayNumber(start: string | null, date: string): number | null {
  if (!start || date < start) return null;
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
}

function page(language: Language, head: string, body: string): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${head}
<style>${STYLE}</style>
</head>
<body>${body}</body>
</html>`;
}

function notFoundPage(language: Language): string {
  const intl = intlFor(language);
  const title = intl.formatMessage({ id: "share.notFound.title" });
  return page(
    language,
    `<title>${h(title)}</title>`,
    `<main class="wrap gone"><h1>${h(title)}</h1><p>${h(intl.formatMessage({ id: "share.notFound.text" }))}</p></main>`,
  );
}

export async function sharePage(shared: SharedTrip, language: Language, url: string): Promise<string> {
  const intl = intlFor(language);
  const f = formattersFor(language);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values) as string;
  const { trip } = shared;
  const dates = f.dateRange(trip.startDate, trip.endDate, t("share.page.noDates"));
  const cityNames = shared.cities.map((c) => c.city).join(", ");
  const description = cityNames ? t("share.page.ogDescription", { dates, cities: cityNames }) : t("share.page.ogDescriptionNoCities", { dates });
  const title = t("share.page.documentTitle", { tripName: trip.name });
  const head = [
    `<title>${h(title)}</title>`,
    `<meta name="description" content="${h(description)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="Roamwise">`,
    `<meta property="og:title" content="${h(trip.name)}">`,
    `<meta property="og:description" content="${h(description)}">`,
    `<meta property="og:url" content="${h(url)}">`,
    `<meta property="og:locale" content="${h(f.locale.replace("-", "_"))}">`,
    `<meta name="twitter:card" content="summary">`,
  ].join("\n");

  // d3-geo and the world's countries load with the first public page, not with the server (idle memory, ADR 040).
  const { citiesMapSvg } = await import("./map-svg");
  const map = citiesMapSvg(shared.cities, t("share.page.map", { cities: cityNames }));
  const cities = shared.cities.length
    ? `<ol class="cities">${shared.cities.map((c) => `<li><strong>${h(c.city)}</strong><span>${h(c.country)}</span></li>`).join("")}</ol>`
    : `<p class="empty">${h(t("share.page.noCities"))}</p>`;

  // Days with nothing public on them are left out.
  const busyDays = shared.days.filter((day) => day.items.length > 0 || day.photos.length > 0 || day.journal.length > 0);
  const sharesMemories = shared.days.some((day) => day.photos.length > 0 || day.journal.length > 0);
  const days = busyDays.length
    ? busyDays
        .map((day) => {
          const n = dayNumber(trip.startDate, day.date);
          const heading = dayHeading(f, day.date);
          const items = day.items
            .map((item) => {
              const time = item.startTime ? `${item.startTime}${item.endTime ? `–${item.endTime}` : ""}` : t("share.page.allDay");
              const kind = item.stay ? t(item.stay === "check-in" ? "share.page.checkIn" : "share.page.checkOut") : null;
              const where = [kind, item.address ?? (item.kind === "stay" ? null : item.place?.name !== item.title ? item.place?.name : null)].filter(Boolean);
              const place = where.length ? `<span class="where">${where.map((w) => h(w!)).join(" · ")}</span>` : "";
              return `<li><span class="time">${h(time)}</span><div><strong>${h(item.title)}</strong>${place}</div></li>`;
            })
            .join("");
          // The entry's HTML was rendered from Markdown and sanitised on the server (shared/markdown.ts).
          const journal = day.journal.map((e) => `<article class="entry" data-testid="share-journal">${e.mood ? `<span class="mood">${MOOD_EMOJI[e.mood - 1]}</span>` : ""}${e.html}</article>`).join("");
          const photos = day.photos.length
            ? `<ul class="photos">${day.photos
                .map((p) =>
                  p.thumbUrl
                    ? `<li><a href="${h(p.url!)}"><img data-testid="share-photo" src="${h(p.thumbUrl)}" alt="${h(p.caption || t("share.page.photo"))}" loading="lazy"${p.width && p.height ? ` width="${Math.min(400, p.width)}" height="${Math.round((Math.min(400, p.width) * p.height) / p.width)}"` : ""}></a>${p.caption ? `<span>${h(p.caption)}</span>` : ""}</li>`
                    : "",
                )
                .join("")}</ul>`
            : "";
          return `<section class="day" data-testid="share-day"><h3>${n ? `<span class="n">${h(t("share.page.day", { number: n }))}</span>` : ""}${h(heading)}</h3>${items ? `<ul class="items">${items}</ul>` : ""}${journal}${photos}</section>`;
        })
        .join("")
    : `<p class="empty">${h(t("share.page.noDays"))}</p>`;

  const reservations = shared.reservations.length
    ? `<ul class="res">${shared.reservations
        .map((r) => {
          const when = `${f.date(r.reservationDate)}${r.reservationTime ? `, ${r.reservationTime}` : ""}${r.endDate && r.endDate !== r.reservationDate ? ` – ${f.date(r.endDate)}` : ""}`;
          const where = [r.address, r.location ? [r.location.city, r.location.country].filter(Boolean).join(", ") : null].filter(Boolean);
          return (
            `<li data-testid="share-reservation"><div class="res-top"><strong>${h(r.name)}</strong><span class="tag">${h(t(`reservations.type.${r.type}`))}</span></div>` +
            `<div class="when">${h(when)}</div>` +
            (where.length ? `<div class="where">${where.map((w) => h(w!)).join(" · ")}</div>` : "") +
            `</li>`
          );
        })
        .join("")}</ul>`
    : `<p class="empty">${h(t("share.page.noReservations"))}</p>`;

  const body = `<main class="wrap">
<header class="hero"><p class="brand">Roamwise</p><h1>${h(trip.name)}</h1><p class="dates">${h(dates)}</p>${trip.description ? `<p class="about">${h(trip.description)}</p>` : ""}<p class="intro">${h(t("share.page.intro"))}</p></header>
<section aria-labelledby="h-cities"><h2 id="h-cities">${h(t("share.page.cities"))} <span class="count">${h(t("share.page.citiesCount", { count: shared.cities.length }))}</span></h2>${map ?? ""}${cities}</section>
<section aria-labelledby="h-days"><h2 id="h-days">${h(t("share.page.days"))}</h2>${days}</section>
<section aria-labelledby="h-res"><h2 id="h-res">${h(t("share.page.reservations"))}</h2>${reservations}</section>
<footer><p>${h(t("share.page.privacy"))}</p>${sharesMemories ? `<p>${h(t("share.page.memoriesPrivacy"))}</p>` : ""}<p>${h(t("share.page.madeWith"))}</p></footer>
</main>`;
  return page(language, head, body);
}

const STYLE = `
*{box-sizing:border-box}
:root{color-scheme:light dark}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;color:#1c2430;background:#f5f7fa}
.wrap{max-width:860px;margin:0 auto;padding:24px 16px 48px}
.hero{background:linear-gradient(135deg,#0f766e,#0e7490);color:#fff;border-radius:16px;padding:24px;margin-bottom:24px}
.brand{margin:0 0 4px;font-size:13px;letter-spacing:.08em;text-transform:uppercase;opacity:.85}
.hero h1{margin:0;font-size:30px;line-height:1.2;overflow-wrap:anywhere}
.dates{margin:6px 0 0;font-size:18px;font-weight:600}
.about{margin:12px 0 0;white-space:pre-line}
.intro{margin:12px 0 0;font-size:14px;opacity:.9}
section{margin-bottom:28px}
h2{font-size:20px;margin:0 0 12px;display:flex;align-items:baseline;gap:8px}
.count{font-size:14px;font-weight:400;color:#5b6675}
.map{display:block;width:100%;height:auto;border-radius:12px;margin-bottom:12px;border:1px solid #dbe2ea}
.map .sea{fill:#dbeaf3}.map .land{fill:#f7f8f2;stroke:#b9c2b0;stroke-width:.7}
.map .route{fill:none;stroke:#0f766e;stroke-width:2.5;stroke-dasharray:8 6;stroke-linecap:round}
.map .pin{fill:#0f766e;stroke:#fff;stroke-width:2}
.map .pin-n{fill:#fff;font:700 13px system-ui,sans-serif;text-anchor:middle}
.map .pin-label{fill:#1c2430;stroke:#fff;stroke-width:4;paint-order:stroke;font:600 16px system-ui,sans-serif;text-anchor:middle}
.cities{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:8px;counter-reset:c}
.cities li{counter-increment:c;background:#fff;border:1px solid #dbe2ea;border-radius:999px;padding:4px 12px;display:flex;gap:6px;align-items:baseline}
.cities li::before{content:counter(c) ".";color:#0f766e;font-weight:700}
.cities span{color:#5b6675;font-size:14px}
.day{background:#fff;border:1px solid #dbe2ea;border-radius:12px;padding:12px 16px;margin-bottom:12px;break-inside:avoid}
.day h3{margin:0 0 8px;font-size:16px;display:flex;flex-wrap:wrap;gap:8px;align-items:baseline}
.day .n{background:#ccfbf1;color:#115e59;border-radius:6px;padding:0 8px;font-size:13px}
.items{list-style:none;margin:0;padding:0}
.items li{display:flex;gap:12px;padding:6px 0;border-top:1px solid #eef2f6}
.items li:first-child{border-top:0}
.time{flex:0 0 112px;color:#0f766e;font-weight:600;font-variant-numeric:tabular-nums;white-space:nowrap}
.where{display:block;color:#5b6675;font-size:14px}
.desc{margin:2px 0 0;font-size:14px;white-space:pre-line}
.res{list-style:none;margin:0;padding:0;display:grid;gap:12px;grid-template-columns:repeat(auto-fill,minmax(240px,1fr))}
.res li{background:#fff;border:1px solid #dbe2ea;border-radius:12px;padding:12px 16px;break-inside:avoid}
.res-top{display:flex;justify-content:space-between;gap:8px;align-items:flex-start}
.tag{background:#e0f2fe;color:#075985;border-radius:999px;padding:0 10px;font-size:13px;white-space:nowrap}
.when{font-weight:600;margin-top:4px}
.empty{color:#5b6675}
.entry{border-left:3px solid #0f766e;padding:2px 0 2px 12px;margin:10px 0;overflow-wrap:anywhere}
.entry p{margin:4px 0}.mood{float:right;font-size:20px}
.photos{list-style:none;margin:10px 0 0;padding:0;display:grid;gap:8px;grid-template-columns:repeat(auto-fill,minmax(140px,1fr))}
.photos img{width:100%;height:140px;object-fit:cover;border-radius:8px;display:block}
.photos span{display:block;font-size:13px;color:#5b6675}
footer{color:#5b6675;font-size:14px;border-top:1px solid #dbe2ea;padding-top:12px}
footer p{margin:4px 0}
.gone{text-align:center;padding-top:80px}
@media (max-width:520px){.hero{padding:18px}.hero h1{font-size:24px}.time{flex-basis:104px;font-size:14px}}
@media screen and (prefers-color-scheme:dark){
body{color:#e6ebf1;background:#0f1620}
.hero{background:linear-gradient(135deg,#134e4a,#164e63)}
.count,.cities span,.where,.empty,footer{color:#a3afbd}
.map,.cities li,.day,.res li,footer{border-color:#2c3744}
.map .sea{fill:#1b2c3d}.map .land{fill:#2d3a2f;stroke:#53624f}
.map .route{stroke:#5eead4}.map .pin{fill:#0f766e;stroke:#e6ebf1}
.map .pin-label{fill:#e6ebf1;stroke:#0f1620}
.cities li,.day,.res li{background:#17212d}
.cities li::before,.time{color:#5eead4}
.day .n{background:#134e4a;color:#ccfbf1}
.items li{border-top-color:#233040}
.tag{background:#0c3a55;color:#bae6fd}
}
@media print{body{background:#fff}.wrap{max-width:none;padding:0}.hero{background:none;color:#000;border:0;padding:0}.day,.res li{border-color:#999}}
`;
