// The offline assistant answers in the asker's language (docs/product/languages.md, ADR 026):
// the saved choice, else Accept-Language, else English. Questions are still
// matched in English; the answers, their dates, money and numbers are the
// language's. Through the real chat routes on the seeded trip.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import englishOffline from "@shared/i18n/messages/en/offline.json";
import { createTestApp, type SignedUp, type TestApp } from "../test/test-app";
import { parseSse, seedTrip, type SeededTrip } from "./test-seed";

let t: TestApp;
let s: SeededTrip;

beforeAll(async () => {
  t = await createTestApp();
  s = await seedTrip(t);
});
afterAll(async () => {
  await t.close();
});

/** Intl separates "2.200,00 €" and "50,0 %" with (narrow) no-break spaces; compared as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

async function ask(question: string, { who = s.owner, language }: { who?: SignedUp; language?: string } = {}): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: `/api/trips/${s.trip.id}/chat`,
    headers: { cookie: who.cookie, ...(language ? { "accept-language": language } : {}) },
    payload: { content: question, today: "2026-06-01" },
  });
  expect(res.statusCode, res.body).toBe(201);
  const [user, assistant] = res.json().messages;
  expect(user.content).toBe(question);
  expect(assistant.metadata).toEqual({ provider: "offline" });
  return plain(assistant.content as string);
}

/** English that must not appear in an answer in another language. */
const ENGLISH = [/\bJun\b/, /€\d/, /\b(planned|spent|remaining|reservations?|members?|days|nights|the|and|to go)\b/i];

function expectAnswer(answer: string, has: string[]) {
  for (const fact of has) expect(answer, answer).toContain(fact);
  for (const english of ENGLISH) expect(answer, answer).not.toMatch(english);
}

describe("a German member (Accept-Language: de) gets German answers", () => {
  const de = { language: "de-DE,de;q=0.9,en;q=0.5" };

  it.each([
    ["When does the trip start?", ["„Italy 2026“ geht vom 10.06.2026 bis zum 20.06.2026 (11 Tage). Noch 9 Tage bis zur Abreise."]],
    ["Show me the itinerary", ["Die Reiseroute von „Italy 2026“ der Reihe nach:", "1. Rome, Italy: 10.06.2026 bis 14.06.2026"]],
    ["How long are we staying in Florence?", ["Florence, Italy: 14.06.2026 bis 17.06.2026 (4 Tage, 3 Nächte)"]],
    ["What's our budget?", ["Budget: 5.000,00 €, 1.100,00 € ausgegeben, 3.900,00 € übrig (22,0 % verbraucht).", "Auf Kategorien verplant: 2.200,00 €; 2.800,00 € des Budgets noch nicht verplant."]],
    ["Which hotels did we book?", ["Hotel Artemide (Hotel, bestätigt): 10.06.2026 um 15:00", "ART-123", "600,00 €"]],
    ["Who is on this trip?", ["3 Mitglieder bei „Italy 2026“:", "- Olive Owner (Admin)", "- Eddie Editor (Bearbeiter:in)", "- Vera Viewer (Betrachter:in)"]],
    ["What's the weather forecast?", ["Das kann ich nicht wissen: Die Daten der Reise sagen nichts darüber."]],
  ])("%s", async (question, has) => {
    expectAnswer(await ask(question, de), has);
  });
});

describe("a saved language wins over the browser's", () => {
  it("answers the editor in German after they chose it, whatever the browser says, on both chat routes", async () => {
    const prefs = (await t.app.inject({ method: "GET", url: "/api/profile/preferences", headers: { cookie: s.editor.cookie } })).json();
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/profile/preferences",
      headers: { cookie: s.editor.cookie },
      payload: { ...prefs, language: "de" },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    expectAnswer(await ask("When does the trip start?", { who: s.editor, language: "en-US" }), ["geht vom 10.06.2026 bis zum 20.06.2026 (11 Tage)"]);
    expectAnswer(await ask("How much is remaining?", { who: s.editor }), ["3.900,00 € übrig"]);

    const res = await t.app.inject({
      method: "POST",
      url: `/api/trips/${s.trip.id}/chat/stream`,
      headers: { cookie: s.editor.cookie, "accept-language": "en" },
      payload: { content: "Next reservation?", today: "2026-06-01" },
    });
    const [delta, done] = parseSse(res.body);
    expect(plain((delta!.data as { text: string }).text)).toContain("Hotel Artemide (Hotel, bestätigt): 10.06.2026 um 15:00");
    expect((done!.data as { messages: Array<{ content: string }> }).messages[1]!.content).toBe((delta!.data as { text: string }).text);

    // The owner asks the same in the same chat and still gets English.
    expect(await ask("How much is remaining?")).toContain("€3,900.00 remaining");
  });
});

