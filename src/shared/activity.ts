// A trip's recent changes (issue 27 item 6, ADR 037): what the header's
// notifications list. One entry per change a service published; the client
// words it from resource + action (translated) and the title.
import { z } from "zod";
import { ACTIVITY_DETAILS } from "./activity-rules";
import { type ErrorId } from "./i18n/error-message";

export const ACTIVITY_LIMIT_MESSAGE: ErrorId = "errors.activity.limit";

export const activityQuerySchema = z.object({
  limit: z.coerce.number({ error: ACTIVITY_LIMIT_MESSAGE }).int(ACTIVITY_LIMIT_MESSAGE).min(1, ACTIVITY_LIMIT_MESSAGE).max(100, ACTIVITY_LIMIT_MESSAGE).default(50),
});

export const activityEntrySchema = z.object({
  id: z.string(),
  tripId: z.string(),
  /** One of REALTIME_RESOURCES (realtime.ts). */
  resource: z.string(),
  action: z.enum(["created", "updated", "deleted"]),
  /** The changed row, when the change was about one. */
  itemId: z.string().nullable(),
  /** What was changed as the member named it (a list item's text), when known. */
  title: z.string().nullable(),
  /** How it changed, when more than the action: a list item "ticked" or "unticked". */
  detail: z.enum(ACTIVITY_DETAILS).nullable(),
  /** Who made the change; names are null for an account since deleted. */
  by: z.object({ id: z.string(), firstName: z.string().nullable(), lastName: z.string().nullable() }).nullable(),
  /** When, ISO 8601 UTC. */
  at: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;
