// Dates and numbers read in each language (ADR 039) resolve to calendar dates,
// the same in every time zone the server may run in: each case runs with the
// process in UTC, Los Angeles and Tokyo. 2026-06-12 is a Friday.
import { afterAll, describe, expect, it } from "vitest";
import type { Language } from "@shared/i18n/languages";
import { findDates, type TripDates } from "./dates";
import { lexiconFor } from "./lexicon";
import { normalise } from "./normalise";

const TRIP: TripDates = { startDate: "2026-06-10", endDate: "2026-06-20" };
const DURING = "2026-06-12";
const BEFORE = "2026-06-01";

const dates = (language: Language, q: string, today = DURING) => {
  const lex = lexiconFor(language);
  return findDates(normalise(q, lex), today, TRIP, lex).slots.flatMap((s) => s.dates);
};
const part = (language: Language, q: string) => {
  const lex = lexiconFor(language);
  return findDates(normalise(q, lex), DURING, TRIP, lex).partOfDay;
};

const ZONES = ["UTC", "America/Los_Angeles", "Asia/Tokyo"];
const original = process.env.TZ;
afterAll(() => {
  process.env.TZ = original;
});

describe.each(ZONES)("dates in every language with the process in %s", (zone) => {
  it("German: heute, morgen, übermorgen, weekdays, am 5., 15.06., Juni, Tag 3, Wochenende", () => {
    process.env.TZ = zone;
    expect(dates("de", "Was ist heute?")).toEqual(["2026-06-12"]);
    expect(dates("de", "und morgen?")).toEqual(["2026-06-13"]);
    expect(dates("de", "übermorgen")).toEqual(["2026-06-14"]);
    expect(dates("de", "uebermorgen")).toEqual(["2026-06-14"]);
    expect(dates("de", "vorgestern")).toEqual(["2026-06-10"]);
    expect(dates("de", "in drei Tagen")).toEqual(["2026-06-15"]);
    expect(dates("de", "am Montag")).toEqual(["2026-06-15"]);
    expect(dates("de", "nächsten Freitag")).toEqual(["2026-06-19"]);
    expect(dates("de", "letzten Mittwoch")).toEqual(["2026-06-10"]);
    expect(dates("de", "am Samstag", BEFORE)).toEqual(["2026-06-13", "2026-06-20"]);
    expect(dates("de", "was ist am 15.?")).toEqual(["2026-06-15"]);
    expect(dates("de", "am 15.06.")).toEqual(["2026-06-15"]);
    expect(dates("de", "15.06.2026")).toEqual(["2026-06-15"]);
    expect(dates("de", "den 18. Juni")).toEqual(["2026-06-18"]);
    expect(dates("de", "Tag 3 der Reise")).toEqual(["2026-06-12"]);
    expect(dates("de", "am letzten Tag")).toEqual(["2026-06-20"]);
    expect(dates("de", "am zweiten Tag")).toEqual(["2026-06-11"]);
    expect(dates("de", "dieses Wochenende")).toEqual(["2026-06-13", "2026-06-14"]);
    expect(dates("de", "vom 14. bis 16.")).toEqual(["2026-06-14", "2026-06-15", "2026-06-16"]);
    expect(part("de", "morgen abend")).toBe("evening");
    expect(dates("de", "morgen abend")).toEqual(["2026-06-13"]);
    expect(part("de", "heute morgen")).toBe("morning");
    expect(dates("de", "wie viele Städte")).toEqual([]);
  });

  it("French: aujourd'hui, demain, après-demain, vendredi prochain, le 5, 15/06, le 18 juin", () => {
    process.env.TZ = zone;
    expect(dates("fr", "aujourd'hui")).toEqual(["2026-06-12"]);
    expect(dates("fr", "demain")).toEqual(["2026-06-13"]);
    expect(dates("fr", "après-demain")).toEqual(["2026-06-14"]);
    expect(dates("fr", "avant-hier")).toEqual(["2026-06-10"]);
    expect(dates("fr", "dans trois jours")).toEqual(["2026-06-15"]);
    expect(dates("fr", "lundi")).toEqual(["2026-06-15"]);
    expect(dates("fr", "vendredi prochain")).toEqual(["2026-06-19"]);
    expect(dates("fr", "le prochain vendredi")).toEqual(["2026-06-19"]);
    expect(dates("fr", "le 15")).toEqual(["2026-06-15"]);
    expect(dates("fr", "le 1er juillet")).toEqual(["2026-07-01"]);
    expect(dates("fr", "le 18 juin")).toEqual(["2026-06-18"]);
    expect(dates("fr", "15/06")).toEqual(["2026-06-15"]);
    expect(dates("fr", "le dernier jour")).toEqual(["2026-06-20"]);
    expect(dates("fr", "la semaine prochaine")).toHaveLength(7);
    expect(dates("fr", "ce week-end")).toEqual(["2026-06-13", "2026-06-14"]);
    expect(dates("fr", "du 14 au 16")).toEqual(["2026-06-14", "2026-06-15", "2026-06-16"]);
    expect(part("fr", "ce soir")).toBe("evening");
    expect(part("fr", "demain après-midi")).toBe("afternoon");
  });

  it("Spanish: hoy, mañana, pasado mañana, el próximo viernes, el 5, el día 15, 15 de junio", () => {
    process.env.TZ = zone;
    expect(dates("es", "hoy")).toEqual(["2026-06-12"]);
    expect(dates("es", "mañana")).toEqual(["2026-06-13"]);
    expect(dates("es", "pasado mañana")).toEqual(["2026-06-14"]);
    expect(dates("es", "anteayer")).toEqual(["2026-06-10"]);
    expect(dates("es", "dentro de 3 días")).toEqual(["2026-06-15"]);
    expect(dates("es", "el lunes")).toEqual(["2026-06-15"]);
    expect(dates("es", "el próximo viernes")).toEqual(["2026-06-19"]);
    expect(dates("es", "el viernes que viene")).toEqual(["2026-06-19"]);
    expect(dates("es", "el 15")).toEqual(["2026-06-15"]);
    expect(dates("es", "el día 16")).toEqual(["2026-06-16"]);
    expect(dates("es", "el 18 de junio")).toEqual(["2026-06-18"]);
    expect(dates("es", "15/06/2026")).toEqual(["2026-06-15"]);
    expect(dates("es", "el último día")).toEqual(["2026-06-20"]);
    expect(dates("es", "este fin de semana")).toEqual(["2026-06-13", "2026-06-14"]);
    expect(dates("es", "del 14 al 16")).toEqual(["2026-06-14", "2026-06-15", "2026-06-16"]);
    expect(part("es", "mañana por la mañana")).toBe("morning");
    expect(dates("es", "mañana por la mañana")).toEqual(["2026-06-13"]);
    expect(part("es", "esta noche")).toBe("evening");
  });

  it("Italian: oggi, domani, dopodomani, venerdì prossimo, il 5, 15/06, il 18 giugno", () => {
    process.env.TZ = zone;
    expect(dates("it", "oggi")).toEqual(["2026-06-12"]);
    expect(dates("it", "domani")).toEqual(["2026-06-13"]);
    expect(dates("it", "dopodomani")).toEqual(["2026-06-14"]);
    expect(dates("it", "l'altro ieri")).toEqual(["2026-06-10"]);
    expect(dates("it", "tra tre giorni")).toEqual(["2026-06-15"]);
    expect(dates("it", "lunedì")).toEqual(["2026-06-15"]);
    expect(dates("it", "venerdì prossimo")).toEqual(["2026-06-19"]);
    expect(dates("it", "il 15")).toEqual(["2026-06-15"]);
    expect(dates("it", "il 18 giugno")).toEqual(["2026-06-18"]);
    expect(dates("it", "15/06")).toEqual(["2026-06-15"]);
    expect(dates("it", "l'ultimo giorno")).toEqual(["2026-06-20"]);
    expect(dates("it", "il secondo giorno")).toEqual(["2026-06-11"]);
    expect(dates("it", "questo fine settimana")).toEqual(["2026-06-13", "2026-06-14"]);
    expect(part("it", "stasera")).toBe("evening");
    expect(dates("it", "stasera")).toEqual(["2026-06-12"]);
    expect(dates("it", "la seconda città")).toEqual([]);
  });

  it("Portuguese: hoje, amanhã, depois de amanhã, na sexta, dia 5, 15/06, 18 de junho", () => {
    process.env.TZ = zone;
    expect(dates("pt", "hoje")).toEqual(["2026-06-12"]);
    expect(dates("pt", "amanhã")).toEqual(["2026-06-13"]);
    expect(dates("pt", "depois de amanhã")).toEqual(["2026-06-14"]);
    expect(dates("pt", "anteontem")).toEqual(["2026-06-10"]);
    expect(dates("pt", "daqui a 3 dias")).toEqual(["2026-06-15"]);
    expect(dates("pt", "na segunda")).toEqual(["2026-06-15"]);
    expect(dates("pt", "segunda-feira")).toEqual(["2026-06-15"]);
    expect(dates("pt", "na próxima sexta")).toEqual(["2026-06-19"]);
    expect(dates("pt", "sexta que vem")).toEqual(["2026-06-19"]);
    expect(dates("pt", "dia 15")).toEqual(["2026-06-15"]);
    expect(dates("pt", "no dia 16")).toEqual(["2026-06-16"]);
    expect(dates("pt", "18 de junho")).toEqual(["2026-06-18"]);
    expect(dates("pt", "15/06")).toEqual(["2026-06-15"]);
    expect(dates("pt", "o último dia")).toEqual(["2026-06-20"]);
    expect(dates("pt", "neste fim de semana")).toEqual(["2026-06-13", "2026-06-14"]);
    expect(dates("pt", "a segunda cidade")).toEqual([]);
    expect(part("pt", "hoje à noite")).toBe("evening");
  });

  it("English leaves a numeric date like 6/15 unread: day or month first is ambiguous", () => {
    process.env.TZ = zone;
    expect(dates("en", "on 6/15")).toEqual([]);
  });
});