describe("other languages", () => {
  it("answers in French with French dates and money", async () => {
    const fr = { language: "fr-FR" };
    expectAnswer(await ask("When does the trip start?", fr), ["« Italy 2026 » a lieu du 10/06/2026 au 20/06/2026 (11 jours). Plus que 9 jours avant le départ."]);
    expectAnswer(await ask("What's our budget?", fr), ["Budget : 5 000,00 €, 1 100,00 € dépensés, 3 900,00 € restants (22,0 % utilisés)."]);
    expectAnswer(await ask("Who is on this trip?", fr), ["3 participants à « Italy 2026 » :", "- Olive Owner (administrateur)", "- Vera Viewer (lecteur)"]);
  });

  it("answers in Brazilian Portuguese", async () => {
    const pt = { language: "pt-BR" };
    expectAnswer(await ask("Is the train booked?", pt), ["Frecciarossa to Florence (transporte, confirmada): 14/06/2026 às 09:00", "TR-555", "€ 45,50"]);
    expectAnswer(await ask("How many nights in each city?", pt), ["Rome, Italy: de 10/06/2026 a 14/06/2026 (5 dias, 4 noites)"]);
  });
});

describe("the six newer languages", () => {
  it.each([
    ["nl-NL", "Wat doen we op 12 juni?", "12-06-2026"],
    ["pl-PL", "Co robimy 12 czerwca?", "12.06.2026"],
    ["tr-TR", "12 Haziran'da ne yapıyoruz?", "12.06.2026"],
    ["ja-JP", "6月12日は何をしますか？", "2026/06/12"],
    ["zh-CN", "6月12日我们做什么？", "2026/06/12"],
    ["ar", "ماذا سنفعل يوم 12 يونيو؟", "12\u200f/06\u200f/2026"],
  ])("%s: a date question asked in the language is answered with that day, in its formats", async (language, question, date) => {
    expectAnswer(await ask(question, { language }), [date, "Cooking class"]);
  });
});

describe("English stays as it was", () => {
  it.each([undefined, "en-GB", "sv-SE"])("Accept-Language %s", async (language) => {
    expect(await ask("When does the trip start?", { language })).toBe('"Italy 2026" runs from Jun 10, 2026 to Jun 20, 2026 (11 days). 9 days to go.');
    expect(await ask("Which hotels did we book?", { language })).toContain("Hotel Artemide (hotel, confirmed): Jun 10, 2026 at 15:00 – Jun 14, 2026, Rome, Italy. The confirmation number of Hotel Artemide is ART-123. Hotel Artemide costs €600.00.");
  });
});

describe("the offline area of the catalogue", () => {
  // The assistant's pipeline (ai/offline/), its tests and test set left out.
  const dir = join(__dirname, "../ai/offline");
  const source = readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && !f.startsWith("test-set"))
    .map((f) => readFileSync(join(dir, f), "utf8"))
    .join("\n");

  it("has no message the assistant never says", () => {
    expect(Object.keys(englishOffline).filter((id) => !source.includes(`"${id}"`))).toEqual([]);
  });

  it("names no server setting in any language: how to connect a model is for whoever runs the server (its log, the README)", () => {
    for (const language of readdirSync(join(__dirname, "../../shared/i18n/messages")).filter((d) => /^[a-z]{2}$/.test(d))) {
      for (const area of ["offline", "assistant", "errors", "reservations"]) {
        const messages = JSON.parse(readFileSync(join(__dirname, `../../shared/i18n/messages/${language}/${area}.json`), "utf8")) as Record<string, string>;
        const named = Object.entries(messages).filter(([id, text]) => /AI_(BASE_URL|API_KEY|MODEL)\b/.test(text) && !TRAVELLER_NEVER_SEES.has(id));
        expect(named, `${language}/${area}`).toEqual([]);
      }
    }
  });
});

/**
 * Errors of a model that is configured but failing (unreachable, unknown
 * model, refused key): whoever set it up is testing it, and the setting to
 * check is the useful part.
 */
const TRAVELLER_NEVER_SEES = new Set(["errors.ai.unreachable", "errors.ai.unknownModel", "errors.ai.refused"]);
