// JSON bodies are parsed only when they are nested at most 64 levels deep. The
// depth is counted by one pass over the raw text before JSON.parse, so a body
// of thousands of brackets is refused at the cost of reading it once, and no
// later walk over a parsed body (the control-character check, zod, the
// serializer) can recurse deep enough to overflow the stack (a 500) or cost
// depth × elements. The parse itself is Fastify's own (prototype-poisoning
// checks included).
import type { FastifyInstance } from "fastify";
import { HttpError } from "../http-error";

export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/** True when the JSON text opens more than `max` arrays or objects inside each other; brackets in strings are text. */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
  }
  return false;
}

export function installJsonBodyParser(app: FastifyInstance): void {
  // Fastify's parser with its defaults: a body with __proto__ or constructor.prototype is a 400.
  const parse = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body: string, done) => {
    if (nestedDeeperThan(body, MAX_JSON_DEPTH)) {
      return done(new HttpError(400, "bad_request", "errors.security.jsonTooDeep", { max: MAX_JSON_DEPTH }, { body: { id: "errors.security.jsonTooDeep", values: { max: MAX_JSON_DEPTH } } }), undefined);
    }
    parse(request, body, done);
  });
}
