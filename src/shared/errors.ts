// The one error shape every route answers with (ARCHITECTURE.md "Errors").
import { z } from "zod";

export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
