// AI assistant contract (docs/product/assistant.md Chat message, Suggestion, Travel suggestion;
// docs/product/assistant.md Suggestions and Chat; docs/product/assistant.md Chat and AI): request bodies, the JSON the API
// returns, and the shapes a model's answer must have before anything uses it.
import { z } from "zod";
import { isCalendarDate } from "./dates";
import { itineraryItemSchema } from "./itinerary";
import { reservationSchema } from "./reservations";
import { proposalSchema } from "./proposals";
import { labelled, zodMessage, type ErrorId } from "./i18n/error-message";

export const CHAT_SEND_FAILED = "Failed to send message";
export const SUGGESTIONS_MISSING_INFO: ErrorId = "errors.chat.suggestionsMissingInfo";
export const CHAT_MAX_CHARS = 4000;

// ── Chat ──

export const chatInputSchema = z.object({
  content: z
    .string({ error: zodMessage("errors.chat.typeMessage") })
    .trim()
    .min(1, zodMessage("errors.chat.typeMessage"))
    .max(CHAT_MAX_CHARS, zodMessage("errors.chat.messageTooLong", { max: CHAT_MAX_CHARS })),
  /** The sender's local date, so "days to go" counts in their time zone; the server's date otherwise. */
  today: z
    .string({ error: zodMessage("errors.field.date") })
    .refine(isCalendarDate, zodMessage("errors.field.date"))
    .optional(),
});
export type ChatInput = z.input<typeof chatInputSchema>;

const RATING_MESSAGE: ErrorId = "errors.quotes.rating";

export const CHAT_SUGGESTION_TYPES = ["restaurant", "hotel", "attraction", "activity", "transport", "other"] as const;
export type ChatSuggestionType = (typeof CHAT_SUGGESTION_TYPES)[number];

const text = (label: ErrorId, max: number) =>
  z
    .string({ error: labelled("errors.field.required", label) })
    .trim()
    .min(1, labelled("errors.field.required", label))
    .max(max, labelled("errors.field.maxCharacters", label, { max }));
const nullableText = (label: ErrorId, max: number) =>
  z
    .string({ error: labelled("errors.field.text", label) })
    .trim()
    .max(max, labelled("errors.field.maxCharacters", label, { max }))
    .nullish()
    .transform((v) => v || null);

/**
 * A place or plan the assistant proposes in chat (docs/product/assistant.md "Suggestion"), as
 * a model or a client sends it: trimmed, blanks become null. Responses use
 * the plain `suggestionSchema` below (a response schema cannot transform).
 */
export const suggestionInputSchema = z.object(
  {
    type: z.enum(CHAT_SUGGESTION_TYPES, { error: labelled("errors.field.oneOf", "errors.label.type", { values: CHAT_SUGGESTION_TYPES.join(", ") }) }),
    name: text("errors.label.name", 200),
    description: nullableText("errors.label.description", 2000),
    /** "City, Country" or a place name; the accept rule reads a city from it. */
    location: nullableText("errors.label.location", 200),
    /** Free text such as "€25" or "$$"; stored as a cost only when it is a plain amount. */
    cost: z
      .union([z.string(), z.number()], { error: labelled("errors.field.textOrNumber", "errors.label.cost") })
      .nullish()
      .transform((v) => (v === null || v === undefined ? null : String(v).trim().slice(0, 100) || null)),
    rating: z
      .number({ error: RATING_MESSAGE })
      .min(0, RATING_MESSAGE)
      .max(5, RATING_MESSAGE)
      .nullish()
      .transform((v) => v ?? null),
  },
  { error: zodMessage("errors.chat.suggestionShape") },
);
export type SuggestionInput = z.input<typeof suggestionInputSchema>;

