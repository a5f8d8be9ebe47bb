// The trip as a printable PDF (docs/product/sharing.md, ADR 028), made with PDFKit: real
// text in any script (pdf-text.ts: DejaVu Sans, Noto Sans JP/SC/Arabic from npm packages;
// Arabic right to left, an Arabic PDF laid out from the right), one section per day with times, places, addresses and
// confirmation numbers, then the cities and every reservation; the trip's
// name, dates and "Page n of m" on each page. Labels come from the catalogue
// in the member's language; dates and money from shared/i18n/format.ts.
import type { IntlShape } from "@formatjs/intl";
import { formattersFor } from "@shared/i18n/format";
import { textDirection, type Language } from "@shared/i18n/languages";
import type { Day, DayItem } from "@shared/days";
import type { ItineraryItem, Location } from "@shared/itinerary";
import type { Reservation } from "@shared/reservations";
import type { MoneySummary } from "@shared/budget-rules";
import { intlFor } from "../i18n";
import { dayHeading, dayNumber } from "../share/page";
import { textWriter, type TextOptions } from "./pdf-text";

export interface TripDocument {
  trip: { name: string; description: string | null; startDate: string | null; endDate: string | null; currency: string };
  cities: Location[];
  /** The days read model: what the day sections show. */
  days: Day[];
  /** The city stays, for the cities section. */
  items: ItineraryItem[];
  reservations: Reservation[];
  /** The trip's money as the budget page shows it; the PDF prints it for members. */
  money: MoneySummary;
}

const COLOR = { text: "#1c2430", muted: "#5b6675", accent: "#0f766e", band: "#e6f4f1", rule: "#d5dde6" };
const MARGIN = 56;
const TIME_COL = 78;

/** One line of a day (an item of the days read model), or of the reservations list. */
interface Entry {
  /** The left column: a time ("All day" without one), or given as is (`side`). */
  side?: string;
  time: string | null;
  endTime: string | null;
  title: string;
  lines: string[];
}

