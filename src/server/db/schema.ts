// Database tables (PostgreSQL dialect, shared by PGlite and PostgreSQL).
// Everything that belongs to a trip references it with ON DELETE CASCADE.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

// The columns most tables repeat; functions, so that each table gets its own builder.
const id = () => uuid("id").primaryKey().defaultRandom();
/** The trip a row belongs to: deleting the trip deletes the row. */
const tripId = () =>
  uuid("trip_id")
    .notNull()
    .references(() => trips.id, { onDelete: "cascade" });
/** The user a row belongs to: deleting the account deletes the row. */
const userId = () =>
  uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });
/** Who made it; kept (as null) when that account is deleted. */
const createdBy = () => uuid("created_by").references(() => users.id, { onDelete: "set null" });
const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true, mode: "string" }).notNull().defaultNow();
/** A trip role (members and invitations), held to the three by a CHECK too. */
const role = () => text("role", { enum: ["admin", "editor", "viewer"] }).notNull();
const roleCheck = (name: string, column: AnyPgColumn) => check(name, sql`${column} IN ('admin', 'editor', 'viewer')`);

export const users = pgTable("users", {
  id: id(),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  createdAt: createdAt(),
});

/** Server-side sessions: the cookie holds a random token, only its SHA-256 is stored. */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: userId(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "string" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/**
 * Personal access tokens (docs/product/tokens-and-mcp.md, ADR 031): an outside client calls the API
 * as the user with `Authorization: Bearer <token>`. Only the SHA-256 is kept;
 * revoking deletes the row. `lastUsedAt` moves at most once a minute.
 */
export const accessTokens = pgTable(
  "access_tokens",
  {
    id: id(),
    userId: userId(),
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true, mode: "string" }),
  },
  (t) => [index("access_tokens_user_idx").on(t.userId)],
);

/**
 * "Forgot password" links (ADR 027): only the SHA-256 of the token is kept;
 * a row is deleted when used, and every row of the user when the password is reset.
 */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: userId(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "string" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.userId, t.createdAt)],
);

/** Failed sign-ins counted per key ("ip:…" or "email:…") in a fixed window; shared by all instances. */
export const loginFailures = pgTable("login_failures", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: timestamp("window_start", { withTimezone: true, mode: "string" }).notNull(),
});

/** Requests counted per key in fixed windows (chat, AI, searches, registrations; security/limits.ts), shared by every instance. */
export const requestCounts = pgTable("request_counts", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: timestamp("window_start", { withTimezone: true, mode: "string" }).notNull(),
});

