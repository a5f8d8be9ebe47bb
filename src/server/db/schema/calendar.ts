// Calendar subscription feeds: one secret link per user and trip (ADR 005).
import { index, pgTable, text, unique } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { userId } from "./accounts";
import { tripId } from "./trips";

/** Secret calendar-subscription tokens, one per user and trip; calendar apps poll with it instead of a cookie. */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    token: text("token").primaryKey(),
    userId: userId(),
    tripId: tripId(),
    createdAt: createdAt(),
  },
  (t) => [unique("calendar_feeds_user_trip").on(t.userId, t.tripId), index("calendar_feeds_trip_idx").on(t.tripId)],
);
