// The es messages of the signed-in pages (ADR 026): loaded with the signed-in frame, whose own texts (area layout) they include.
import layout from "../es/layout.json";
import units from "../es/units.json";
import actions from "../es/actions.json";
import dashboard from "../es/dashboard.json";
import trips from "../es/trips.json";
import itinerary from "../es/itinerary.json";
import calendar from "../es/calendar.json";
import map from "../es/map.json";
import reservations from "../es/reservations.json";
import budget from "../es/budget.json";
import expenses from "../es/expenses.json";
import lists from "../es/lists.json";
import chat from "../es/chat.json";
import polls from "../es/polls.json";
import notes from "../es/notes.json";
import quotes from "../es/quotes.json";
import members from "../es/members.json";
import assistant from "../es/assistant.json";
import profile from "../es/profile.json";
import notifications from "../es/notifications.json";
import inbox from "../es/inbox.json";
import about from "../es/about.json";
import backups from "../es/backups.json";
import admin from "../es/admin.json";
import world from "../es/world.json";

export default { ...layout, ...units, ...actions, ...dashboard, ...trips, ...itinerary, ...calendar, ...map, ...reservations, ...budget, ...expenses, ...lists, ...chat, ...polls, ...notes, ...quotes, ...members, ...assistant, ...profile, ...notifications, ...inbox, ...about, ...admin, ...backups, ...world } as Record<string, string>;
