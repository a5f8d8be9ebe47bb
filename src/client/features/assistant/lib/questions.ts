// The page's predefined questions: the welcome's four and the six chips.
// Chosen so the built-in offline assistant can answer them from trip data.
//
// Each is its `label`, shown and sent in the reader's language: a model reads
// any language, and the offline assistant reads the member's (ADR 054) —
// server/ai/offline/test-set/chips.test.ts checks that it understands every
// label in all six as it does the English one.
import type { MessageId } from "@shared/i18n/catalogue";

export interface PredefinedQuestion {
  /** The question, in the reader's language. */
  label: MessageId;
  /** Only a model can answer it (ideas, weather, tips): not offered while the built-in assistant answers. */
  needsModel?: true;
}

export const WELCOME_QUESTIONS: readonly PredefinedQuestion[] = [
  { label: "assistant.question.daysUntil" },
  { label: "assistant.question.nextReservation" },
  { label: "assistant.question.budget" },
  { label: "assistant.question.itinerary" },
];

export const QUICK_QUESTIONS: readonly PredefinedQuestion[] = [
  { label: "assistant.question.staying" },
  { label: "assistant.question.restaurants" },
  { label: "assistant.question.confirmations" },
  { label: "assistant.question.overBudget" },
  { label: "assistant.question.members" },
  { label: "assistant.question.thingsToDo", needsModel: true },
];

/** docs/product/assistant.md: the dashboard card's quick suggestions. */
export const DASHBOARD_QUICK: readonly PredefinedQuestion[] = [
  { label: "assistant.question.weather", needsModel: true },
  { label: "assistant.question.restaurantIdeas", needsModel: true },
  { label: "assistant.question.tips", needsModel: true },
];

/** What the dashboard card offers instead while the built-in assistant answers: questions about the trip's own data. */
export const DASHBOARD_BUILT_IN: readonly PredefinedQuestion[] = [
  { label: "assistant.question.nextReservation" },
  { label: "assistant.question.overBudget" },
  { label: "assistant.question.members" },
];

/** The chips to show: without a model, those it cannot answer give way to built-in ones. */
export function chipsFor(chips: readonly PredefinedQuestion[], builtIn: readonly PredefinedQuestion[], offline: boolean): readonly PredefinedQuestion[] {
  if (!offline) return chips;
  const answerable = chips.filter((c) => !c.needsModel);
  return [...answerable, ...builtIn.filter((b) => !answerable.some((c) => c.label === b.label))];
}

