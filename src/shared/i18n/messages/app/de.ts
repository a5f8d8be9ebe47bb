// The de messages of the signed-in pages (ADR 026): loaded with the signed-in frame, whose own texts (area layout) they include.
import layout from "../de/layout.json";
import units from "../de/units.json";
import actions from "../de/actions.json";
import dashboard from "../de/dashboard.json";
import trips from "../de/trips.json";
import itinerary from "../de/itinerary.json";
import calendar from "../de/calendar.json";
import map from "../de/map.json";
import reservations from "../de/reservations.json";
import budget from "../de/budget.json";
import expenses from "../de/expenses.json";
import lists from "../de/lists.json";
import chat from "../de/chat.json";
import polls from "../de/polls.json";
import notes from "../de/notes.json";
import quotes from "../de/quotes.json";
import members from "../de/members.json";
import assistant from "../de/assistant.json";
import profile from "../de/profile.json";
import notifications from "../de/notifications.json";
import inbox from "../de/inbox.json";
import about from "../de/about.json";
import backups from "../de/backups.json";
import admin from "../de/admin.json";
import world from "../de/world.json";

export default { ...layout, ...units, ...actions, ...dashboard, ...trips, ...itinerary, ...calendar, ...map, ...reservations, ...budget, ...expenses, ...lists, ...chat, ...polls, ...notes, ...quotes, ...members, ...assistant, ...profile, ...notifications, ...inbox, ...about, ...admin, ...backups, ...world } as Record<string, string>;
