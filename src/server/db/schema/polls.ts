// Trip polls (docs/product/polls.md): a question, its options (which may name a place of the
// trip and a day), and members' votes, one row per member and option chosen.
import { date, index, integer, pgTable, primaryKey, text, timestamp, uuid, boolean } from "drizzle-orm/pg-core";
import { id, createdAt } from "./columns";
import { createdBy, userId } from "./accounts";
import { tripId } from "./trips";
import { places } from "./itinerary";

export const polls = pgTable(
  "polls",
  {
    id: id(),
    tripId: tripId(),
    question: text("question").notNull(),
    multiple: boolean("multiple").notNull().default(false),
    /** When voting ends by itself; the poll reads as closed from then on (no job needed). */
    closesAt: timestamp("closes_at", { withTimezone: true, mode: "string" }),
    /** When its creator or an admin closed it. */
    closedAt: timestamp("closed_at", { withTimezone: true, mode: "string" }),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [index("polls_trip_idx").on(t.tripId, t.createdAt)],
);

export const pollOptions = pgTable(
  "poll_options",
  {
    id: id(),
    pollId: uuid("poll_id")
      .notNull()
      .references(() => polls.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    /** A place of the trip; a deleted place leaves the option as text. */
    placeId: uuid("place_id").references(() => places.id, { onDelete: "set null" }),
    date: date("date", { mode: "string" }),
    position: integer("position").notNull(),
  },
  (t) => [index("poll_options_poll_idx").on(t.pollId, t.position)],
);

export const pollVotes = pgTable(
  "poll_votes",
  {
    optionId: uuid("option_id")
      .notNull()
      .references(() => pollOptions.id, { onDelete: "cascade" }),
    voterId: userId(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.optionId, t.voterId] }), index("poll_votes_voter_idx").on(t.voterId)],
);
