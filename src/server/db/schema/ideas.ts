// Members' 👍 on ideas (places without a date, docs/product/ideas.md): one row per member and place,
// so a like is set or cleared idempotently and the count is a plain COUNT.
import { pgTable, primaryKey, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { userId } from "./accounts";
import { places } from "./itinerary";

export const placeLikes = pgTable(
  "place_likes",
  {
    placeId: uuid("place_id")
      .notNull()
      .references(() => places.id, { onDelete: "cascade" }),
    userId: userId(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.placeId, t.userId] })],
);
