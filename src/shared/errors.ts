// The one error shape every route answers with (ARCHITECTURE.md "Errors").
// zod/mini, because the client's fetch wrapper (on every page, the sign-in
// page included) parses error bodies with it.
import * as z from "zod/mini";

export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.optional(z.record(z.string(), z.string())),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
