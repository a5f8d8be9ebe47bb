// Trip chat between members (docs/product/trip-chat.md): request bodies and the JSON the API
// answers. Who may edit or delete is decided by the service (trip-chat/service.ts).
import { z } from "zod";
import { type ErrorId } from "./i18n/error-message";

/** Longest message, in UTF-16 code units as the composer counts them (the database counts characters, never more). */
export const MAX_MESSAGE_LENGTH = 4000;
/** How long its author may edit or delete a message. */
export const EDIT_WINDOW_MS = 15 * 60 * 1000;
/** Messages per page of the conversation. */
export const MESSAGES_PAGE_SIZE = 50;
/** The reactions the chat offers (the API takes any one emoji). */
export const QUICK_REACTIONS = ["👍", "❤️", "😂", "😮", "🎉", "👎"] as const;

export const TEXT_REQUIRED: ErrorId = "errors.tripChat.textRequired";
export const TEXT_TOO_LONG: ErrorId = "errors.tripChat.textTooLong";
export const MENTIONS_NOT_MEMBERS: ErrorId = "errors.tripChat.mentionsNotMembers";
export const REPLY_NOT_FOUND: ErrorId = "errors.tripChat.replyNotFound";
export const MESSAGE_NOT_FOUND: ErrorId = "errors.tripChat.notFound";
export const NOT_AUTHOR: ErrorId = "errors.tripChat.notAuthor";
export const EDIT_WINDOW_OVER: ErrorId = "errors.tripChat.editWindowOver";
export const MESSAGE_DELETED: ErrorId = "errors.tripChat.deleted";
export const EMOJI_INVALID: ErrorId = "errors.tripChat.emoji";
export const CURSOR_INVALID: ErrorId = "errors.tripChat.before";
export const LAST_ID_INVALID: ErrorId = "errors.tripChat.lastId";

// A whole emoji as Unicode lists them (flags, skin tones and ZWJ families included): one grapheme.
// Built with RegExp because the `v` flag is newer than the type checker's target.
const ONE_EMOJI = new RegExp("^\\p{RGI_Emoji}$", "v");

/** Whether `value` is exactly one emoji. */
export const isOneEmoji = (value: string): boolean => ONE_EMOJI.test(value);

const text = z.string({ error: TEXT_REQUIRED }).trim().min(1, TEXT_REQUIRED).max(MAX_MESSAGE_LENGTH, TEXT_TOO_LONG);
const id = (message: ErrorId) => z.uuid({ error: message });

export const messageInputSchema = z.object({
  text,
  /** A message of the same trip this one answers. */
  replyTo: id(REPLY_NOT_FOUND).nullish(),
  /** Members' user ids (no guests: they have no account to be told). */
  mentions: z.array(id(MENTIONS_NOT_MEMBERS), { error: MENTIONS_NOT_MEMBERS }).max(50, MENTIONS_NOT_MEMBERS).optional(),
});
export type MessageInput = z.input<typeof messageInputSchema>;

export const messagePatchSchema = z.object({ text });

export const readInputSchema = z.object({ lastId: id(LAST_ID_INVALID) });

export const chatMessageSchema = z.object({
  id: z.string(),
  /** Null once the author's account is gone. */
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Empty once deleted. */
  text: z.string(),
  /** The message this one answers (null when none, or when that one is gone). */
  replyTo: z.string().nullable(),
  mentions: z.array(z.string()),
  /** Each emoji with the ids of the members who reacted with it, first reaction first. */
  reactions: z.record(z.string(), z.array(z.string())),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  deleted: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const messagesPageSchema = z.object({
  /** Oldest first: the newest page of messages before `before` (or the newest of all). */
  items: z.array(chatMessageSchema),
  /** The `before` that reads the page of older messages; null when there are none. */
  next: z.string().nullable(),
  /** Messages by others after the caller's read marker (all of theirs when none is set yet), deleted ones left out. */
  unread: z.number().int(),
  /** The caller's read marker: the last message they saw (the client draws "New" after it). */
  lastReadId: z.string().nullable(),
});
export type MessagesPage = z.infer<typeof messagesPageSchema>;
