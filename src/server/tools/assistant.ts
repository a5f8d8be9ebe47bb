// The tools a model gets while answering a member in a trip's chat (docs/tools-and-mcp.md,
// ADR 056): the same registry the MCP server serves, narrowed to this trip and this member.
//
// How the set is chosen: every registered tool whose access is a trip action (`{ action }`)
// that the asker's role allows in this trip, except the acts that hand the trip to someone
// else or end it (ASSISTANT_NEVER: a model reads text other people wrote, so it must not be
// able to even suggest sharing, inviting, webhooks, removing members or deletion), reads first, then by name,
// at most MAX_ASSISTANT_TOOLS. The trip is always the chat's own: `tripId` is filled in and
// not shown to the model, and a tool addressed by a thing's id refuses a thing of another trip.
//
// A read runs at once, as the asker, through the registry's call. A write is never run
// here: its arguments are checked against the route's own schema and it becomes a change
// of the answer's proposal (tool name + input + a one-line summary in the asker's
// language); a member who presses Apply runs the route as themselves (proposals/service.ts).
import type { FastifyInstance, FastifyRequest } from "fastify";
import { isCalendarDate } from "@shared/dates";
import { formattersFor } from "@shared/i18n/format";
import type { Language } from "@shared/i18n/languages";
import { issueMessage } from "@shared/i18n/error-message";
import { can, type Action } from "@shared/permissions";
import type { ProposalChange } from "@shared/proposals";
import type { Role } from "@shared/trips";
import type { AssistantTool } from "../ai/provider";
import { eq } from "drizzle-orm";
import { TRIP_OF, type TripOf } from "../access/trip-of";
import type { Db } from "../db/client";
import { expenses, itineraryItems, listItems, places, reservations } from "../db/schema";
import { isErrorId } from "../http-error";
import { errorText, intlFor } from "../i18n";
import { callTool, toolJsonSchema, type Tool, type ToolAnswer } from "./registry";

/** What a model is offered at most: a longer list costs every call tokens and makes its choice worse. */
export const MAX_ASSISTANT_TOOLS = 100;
/** Changes one answer may propose; a card longer than this is not one a member can check. */
export const MAX_CHANGES = 10;
/** A read's answer is cut here: the model's context is finite, and the trip data message already holds the essentials. */
const MAX_RESULT_CHARS = 20_000;

/**
 * Trip acts a model is never offered, even as a proposal: each gives the trip (or a copy of
 * its data) to someone outside it, removes someone from it, or removes it. They stay on the screens, where a member
 * does them on purpose.
 */
export const ASSISTANT_NEVER: ReadonlySet<Action> = new Set<Action>([
  "trip.delete",
  "members.manage",
  "invites.manage",
  "webhooks.manage",
  "share.manage",
  "members.leave",
]);

/** The trip permission a tool needs, or null for a tool that is not about one trip. */
export function tripAction(tool: Tool): Action | null {
  return typeof tool.access === "object" ? tool.access.action : null;
}

/** The tools a member of this role is offered in a trip's chat, in the order the model sees them. */
export function assistantToolsFor(tools: Iterable<Tool>, role: Role): Tool[] {
  return [...tools]
    .filter((tool) => {
      const action = tripAction(tool);
      return action !== null && !ASSISTANT_NEVER.has(action) && can(role, action);
    })
    .sort((a, b) => Number(a.write) - Number(b.write) || a.name.localeCompare(b.name))
    .slice(0, MAX_ASSISTANT_TOOLS);
}

/** The headers a tool runs with: the asker's own credentials and language, nothing else of their request. */
export function callerCredentials(request: FastifyRequest): Record<string, string> {
  const credentials: Record<string, string> = {};
  for (const name of ["cookie", "authorization", "accept-language"] as const) {
    const value = request.headers[name];
    if (typeof value === "string") credentials[name] = value;
  }
  return credentials;
}

/** A tool's arguments in the chat's trip: `tripId`, wherever the route takes it, is the chat's. */
export function withChatTrip(tool: Tool, input: Record<string, unknown>, tripId: string): Record<string, unknown> {
  return "tripId" in tool.input.shape ? { ...input, tripId } : input;
}

export interface AssistantSession {
  tools: AssistantTool[];
  /** The changes proposed so far in this answer, in order. */
  changes: ProposalChange[];
}

function cut(text: string): string {
  return text.length > MAX_RESULT_CHARS ? `${text.slice(0, MAX_RESULT_CHARS)}… (cut)` : text;
}

/** A route's refusal as the model reads it (in English: the model reads it, not a member). */
export function refusal(answer: ToolAnswer): string {
  try {
    const body = JSON.parse(answer.body) as { message?: string; fields?: Record<string, string> };
    const fields = Object.entries(body.fields ?? {}).map(([field, message]) => `${field}: ${message}`);
    return `Refused (${answer.statusCode}): ${[body.message, ...fields].filter(Boolean).join("; ")}`;
  } catch {
    return `Refused (${answer.statusCode}).`;
  }
}

