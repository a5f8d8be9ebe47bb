// The ar messages of the signed-in pages (ADR 026): loaded with the signed-in frame, whose own texts (area layout) they include.
import layout from "../ar/layout.json";
import units from "../ar/units.json";
import actions from "../ar/actions.json";
import dashboard from "../ar/dashboard.json";
import trips from "../ar/trips.json";
import itinerary from "../ar/itinerary.json";
import calendar from "../ar/calendar.json";
import map from "../ar/map.json";
import reservations from "../ar/reservations.json";
import budget from "../ar/budget.json";
import expenses from "../ar/expenses.json";
import lists from "../ar/lists.json";
import quotes from "../ar/quotes.json";
import members from "../ar/members.json";
import assistant from "../ar/assistant.json";
import profile from "../ar/profile.json";
import notifications from "../ar/notifications.json";
import inbox from "../ar/inbox.json";
import about from "../ar/about.json";
import backups from "../ar/backups.json";
import admin from "../ar/admin.json";
import world from "../ar/world.json";

export default { ...layout, ...units, ...actions, ...dashboard, ...trips, ...itinerary, ...calendar, ...map, ...reservations, ...budget, ...expenses, ...lists, ...quotes, ...members, ...assistant, ...profile, ...notifications, ...inbox, ...about, ...admin, ...backups, ...world } as Record<string, string>;
