// The page's predefined questions: the welcome's four and the six chips.
// Chosen so the built-in offline assistant can answer them from trip data.
export const WELCOME_QUESTIONS = [
  "How many days until our trip?",
  "What's our next reservation?",
  "How is our budget looking?",
  "Show me our itinerary",
] as const;

export const QUICK_QUESTIONS = [
  "Where are we staying?",
  "What restaurants have we booked?",
  "Confirmation numbers",
  "Which categories are over budget?",
  "Who is on this trip?",
  "Suggest things to do",
] as const;

/** Spec §2: the dashboard card's quick suggestions. */
export const DASHBOARD_QUICK = ["Weather forecast", "Restaurant suggestions", "Travel tips"] as const;