export const suggestionSchema = z.object({
  type: z.enum(CHAT_SUGGESTION_TYPES),
  name: z.string(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  cost: z.string().nullable(),
  rating: z.number().nullable(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const chatMetadataSchema = z.object({
  suggestions: z.array(suggestionSchema).max(10).optional(),
  /** Which assistant answered: the built-in offline one or a model. */
  provider: z.enum(["offline", "openai-compatible"]).optional(),
});
export type ChatMetadata = z.output<typeof chatMetadataSchema>;

export const chatMessageSchema = z.object({
  id: z.string(),
  tripId: z.string(),
  role: z.enum(["user", "assistant"]),
  content: z.string(),
  /** The author of a user message; null for the assistant (or a deleted account). */
  author: z
    .object({ id: z.string(), firstName: z.string().nullable(), lastName: z.string().nullable(), email: z.string() })
    .nullable(),
  metadata: chatMetadataSchema,
  /** Changes the assistant proposes in this message (docs/product/assistant.md); null when none. */
  proposal: proposalSchema.nullable(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatSendResultSchema = z.object({ messages: z.array(chatMessageSchema) });
export type ChatSendResult = z.infer<typeof chatSendResultSchema>;

/** What a model must answer in chat: the reply text first (it streams), then optional suggestions. */
export const chatReplySchema = z.object({
  reply: z.string().trim().min(1).max(8000),
  suggestions: z.array(suggestionInputSchema).max(10).default([]),
});
export type ChatReply = z.output<typeof chatReplySchema>;

// ── Accept a suggestion ──

export const acceptSuggestionInputSchema = z.object({
  suggestion: suggestionInputSchema,
  today: chatInputSchema.shape.today,
});
export type AcceptSuggestionInput = z.input<typeof acceptSuggestionInputSchema>;

// ── Travel suggestions (the generator) ──

export const TRAVEL_SUGGESTION_TYPES = ["restaurant", "attraction", "activity", "other"] as const;

const required = z
  .string({ error: SUGGESTIONS_MISSING_INFO })
  .trim()
  .min(1, SUGGESTIONS_MISSING_INFO)
  .max(200, zodMessage("errors.field.atMostCharacters", { max: 200 }));

export const travelSuggestionsInputSchema = z.object({
  destination: required,
  /** Free text (docs/product/assistant.md), e.g. "June 3-7" or "next spring". */
  dates: required,
  preferences: z.string({ error: labelled("errors.field.text", "errors.label.preferences") }).trim().max(1000, zodMessage("errors.field.atMostCharacters", { max: 1000 })).nullish().transform((v) => v || null),
  budget: z
    .union([z.string(), z.number()], { error: labelled("errors.field.textOrNumber", "errors.label.budget") })
    .nullish()
    .transform((v) => (v === null || v === undefined ? null : String(v).trim().slice(0, 100) || null)),
});
export type TravelSuggestionsInput = z.input<typeof travelSuggestionsInputSchema>;
export type TravelSuggestionsRequest = z.output<typeof travelSuggestionsInputSchema>;

/** A generator result as the model must send it (validated, trimmed). */
const travelSuggestionInputSchema = z.object({
  name: text("errors.label.name", 200),
  description: z.string().trim().max(2000),
  type: z.enum(TRAVEL_SUGGESTION_TYPES),
  location: nullableText("errors.label.location", 200),
  estimatedCost: nullableText("errors.label.estimatedCost", 100),
  duration: nullableText("errors.label.duration", 100),
});
export const travelSuggestionsSchema = z.object({ suggestions: z.array(travelSuggestionInputSchema).min(1).max(12) });

export const travelSuggestionSchema = z.object({
  name: z.string(),
  description: z.string(),
  type: z.enum(TRAVEL_SUGGESTION_TYPES),
  location: z.string().nullable(),
  estimatedCost: z.string().nullable(),
  duration: z.string().nullable(),
});
export type TravelSuggestion = z.infer<typeof travelSuggestionSchema>;
export const travelSuggestionListSchema = z.array(travelSuggestionSchema);

// ── Which assistant answers ──

export const aiStatusSchema = z.object({
  provider: z.enum(["offline", "openai-compatible"]),
  model: z.string().nullable(),
});
export type AiStatus = z.infer<typeof aiStatusSchema>;

export const acceptSuggestionResultSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("itinerary"), item: itineraryItemSchema }),
  z.object({ type: z.literal("reservation"), item: reservationSchema }),
]);
export type AcceptSuggestionResult = z.infer<typeof acceptSuggestionResultSchema>;
