// Backups of the whole instance (docs/product/backups.md), as the Admin screen's Backups tab reads them.
import { z } from "zod";

export const backupSchema = z.object({
  id: z.string(),
  createdAt: z.string().describe("When it was started (ISO 8601)"),
  sizeBytes: z.number().int().nullable().describe("The gzip file's size; null until it is done"),
  status: z.enum(["running", "done", "failed"]),
  trigger: z.enum(["manual", "schedule"]),
});
export type Backup = z.infer<typeof backupSchema>;

export const backupStartedSchema = z.object({ id: z.string() });
