// The built-in provider used when no model is configured. It answers only
// from data the app already has; anything that needs world knowledge (place
// details) is refused with a 503 saying how to configure a model.
import type { AiProvider } from "./provider";
import { aiNotConfigured } from "./provider";

export function createOfflineProvider(): AiProvider {
  return {
    kind: "offline",
    async placeDetails() {
      throw aiNotConfigured("Place details");
    },
  };
}
