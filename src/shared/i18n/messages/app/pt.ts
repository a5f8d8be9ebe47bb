// The pt messages of the signed-in pages (ADR 026): loaded with the signed-in frame, whose own texts (area layout) they include.
import layout from "../pt/layout.json";
import units from "../pt/units.json";
import actions from "../pt/actions.json";
import dashboard from "../pt/dashboard.json";
import trips from "../pt/trips.json";
import itinerary from "../pt/itinerary.json";
import calendar from "../pt/calendar.json";
import map from "../pt/map.json";
import reservations from "../pt/reservations.json";
import budget from "../pt/budget.json";
import expenses from "../pt/expenses.json";
import lists from "../pt/lists.json";
import chat from "../pt/chat.json";
import polls from "../pt/polls.json";
import notes from "../pt/notes.json";
import quotes from "../pt/quotes.json";
import members from "../pt/members.json";
import assistant from "../pt/assistant.json";
import profile from "../pt/profile.json";
import notifications from "../pt/notifications.json";
import inbox from "../pt/inbox.json";
import about from "../pt/about.json";
import backups from "../pt/backups.json";
import admin from "../pt/admin.json";
import world from "../pt/world.json";

export default { ...layout, ...units, ...actions, ...dashboard, ...trips, ...itinerary, ...calendar, ...map, ...reservations, ...budget, ...expenses, ...lists, ...chat, ...polls, ...notes, ...quotes, ...members, ...assistant, ...profile, ...notifications, ...inbox, ...about, ...admin, ...backups, ...world } as Record<string, string>;
