// The one error shape every route answers with (docs/architecture.md "Errors").
// The browser's fetch wrapper reads it by hand (src/client/lib/api.ts, ADR 015).
import * as z from "zod/mini";

export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.optional(z.record(z.string(), z.string())),
  /** A 409 of a stale If-Match (docs/product/offline.md): the resource as it is now, as its GET answers it. */
  current: z.optional(z.unknown()),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
