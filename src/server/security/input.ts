// Text with control characters is refused at the door, for every route and
// every field of its body, query and path, before any schema or database sees
// it (a NUL byte made PostgreSQL fail with a 500). The rule is src/shared/text.ts.
import type { FastifyInstance } from "fastify";
import { CONTROL_CHARACTER_MESSAGE, findControlCharacters } from "@shared/text";
import { HttpError } from "../http-error";

export function installInputChecks(app: FastifyInstance): void {
  // Callback style: a clean request passes with no promise made (ADR 029).
  app.addHook("preValidation", (request, _reply, done) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findControlCharacters(part);
      if (field) {
        return done(
          new HttpError(400, "bad_request", "errors.request.fieldControlCharacters", { field }, {
            [field]: { id: CONTROL_CHARACTER_MESSAGE },
          }),
        );
      }
    }
    done();
  });
}
