// The page's predefined questions: the welcome's four and the six chips.
// Chosen so the built-in offline assistant can answer them from trip data.
//
// Each shows its `label` in the reader's language. `question` is the same
// question in English, word for word as English's label (questions.test.ts):
// the offline assistant reads the member's language with English as its
// fallback (ADR 039), and these English questions are the ones its English
// test set checks, so with it the chip fills the input with the English
// question; with a model,
// which understands any language, it fills the translated one (question
// text for a chip: questionText()).
import type { MessageId } from "@shared/i18n/catalogue";
import type { Translate } from "@/lib/i18n";

export interface PredefinedQuestion {
  label: MessageId;
  /** The English question, understood by the offline assistant. */
  question: string;
  /** Only a model can answer it (ideas, weather, tips): not offered while the built-in assistant answers. */
  needsModel?: true;
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
  { label: "assistant.question.thingsToDo", question: "Suggest things to do", needsModel: true },
];

/** Spec §2: the dashboard card's quick suggestions. */
export const DASHBOARD_QUICK: readonly PredefinedQuestion[] = [
  { label: "assistant.question.weather", question: "Weather forecast", needsModel: true },
  { label: "assistant.question.restaurantIdeas", question: "Restaurant suggestions", needsModel: true },
  { label: "assistant.question.tips", question: "Travel tips", needsModel: true },
];

/** What the dashboard card offers instead while the built-in assistant answers: questions about the trip's own data. */
export const DASHBOARD_BUILT_IN: readonly PredefinedQuestion[] = [
  { label: "assistant.question.nextReservation", question: "What's our next reservation?" },
  { label: "assistant.question.overBudget", question: "Which categories are over budget?" },
  { label: "assistant.question.members", question: "Who is on this trip?" },
];

/** The chips to show: without a model, those it cannot answer give way to built-in ones. */
export function chipsFor(chips: readonly PredefinedQuestion[], builtIn: readonly PredefinedQuestion[], offline: boolean): readonly PredefinedQuestion[] {
  if (!offline) return chips;
  const answerable = chips.filter((c) => !c.needsModel);
  return [...answerable, ...builtIn.filter((b) => !answerable.some((c) => c.label === b.label))];
}

/**
 * The text a predefined question puts into the input: English for the offline
 * assistant (its matching is English-only until it learns the other languages),
 * the reader's language for a model.
 */
export function questionText(q: PredefinedQuestion, t: Translate, offline: boolean): string {
  return offline ? q.question : t(q.label);
}
