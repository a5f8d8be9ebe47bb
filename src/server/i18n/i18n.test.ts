import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUp, type TestApp } from "../test/test-app";
import { SERVER_MESSAGES } from "./index";

type Call = { cookie?: string; headers?: Record<string, string>; body?: unknown };
const request = (t: TestApp, method: "GET" | "POST" | "PUT", url: string, { cookie, headers = {}, body }: Call) =>
  t.app.inject({ method, url, headers: { ...headers, ...(cookie ? { cookie } : {}) }, ...(body !== undefined ? { payload: body as object } : {}) });

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe("the language of a request (docs/product/languages.md)", () => {
  it("answers errors in the browser's language, and keeps the code", async () => {
    const user = await signUp(app.app);
    const res = await request(app, "POST", "/api/trips", { cookie: user.cookie, headers: { "accept-language": "de-CH,de;q=0.9,en;q=0.5" }, body: { name: "" } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "bad_request", message: "Bitte gib einen Namen für die Reise ein", fields: { name: "Bitte gib einen Namen für die Reise ein" } });
  });

  it("answers in each of the six languages added later, Simplified Chinese for any zh browser but Traditional", async () => {
    const user = await signUp(app.app);
    const cases: Array<[string, string]> = [
      ["nl-BE", "Vul de naam van de reis in"],
      ["pl", "Podaj nazwę podróży"],
      ["tr-TR", "Lütfen gezi adını girin"],
      ["ja", "旅行の名前を入力してください"],
      ["zh", "请填写旅行名称"],
      ["zh-Hans-SG", "请填写旅行名称"],
      ["ar-MA", "يُرجى إدخال اسم الرحلة"],
    ];
    for (const [header, message] of cases) {
      const res = await request(app, "POST", "/api/trips", { cookie: user.cookie, headers: { "accept-language": header }, body: { name: "" } });
      expect(res.json().message, header).toBe(message);
    }
  });

  it("keeps English for English browsers and for languages it does not speak", async () => {
    const user = await signUp(app.app);
    // Traditional Chinese is not our Simplified Chinese: passed over like Swedish.
    for (const header of ["en-GB", "sv-SE,fi;q=0.8", "zh-TW,zh-Hant;q=0.9", undefined]) {
      const res = await request(app, "POST", "/api/trips", { cookie: user.cookie, headers: header ? { "accept-language": header } : {}, body: { name: "" } });
      expect(res.json().message).toBe("Please fill in trip name");
    }
  });

  it("translates a message's arguments that are themselves messages", async () => {
    const user = await signUp(app.app);
    const res = await request(app, "POST", "/api/trips", { cookie: user.cookie, headers: { "accept-language": "es" }, body: { name: "Lisboa", budget: true } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.budget).toBe("El campo «Presupuesto» debe ser un número");
  });

  it("prefers the member's saved language to the browser's, and null follows the browser again", async () => {
    const user = await signUp(app.app);
    const prefs = await request(app, "GET", "/api/profile/preferences", { cookie: user.cookie });
    expect(prefs.json().language).toBeNull();
    const saved = await request(app, "PUT", "/api/profile/preferences", { cookie: user.cookie, body: { ...(prefs.json() as object), language: "fr" } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().language).toBe("fr");
    const german = { "accept-language": "de" };
    let res = await request(app, "POST", "/api/trips", { cookie: user.cookie, headers: german, body: { name: "" } });
    expect(res.json().message).toBe("Indiquez le nom du voyage");
    // The switches alone (an older client) keep the language.
    const { language: _kept, ...switches } = saved.json() as Record<string, unknown>;
    expect((await request(app, "PUT", "/api/profile/preferences", { cookie: user.cookie, body: switches })).json().language).toBe("fr");
    await request(app, "PUT", "/api/profile/preferences", { cookie: user.cookie, body: { ...switches, language: null } });
    res = await request(app, "POST", "/api/trips", { cookie: user.cookie, headers: german, body: { name: "" } });
    expect(res.json().message).toBe("Bitte gib einen Namen für die Reise ein");
  });

  it("refuses a language it does not speak, naming the field", async () => {
    const user = await signUp(app.app);
    const prefs = (await request(app, "GET", "/api/profile/preferences", { cookie: user.cookie })).json();
    const res = await request(app, "PUT", "/api/profile/preferences", { cookie: user.cookie, body: { ...(prefs as object), language: "sv" } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(["language"]);
  });

  it("decides a message by its id: the English text edited, German still reads the same", async () => {
    const user = await signUp(app.app);
    const missingTrip = "/api/trips/00000000-0000-4000-8000-000000000000";
    const english = SERVER_MESSAGES.en["errors.trips.notFound"]!;
    SERVER_MESSAGES.en["errors.trips.notFound"] = "No such trip here";
    try {
      const de = await request(app, "GET", missingTrip, { cookie: user.cookie, headers: { "accept-language": "de" } });
      expect(de.json()).toEqual({ message: "Reise nicht gefunden", code: "not_found" });
      const en = await request(app, "GET", missingTrip, { cookie: user.cookie, headers: { "accept-language": "en" } });
      expect(en.json()).toEqual({ message: "No such trip here", code: "not_found" });
    } finally {
      SERVER_MESSAGES.en["errors.trips.notFound"] = english;
    }
  });

  it("names the field of a zod check in German", async () => {
    const user = await signUp(app.app);
    const res = await request(app, "POST", "/api/trips", { cookie: user.cookie, headers: { "accept-language": "de" }, body: { name: "Lisboa", description: "x".repeat(5001) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ description: res.json().message });
    expect(res.json().message).toMatch(/Beschreibung/);
  });
});
