// The page's predefined questions: the welcome's four and the six chips.
// Chosen so the built-in offline assistant can answer them from trip data.
//
// Each shows its `label` in the reader's language. `question` is the same
// question in English, word for word as English's label (questions.test.ts):
// the offline assistant recognises questions in English only for now, so
// with it the chip fills the input with the English question; with a model,
// which understands any language, it fills the translated one (question
// text for a chip: questionText()).
import type { MessageId } from "@shared/i18n/catalogue";
import type { Translate } from "@/lib/i18n";

export interface PredefinedQuestion {
  label: MessageId;
  /** The English question, understood by the offline assistant. */
  question: string;
}

export const WELCOME_QUESTIONS: readonly PredefinedQuestion[] = [
  { label: "assistant.question.daysUntil", question: "How many days until our trip?" },
  { label: "assistant.question.nextReservation", question: "What's our next reservation?" },
  { label: "assistant.question.budget", question: "How is our budget looking?" },
  { label: "assistant.question.itinerary", question: "Show me our itinerary" },
];

export const QUICK_QUESTIONS: readonly PredefinedQuestion[] = [
  { label: "assistant.question.staying", question: "Where are we staying?" },
  { label: "assistant.question.restaurants", question: "What restaurants have we booked?" },
  { label: "assistant.question.confirmations", question: "Confirmation numbers" },
  { label: "assistant.question.overBudget", question: "Which categories are over budget?" },
  { label: "assistant.question.members", question: "Who is on this trip?" },
  { label: "assistant.question.thingsToDo", question: "Suggest things to do" },
];

/** Spec §2: the dashboard card's quick suggestions. */
export const DASHBOARD_QUICK: readonly PredefinedQuestion[] = [
  { label: "assistant.question.weather", question: "Weather forecast" },
  { label: "assistant.question.restaurantIdeas", question: "Restaurant suggestions" },
  { label: "assistant.question.tips", question: "Travel tips" },
];

/**
 * The text a predefined question puts into the input: English for the offline
 * assistant (its matching is English-only until it learns the other languages),
 * the reader's language for a model.
 */
export function questionText(q: PredefinedQuestion, t: Translate, offline: boolean): string {
  return offline ? q.question : t(q.label);
}
