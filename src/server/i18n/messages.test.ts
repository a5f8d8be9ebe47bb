// Errors by id (ADR 044): an error is an id of the `errors` area with its
// values, translated at the edge. tsc refuses an unknown id where code names
// one (HttpError and its helpers, zodMessage, labelled); catalogue.test.ts
// checks every language has every id with the same arguments. Here: the id,
// not the English text, decides what a reader sees, and every route's
// schemas give ids (never zod's own English) for wrong values.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteOptions } from "fastify";
import { formatError, issueMessage, zodMessage, type ErrorId } from "@shared/i18n/error-message";
import { changePasswordFormSchema, registerFormSchema, registerSchema } from "@shared/auth";
import { createIntl } from "@formatjs/intl";
import { HttpError, badRequest, isErrorId } from "../http-error";
import { createTestApp, type TestApp } from "../test/test-app";
import { SERVER_MESSAGES, errorText } from "./index";

describe("an error message", () => {
  it("is chosen by its id: editing the English text changes nothing in German", () => {
    const message = { id: "errors.trips.endBeforeStart" as const };
    const german = errorText(message, "de");
    expect(german).not.toBe(errorText(message, "en"));
    // The English text edited: German still reads the same, English the new text.
    const edited = { ...SERVER_MESSAGES.en, "errors.trips.endBeforeStart": "The end comes before the start" };
    const format = (messages: Record<string, string>, locale: string) => {
      const intl = createIntl({ locale, messages, onError: () => {} });
      return (id: ErrorId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
    };
    expect(formatError(message, format(edited, "en"))).toBe("The end comes before the start");
    expect(formatError(message, format(SERVER_MESSAGES.de, "de"))).toBe(german);
  });

  it("translates a label inside a sentence and shows numbers as written", () => {
    const message = { id: "errors.field.maxCharacters" as const, values: { label: { id: "errors.label.notes" as const }, max: 5000 } };
    expect(errorText(message, "en")).toBe("Notes must be at most 5000 characters");
    expect(errorText(message, "de")).toBe("Das Feld „Notizen“ darf höchstens 5000 Zeichen lang sein");
  });

  it("refuses an unknown id at compile time", () => {
    // @ts-expect-error -- not an id of the errors area
    expect(() => badRequest("name", "errors.no.suchMessage")).not.toThrow();
    // @ts-expect-error -- English text is no id
    expect(() => new HttpError(404, "not_found", "Trip not found")).not.toThrow();
    // @ts-expect-error -- a zod message takes ids too
    expect(zodMessage("Please fill in trip name")).toBe("Please fill in trip name");
  });
});

describe("a zod issue", () => {
  it("is mapped by its code, naming the field and its limit", () => {
    const tooShort = issueMessage({ code: "too_small", origin: "string", minimum: 3, message: "Too small: expected string to have >=3 characters", field: "name" }, isErrorId);
    expect(tooShort).toEqual({ id: "errors.zod.tooShort", values: { field: "name", min: "3" } });
    expect(errorText(tooShort, "de")).toBe("name muss mindestens 3 Zeichen haben");
    const tooBig = issueMessage({ code: "too_big", origin: "number", maximum: 9, message: "x", field: "rooms" }, isErrorId);
    expect(errorText(tooBig, "fr")).toBe("rooms doit être au plus 9");
  });

  it("of a shared schema answers in German with the field's name", () => {
    const parsed = registerSchema.safeParse({ email: "a@b.co", password: "longenough", firstName: "", lastName: "Doe" });
    expect(parsed.success).toBe(false);
    const issue = parsed.error!.issues[0]!;
    expect(issue.code).toBe("too_small");
    const message = issueMessage({ ...issue, field: issue.path.join(".") }, isErrorId);
    expect(errorText(message, "de")).toBe("Vorname ist erforderlich");
    expect(errorText(message, "en")).toBe("First name is required");
  });
});

// ── The running schemas: every route's body and query, and the forms' own schemas, given wrong values ──

interface Schema {
  safeParse(value: unknown): { success: boolean; error?: { issues: Array<{ code: string; message: string; path: PropertyKey[] }> } };
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
        const schema = route.schema as { body?: Schema; querystring?: Schema; params?: Schema } | undefined;
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

  it("are ids of the catalogue with their values (no zod default for a field)", () => {
    expect(schemas.size).toBeGreaterThan(20);
    const problems = new Set<string>();
    for (const [name, schema] of schemas) {
      for (const body of wrongBodies(schema)) {
        const result = schema.safeParse(body);
        for (const issue of result.success ? [] : result.error!.issues) {
          // The body as a whole may be refused by zod's own check (the answer then says "Request body must be a JSON object").
          if (issue.path.length === 0) continue;
          const message = issueMessage({ ...issue, field: issue.path.join(".") }, isErrorId);
          const where = `${name} ${issue.path.join(".")}: ${issue.message}`;
          if (message.id.startsWith("errors.zod.")) problems.add(`not an id: ${where}`);
          // Every value a message names is given (a missing one would show as "{label}").
          else if (/\{\w+\}/.test(errorText(message, "en"))) problems.add(`a value missing: ${where}`);
        }
      }
    }
    expect([...problems]).toEqual([]);
  });
});
