// The AI provider interface (docs/architecture.md "AI"): every feature that asks a
// model goes through it, so the app runs with an OpenAI-compatible model or,
// with none configured, an offline provider that never invents facts.
import type { z } from "zod";
import type { PlaceDetails, PlaceDetailsInput } from "@shared/reservations";
import type { ChatReply, TravelSuggestion, TravelSuggestionsRequest } from "@shared/chat";
import type { Language } from "@shared/i18n/languages";
import { HttpError } from "../http-error";
import type { TripContext } from "./trip-context";
import { type ErrorId, type ErrorValues } from "@shared/i18n/error-message";

export type { TripContext } from "./trip-context";

export interface AiCallOptions {
  /** Aborts the model call, e.g. when the HTTP client went away. */
  signal?: AbortSignal;
}

export interface AiProvider {
  /** Which implementation answers: a real model, or the built-in offline one. */
  readonly kind: "openai-compatible" | "offline";
  /** The configured model name (AI_MODEL); absent offline. */
  readonly model?: string;
  /**
   * Address, review rating and count, opening hours and a short description
   * of a hotel or restaurant; null wherever the model does not know.
   * Throws 503 (not configured) or 502 (provider failed or answered badly).
   */
  placeDetails(input: PlaceDetailsInput, options?: AiCallOptions): Promise<PlaceDetails>;
  /**
   * The assistant's answer to the last user message, grounded in this trip
   * only. `onDelta` receives the reply text as it is generated when the
   * provider streams; the resolved value is the whole validated reply.
   */
  chat(input: ChatRequest, options?: AiCallOptions & { onDelta?: (text: string) => void }): Promise<ChatReply>;
  /** Places and activities for a destination; 503 offline (it never invents places). */
  travelSuggestions(input: TravelSuggestionsRequest, options?: AiCallOptions): Promise<TravelSuggestion[]>;
  /**
   * Flight or hotel price quotes for the quotes feature, which owns the
   * result schema: the answer is validated against `schema` before use.
   * 503 offline.
   */
  generateQuotes<S extends z.ZodType>(request: QuoteRequest<S>, options?: AiCallOptions): Promise<z.output<S>>;
  /**
   * The bookings stated in a confirmation's text (an e-mail, a PDF ticket),
   * for the import feature, which owns the result schema: the answer is
   * validated against `schema` before use. 503 offline (it never guesses).
   */
  readBookings<S extends z.ZodType>(request: BookingsRequest<S>, options?: AiCallOptions): Promise<z.output<S>>;
}

export interface BookingsRequest<S extends z.ZodType> {
  /** The file's name, a hint only. */
  fileName: string;
  /** The confirmation's text, passed to the model as data. */
  text: string;
  /** Asked for (its JSON Schema) and checked against; without transforms. */
  schema: S;
}

export interface ChatRequest {
  context: TripContext;
  /** Earlier messages of this trip's chat, oldest first (a bounded tail). */
  history: Array<{ role: "user" | "assistant"; content: string }>;
  /** The message being answered. */
  question: string;
  /** The asker's language (the request's: saved choice, else the browser's); the offline assistant answers in it. */
  language: Language;
  /**
   * Functions a model may call while answering (docs/product/assistant.md): reads of the
   * trip and change proposals. The offline assistant has no use for them.
   */
  tools?: AssistantTool[];
}

/**
 * A function offered to the model. `run` gets the arguments as the model sent
 * them (unchecked) and answers the text the model reads back: the data, or
 * why the call was refused. It never throws for bad arguments.
 */
export interface AssistantTool {
  name: string;
  description: string;
  /** JSON Schema of the arguments object. */
  parameters: Record<string, unknown>;
  run(args: unknown): Promise<string>;
}

export interface QuoteRequest<S extends z.ZodType> {
  kind: "flights" | "hotels";
  /** The search form's values, passed to the model as data. */
  search: Record<string, unknown>;
  /** Asked for (its JSON Schema) and checked against; without transforms, which have no JSON Schema. */
  schema: S;
}

/** For whoever runs the server (logs and README), never for a traveller's screen. */
export const AI_ENV_HINT =
  "Set AI_BASE_URL (your OpenAI-compatible server, e.g. https://api.openai.com/v1 or http://localhost:11434/v1), AI_API_KEY and AI_MODEL in the server's environment, then restart it.";

/** 503: the feature needs a model and none is configured; said to the traveller without the server's settings. */
export function aiNotConfigured(id: ErrorId): HttpError {
  return new HttpError(503, "ai_not_configured", id);
}

/** 502: the provider could not be reached, refused, or failed. */
export function aiProviderFailed(id: ErrorId, values?: ErrorValues): HttpError {
  return new HttpError(502, "ai_provider_error", id, values);
}

/** 502: the provider answered, but not in the shape asked for; nothing is used. */
export function aiInvalidOutput(what: ErrorId): HttpError {
  return new HttpError(502, "ai_invalid_output", "errors.ai.invalidOutput", { what: { id: what } });
}
