// The built-in provider used when no model is configured. It answers only
// from data the app already has (the trip, for chat); anything that needs
// world knowledge is refused with a 503 saying how to configure a model.
import type { AiProvider } from "./provider";
import { aiNotConfigured } from "./provider";

// The assistant's libraries (search, stemmers, date parser) and its facts load with the first question,
// not with the server: an idle server does not hold them (issue 20, idle memory).
const assistant = () => import("./offline/assistant");

export function createOfflineProvider(): AiProvider {
  return {
    kind: "offline",
    async placeDetails() {
      throw aiNotConfigured("errors.ai.placeDetailsNeedProvider");
    },
    async chat(input, options) {
      const { offlineAnswer } = await assistant();
      const reply = offlineAnswer(input.question, input.context, input.language);
      options?.onDelta?.(reply);
      return { reply, suggestions: [] };
    },
    async travelSuggestions() {
      throw aiNotConfigured("errors.ai.travelSuggestionsNeedProvider");
    },
    async generateQuotes() {
      throw aiNotConfigured("errors.ai.priceQuotesNeedProvider");
    },
    async readBookings() {
      throw aiNotConfigured("errors.ai.bookingImportsNeedProvider");
    },
  };
}
