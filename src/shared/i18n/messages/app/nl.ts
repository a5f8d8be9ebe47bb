// The nl messages of the signed-in pages (ADR 026): loaded with the signed-in frame, whose own texts (area layout) they include.
import layout from "../nl/layout.json";
import units from "../nl/units.json";
import actions from "../nl/actions.json";
import dashboard from "../nl/dashboard.json";
import trips from "../nl/trips.json";
import itinerary from "../nl/itinerary.json";
import calendar from "../nl/calendar.json";
import map from "../nl/map.json";
import reservations from "../nl/reservations.json";
import budget from "../nl/budget.json";
import expenses from "../nl/expenses.json";
import lists from "../nl/lists.json";
import quotes from "../nl/quotes.json";
import members from "../nl/members.json";
import assistant from "../nl/assistant.json";
import profile from "../nl/profile.json";
import notifications from "../nl/notifications.json";
import inbox from "../nl/inbox.json";
import about from "../nl/about.json";
import backups from "../nl/backups.json";
import admin from "../nl/admin.json";
import world from "../nl/world.json";

export default { ...layout, ...units, ...actions, ...dashboard, ...trips, ...itinerary, ...calendar, ...map, ...reservations, ...budget, ...expenses, ...lists, ...quotes, ...members, ...assistant, ...profile, ...notifications, ...inbox, ...about, ...admin, ...backups, ...world } as Record<string, string>;
