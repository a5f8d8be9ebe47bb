// Every English message the API and the shared forms can give is an entry of
// the `errors` area (ADR 026), so it reaches a traveller in their language.
// Two readings: the source (message-scan.ts: every message literal passed to
// zod, HttpError and its helpers, or answered as `message`), and the running
// schemas of every route (zod's own messages, which no source line spells out).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { join } from "node:path";
import { errorCodes, type RouteOptions } from "fastify";
import { identifyMessage, translateMessage } from "@shared/i18n/translate-message";
import type { Messages } from "@shared/i18n/catalogue";
import { LANGUAGES, LOCALES } from "@shared/i18n/languages";
import enErrors from "@shared/i18n/messages/errors/en";
import { changePasswordFormSchema, registerFormSchema } from "@shared/auth";
import { RETRY_MESSAGE } from "../security/limits";
import { createTestApp, type TestApp } from "../test/test-app";
import { SERVER_MESSAGES } from "./index";
import { scanMessages, type FoundMessage } from "./message-scan";

const ROOT = join(__dirname, "../../..");
const english = enErrors as Messages;

/** Found by the scan but sent to nobody: what the log keeps of a fault (errors.ts loggableError). */
const NOT_SENT = new Set(["unknown error", "query failed"]);
/** Not scanned: the catalogue itself and this check, test helpers, and the settings read at start-up (for whoever runs the server, never in an answer). */
const NOT_SCANNED = ["src/shared/i18n", "src/server/i18n", "src/server/test", "src/server/config.ts"];

/** A JSON key or path ("tripUpdates", "segments.0.city") put into a message: named as the API spells it, not translated. */
const isKey = (value: string) => /^[a-z][A-Za-z0-9_.]*$/.test(value);

/** The messages no pattern of `catalogue` matches. */
function missing(messages: readonly FoundMessage[], catalogue: Messages): FoundMessage[] {
  return messages.filter((m) => !identifyMessage(m.text, catalogue));
}

/**
 * The arguments of a message that are words of the code (a field label), not
 * data: each must be an entry of its own, or it would stay English in the
 * translated sentence.
 */
function untranslatedArguments(message: { text: string; data: string[] }, catalogue: Messages): string[] {
  const found = identifyMessage(message.text, catalogue);
  if (!found) return [];
  return Object.values(found.values).filter((value) => {
    if (!/\p{L}/u.test(value) || isKey(value) || message.data.some((d) => value.includes(d))) return false;
    const label = identifyMessage(value, catalogue);
    return !label || Object.keys(label.values).length > 0;
  });
}

describe("the messages of the source", () => {
  let found: FoundMessage[];
  beforeAll(() => {
    found = scanMessages(ROOT, ["src/shared", "src/server"], NOT_SCANNED).filter((m) => !NOT_SENT.has(m.text));
  }, 120_000);

  it("are read from every kind of place a message arises", () => {
    const texts = new Set(found.map((m) => m.text));
    // zod/mini and zod, a service's notFound, a template with a label, a helper's default, the error handler, a security guard.
    for (const text of [
      "First name is required",
      "Please fill in trip name",
      "Trip not found",
      "Planned amount must be a number of at least 0 with at most 2 decimal places",
      "You do not have permission to do this",
      "Request body must be a JSON object",
      "This request came from another site and was refused",
      "Too many requests — try again in 1 second",
    ]) {
      expect(texts, text).toContain(text);
    }
  });

  it("are each in the errors area of the catalogue", () => {
    expect(missing(found, english).map((m) => `${m.where}: ${m.text}`)).toEqual([]);
  });

  it("would fail if an entry were missing", () => {
    const { "errors.trips.notFound": _removed, ...fewer } = english;
    expect(missing(found, fewer).map((m) => m.text)).toContain("Trip not found");
  });

  it("have their labels in the catalogue too, so no English word stays in a translated sentence", () => {
    const problems = found.flatMap((m) => untranslatedArguments(m, english).map((arg) => `${m.where}: "${arg}" in "${m.text}"`));
    expect([...new Set(problems)]).toEqual([]);
    // And the check can fail: without the label, "Planned amount" would stay English.
    const { "errors.label.plannedAmount": _removed, ...fewer } = english;
    const planned = found.find((m) => m.text.startsWith("Planned amount must be a number"))!;
    expect(untranslatedArguments(planned, fewer)).toEqual(["Planned amount"]);
  });

  it("read differently in every other language", () => {
    const sentences = [...new Set(found.map((m) => m.text))];
    for (const language of LANGUAGES.filter((l) => l !== "en")) {
      const same = sentences.filter((text) => translateMessage(text, SERVER_MESSAGES[language], LOCALES[language], english) === text);
      expect(same, language).toEqual([]);
    }
  });
});

