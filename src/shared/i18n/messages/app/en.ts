// The en messages of the signed-in pages (ADR 026): loaded with the signed-in frame, whose own texts (area layout) they include.
import layout from "../en/layout.json";
import units from "../en/units.json";
import actions from "../en/actions.json";
import dashboard from "../en/dashboard.json";
import trips from "../en/trips.json";
import itinerary from "../en/itinerary.json";
import calendar from "../en/calendar.json";
import map from "../en/map.json";
import reservations from "../en/reservations.json";
import budget from "../en/budget.json";
import expenses from "../en/expenses.json";
import lists from "../en/lists.json";
import chat from "../en/chat.json";
import polls from "../en/polls.json";
import quotes from "../en/quotes.json";
import members from "../en/members.json";
import assistant from "../en/assistant.json";
import profile from "../en/profile.json";
import notifications from "../en/notifications.json";
import inbox from "../en/inbox.json";
import about from "../en/about.json";
import backups from "../en/backups.json";
import admin from "../en/admin.json";
import world from "../en/world.json";

const messages = { ...layout, ...units, ...actions, ...dashboard, ...trips, ...itinerary, ...calendar, ...map, ...reservations, ...budget, ...expenses, ...lists, ...chat, ...polls, ...quotes, ...members, ...assistant, ...profile, ...notifications, ...inbox, ...about, ...admin, ...backups, ...world };
export type AppMessageId = keyof typeof messages;
export default messages as Record<AppMessageId, string>;
