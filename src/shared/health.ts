// GET /api/health: what a load balancer or uptime check reads.
import { z } from "zod";

export const healthSchema = z.object({ status: z.literal("ok") });
export type Health = z.infer<typeof healthSchema>;

/** The 503 answer while the database does not respond: the error shape plus the status. */
export const healthUnavailableSchema = z.object({
  status: z.literal("unavailable"),
  message: z.string(),
  code: z.literal("db_unavailable"),
});

/** GET /api/ready: the database answers and has every migration this build knows. */
export const readySchema = z.object({ database: z.literal("ok"), migrations: z.literal("current") });
export const notReadySchema = z.object({
  database: z.enum(["ok", "unavailable"]),
  migrations: z.enum(["current", "behind", "unknown"]),
  message: z.string(),
  code: z.literal("not_ready"),
});
