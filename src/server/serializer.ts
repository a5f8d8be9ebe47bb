// Response serialisation (ADR 029). Every route answers through its zod
// response schema; the hot reads and the two most frequent writes (a new
// reservation, a tick) mark theirs with `fastJson`. A mark is on the schema
// object, so every route answering with that schema is written the same way.
// Those are written by fast-json-stringify, compiled once from the same zod
// schema's JSON Schema, instead of a zod pass plus JSON.stringify per request:
// once, whatever the environment. The tests' setup (test/setup.ts) turns on a
// cross-check that also writes each such answer the zod way and requires the
// same bytes, so the API tests catch any drift between the two; a server never
// runs it, so a difference can never turn an answer into an error there.
import type { FastifySerializerCompiler } from "fastify/types/schema";
import fastJsonStringify, { type Schema } from "fast-json-stringify";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { z } from "zod";

const marked = new WeakSet<z.ZodType>();

/** Marks a response schema (plain data: no transforms) to be serialised by fast-json-stringify. */
export function fastJson<T extends z.ZodType>(schema: T): T {
  marked.add(schema);
  return schema;
}

type JsonSchema = { [key: string]: unknown };

/**
 * zod writes `x | null` as anyOf [x, null]; fast-json-stringify serialises a
 * plain `type: [x, "null"]` directly, where anyOf would make it test each value
 * against the branches. Bounds and patterns do not change how a value is written.
 */
function plain(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(plain);
  if (!schema || typeof schema !== "object") return schema;
  const s = schema as JsonSchema;
  const anyOf = s.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2 && anyOf[1]?.type === "null" && typeof anyOf[0]?.type === "string") {
    const { anyOf: _, ...rest } = s;
    const inner = plain(anyOf[0]) as JsonSchema;
    return { ...rest, ...inner, type: [inner.type, "null"] };
  }
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(s)) {
    if (k === "$schema" || k === "minimum" || k === "maximum" || k === "pattern" || k === "format") continue;
    out[k] = k === "properties" ? Object.fromEntries(Object.entries(v as JsonSchema).map(([p, ps]) => [p, plain(ps)])) : plain(v);
  }
  return out;
}

/** The JSON Schema fast-json-stringify compiles for a marked zod schema (exported for its test). */
export function serializerSchema(schema: z.ZodType): Schema {
  return plain(z.toJSONSchema(schema, { io: "output", target: "draft-07" })) as Schema;
}

let crossCheck = false;

/** For the tests' setup only: every marked answer compiled after this is written both ways and must match byte for byte. */
export function crossCheckSerializers(on = true): void {
  crossCheck = on;
}

export const serializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const zodWrite = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  if (!marked.has(route.schema as z.ZodType)) return zodWrite;
  const write = fastJsonStringify(serializerSchema(route.schema as z.ZodType));
  if (!crossCheck) return write;
  return (data) => {
    const fast = write(data);
    const checked = zodWrite(data);
    if (fast !== checked) {
      throw new Error(`${route.method} ${route.url}: fast-json-stringify wrote ${fast.slice(0, 200)}, zod ${checked.slice(0, 200)}`);
    }
    return fast;
  };
};
