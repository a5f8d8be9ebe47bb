// Picks the AI provider from the configuration: an OpenAI-compatible model
// when AI_MODEL is set, else the offline provider. The OpenAI client (~4 MB
// once loaded) is imported only when a model is configured (idle memory, issue 20).
import type { Config } from "../config";
import { createOfflineProvider } from "./offline";
import type { AiProvider } from "./provider";

export type { AiProvider } from "./provider";

export async function createAiProvider(config: Pick<Config, "AI_BASE_URL" | "AI_API_KEY" | "AI_MODEL"> & { AI_TIMEOUT_MS?: number }): Promise<AiProvider> {
  if (!config.AI_MODEL) return createOfflineProvider();
  const { createOpenAiProvider } = await import("./openai");
  return createOpenAiProvider({ baseURL: config.AI_BASE_URL, apiKey: config.AI_API_KEY, model: config.AI_MODEL, timeoutMs: config.AI_TIMEOUT_MS });
}
