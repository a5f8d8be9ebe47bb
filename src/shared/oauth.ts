// Outside assistants connected with OAuth (docs/tools-and-mcp.md): what a member may let an app do,
// the consent screen's request and answer, and the "Connected apps" list of the profile.
import { z } from "zod";
import { zodMessage } from "./i18n/error-message";

/** What an app may ask for: reading the member's trips, and changing them. Writing needs `trips:write`. */
export const OAUTH_SCOPES = ["trips:read", "trips:write"] as const;
export type OAuthScope = (typeof OAUTH_SCOPES)[number];

/** One parameter of the app's request: anything else than text means the request is not one to show the member. */
const requestParameter = () => z.string({ error: zodMessage("errors.oauth.badRequest") }).optional();

/** The authorization request as the app sent it to /oauth/authorize, carried to the consent screen. */
export const consentRequestSchema = z.object({
  response_type: requestParameter(),
  client_id: requestParameter(),
  redirect_uri: requestParameter(),
  scope: requestParameter(),
  state: requestParameter(),
  code_challenge: requestParameter(),
  code_challenge_method: requestParameter(),
  resource: requestParameter(),
});
export type ConsentRequest = z.infer<typeof consentRequestSchema>;

/** What the consent screen names: the app, where it sends the member back to, and what it may do. */
export const consentInfoSchema = z.object({
  clientName: z.string(),
  redirectHost: z.string(),
  scopes: z.array(z.enum(OAUTH_SCOPES)),
});
export type ConsentInfo = z.infer<typeof consentInfoSchema>;

export const consentDecisionSchema = consentRequestSchema.extend({ allow: z.boolean({ error: zodMessage("errors.oauth.badRequest") }) });
export type ConsentDecision = z.infer<typeof consentDecisionSchema>;

/** Where the browser goes next: back to the app, with a code or `error=access_denied`. */
export const consentAnswerSchema = z.object({ redirectTo: z.string() });

/** A grant in Profile → Connected apps. */
export const connectedAppSchema = z.object({
  id: z.string(),
  clientName: z.string(),
  scopes: z.array(z.enum(OAUTH_SCOPES)),
  createdAt: z.string(),
  /** The last call made with it (to the minute), or null if never used. */
  lastUsedAt: z.string().nullable(),
});
export type ConnectedApp = z.infer<typeof connectedAppSchema>;
