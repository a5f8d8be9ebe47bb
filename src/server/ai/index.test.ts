// createAiProvider picks the provider from the settings; the OpenAI client is
// imported only when a model is named (it is ~4 MB once loaded: idle memory).
import { describe, expect, it } from "vitest";
import { createAiProvider } from "./index";

describe("createAiProvider", () => {
  it("answers offline without a model", async () => {
    const ai = await createAiProvider({ AI_MODEL: undefined, AI_BASE_URL: undefined, AI_API_KEY: undefined });
    expect(ai.kind).toBe("offline");
  });

  it("speaks to the named model over the OpenAI protocol", async () => {
    const ai = await createAiProvider({ AI_MODEL: "llama3", AI_BASE_URL: "http://127.0.0.1:9/v1", AI_API_KEY: "x" });
    expect(ai.kind).toBe("openai-compatible");
    expect(ai.model).toBe("llama3");
  });
});
