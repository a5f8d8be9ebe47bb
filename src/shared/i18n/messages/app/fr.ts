// The fr messages of the signed-in pages (ADR 026): loaded with the signed-in frame, whose own texts (area layout) they include.
import layout from "../fr/layout.json";
import units from "../fr/units.json";
import actions from "../fr/actions.json";
import dashboard from "../fr/dashboard.json";
import trips from "../fr/trips.json";
import itinerary from "../fr/itinerary.json";
import calendar from "../fr/calendar.json";
import map from "../fr/map.json";
import reservations from "../fr/reservations.json";
import budget from "../fr/budget.json";
import expenses from "../fr/expenses.json";
import lists from "../fr/lists.json";
import chat from "../fr/chat.json";
import polls from "../fr/polls.json";
import notes from "../fr/notes.json";
import quotes from "../fr/quotes.json";
import members from "../fr/members.json";
import assistant from "../fr/assistant.json";
import profile from "../fr/profile.json";
import notifications from "../fr/notifications.json";
import inbox from "../fr/inbox.json";
import about from "../fr/about.json";
import backups from "../fr/backups.json";
import admin from "../fr/admin.json";
import world from "../fr/world.json";

export default { ...layout, ...units, ...actions, ...dashboard, ...trips, ...itinerary, ...calendar, ...map, ...reservations, ...budget, ...expenses, ...lists, ...chat, ...polls, ...notes, ...quotes, ...members, ...assistant, ...profile, ...notifications, ...inbox, ...about, ...admin, ...backups, ...world } as Record<string, string>;
