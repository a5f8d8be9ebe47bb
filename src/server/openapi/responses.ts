// Response entries for answers that are not a JSON body (no content, a
// redirect, a calendar file, an event stream), so the OpenAPI document says
// what they are. Fastify neither serializes nor checks these bodies.
import { z } from "zod";

/** 204: the write happened; nothing to send back. */
export const noContent = (description: string) => z.undefined().describe(description);

/** 302 to a page of the app, for links a browser follows. */
export const redirect = (description: string) => z.undefined().describe(description);

/** A body of another media type, e.g. text/calendar; sent as is. */
export const textBody = (contentType: string, description: string) => ({
  description,
  content: { [contentType]: { schema: z.string() } },
});
