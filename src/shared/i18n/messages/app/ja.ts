// The ja messages of the signed-in pages (ADR 026): loaded with the signed-in frame, whose own texts (area layout) they include.
import layout from "../ja/layout.json";
import units from "../ja/units.json";
import actions from "../ja/actions.json";
import dashboard from "../ja/dashboard.json";
import trips from "../ja/trips.json";
import itinerary from "../ja/itinerary.json";
import calendar from "../ja/calendar.json";
import map from "../ja/map.json";
import reservations from "../ja/reservations.json";
import budget from "../ja/budget.json";
import expenses from "../ja/expenses.json";
import lists from "../ja/lists.json";
import quotes from "../ja/quotes.json";
import members from "../ja/members.json";
import assistant from "../ja/assistant.json";
import profile from "../ja/profile.json";
import notifications from "../ja/notifications.json";
import inbox from "../ja/inbox.json";
import about from "../ja/about.json";
import backups from "../ja/backups.json";
import admin from "../ja/admin.json";
import world from "../ja/world.json";

export default { ...layout, ...units, ...actions, ...dashboard, ...trips, ...itinerary, ...calendar, ...map, ...reservations, ...budget, ...expenses, ...lists, ...quotes, ...members, ...assistant, ...profile, ...notifications, ...inbox, ...about, ...admin, ...backups, ...world } as Record<string, string>;