/** The arguments' values a member recognises a change by: names, dates, times, amounts (never ids or flags). */
function details(input: Record<string, unknown>, language: Language): string {
  const fmt = formattersFor(language);
  // A route whose body is one argument (`body`) shows that body's values.
  const values = input.body && typeof input.body === "object" ? { ...input, ...(input.body as Record<string, unknown>) } : input;
  return Object.entries(values)
    .filter(([key, value]) => !/id$/i.test(key) && (typeof value === "string" || typeof value === "number") && value !== "")
    .map(([, value]) => (typeof value === "string" && isCalendarDate(value) ? fmt.date(value) : String(value)))
    // A one-day item's start and end date are one date on the card.
    .filter((text, index, all) => all.indexOf(text) === index)
    .join(", ");
}

/** A change's one line on the card, in the asker's language: what the tool does, to what (`thing`, by its name), then what with. */
export function changeSummary(tool: Tool, input: Record<string, unknown>, language: Language, thing?: string): string {
  const title = intlFor(language).formatMessage({ id: `assistant.tool.${tool.name}` });
  const what = [thing, details(input, language)].filter(Boolean).join(", ");
  return what ? `${title}: ${what}` : title;
}

const firstName = (rows: Array<{ name: string }>) => rows[0]?.name;
/**
 * The name a member knows a thing by, for the card line of a change addressed by its id
 * ("Change an itinerary item: Gulbenkian Museum, …"); asked once the thing is known to be
 * this trip's. Kinds without a name of their own (a photo, a file) show their change's values only.
 */
const THING_NAME: Partial<Record<TripOf, (db: Db, id: string) => Promise<string | undefined>>> = {
  itineraryItem: async (db, id) => firstName(await db.select({ name: itineraryItems.title }).from(itineraryItems).where(eq(itineraryItems.id, id)).limit(1)),
  reservation: async (db, id) => firstName(await db.select({ name: reservations.name }).from(reservations).where(eq(reservations.id, id)).limit(1)),
  expense: async (db, id) => firstName(await db.select({ name: expenses.description }).from(expenses).where(eq(expenses.id, id)).limit(1)),
  listItem: async (db, id) => firstName(await db.select({ name: listItems.text }).from(listItems).where(eq(listItems.id, id)).limit(1)),
  place: async (db, id) => firstName(await db.select({ name: places.name }).from(places).where(eq(places.id, id)).limit(1)),
};

export function assistantSession(
  app: FastifyInstance,
  ctx: { tripId: string; role: Role; language: Language; credentials: Record<string, string> },
): AssistantSession {
  const changes: ProposalChange[] = [];
  const db = app.deps.database.db;

  /** The model's arguments with the chat's trip put in, or why they cannot be used. */
  async function argumentsFor(tool: Tool, raw: unknown): Promise<Record<string, unknown> | string> {
    if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return "Refused: the arguments must be a JSON object. Nothing was done.";
    const args = withChatTrip(tool, raw as Record<string, unknown>, ctx.tripId);
    const access = tool.access;
    if (typeof access === "object" && access.tripOf) {
      // The thing's own trip, found the way the route's access check finds it.
      const of = TRIP_OF[access.tripOf];
      const addressed = { params: args, query: args, body: args } as unknown as FastifyRequest;
      const found = await of.find(db, addressed).catch(() => null);
      if (found !== ctx.tripId) return `Refused: ${errorText({ id: of.notFound }, "en")} in this trip. Nothing was done.`;
    }
    return args;
  }

  const tools = assistantToolsFor(app.tools.values(), ctx.role).map((tool): AssistantTool => {
    const { properties, required, ...schema } = toolJsonSchema(tool) as { properties?: Record<string, unknown>; required?: string[] };
    const { tripId: _chatTrip, ...shown } = properties ?? {};
    const parameters = { ...schema, properties: shown, ...(required ? { required: required.filter((name) => name !== "tripId") } : {}) };
    if (!tool.write) {
      return {
        name: tool.name,
        description: tool.description,
        parameters,
        async run(raw) {
          const args = await argumentsFor(tool, raw);
          if (typeof args === "string") return args;
          const answer = await callTool(app, tool, args, ctx.credentials);
          return answer.statusCode < 300 ? cut(answer.body) : refusal(answer);
        },
      };
    }
    return {
      name: tool.name,
      description: `${tool.description}. Only proposes: the members see it as a card and decide.`,
      parameters,
      async run(raw) {
        if (changes.length >= MAX_CHANGES) return `Refused: one answer can propose at most ${MAX_CHANGES} changes.`;
        const args = await argumentsFor(tool, raw);
        if (typeof args === "string") return args;
        // The route's own schema, so a change that could never pass is refused now, with its field.
        const parsed = tool.input.safeParse(args);
        if (!parsed.success) {
          const issue = parsed.error.issues[0]!;
          const field = issue.path.join(".") || "arguments";
          return `Refused: ${field}: ${errorText(issueMessage({ ...issue, field }, isErrorId), "en")}. Nothing was proposed.`;
        }
        const { tripId: _chatTrip, ...input } = args;
        const kind = typeof tool.access === "object" ? tool.access.tripOf : undefined;
        const named = kind && THING_NAME[kind];
        const thing = named && typeof input.id === "string" ? await named(db, input.id) : undefined;
        const change: ProposalChange = { tool: tool.name, permission: tripAction(tool)!, input, summary: changeSummary(tool, input, ctx.language, thing) };
        changes.push(change);
        return `Proposed: ${change.summary}. It is shown to the members, who apply or discard it.`;
      },
    };
  });
  return { tools, changes };
}
