// The tr messages of the signed-in pages (ADR 026): loaded with the signed-in frame, whose own texts (area layout) they include.
import layout from "../tr/layout.json";
import units from "../tr/units.json";
import actions from "../tr/actions.json";
import dashboard from "../tr/dashboard.json";
import trips from "../tr/trips.json";
import itinerary from "../tr/itinerary.json";
import calendar from "../tr/calendar.json";
import map from "../tr/map.json";
import reservations from "../tr/reservations.json";
import budget from "../tr/budget.json";
import expenses from "../tr/expenses.json";
import lists from "../tr/lists.json";
import quotes from "../tr/quotes.json";
import members from "../tr/members.json";
import assistant from "../tr/assistant.json";
import profile from "../tr/profile.json";
import notifications from "../tr/notifications.json";
import inbox from "../tr/inbox.json";
import about from "../tr/about.json";
import backups from "../tr/backups.json";
import admin from "../tr/admin.json";
import world from "../tr/world.json";

export default { ...layout, ...units, ...actions, ...dashboard, ...trips, ...itinerary, ...calendar, ...map, ...reservations, ...budget, ...expenses, ...lists, ...quotes, ...members, ...assistant, ...profile, ...notifications, ...inbox, ...about, ...admin, ...backups, ...world } as Record<string, string>;