describe("messages that no source line of ours spells out", () => {
  it("Fastify's own answers to a malformed request are in the catalogue", () => {
    const clientErrors = [
      new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE(),
      new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(),
      new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH(),
      new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY(),
      new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY(),
      new errorCodes.FST_ERR_BAD_URL("%E0%A4%A"),
      new errorCodes.FST_ERR_MAX_PARAM_LENGTH("x".repeat(101)),
    ];
    expect(clientErrors.filter((e) => !identifyMessage(e.message, english)).map((e) => e.message)).toEqual([]);
  });

  it("the rate limit's message reads right for one second and for more", () => {
    expect(translateMessage(RETRY_MESSAGE(1), SERVER_MESSAGES.de, LOCALES.de, english)).toBe("Zu viele Anfragen – versuch es in 1 Sekunde noch einmal");
    expect(translateMessage(RETRY_MESSAGE(42), SERVER_MESSAGES.de, LOCALES.de, english)).toBe("Zu viele Anfragen – versuch es in 42 Sekunden noch einmal");
  });
});

// ── The running schemas: every route's body and query, and the forms' own schemas, given wrong values ──

interface Schema {
  safeParse(value: unknown): { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } };
}
interface ZodDef {
  type: string;
  shape?: Record<string, unknown>;
  in?: unknown;
  innerType?: unknown;
  options?: unknown[];
}
const defOf = (schema: unknown): ZodDef | undefined => (schema as { _zod?: { def: ZodDef } })?._zod?.def;

/** The fields of an object schema, through pipes, optionals and unions. */
function shapeOf(schema: unknown): Record<string, unknown> | null {
  const def = defOf(schema);
  if (!def) return null;
  if (def.type === "object") return def.shape ?? null;
  if (def.type === "pipe") return shapeOf(def.in);
  if (def.innerType) return shapeOf(def.innerType);
  if (def.type === "union") return (def.options ?? []).map(shapeOf).find(Boolean) ?? null;
  return null;
}

const WRONG_VALUES: unknown[] = [undefined, null, "", "   ", "x", "x".repeat(20_001), 0, -1, 1.5, 1e13, true, [], {}, [""], ["x".repeat(101)], "2026-13-45", "25:99", "1e3"];

/** Bodies with one wrong value each, down to the fields of nested objects (a reservation's location, a suggestion). */
function wrongBodies(schema: unknown, depth = 0): unknown[] {
  const shape = shapeOf(schema);
  if (!shape) return WRONG_VALUES;
  const bodies: unknown[] = [undefined, null, [], "x", 1, {}];
  for (const [field, sub] of Object.entries(shape)) {
    for (const value of [...WRONG_VALUES, ...(depth < 2 ? wrongBodies(sub, depth + 1) : [])]) bodies.push({ [field]: value });
  }
  return bodies;
}

describe("the messages of the running schemas", () => {
  let app: TestApp;
  const schemas = new Map<string, Schema>();
  beforeAll(async () => {
    app = await createTestApp({
      onRoute: (route: RouteOptions) => {
        const schema = route.schema as { body?: Schema; querystring?: Schema } | undefined;
        if (schema?.body) schemas.set(`${route.method} ${route.url} body`, schema.body);
        if (schema?.querystring) schemas.set(`${route.method} ${route.url} query`, schema.querystring);
      },
    });
    // The forms' own schemas: their confirmations never reach the server.
    schemas.set("registration form", registerFormSchema as Schema);
    schemas.set("change-password form", changePasswordFormSchema as Schema);
  });
  afterAll(async () => {
    await app.close();
  });

  it("are in the catalogue, and name the field (no zod default for a field)", () => {
    expect(schemas.size).toBeGreaterThan(20);
    const problems = new Set<string>();
    for (const [name, schema] of schemas) {
      for (const body of wrongBodies(schema)) {
        const result = schema.safeParse(body);
        for (const issue of result.success ? [] : result.error!.issues) {
          const where = `${name} ${issue.path.join(".") || "(body)"}: ${issue.message}`;
          const found = identifyMessage(issue.message, english);
          if (!found) problems.add(`not in the catalogue: ${where}`);
          // The body as a whole may get zod's own words (the answer's message is "Request body must be a JSON object").
          else if (found.id.startsWith("errors.zod.") && issue.path.length > 0) problems.add(`zod's default for a field: ${where}`);
        }
      }
    }
    expect([...problems]).toEqual([]);
  });
});
