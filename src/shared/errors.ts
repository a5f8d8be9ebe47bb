// The one error shape every route answers with (ARCHITECTURE.md "Errors").
// The browser's fetch wrapper reads it by hand (src/client/lib/api.ts, ADR 015).
import * as z from "zod/mini";

export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.optional(z.record(z.string(), z.string())),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
