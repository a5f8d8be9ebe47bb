// How the offline assistant reads a question in each language, on the test
// set's trip (./test-set/trip.ts) with reservations of the newer kinds and a
// place on a day added: the general reading rules, each shown by one question.
import { describe, expect, it } from "vitest";
import type { Language } from "@shared/i18n/languages";
import type { TripContext } from "../trip-context";
import { offlineAnswer } from "./assistant";
import { readerFor } from "./reader";
import { reservation, TODAY, TRIP } from "./test-set/trip";

const TRIP_WITH_KINDS: TripContext = {
  ...TRIP,
  reservations: [
    ...TRIP.reservations,
    reservation({ name: "Avis", type: "car_rental", date: "2026-06-16", time: "08:30", endDate: "2026-06-17", confirmationNumber: "AV-31", city: "Florence", country: "Italy" }),
    reservation({ name: "Murano crossing", type: "ferry", date: "2026-06-19", time: "10:15", city: "Venice", country: "Italy" }),
  ],
  days: TRIP.days.map((d) => (d.date === "2026-06-13" ? { ...d, items: [...d.items, { id: "place-1", kind: "place" as const, title: "Trevi Fountain", startTime: "21:00", endTime: null }] } : d)),
};

const ask = (q: string, language: Language) => offlineAnswer(q, { ...TRIP_WITH_KINDS, today: TODAY }, language).replace(/[\u00a0\u202f]/g, " ");

describe("the offline assistant reads", () => {
  it("a common word by its own form: Portuguese 'como' (how) is common, though 'comer' (eat), which shares its stem, is a restaurant word", () => {
    const [how, eat] = readerFor("pt").read("como comer");
    expect(how).toMatchObject({ common: true, concepts: [] });
    expect(eat).toMatchObject({ common: false, concepts: ["restaurant"] });
  });

  it("a reservation kind by the app's own label in the asker's language, a German compound by its last part", () => {
    expect(ask("Wann holen wir den Mietwagen ab?", "de")).toContain("08:30");
    expect(ask("A che ora parte il traghetto?", "it")).toContain("10:15");
    expect(ask("Quando pegamos o carro alugado?", "pt")).toContain("AV-31");
  });

  it("a newer kind written with its label, not its code", () => {
    const answer = ask("When do we pick up the rental car?", "en");
    expect(answer).toContain("Avis (car rental, confirmed)");
    expect(answer).not.toContain("car_rental");
  });

  it("'the trip' as what the question is about only when it asks nothing else", () => {
    for (const [q, language] of [["Who is coming on the trip?", "en"], ["Chi viene in viaggio?", "it"], ["¿Quiénes vienen al viaje?", "es"]] as const) {
      expect(ask(q, language)).toContain("José Álvarez");
    }
    expect(ask("Tell me about the trip", "en")).toContain("Jun 20, 2026");
  });

  it("the expenses asked for as a list, each named", () => {
    const answer = ask("Quali spese abbiamo fatto?", "it");
    for (const expense of ["Dinner at Roscioli", "Uffizi tickets", "Airport taxi", "Gelato"]) expect(answer).toContain(expense);
  });

  it("a place the members put on a day", () => {
    expect(ask("When do we see the Trevi Fountain?", "en")).toContain("21:00");
  });

  it("the weather by the Italian 'tempo', and the to-dos by 'da fare' without taking every 'fare' (do, make) for them", () => {
    const weather = ask("Che tempo farà a Venice?", "it");
    expect(weather).toContain("Non posso saperlo");
    expect(weather).not.toContain("Book the gondola");
    expect(ask("Cosa c'è da fare?", "it")).toContain("Book the gondola");
  });
});
