// A trip's shared chat with the assistant: list the messages, and answer a
// new one. The question and the answer are stored together only once the
// answer is valid, so a failed or malformed reply leaves nothing behind.
import type { WeatherSettings } from "../weather/service";
import type { Routers } from "../days/routing";
import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import { chatMetadataSchema, type ChatMessage, type ChatSendResult } from "@shared/chat";
import type { Language } from "@shared/i18n/languages";
import type { Db } from "../db/client";
import { chatMessages, users } from "../db/schema";
import { isoTimestamp } from "../db/timestamps";
import type { AiCallOptions, AiProvider } from "../ai/provider";
import { publishChange } from "../realtime/publish";
import { buildTripContext } from "./context";
import type { Proposal } from "@shared/proposals";
import { proposalsOf, saveProposal } from "../proposals/service";
import type { AssistantSession } from "../tools/assistant";

/** How many earlier messages the model sees; enough for follow-ups, small enough for the prompt. */
const HISTORY = 12;

const columns = {
  id: chatMessages.id,
  tripId: chatMessages.tripId,
  role: chatMessages.role,
  content: chatMessages.content,
  metadata: chatMessages.metadata,
  createdAt: chatMessages.createdAt,
  authorId: users.id,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
  authorEmail: users.email,
};

type Row = {
  id: string;
  tripId: string;
  role: "user" | "assistant";
  content: string;
  metadata: unknown;
  createdAt: string;
  authorId: string | null;
  authorFirstName: string | null;
  authorLastName: string | null;
  authorEmail: string | null;
};

function toMessage(r: Row, proposal: Proposal | null): ChatMessage {
  // Stored metadata was validated on write; parsing again keeps a hand-edited row from breaking the list.
  const metadata = chatMetadataSchema.safeParse(r.metadata);
  return {
    id: r.id,
    tripId: r.tripId,
    role: r.role,
    content: r.content,
    author:
      r.authorId && r.authorEmail
        ? { id: r.authorId, firstName: r.authorFirstName, lastName: r.authorLastName, email: r.authorEmail }
        : null,
    metadata: metadata.success ? metadata.data : {},
    proposal,
    createdAt: isoTimestamp(r.createdAt),
  };
}

const order = [asc(chatMessages.createdAt), sql`case when ${chatMessages.role} = 'user' then 0 else 1 end`, asc(chatMessages.id)];

/** The trip's messages, oldest first, each user message with its author. */
export async function listMessages(db: Db, tripId: string): Promise<ChatMessage[]> {
  const rows = await db
    .select(columns)
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.authorId))
    .where(eq(chatMessages.tripId, tripId))
    .orderBy(...order);
  return withProposals(db, rows);
}

async function recentHistory(db: Db, tripId: string) {
  const rows = await db
    .select({ role: chatMessages.role, content: chatMessages.content })
    .from(chatMessages)
    .where(eq(chatMessages.tripId, tripId))
    .orderBy(desc(chatMessages.createdAt), sql`case when ${chatMessages.role} = 'user' then 1 else 0 end`, desc(chatMessages.id))
    .limit(HISTORY);
  return rows.reverse();
}

export interface SendOptions extends AiCallOptions {
  /** Receives the reply text as the provider generates it. */
  onDelta?: (text: string) => void;
}

/**
 * Asks the provider about this trip and stores the question with its answer.
 * `language` is the asker's: the answer is written in it (the offline
 * assistant's; a model gets it too). Throws the provider's 502/503 before
 * anything is written.
 */
export async function sendMessage(
  db: Db,
  ai: AiProvider,
  tripId: string,
  asker: Asker,
  input: { content: string; today?: string; language: Language },
  options: SendOptions = {},
): Promise<ChatSendResult> {
  const { userId } = asker;
  const askedAt = new Date();
  const [context, history] = await Promise.all([
    buildTripContext(db, tripId, userId, input.today, asker.routers, asker.weather),
    recentHistory(db, tripId),
  ]);
  // A model gets the trip's tools; the offline assistant answers from the context alone.
  const session = ai.kind === "offline" ? null : asker.tools(input.language);
  const reply = await ai.chat({ context, history, question: input.content, language: input.language, tools: session?.tools }, options);
  // The answer is stamped after the question even when both happen within one millisecond.
  const answeredAt = new Date(Math.max(Date.now(), askedAt.getTime() + 1));
  const metadata = chatMetadataSchema.parse({
    provider: ai.kind,
    ...(reply.suggestions.length ? { suggestions: reply.suggestions } : {}),
  });
  const ids = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(chatMessages)
      .values([
        { tripId, role: "user", content: input.content, authorId: userId, metadata: {}, createdAt: askedAt.toISOString() },
        { tripId, role: "assistant", content: reply.reply, authorId: null, metadata, createdAt: answeredAt.toISOString() },
      ])
      .returning({ id: chatMessages.id });
    if (session?.changes.length) await saveProposal(tx, tripId, inserted[1]!.id, userId, session.changes);
    // One event per stored message, the question first.
    for (const { id } of inserted) await publishChange(tx, { tripId, resource: "chat", action: "created", id, by: userId });
    return inserted.map((r) => r.id);
  });
  const rows = await db
    .select(columns)
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.authorId))
    .where(inArray(chatMessages.id, ids))
    .orderBy(...order);
  return { messages: await withProposals(db, rows) };
}

/** Who asks: the tools offered to a model are the ones this member could use (tools/assistant.ts). */
export interface Asker {
  userId: string;
  /** The asker's tools for one answer, in the answer's language (only a model gets them). */
  tools: (language: Language) => AssistantSession;
  /** The routers (ROUTING_URL, TRANSIT_URL), so the assistant's legs are the day plan's. */
  routers?: Routers;
  /** The weather services (WEATHER_URL, CLIMATE_URL), so the assistant reads the weather the dashboard shows. */
  weather?: WeatherSettings;
}

async function withProposals(db: Db, rows: Row[]): Promise<ChatMessage[]> {
  const found = await proposalsOf(db, rows.filter((r) => r.role === "assistant").map((r) => r.id));
  return rows.map((r) => toMessage(r, found.get(r.id) ?? null));
}
