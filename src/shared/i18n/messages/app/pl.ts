// The pl messages of the signed-in pages (ADR 026): loaded with the signed-in frame, whose own texts (area layout) they include.
import layout from "../pl/layout.json";
import units from "../pl/units.json";
import actions from "../pl/actions.json";
import dashboard from "../pl/dashboard.json";
import trips from "../pl/trips.json";
import itinerary from "../pl/itinerary.json";
import calendar from "../pl/calendar.json";
import map from "../pl/map.json";
import reservations from "../pl/reservations.json";
import budget from "../pl/budget.json";
import expenses from "../pl/expenses.json";
import lists from "../pl/lists.json";
import quotes from "../pl/quotes.json";
import members from "../pl/members.json";
import assistant from "../pl/assistant.json";
import profile from "../pl/profile.json";
import notifications from "../pl/notifications.json";
import inbox from "../pl/inbox.json";
import about from "../pl/about.json";
import backups from "../pl/backups.json";
import admin from "../pl/admin.json";
import world from "../pl/world.json";

export default { ...layout, ...units, ...actions, ...dashboard, ...trips, ...itinerary, ...calendar, ...map, ...reservations, ...budget, ...expenses, ...lists, ...quotes, ...members, ...assistant, ...profile, ...notifications, ...inbox, ...about, ...admin, ...backups, ...world } as Record<string, string>;
