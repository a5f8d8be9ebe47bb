// Picks the AI provider from the configuration: an OpenAI-compatible model
// when AI_MODEL is set, else the offline provider.
import type { Config } from "../config";
import { createOfflineProvider } from "./offline";
import { createOpenAiProvider } from "./openai";
import type { AiProvider } from "./provider";

export type { AiProvider } from "./provider";

export function createAiProvider(config: Pick<Config, "AI_BASE_URL" | "AI_API_KEY" | "AI_MODEL"> & { AI_TIMEOUT_MS?: number }): AiProvider {
  if (!config.AI_MODEL) return createOfflineProvider();
  return createOpenAiProvider({ baseURL: config.AI_BASE_URL, apiKey: config.AI_API_KEY, model: config.AI_MODEL, timeoutMs: config.AI_TIMEOUT_MS });
}
