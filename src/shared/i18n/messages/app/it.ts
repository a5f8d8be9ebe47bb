// The it messages of the signed-in pages (ADR 026): loaded with the signed-in frame, whose own texts (area layout) they include.
import layout from "../it/layout.json";
import units from "../it/units.json";
import actions from "../it/actions.json";
import dashboard from "../it/dashboard.json";
import trips from "../it/trips.json";
import itinerary from "../it/itinerary.json";
import calendar from "../it/calendar.json";
import map from "../it/map.json";
import reservations from "../it/reservations.json";
import budget from "../it/budget.json";
import expenses from "../it/expenses.json";
import lists from "../it/lists.json";
import chat from "../it/chat.json";
import polls from "../it/polls.json";
import notes from "../it/notes.json";
import quotes from "../it/quotes.json";
import members from "../it/members.json";
import assistant from "../it/assistant.json";
import profile from "../it/profile.json";
import notifications from "../it/notifications.json";
import inbox from "../it/inbox.json";
import about from "../it/about.json";
import backups from "../it/backups.json";
import admin from "../it/admin.json";
import world from "../it/world.json";

export default { ...layout, ...units, ...actions, ...dashboard, ...trips, ...itinerary, ...calendar, ...map, ...reservations, ...budget, ...expenses, ...lists, ...chat, ...polls, ...notes, ...quotes, ...members, ...assistant, ...profile, ...notifications, ...inbox, ...about, ...admin, ...backups, ...world } as Record<string, string>;