/** The PDF's bytes. `exportedOn` is today's calendar date for the footer. */
export async function tripPdf(doc: TripDocument, language: Language, exportedOn: string): Promise<Buffer> {
  const intl = intlFor(language);
  const f = formattersFor(language);
  const t = (id: string, values?: Record<string, string | number>) => (intl as IntlShape).formatMessage({ id }, values) as string;
  const { trip } = doc;
  const dates = f.dateRange(trip.startDate, trip.endDate, t("export.pdf.noDates"));

  // Loaded on first use: pdfkit and its font tables are memory the idle server need not hold (ADR 029).
  const { default: PDFDocument } = await import("pdfkit");
  const pdf = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN + 18, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: f.locale,
    displayTitle: true,
    info: { Title: trip.name, Subject: dates, Creator: "Roamwise", Producer: "Roamwise" },
  });
  const rtl = textDirection(language) === "rtl";
  const writer = textWriter(pdf, language, rtl);
  pdf.font(writer.latinFont("body"));
  /** Draws `text` in a box given left to right (mirrored in an Arabic PDF); pdf.y moves below it. */
  const write = (text: string, x: number, y: number, w: number, weight: TextOptions["weight"], size: number, color: string, more: Partial<TextOptions> = {}) =>
    writer.text(text, x, y, w, { weight, size, color, ...more });
  const heightOf = (text: string, w: number, weight: TextOptions["weight"], size: number) => writer.heightOf(text, w, { weight, size, color: "" });
  const chunks: Buffer[] = [];
  pdf.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });

  const width = pdf.page.width - MARGIN * 2;
  const bottom = () => pdf.page.height - pdf.page.margins.bottom;
  /** Starts a new page unless `height` more points fit on this one. */
  const keep = (height: number) => {
    if (pdf.y + height > bottom()) pdf.addPage();
  };
  const heading = (text: string) => {
    keep(60);
    pdf.moveDown(0.8);
    write(text, MARGIN, pdf.y, width, "bold", 15, COLOR.accent);
    const y = pdf.y + 3;
    pdf.moveTo(MARGIN, y).lineTo(MARGIN + width, y).lineWidth(1).strokeColor(COLOR.accent).stroke();
    pdf.y = y + 8;
  };
  const muted = (text: string) => write(text, MARGIN, pdf.y, width, "body", 10.5, COLOR.muted);

  // ── Title ──
  write(t("export.pdf.subtitle").toUpperCase(), MARGIN, pdf.y, width, "body", 10, COLOR.accent);
  write(trip.name, MARGIN, pdf.moveDown(0.2).y, width, "bold", 24, COLOR.text);
  write(dates, MARGIN, pdf.moveDown(0.2).y, width, "bold", 13, COLOR.muted);
  if (trip.description) write(trip.description, MARGIN, pdf.moveDown(0.4).y, width, "body", 11, COLOR.text);

  // ── Day by day ──
  heading(t("export.pdf.days"));
  const busyDays = doc.days.filter((d) => d.items.length > 0);
  if (!busyDays.length) muted(t("export.pdf.noDays"));

  const typeLabel = (r: Reservation) => t(`reservations.type.${r.type}`);
  const placeOf = (r: Reservation) => [r.address, r.location ? [r.location.city, r.location.country].filter(Boolean).join(", ") : null].filter((x): x is string => !!x);
  const bookings = new Map(doc.reservations.map((r) => [r.id, r]));
  const bookingTitle = (r: Reservation) => `${r.name} · ${typeLabel(r)}${r.status === "confirmed" ? "" : ` (${t(`reservations.status.${r.status}`)})`}`;
  /** A day's item as the PDF prints it: members see confirmation numbers and notes. */
  const entryOf = (item: DayItem): Entry => {
    const booking = item.kind === "reservation" ? bookings.get(item.id.replace(/:end$/, "")) : undefined;
    const label = item.stay ? t(item.stay === "check-in" ? "export.pdf.checkIn" : "export.pdf.checkOut") : item.kind === "todo" ? t("export.pdf.todo") : item.kind === "note" ? t("export.pdf.note") : null;
    const firstDay = !item.id.endsWith(":end");
    return {
      time: item.startTime,
      endTime: item.endTime,
      title: booking ? bookingTitle(booking) : label ? `${item.title} · ${label}` : item.title,
      lines: [
        ...(booking ? placeOf(booking) : [item.address ?? (item.place && item.place.name !== item.title ? item.place.name : null)].filter((x): x is string => !!x)),
        ...(item.until ? [t("export.pdf.until", { date: f.date(item.until) })] : []),
        ...(booking && !firstDay ? [t(booking.type === "hotel" ? "export.pdf.checkOut" : "export.pdf.ends")] : []),
        ...(booking?.confirmationNumber && firstDay ? [t("export.pdf.confirmation", { number: booking.confirmationNumber })] : []),
        ...(item.note ? [item.note] : []),
      ],
    };
  };

  const textX = MARGIN + TIME_COL;
  const textW = width - TIME_COL;
  const entryHeight = (e: Entry) => {
    return heightOf(e.title, textW, "bold", 11) + e.lines.reduce((sum, l) => sum + heightOf(l, textW, "body", 10), 0) + 6;
  };
  const drawEntry = (e: Entry) => {
    keep(entryHeight(e));
    const top = pdf.y;
    const time = e.side ?? (e.time ? `${e.time}${e.endTime ? `–${e.endTime}` : ""}` : t("export.pdf.allDay"));
    write(time, MARGIN, top + 1, TIME_COL - 8, "bold", 10, COLOR.accent);
    write(e.title, textX, top, textW, "bold", 11, COLOR.text);
    for (const line of e.lines) write(line, textX, pdf.y, textW, "body", 10, COLOR.muted);
    pdf.y += 6;
  };

  const drawDay = (label: string, entries: Entry[]) => {
    // The day's band never ends a page alone: it goes with its first entry.
    keep(34 + (entries[0] ? entryHeight(entries[0]) : 0));
    const top = pdf.y + 4;
    pdf.rect(MARGIN, top, width, 22).fill(COLOR.band);
    write(label, MARGIN + 8, top + 5, width - 16, "bold", 11.5, COLOR.text);
    pdf.y = top + 30;
    for (const e of entries) drawEntry(e);
  };

  for (const day of busyDays) {
    const n = dayNumber(trip.startDate, day.date);
    const label = `${n ? `${t("export.pdf.day", { number: n })} · ` : ""}${dayHeading(f, day.date)}`;
    drawDay(label, day.items.map(entryOf));
  }

  // ── Cities ──
  heading(t("export.pdf.cities"));
  if (!doc.cities.length) muted(t("export.pdf.noCities"));
  doc.cities.forEach((c, i) => {
    const stays = doc.items.filter((item) => item.locationId === c.id && item.startDate);
    const when = stays
      .map((s) => (s.endDate && s.endDate !== s.startDate ? t("export.pdf.stay", { from: f.date(s.startDate!), to: f.date(s.endDate) }) : f.date(s.startDate!)))
      .join("; ");
    keep(34);
    const top = pdf.y;
    write(`${i + 1}.`, MARGIN, top, 24, "bold", 11, COLOR.accent);
    write(`${c.city}, ${c.country}`, MARGIN + 24, top, width - 24, "bold", 11, COLOR.text);
    if (when) write(when, MARGIN + 24, pdf.y, width - 24, "body", 10, COLOR.muted);
    pdf.y += 5;
  });

  // ── Reservations ──
  heading(t("export.pdf.reservations"));
  if (!doc.reservations.length) muted(t("export.pdf.noReservations"));
  for (const r of doc.reservations) {
    const when = `${f.date(r.reservationDate)}${r.reservationTime ? `, ${r.reservationTime}` : ""}${r.endDate && r.endDate !== r.reservationDate ? ` – ${f.date(r.endDate)}` : ""}`;
    const lines = [
      when,
      ...placeOf(r),
      ...(r.confirmationNumber ? [t("export.pdf.confirmation", { number: r.confirmationNumber })] : []),
      ...(r.cost ? [t("export.pdf.cost", { amount: f.money(r.cost, trip.currency) })] : []),
      ...(r.notes ? [t("export.pdf.notes", { text: r.notes })] : []),
    ];
    drawEntry({
      side: f.dayMonth(r.reservationDate),
      time: null,
      endTime: null,
      title: bookingTitle(r),
      lines,
    });
  }

  // ── Budget: the figures of the budget page (moneySummary) ──
  heading(t("export.pdf.money"));
  const { money } = doc;
  const amount = (value: string) => f.money(value, trip.currency);
  const signed = (value: string) => (value.startsWith("-") ? t("budget.over", { amount: amount(value.slice(1)) }) : amount(value));
  const moneyLines =
    money.tripBudget !== null
      ? [t("export.pdf.tripBudget", { amount: amount(money.tripBudget) }), t("export.pdf.allocated", { amount: amount(money.totalPlanned) })]
      : [t("export.pdf.planned", { amount: amount(money.totalPlanned) })];
  moneyLines.push(t("export.pdf.spent", { amount: amount(money.totalSpent) }), t("export.pdf.remaining", { amount: signed(money.remaining) }));
  if (money.unallocated !== null && money.unallocated !== "0.00") {
    moneyLines.push(
      money.unallocated.startsWith("-")
        ? t("budget.tripOver", { amount: amount(money.unallocated.slice(1)) })
        : t("budget.tripUnallocated", { amount: amount(money.unallocated) }),
    );
  }
  for (const line of moneyLines) {
    keep(16);
    write(line, MARGIN, pdf.y, width, "body", 10.5, COLOR.text);
  }

  // ── Footer on every page: the trip, its dates, when exported, page n of m ──
  const range = pdf.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    pdf.switchToPage(i);
    const y = pdf.page.height - MARGIN + 4;
    const saved = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf.moveTo(MARGIN, y - 6).lineTo(MARGIN + width, y - 6).lineWidth(0.5).strokeColor(COLOR.rule).stroke();
    write(`${trip.name} · ${dates}`, MARGIN, y, width * 0.62, "body", 8.5, COLOR.muted, { maxLines: 1 });
    write(t("export.pdf.page", { page: i - range.start + 1, pages: range.count }), MARGIN, y, width, "body", 8.5, COLOR.muted, { align: "end", maxLines: 1 });
    write(t("export.pdf.exported", { date: f.date(exportedOn) }), MARGIN, y + 11, width, "body", 8.5, COLOR.muted, { maxLines: 1 });
    pdf.page.margins.bottom = saved;
  }
  pdf.end();
  return done;
}

/** "Lisbon & Porto 2027" → "lisbon-porto-2027.pdf"; the name as typed goes in filename* (RFC 6266). */
export function pdfContentDisposition(tripName: string): string {
  const ascii = tripName
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
  const base = ascii || "trip";
  const utf8 = encodeURIComponent(`${tripName.replace(/[\\/:*?"<>|\p{Cc}\s]+/gu, " ").trim() || "trip"}.pdf`);
  return `attachment; filename="${base}.pdf"; filename*=UTF-8''${utf8}`;
}