export const trips = pgTable(
  "trips",
  {
    id: id(),
    name: text("name").notNull(),
    description: text("description"),
    startDate: date("start_date", { mode: "string" }),
    endDate: date("end_date", { mode: "string" }),
    budget: numeric("budget", { precision: 14, scale: 2 }),
    currency: text("currency").notNull().default("USD"),
    createdBy: createdBy(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("trips_dates_ordered", sql`${t.endDate} IS NULL OR ${t.startDate} IS NULL OR ${t.endDate} >= ${t.startDate}`)],
);

export const tripMembers = pgTable(
  "trip_members",
  {
    id: id(),
    tripId: tripId(),
    userId: userId(),
    role: role(),
    joinedAt: timestamp("joined_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (t) => [
    unique("trip_members_trip_user").on(t.tripId, t.userId),
    index("trip_members_user_idx").on(t.userId),
    roleCheck("trip_members_role", t.role),
  ],
);

// ── Itinerary, locations and calendar feeds (issue 3) ──────────────────────

/**
 * A city of one trip. Per-trip rows keep access control to the trip's own
 * rules and make "the trip's locations" a plain filter (ADR 004).
 * lat/lng come from the bundled city data and stay null when unknown.
 */
export const locations = pgTable(
  "locations",
  {
    id: id(),
    tripId: tripId(),
    name: text("name").notNull(),
    city: text("city").notNull(),
    country: text("country").notNull(),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    createdAt: createdAt(),
  },
  // One row per trip, city and country whatever the letter case, so concurrent adds cannot duplicate.
  (t) => [uniqueIndex("locations_trip_city_country").on(t.tripId, sql`lower(${t.city})`, sql`lower(${t.country})`)],
);

/**
 * Itinerary items: a city stay when location_id is set, otherwise a calendar
 * event. A deleted reservation only unlinks the item.
 */
export const itineraryItems = pgTable(
  "itinerary_items",
  {
    id: id(),
    tripId: tripId(),
    title: text("title").notNull(),
    description: text("description"),
    startDate: date("start_date", { mode: "string" }),
    endDate: date("end_date", { mode: "string" }),
    startTime: text("start_time"),
    endTime: text("end_time"),
    allDay: boolean("all_day").notNull().default(true),
    locationId: uuid("location_id").references(() => locations.id, { onDelete: "set null" }),
    reservationId: uuid("reservation_id").references((): AnyPgColumn => reservations.id, { onDelete: "set null" }),
    /** An event's place in its day's order (ADR 036); null until the day is first ordered. */
    dayPosition: integer("day_position"),
    createdBy: createdBy(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("itinerary_items_trip_idx").on(t.tripId, t.startDate),
    index("itinerary_items_location_idx").on(t.locationId),
    check("itinerary_items_dates_ordered", sql`${t.endDate} IS NULL OR ${t.startDate} IS NULL OR ${t.endDate} >= ${t.startDate}`),
  ],
);

/**
 * A place to visit on one day of a trip (docs/product/itinerary-and-days.md, ADR 036): a sight or a
 * café with its coordinates. The row is its own day item: its id is the one
 * the order call takes, `date` and `position` say where it stands.
 */
export const places = pgTable(
  "places",
  {
    id: id(),
    tripId: tripId(),
    name: text("name").notNull(),
    address: text("address"),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    /** "HH:mm" local to the place, or null for "some time that day". */
    startTime: text("start_time"),
    position: integer("position").notNull(),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [
    index("places_trip_date_idx").on(t.tripId, t.date),
    check("places_lat", sql`${t.lat} BETWEEN -90 AND 90`),
    check("places_lng", sql`${t.lng} BETWEEN -180 AND 180`),
  ],
);

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

// ── Reservations (issue 4) ──────────────────────────────────────────────────
// Location is kept as plain city/country columns on the reservation itself,
// independent of the itinerary's locations table.
export const reservations = pgTable(
  "reservations",
  {
    id: id(),
    tripId: tripId(),
    name: text("name").notNull(),
    type: text("type", { enum: ["hotel", "flight", "restaurant", "attraction", "transport", "other"] })
      .notNull()
      .default("hotel"),
    status: text("status", { enum: ["confirmed", "pending", "cancelled"] })
      .notNull()
      .default("confirmed"),
    reservationDate: date("reservation_date", { mode: "string" }).notNull(),
    /** "HH:mm" local to the place. */
    reservationTime: text("reservation_time"),
    endDate: date("end_date", { mode: "string" }),
    confirmationNumber: text("confirmation_number"),
    cost: numeric("cost", { precision: 14, scale: 2 }),
    description: text("description"),
    notes: text("notes"),
    address: text("address"),
    reviewRating: numeric("review_rating", { precision: 3, scale: 2 }),
    reviewCount: integer("review_count"),
    openingHours: text("opening_hours"),
    locationCity: text("location_city"),
    locationCountry: text("location_country"),
    createdBy: createdBy(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("reservations_trip_date_idx").on(t.tripId, t.reservationDate),
    check("reservations_dates_ordered", sql`${t.endDate} IS NULL OR ${t.endDate} >= ${t.reservationDate}`),
    check("reservations_type", sql`${t.type} IN ('hotel', 'flight', 'restaurant', 'attraction', 'transport', 'other')`),
    check("reservations_status", sql`${t.status} IN ('confirmed', 'pending', 'cancelled')`),
    check("reservations_cost", sql`${t.cost} IS NULL OR ${t.cost} >= 0`),
    check("reservations_review_rating", sql`${t.reviewRating} IS NULL OR (${t.reviewRating} >= 0 AND ${t.reviewRating} <= 5)`),
    check("reservations_review_count", sql`${t.reviewCount} IS NULL OR ${t.reviewCount} >= 0`),
  ],
);

/** Each member's own 1–5 rating of a reservation; clearing it deletes the row. */
export const reservationRatings = pgTable(
  "reservation_ratings",
  {
    reservationId: uuid("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    userId: userId(),
    rating: integer("rating").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.reservationId, t.userId] }),
    check("reservation_ratings_range", sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

// ── Members, invite links and e-mail (issue 6, issue 18, issue 25) ─────────

/**
 * A link that joins a trip with a role (docs/product/trips-and-members.md): whoever opens it signed in
 * joins. An invitation by e-mail is the same row with `email` set and
 * max_uses 1: it is listed as pending until used, and the address alone
 * grants nothing (ADR 024). The token is kept (not hashed) so admins can copy
 * the link again; revoking deletes the row. Emails are stored lower-cased.
 */
export const inviteLinks = pgTable(
  "invite_links",
  {
    id: id(),
    tripId: tripId(),
    token: text("token").notNull().unique(),
    role: role(),
    email: text("email"),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "string" }),
    maxUses: integer("max_uses"),
    uses: integer("uses").notNull().default(0),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [
    // NULLs are distinct: many plain links, one pending invitation per address.
    unique("invite_links_trip_email").on(t.tripId, t.email),
    index("invite_links_trip_idx").on(t.tripId, t.createdAt),
    roleCheck("invite_links_role", t.role),
    check("invite_links_uses", sql`${t.uses} >= 0 AND (${t.maxUses} IS NULL OR ${t.maxUses} >= 1)`),
  ],
);

/**
 * A trip's public read-only page (docs/product/sharing.md, ADR 028): at most one per trip.
 * Publishing makes a row with a fresh 256-bit token; turning it off deletes
 * the row, so the old address 404s at once and a later publish gets a new
 * one. Kept in the clear (like invite links) so admins can copy it again.
 */
export const tripShares = pgTable("trip_shares", {
  tripId: uuid("trip_id")
    .primaryKey()
    .references(() => trips.id, { onDelete: "cascade" }),
  token: text("token").notNull().unique(),
  createdBy: createdBy(),
  createdAt: createdAt(),
});

/**
 * E-mails to send, written in the transaction of the change they tell about
 * (ADR 023). `data` names the rows the message is about; the sender renders
 * it when it sends, so a withdrawn invitation is not sent.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    recipient: text("recipient").notNull(),
    template: text("template", { enum: ["invitation", "added-to-trip", "password-reset"] }).notNull(),
    data: jsonb("data").$type<Record<string, string>>().notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "string" }),
    failedAt: timestamp("failed_at", { withTimezone: true, mode: "string" }),
    createdAt: createdAt(),
  },
  (t) => [index("mail_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.sentAt} IS NULL AND ${t.failedAt} IS NULL`)],
);

// ── Budget (issue 5) ────────────────────────────────────────────────────────
/**
 * Planned and realized money per category (and optionally per city) of a trip.
 * city holds a location name of the same trip, checked by the service on write;
 * it stays as text so an allocation outlives the itinerary stop it was for.
 */
export const budgetAllocations = pgTable(
  "budget_allocations",
  {
    id: id(),
    tripId: tripId(),
    category: text("category", {
      enum: ["air_tickets", "hotels", "food", "activities", "transportation", "shopping", "other"],
    }).notNull(),
    categoryName: text("category_name").notNull(),
    city: text("city"),
    plannedAmount: numeric("planned_amount", { precision: 14, scale: 2 }).notNull(),
    realizedAmount: numeric("realized_amount", { precision: 14, scale: 2 }).notNull().default("0"),
    notes: text("notes"),
    createdBy: createdBy(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("budget_allocations_trip_idx").on(t.tripId, t.createdAt),
    check(
      "budget_allocations_category",
      sql`${t.category} IN ('air_tickets', 'hotels', 'food', 'activities', 'transportation', 'shopping', 'other')`,
    ),
    check("budget_allocations_amounts", sql`${t.plannedAmount} >= 0 AND ${t.realizedAmount} >= 0`),
  ],
);

// ── AI assistant chat (issue 7) ─────────────────────────────────────────────
/**
 * One trip's shared chat. author_id is set on user messages; metadata holds
 * the assistant's validated suggestions and which provider answered.
 */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: id(),
    tripId: tripId(),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    content: text("content").notNull(),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index("chat_messages_trip_idx").on(t.tripId, t.createdAt),
    check("chat_messages_role", sql`${t.role} IN ('user', 'assistant')`),
  ],
);

// ── Assistant proposals (docs/product/assistant.md) ─────────────────────────────────────────
/**
 * Changes an assistant's reply proposes, shown as a card under that message.
 * `changes` holds each change's summary and the body its service takes,
 * validated when proposed and again when applied; status moves from open to
 * applied or discarded once, under a row lock.
 */
export const proposals = pgTable(
  "proposals",
  {
    id: id(),
    tripId: tripId(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => chatMessages.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["open", "applied", "discarded"] }).notNull().default("open"),
    changes: jsonb("changes").$type<Array<Record<string, unknown>>>().notNull(),
    /** Who asked the question that led to it. */
    createdBy: createdBy(),
    /** Who applied or discarded it, and when. */
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true, mode: "string" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("proposals_message_idx").on(t.messageId),
    index("proposals_trip_idx").on(t.tripId),
    check("proposals_status", sql`${t.status} IN ('open', 'applied', 'discarded')`),
  ],
);

// ── Price quotes (issue 8) ──────────────────────────────────────────────────
/**
 * Flight and hotel quotes a member saved from a search. metadata keeps the
 * whole search result as it was shown; booked_reservation_id is set by Book
 * (under a row lock, so a quote is booked once) and cleared if that
 * reservation is deleted.
 */
export const flightQuotes = pgTable(
  "flight_quotes",
  {
    id: id(),
    tripId: tripId(),
    origin: text("origin").notNull(),
    destination: text("destination").notNull(),
    departureDate: date("departure_date", { mode: "string" }).notNull(),
    returnDate: date("return_date", { mode: "string" }),
    passengers: integer("passengers").notNull().default(1),
    cabinClass: text("cabin_class", { enum: ["economy", "premium_economy", "business", "first"] })
      .notNull()
      .default("economy"),
    price: numeric("price", { precision: 14, scale: 2 }).notNull(),
    currency: text("currency").notNull().default("USD"),
    airline: text("airline"),
    directFlight: boolean("direct_flight").notNull().default(false),
    provider: text("provider").notNull().default("AI Generated"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    bookedReservationId: uuid("booked_reservation_id").references(() => reservations.id, { onDelete: "set null" }),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [
    index("flight_quotes_trip_idx").on(t.tripId, t.createdAt),
    check("flight_quotes_dates", sql`${t.returnDate} IS NULL OR ${t.returnDate} >= ${t.departureDate}`),
    check("flight_quotes_passengers", sql`${t.passengers} >= 1`),
    check("flight_quotes_cabin", sql`${t.cabinClass} IN ('economy', 'premium_economy', 'business', 'first')`),
    check("flight_quotes_price", sql`${t.price} >= 0`),
  ],
);

export const hotelQuotes = pgTable(
  "hotel_quotes",
  {
    id: id(),
    tripId: tripId(),
    hotelName: text("hotel_name").notNull(),
    location: text("location").notNull(),
    address: text("address"),
    checkInDate: date("check_in_date", { mode: "string" }).notNull(),
    checkOutDate: date("check_out_date", { mode: "string" }).notNull(),
    guests: integer("guests").notNull().default(1),
    rooms: integer("rooms").notNull().default(1),
    roomType: text("room_type"),
    price: numeric("price", { precision: 14, scale: 2 }).notNull(),
    pricePerNight: numeric("price_per_night", { precision: 14, scale: 2 }),
    currency: text("currency").notNull().default("USD"),
    rating: numeric("rating", { precision: 3, scale: 2 }),
    amenities: jsonb("amenities").$type<string[]>().notNull().default([]),
    provider: text("provider").notNull().default("AI Generated"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    bookedReservationId: uuid("booked_reservation_id").references(() => reservations.id, { onDelete: "set null" }),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [
    index("hotel_quotes_trip_idx").on(t.tripId, t.createdAt),
    check("hotel_quotes_dates", sql`${t.checkOutDate} > ${t.checkInDate}`),
    check("hotel_quotes_counts", sql`${t.guests} >= 1 AND ${t.rooms} >= 1`),
    check("hotel_quotes_price", sql`${t.price} >= 0 AND (${t.pricePerNight} IS NULL OR ${t.pricePerNight} >= 0)`),
    check("hotel_quotes_rating", sql`${t.rating} IS NULL OR (${t.rating} >= 0 AND ${t.rating} <= 5)`),
  ],
);

// ── Profile: notification preferences (issue 9) ─────────────────────────────
/** One row per user once they change a switch; no row means the docs/product/accounts-and-security.md defaults. */
export const userPreferences = pgTable("user_preferences", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  emailNotifications: boolean("email_notifications").notNull().default(true),
  pushNotifications: boolean("push_notifications").notNull().default(false),
  tripUpdates: boolean("trip_updates").notNull().default(true),
  reservationReminders: boolean("reservation_reminders").notNull().default(true),
  /** docs/product/languages.md: en, de, fr, es, it or pt; null follows the browser. */
  language: text("language"),
  updatedAt: updatedAt(),
});

/**
 * The European Central Bank's reference rates, kept by day (docs/product/budget-and-expenses.md): 1 EUR
 * in `currency` on `date`. A day is stored whole when fetched, so a day with
 * rows was published; expenses freeze their own rate and never read this again.
 */
export const fxRates = pgTable(
  "fx_rates",
  {
    date: date("date", { mode: "string" }).notNull(),
    currency: text("currency").notNull(),
    rate: numeric("rate").notNull(),
  },
  (t) => [primaryKey({ columns: [t.date, t.currency] })],
);

// ── Group money (docs/product/budget-and-expenses.md) ────────────────────────────────────────────────

/**
 * An expense someone paid for the group, or a payment between two members
 * (`kind`). The rate (1 unit of `currency` in the trip's currency) and the
 * converted amount are frozen at entry: nothing is ever re-converted.
 * `paid_by` keeps a deleted account's id (no foreign key): its entries stay
 * and show "Former member".
 */
export const expenses = pgTable(
  "expenses",
  {
    id: id(),
    tripId: tripId(),
    kind: text("kind", { enum: ["expense", "payment"] }).notNull(),
    description: text("description").notNull(),
    amount: numeric("amount").notNull(),
    currency: text("currency").notNull(),
    rate: numeric("rate").notNull(),
    amountInTripCurrency: numeric("amount_in_trip_currency").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    category: text("category").notNull(),
    paidBy: uuid("paid_by").notNull(),
    splitMode: text("split_mode", { enum: ["equal", "exact", "shares", "percent"] }).notNull(),
    reservationId: uuid("reservation_id").references(() => reservations.id, { onDelete: "set null" }),
    createdBy: createdBy(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("expenses_trip_idx").on(t.tripId, t.date),
    check("expenses_kind", sql`${t.kind} IN ('expense', 'payment')`),
    check("expenses_split_mode", sql`${t.splitMode} IN ('equal', 'exact', 'shares', 'percent')`),
    check("expenses_amount_positive", sql`${t.amount} > 0`),
  ],
);

/** Who shares an expense, in the order the split lists them: the value sent and the share in the trip's currency. */
export const expenseShares = pgTable(
  "expense_shares",
  {
    expenseId: uuid("expense_id")
      .notNull()
      .references(() => expenses.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /** Kept as the member's id even after the account is deleted. */
    userId: uuid("user_id").notNull(),
    /** The split value as sent (exact amount, shares or percent); null for an equal split. */
    value: text("value"),
    amount: numeric("amount").notNull(),
  },
  (t) => [primaryKey({ columns: [t.expenseId, t.position] }), unique("expense_shares_member").on(t.expenseId, t.userId)],
);

// ── Bookings in: imports and attachments (docs/product/reservations-and-imports.md) ──────────────────────

/** Bytes as they were sent; PGlite answers a Uint8Array, node-postgres a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array | string }>({
  dataType: () => "bytea",
  toDriver: (value) => value,
  fromDriver: (value) =>
    typeof value === "string" ? Buffer.from(value.replace(/^\\x/, ""), "hex") : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * A file read by an import, kept for a day (docs/product/reservations-and-imports.md) so the member can keep
 * it on the reservations made from it; nothing else reads it. Expired rows
 * are deleted by the next import.
 */
export const importUploads = pgTable(
  "import_uploads",
  {
    id: id(),
    tripId: tripId(),
    /** Who imported it: only they can keep it. */
    userId: userId(),
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    data: bytea("data").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "string" }).notNull(),
  },
  (t) => [index("import_uploads_expires_idx").on(t.expiresAt), index("import_uploads_trip_idx").on(t.tripId)],
);

/** A file kept on a reservation (a ticket, a pass, a photo of a voucher), served by every instance from here. */
export const reservationFiles = pgTable(
  "reservation_files",
  {
    id: id(),
    reservationId: uuid("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    data: bytea("data").notNull(),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [index("reservation_files_reservation_idx").on(t.reservationId), check("reservation_files_size", sql`${t.size} >= 0`)],
);

// ── Lists and activity (docs/product/lists.md, issue 27 item 6; ADR 037) ───────────────

/** When a row last changed, kept to the millisecond: the API answers it exactly as stored, so an If-Match compares equal. */
const updatedAtMs = () => timestamp("updated_at", { withTimezone: true, mode: "string", precision: 3 }).notNull().defaultNow();

/**
 * An item of a trip's packing list or to-do list. `assignee_id` is a member's
 * user id, cleared when that account goes (one who left the trip shows as a
 * former member until someone reassigns it). `due` is for to-dos only.
 */
export const listItems = pgTable(
  "list_items",
  {
    id: id(),
    tripId: tripId(),
    list: text("list", { enum: ["packing", "todo"] }).notNull(),
    text: text("text").notNull(),
    assigneeId: uuid("assignee_id").references(() => users.id, { onDelete: "set null" }),
    done: boolean("done").notNull().default(false),
    due: date("due", { mode: "string" }),
    position: integer("position").notNull(),
    createdBy: createdBy(),
    createdAt: createdAt(),
    updatedAt: updatedAtMs(),
  },
  (t) => [
    index("list_items_trip_idx").on(t.tripId, t.list, t.position),
    index("list_items_assignee_idx").on(t.assigneeId),
    check("list_items_list", sql`${t.list} IN ('packing', 'todo')`),
    check("list_items_due_todo_only", sql`${t.due} IS NULL OR ${t.list} = 'todo'`),
  ],
);

/**
 * One row per change to a trip's data, written by publishChange in the
 * change's own transaction (ADR 037): what the notifications show. `user_id`
 * keeps a deleted account's id (no foreign key), shown as a former member.
 */
export const activity = pgTable(
  "activity",
  {
    id: id(),
    tripId: tripId(),
    userId: uuid("user_id"),
    resource: text("resource").notNull(),
    action: text("action", { enum: ["created", "updated", "deleted"] }).notNull(),
    /** The changed row, when the change is about one. */
    itemId: text("item_id"),
    /** What was changed, as the member named it (an item's text, a reservation's name), when the service said it. */
    title: text("title"),
    /** How it changed, when a service says more than the action (a list item "ticked" or "unticked"). */
    detail: text("detail"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "string", precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index("activity_trip_idx").on(t.tripId, t.createdAt), check("activity_action", sql`${t.action} IN ('created', 'updated', 'deleted')`)],
);

/**
 * Idempotency-Key (docs/product/offline.md): the first answer to a user's write with a key,
 * replayed for 24 hours. The row is claimed (status null) before the write
 * runs, so a repeat racing the original waits for its answer instead of
 * writing twice (server/idempotency).
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: userId(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    key: text("key").notNull(),
    /** SHA-256 of the request body: a repeat with another body is refused (422). */
    bodyHash: text("body_hash").notNull(),
    /** Null while the first request is still being answered. */
    status: integer("status"),
    contentType: text("content_type"),
    body: text("body"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.method, t.path, t.key] }), index("idempotency_keys_created_idx").on(t.createdAt)],
);
