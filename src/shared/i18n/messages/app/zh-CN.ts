// The zh-CN messages of the signed-in pages (ADR 026): loaded with the signed-in frame, whose own texts (area layout) they include.
import layout from "../zh-CN/layout.json";
import units from "../zh-CN/units.json";
import actions from "../zh-CN/actions.json";
import dashboard from "../zh-CN/dashboard.json";
import trips from "../zh-CN/trips.json";
import itinerary from "../zh-CN/itinerary.json";
import calendar from "../zh-CN/calendar.json";
import map from "../zh-CN/map.json";
import reservations from "../zh-CN/reservations.json";
import budget from "../zh-CN/budget.json";
import expenses from "../zh-CN/expenses.json";
import lists from "../zh-CN/lists.json";
import quotes from "../zh-CN/quotes.json";
import members from "../zh-CN/members.json";
import assistant from "../zh-CN/assistant.json";
import profile from "../zh-CN/profile.json";
import notifications from "../zh-CN/notifications.json";
import inbox from "../zh-CN/inbox.json";
import about from "../zh-CN/about.json";
import backups from "../zh-CN/backups.json";
import admin from "../zh-CN/admin.json";
import world from "../zh-CN/world.json";

export default { ...layout, ...units, ...actions, ...dashboard, ...trips, ...itinerary, ...calendar, ...map, ...reservations, ...budget, ...expenses, ...lists, ...quotes, ...members, ...assistant, ...profile, ...notifications, ...inbox, ...about, ...admin, ...backups, ...world } as Record<string, string>;
