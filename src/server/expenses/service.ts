// Shared expenses, payments and balances of a trip (docs/product/budget-and-expenses.md). The route
// has checked that the caller is a member; this decides what their role lets
// them log (a viewer only what they paid themselves, or payments they make or
// receive), checks every member and amount, freezes the rate, computes the
// shares in minor units (split.ts) and writes the expense with its shares in
// one transaction, saying the change live (ADR 017).
import { randomUUID } from "node:crypto";
import { and, desc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import { can } from "@shared/permissions";
import type { Role } from "@shared/trips";
import {
  AMOUNT_POSITIVE,
  NOT_A_MEMBER,
  SPLIT_EXACT_TOTAL,
  type Balances,
  type Expense,
  type ExpensePatch,
  type NewExpense,
  type NewPayment,
} from "@shared/expenses";
import {
  convertMinor,
  divide,
  fromMinorPlaces,
  minorUnits,
  percentWeight,
  settle,
  toMinor,
  toMinorPlaces,
  TRIP_PLACES,
  type SplitMode,
} from "@shared/split";
import { CATEGORY_NAMES, type BudgetCategory } from "@shared/budget-rules";
import { IMPORT_ROW_TOTALS, type ExpenseImportConfirm, type ImportedExpenseRow } from "@shared/expense-import";
import { fileSlug, toCsv } from "@shared/csv";
import type { Db, Tx } from "../db/client";
import { expenses, expenseShares, guests, reservations, tripMembers, trips, users } from "../db/schema";
import { hotRead } from "../db/hot-reads";
import { isUuid } from "../access/trip-access";
import { tripPeople } from "../guests/service";
import { badRequest, conflict, forbidden, notFound } from "../http-error";
import { publishChange } from "../realtime/publish";
import { tellMoneyAdded } from "../notifications/tell";
import { isoTimestamp } from "../db/timestamps";
import { checkVersion, nextUpdatedAt } from "../versions/versions";
import { referenceRate, type RateSource } from "../fx/service";
import { todayInTimeZone } from "@shared/dates";
import { type ErrorId } from "@shared/i18n/error-message";

const NOT_FOUND: ErrorId = "errors.money.expenseNotFound";
export const VIEWER_OWN_ONLY: ErrorId = "errors.money.viewerOwn";
export const VIEWER_OWN_PAYMENTS: ErrorId = "errors.money.viewerPayments";
export const SAME_PERSON: ErrorId = "errors.money.samePerson";
export const CONVERTS_TO_ZERO: ErrorId = "errors.money.convertsToZero";
export const CURRENCY_CHANGED: ErrorId = "errors.money.currencyChanged";
export const RESERVATION_NOT_IN_TRIP: ErrorId = "errors.money.reservationNotInTrip";

/** Who is asking, in which trip, and where reference rates come from. */
export interface MoneyContext {
  tripId: string;
  userId: string;
  role: Role;
  rates: RateSource;
}

interface SplitMember {
  userId: string;
  value?: string | number;
}

type ExpenseRow = typeof expenses.$inferSelect;
type ShareRow = typeof expenseShares.$inferSelect;

// ── Reading ────────────────────────────────────────────────────────────────

function toExpense(row: ExpenseRow, shares: ShareRow[]): Expense {
  const ordered = shares.filter((s) => s.expenseId === row.id).sort((a, b) => a.position - b.position);
  const valueOf = (s: ShareRow): string | number | undefined => {
    if (s.value === null || row.splitMode === "equal") return undefined;
    return row.splitMode === "exact" ? s.value : Number(s.value);
  };
  return {
    id: row.id,
    tripId: row.tripId,
    kind: row.kind,
    description: row.description,
    amount: row.amount,
    currency: row.currency,
    rate: row.rate,
    amountInTripCurrency: row.amountInTripCurrency,
    date: row.date,
    category: row.category as BudgetCategory,
    paidBy: row.paidBy,
    split: {
      mode: row.splitMode,
      members: ordered.map((s) => {
        const value = valueOf(s);
        return value === undefined ? { userId: s.userId } : { userId: s.userId, value };
      }),
    },
    shares: ordered.map((s) => ({ userId: s.userId, amount: s.amount })),
    reservationId: row.reservationId,
    createdBy: row.createdBy,
    updatedAt: isoTimestamp(row.updatedAt),
  };
}

async function sharesOf(db: Db | Tx, expenseIds: string[]): Promise<ShareRow[]> {
  if (expenseIds.length === 0) return [];
  return db.select().from(expenseShares).where(inArray(expenseShares.expenseId, expenseIds));
}

/** Newest first (by date, then by entry). */
export async function listExpenses(db: Db, tripId: string): Promise<Expense[]> {
  const rows = await db
    .select()
    .from(expenses)
    .where(eq(expenses.tripId, tripId))
    .orderBy(desc(expenses.date), desc(expenses.createdAt), desc(expenses.id));
  const shares = await sharesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toExpense(r, shares));
}

/** The trip an expense belongs to (the assistant's tools; the routes' access check uses expenseTripAndRole); null when there is none. */
export async function expenseTripId(db: Db, expenseId: string): Promise<string | null> {
  if (!isUuid(expenseId)) return null;
  const [row] = await db.select({ tripId: expenses.tripId }).from(expenses).where(eq(expenses.id, expenseId)).limit(1);
  return row?.tripId ?? null;
}

// A hot statement (ADR 029): the access check of every change to /api/expenses/{id}. The outer trip id is
// named with its table: Drizzle writes a bare "trip_id" in a one-table select, which inside the subquery
// would be the member row's own.
const callerRole = sql<Role | null>`(select ${tripMembers.role} from ${tripMembers}
  where ${tripMembers.tripId} = ${expenses}.${sql.identifier("trip_id")} and ${tripMembers.userId} = ${sql.placeholder("userId")})`;
const tripAndRole = hotRead("expense_trip_role", { tripId: expenses.tripId, role: callerRole }, (db, fields) =>
  db.select(fields).from(expenses).where(eq(expenses.id, sql.placeholder("id"))).limit(1),
);

/** The trip of an expense and the caller's role in it (null: not a member), in one statement; null when there is no such expense. */
export async function expenseTripAndRole(db: Db, expenseId: string, userId: string): Promise<{ tripId: string; role: Role | null } | null> {
  if (!isUuid(expenseId)) return null;
  const [row] = await tripAndRole(db, { id: expenseId, userId });
  return row ?? null;
}

// ── Checking and computing ─────────────────────────────────────────────────

// A hot statement (ADR 029): what every money write checks first, the trip's currency and everyone it may
// name, in tripPeople's order (members as they joined, then guests as added), in one round trip instead of
// three. The outer trip id is named with its table: Drizzle writes a bare "id" in a one-table select, which
// inside each subquery would be the member's or guest's own.
const tripIdColumn = sql`${trips}.${sql.identifier("id")}`;
const moneyTrip = hotRead(
  "money_trip",
  {
    currency: trips.currency,
    // JSON, so both drivers answer an array of strings.
    members: sql<string[]>`coalesce((
      select json_agg(${tripMembers.userId} order by ${tripMembers.joinedAt}, ${tripMembers.id})
      from ${tripMembers} where ${tripMembers.tripId} = ${tripIdColumn}
    ), '[]'::json)`,
    guests: sql<string[]>`coalesce((
      select json_agg(${guests.id} order by ${guests.createdAt}, ${guests.id})
      from ${guests} where ${guests.tripId} = ${tripIdColumn}
    ), '[]'::json)`,
  },
  (db, fields) => db.select(fields).from(trips).where(eq(trips.id, sql.placeholder("tripId"))),
);

/** The trip's currency and its people now (tripPeople), read together; 404 when there is no such trip. */
async function tripMoney(db: Db, tripId: string): Promise<{ currency: string; people: string[] }> {
  const [trip] = await moneyTrip(db, { tripId });
  if (!trip) throw notFound("errors.trips.notFound");
  return { currency: trip.currency, people: [...trip.members, ...trip.guests] };
}

/** Refuses a payer who is not a member or guest of the trip now (400 naming paidBy). */
export async function requirePayer(db: Db, tripId: string, paidBy: string): Promise<void> {
  if (!(await tripPeople(db, tripId)).includes(paidBy)) throw badRequest("paidBy", NOT_A_MEMBER);
}

async function checkReservation(db: Db, tripId: string, reservationId: string | null | undefined): Promise<string | null> {
  if (!reservationId) return null;
  const [row] = isUuid(reservationId)
    ? await db
        .select({ id: reservations.id })
        .from(reservations)
        .where(and(eq(reservations.id, reservationId), eq(reservations.tripId, tripId)))
    : [];
  if (!row) throw badRequest("reservationId", RESERVATION_NOT_IN_TRIP);
  return row.id;
}

/** The amount in minor units (its currency's, or `places`); 400 naming `field` when it has too many decimals. */
function amountIn(amount: string, currency: string, field: string, places = minorUnits(currency)): bigint {
  const minor = toMinorPlaces(amount, places);
  if (minor === null) throw badRequest(field, "errors.money.amountPlaces", { currency, places });
  if (minor <= 0n) throw badRequest(field, AMOUNT_POSITIVE);
  return minor;
}

/** Each member's weight in the split (docs/product/budget-and-expenses.md); exact amounts must add up to the amount. */
function weightsOf(mode: SplitMode, members: SplitMember[], amount: bigint, currency: string): bigint[] {
  switch (mode) {
    case "equal":
      return members.map(() => 1n);
    case "shares":
      return members.map((m) => BigInt(m.value!));
    case "percent":
      return members.map((m) => percentWeight(Number(m.value)));
    case "exact": {
      const values = members.map((m, i) => {
        const minor = toMinor(String(m.value).trim(), currency);
        if (minor === null) throw badRequest(`split.members.${i}.value`, "errors.money.amountPlaces", { currency, places: minorUnits(currency) });
        return minor;
      });
      if (values.reduce((a, v) => a + v, 0n) !== amount) throw badRequest("split", SPLIT_EXACT_TOTAL);
      return values;
    }
  }
}

/** What an expense's row and shares will be, all checked. */
interface Computed {
  values: Omit<typeof expenses.$inferInsert, "tripId" | "kind" | "createdBy">;
  shares: { userId: string; value: string | null; amount: string }[];
}

function compute(input: {
  description: string;
  amount: string;
  currency: string;
  rate: string;
  date: string;
  category: string;
  paidBy: string;
  mode: SplitMode;
  members: SplitMember[];
  reservationId: string | null;
  /** Decimals of the amount: its currency's, or the trip's two for a payment. */
  places?: number;
}): Computed {
  const places = input.places ?? minorUnits(input.currency);
  const amount = amountIn(input.amount, input.currency, "amount", places);
  const weights = weightsOf(input.mode, input.members, amount, input.currency);
  const converted = convertMinor(amount, places, input.rate, TRIP_PLACES);
  if (converted <= 0n) throw badRequest("rate", CONVERTS_TO_ZERO);
  const parts = divide(converted, weights);
  return {
    values: {
      description: input.description,
      // Written with exactly its decimals: "12.5" EUR is stored and answered as "12.50".
      amount: fromMinorPlaces(amount, places),
      currency: input.currency,
      rate: input.rate,
      amountInTripCurrency: fromMinorPlaces(converted, TRIP_PLACES),
      date: input.date,
      category: input.category,
      paidBy: input.paidBy,
      splitMode: input.mode,
      reservationId: input.reservationId,
    },
    shares: input.members.map((m, i) => ({
      userId: m.userId,
      value: m.value === undefined || input.mode === "equal" ? null : String(m.value).trim(),
      amount: fromMinorPlaces(parts[i]!, TRIP_PLACES),
    })),
  };
}

/** Today where the reference rates are published: the day an expense logged "now" takes its rate from. */
export const ratesToday = () => todayInTimeZone("Europe/Berlin");

/** The rate to freeze: 1 for the trip's own currency, else the one given, else the day's reference rate. */
export async function rateFor(
  db: Db,
  ctx: Pick<MoneyContext, "rates">,
  currency: string,
  tripCur: string,
  date: string,
  given: string | undefined,
  kept?: string,
): Promise<string> {
  if (currency === tripCur) return "1";
  if (given !== undefined) return given;
  if (kept !== undefined) return kept;
  const found = await referenceRate(db, ctx.rates, currency, tripCur, date, ratesToday());
  return found.rate;
}

/** The split members, checked to be members now (those stored before may have left since: they stay). */
function checkMembers(members: SplitMember[], current: Set<string>, stored: Set<string> = new Set()) {
  members.forEach((m, i) => {
    if (!current.has(m.userId) && !stored.has(m.userId)) throw badRequest(`split.members.${i}.userId`, NOT_A_MEMBER);
  });
}

// Hot statements (ADR 029) of every new expense or payment: the trip's currency read under a share lock, and
// the expense with its shares in one statement. Its id is made here so the shares' insert (a `with` in the
// same statement) can name it; their foreign key is checked when the whole statement has run.
const lockedCurrency = hotRead("trip_currency_locked", { currency: trips.currency }, (db, fields) =>
  db.select(fields).from(trips).where(eq(trips.id, sql.placeholder("tripId"))).for("share"),
);

/** The columns a new expense is inserted with, every one each time (Computed's values and what write adds). */
const INSERTED = [
  "id", "tripId", "kind", "description", "amount", "currency", "rate", "amountInTripCurrency", "date", "category",
  "paidBy", "splitMode", "reservationId", "createdBy",
] as const satisfies readonly (keyof typeof expenses.$inferInsert)[];

const insertExpense = hotRead("expense_insert", getTableColumns(expenses), (db, fields) => {
  // The shares come as one JSON text (a fixed statement whatever their number); each amount is read from
  // its decimal string, exactly.
  const shares = db.$with("shares").as(
    db
      .insert(expenseShares)
      .select(
        sql`select ${sql.placeholder("id")}::uuid, s.position, s.user_id, s.value, s.amount
          from json_to_recordset(${sql.placeholder("shares")}::text::json) as s(position integer, user_id uuid, value text, amount numeric)`,
      )
      .returning({ position: expenseShares.position }),
  );
  return db
    .with(shares)
    .insert(expenses)
    .values(Object.fromEntries(INSERTED.map((key) => [key, sql.placeholder(key)])) as unknown as typeof expenses.$inferInsert)
    .returning(fields);
});

async function write(
  tx: Tx,
  ctx: Pick<MoneyContext, "tripId" | "userId">,
  expenseId: string | null,
  kind: "expense" | "payment",
  computed: Computed,
  tripCur: string,
  expected?: string,
  /** An import's many rows are not each told to the members (their recent changes show them). */
  quiet = false,
): Promise<Expense> {
  // Converted into this currency: the trip's currency must not change under it (trips/service.ts locks the same row).
  const [trip] = await lockedCurrency(tx, { tripId: ctx.tripId });
  if (!trip) throw notFound("errors.trips.notFound");
  if (trip.currency !== tripCur) throw conflict(CURRENCY_CHANGED);
  let row: ExpenseRow;
  let shares: ShareRow[];
  if (expenseId) {
    await checkVersion(tx, expenses, expenseId, expected, () => storedExpense(tx as unknown as Db, ctx.tripId, expenseId));
    const [updated] = await tx
      .update(expenses)
      .set({ ...computed.values, updatedAt: nextUpdatedAt(expenses.updatedAt) })
      .where(and(eq(expenses.id, expenseId), eq(expenses.tripId, ctx.tripId)))
      .returning();
    if (!updated) throw notFound(NOT_FOUND);
    row = updated;
    await tx.delete(expenseShares).where(eq(expenseShares.expenseId, expenseId));
    shares = await tx
      .insert(expenseShares)
      .values(computed.shares.map((s, position) => ({ expenseId, position, ...s })))
      .returning();
  } else {
    const values = { ...computed.values, id: randomUUID(), tripId: ctx.tripId, kind, createdBy: ctx.userId };
    // A missing column is refused by the binding; one more than the statement has would be left out unseen.
    if (Object.keys(values).length !== INSERTED.length) throw new Error("write: the expense has columns the insert does not name");
    const sent = computed.shares.map((s, position) => ({ position, user_id: s.userId, value: s.value, amount: s.amount }));
    [row] = (await insertExpense(tx, { ...values, shares: JSON.stringify(sent) })) as [ExpenseRow];
    // The shares as written: their text is stored as sent (value) and as computed (amount, a plain decimal
    // PostgreSQL gives back unchanged), so the answer needs no RETURNING of its own.
    shares = computed.shares.map((s, position) => ({ expenseId: row.id, position, userId: s.userId, value: s.value, amount: s.amount }));
  }
  // A payment has no description of its own (""): the activity words it by its kind alone.
  const title = row.kind === "expense" ? row.description : null;
  await publishChange(tx, { tripId: ctx.tripId, resource: "expenses", action: expenseId ? "updated" : "created", id: row.id, by: ctx.userId, title });
  const written = toExpense(row, shares);
  // Only a new expense or payment is told (docs/product/notifications.md); edits show in the trip's recent changes.
  if (!expenseId && !quiet) await tellMoneyAdded(tx, ctx.userId, written);
  return written;
}

// ── Writing ────────────────────────────────────────────────────────────────

export async function createExpense(db: Db, ctx: MoneyContext, input: NewExpense): Promise<Expense> {
  const paidBy = input.paidBy ?? ctx.userId;
  if (!can(ctx.role, "expenses.write") && paidBy !== ctx.userId) throw forbidden(VIEWER_OWN_ONLY);
  const { currency: tripCur, people: members } = await tripMoney(db, ctx.tripId);
  const current = new Set(members);
  if (!current.has(paidBy)) throw badRequest("paidBy", NOT_A_MEMBER);
  const currency = input.currency ?? tripCur;
  amountIn(input.amount, currency, "amount");
  const mode = input.split?.mode ?? "equal";
  const splitMembers: SplitMember[] = input.split?.members.length ? input.split.members : members.map((userId) => ({ userId }));
  checkMembers(splitMembers, current);
  const reservationId = await checkReservation(db, ctx.tripId, input.reservationId);
  const rate = await rateFor(db, ctx, currency, tripCur, input.date, input.rate);
  const computed = compute({
    description: input.description,
    amount: input.amount,
    currency,
    rate,
    date: input.date,
    category: input.category ?? "other",
    paidBy,
    mode,
    members: splitMembers,
    reservationId,
  });
  return db.transaction((tx) => write(tx, ctx, null, "expense", computed, tripCur));
}

/**
 * Book (quotes/service.ts, docs/product/budget-and-expenses.md): a booked
 * quote's price as an expense, written in the booking's transaction, paid by
 * `paidBy` (the member who booked unless they said who paid; the caller
 * checked it with requirePayer) and shared equally by the trip's members now.
 * The caller has frozen the rate
 * and holds the trip row; `amount` has its currency's decimals.
 */
export async function logBookingExpense(
  tx: Tx,
  ctx: Pick<MoneyContext, "tripId" | "userId">,
  input: { description: string; amount: string; currency: string; rate: string; date: string; category: BudgetCategory; reservationId: string; paidBy: string },
  tripCur: string,
): Promise<Expense> {
  const members = await tripPeople(tx as unknown as Db, ctx.tripId);
  const computed = compute({ ...input, mode: "equal", members: members.map((userId) => ({ userId })) });
  return write(tx, ctx, null, "expense", computed, tripCur);
}

async function storedExpense(db: Db, tripId: string, expenseId: string): Promise<Expense> {
  const [row] = isUuid(expenseId)
    ? await db
        .select()
        .from(expenses)
        .where(and(eq(expenses.id, expenseId), eq(expenses.tripId, tripId)))
    : [];
  if (!row) throw notFound(NOT_FOUND);
  return toExpense(row, await sharesOf(db, [row.id]));
}

/** A viewer may touch an expense only when they paid it, and a payment only when they are in it. */
function mayChange(ctx: MoneyContext, expense: Expense): boolean {
  if (can(ctx.role, "expenses.write")) return true;
  if (expense.kind === "payment") return expense.paidBy === ctx.userId || expense.split.members.some((m) => m.userId === ctx.userId);
  return expense.paidBy === ctx.userId;
}

export async function updateExpense(db: Db, ctx: MoneyContext, expenseId: string, patch: ExpensePatch, expected?: string): Promise<Expense> {
  const stored = await storedExpense(db, ctx.tripId, expenseId);
  if (!mayChange(ctx, stored)) throw forbidden(stored.kind === "payment" ? VIEWER_OWN_PAYMENTS : VIEWER_OWN_ONLY);
  const { currency: tripCur, people: members } = await tripMoney(db, ctx.tripId);
  const current = new Set(members);
  const storedMembers = new Set(stored.split.members.map((m) => m.userId));
  const paidBy = patch.paidBy ?? stored.paidBy;
  if (patch.paidBy !== undefined && patch.paidBy !== stored.paidBy && !current.has(patch.paidBy)) throw badRequest("paidBy", NOT_A_MEMBER);
  if (!can(ctx.role, "expenses.write") && stored.kind === "expense" && paidBy !== ctx.userId) throw forbidden(VIEWER_OWN_ONLY);
  const currency = stored.kind === "payment" ? tripCur : (patch.currency ?? stored.currency);
  // A payment is in the trip's currency, whose amounts keep two decimals (docs/product/budget-and-expenses.md).
  const places = stored.kind === "payment" ? TRIP_PLACES : minorUnits(currency);
  const amount = patch.amount ?? stored.amount;
  amountIn(amount, currency, "amount", places);
  const date = patch.date ?? stored.date;
  let mode: SplitMode = stored.split.mode;
  let splitMembers: SplitMember[] = stored.split.members;
  if (patch.split && stored.kind === "expense") {
    mode = patch.split.mode;
    splitMembers = patch.split.members.length ? patch.split.members : members.map((userId) => ({ userId }));
    checkMembers(splitMembers, current, storedMembers);
  }
  const reservationId = patch.reservationId === undefined ? stored.reservationId : await checkReservation(db, ctx.tripId, patch.reservationId);
  // The frozen rate stays unless a new one is sent, or the currency changes.
  const kept = currency === stored.currency ? stored.rate : undefined;
  const rate = await rateFor(db, ctx, currency, tripCur, date, patch.rate, kept);
  const computed = compute({
    description: patch.description ?? stored.description,
    amount,
    currency,
    rate,
    date,
    category: stored.kind === "payment" ? "other" : (patch.category ?? stored.category),
    paidBy,
    mode,
    members: splitMembers,
    reservationId,
    places,
  });
  return db.transaction((tx) => write(tx, ctx, expenseId, stored.kind, computed, tripCur, expected));
}

// A hot statement (ADR 029): the delete, answering what the activity names.
const deleteRow = hotRead("expense_delete", { kind: expenses.kind, description: expenses.description }, (db, fields) =>
  db
    .delete(expenses)
    .where(and(eq(expenses.id, sql.placeholder("id")), eq(expenses.tripId, sql.placeholder("tripId"))))
    .returning(fields),
);

export async function deleteExpense(db: Db, ctx: MoneyContext, expenseId: string): Promise<void> {
  if (!isUuid(expenseId)) throw notFound(NOT_FOUND);
  // Whoever may change every expense needs nothing of the stored one: the delete itself says whether it
  // was there (404 the same). Only a viewer's delete depends on what it is (mayChange), so only theirs reads it first.
  if (!can(ctx.role, "expenses.write")) {
    const stored = await storedExpense(db, ctx.tripId, expenseId);
    if (!mayChange(ctx, stored)) throw forbidden(stored.kind === "payment" ? VIEWER_OWN_PAYMENTS : VIEWER_OWN_ONLY);
  }
  await db.transaction(async (tx) => {
    const [deleted] = await deleteRow(tx, { id: expenseId, tripId: ctx.tripId });
    if (!deleted) throw notFound(NOT_FOUND);
    const title = deleted.kind === "expense" ? deleted.description : null;
    await publishChange(tx, { tripId: ctx.tripId, resource: "expenses", action: "deleted", id: expenseId, by: ctx.userId, title });
  });
}

/** A payment from one member to another, in the trip's currency: an expense of its own kind that moves the balances. */
export async function recordPayment(db: Db, ctx: MoneyContext, input: NewPayment): Promise<Expense> {
  if (!can(ctx.role, "expenses.write") && input.from !== ctx.userId && input.to !== ctx.userId) throw forbidden(VIEWER_OWN_PAYMENTS);
  if (input.from === input.to) throw badRequest("to", SAME_PERSON);
  const { currency: tripCur, people } = await tripMoney(db, ctx.tripId);
  const current = new Set(people);
  if (!current.has(input.from)) throw badRequest("from", NOT_A_MEMBER);
  if (!current.has(input.to)) throw badRequest("to", NOT_A_MEMBER);
  const computed = compute({
    description: "",
    amount: input.amount,
    places: TRIP_PLACES,
    currency: tripCur,
    rate: "1",
    date: input.date,
    category: "other",
    paidBy: input.from,
    mode: "equal",
    members: [{ userId: input.to }],
    reservationId: null,
  });
  return db.transaction((tx) => write(tx, ctx, null, "payment", computed, tripCur));
}

// ── Import ─────────────────────────────────────────────────────────────────

/**
 * What several payers' expenses owe, each payer's expense divided among the
 * people in proportion to what they owe in the whole row; the last payer's
 * parts are what is left, so every person owes exactly their part of the row
 * and every payer's expense adds up to what they paid. Null when rounding
 * cannot fit (a part smaller than a minor unit per payer).
 */
export function partsPerPayer(paid: readonly bigint[], owed: readonly bigint[]): bigint[][] | null {
  const left = [...owed];
  const out = paid.map((p, i) => {
    if (i === paid.length - 1) return [...left];
    const parts = divide(p, owed);
    parts.forEach((v, j) => (left[j]! -= v));
    return parts;
  });
  return left.some((v) => v < 0n) ? null : out;
}

/**
 * Another app's rows (imports/expense-csv.ts) as expenses and payments, the
 * names mapped to people of the trip, all checked before the first is written
 * and written in one transaction: a bad row leaves nothing behind. A row paid
 * by several people is one expense per payer. A payment in another currency
 * is converted at its day's reference rate, as payments are in the trip's.
 */
export async function importExpenses(db: Db, ctx: MoneyContext, input: ExpenseImportConfirm): Promise<Expense[]> {
  const { currency: tripCur, people } = await tripMoney(db, ctx.tripId);
  const current = new Set(people);
  const person = (name: string) => {
    const id = input.mapping[name];
    if (id === undefined) throw badRequest(`mapping.${name}`, "errors.expenseImport.unmapped", { name });
    if (!current.has(id)) throw badRequest(`mapping.${name}`, NOT_A_MEMBER);
    return id;
  };
  const planned: { kind: "expense" | "payment"; computed: Computed }[] = [];
  for (const [i, row] of input.rows.entries()) {
    const places = minorUnits(row.currency);
    const total = amountIn(row.amount, row.currency, `rows.${i}.amount`);
    // Two names the member mapped to one person are that person's parts together.
    const byPerson = (parts: ImportedExpenseRow["paid"], field: string) => {
      const sums = new Map<string, bigint>();
      for (const p of parts) sums.set(person(p.name), (sums.get(person(p.name)) ?? 0n) + amountIn(p.amount, row.currency, field));
      if ([...sums.values()].reduce((a, v) => a + v, 0n) !== total) throw badRequest(field, IMPORT_ROW_TOTALS);
      return [...sums.entries()];
    };
    const paid = byPerson(row.paid, `rows.${i}.paid`);
    const owed = byPerson(row.owed, `rows.${i}.owed`);
    const rate = await rateFor(db, ctx, row.currency, tripCur, row.date, undefined);
    if (row.kind === "payment") {
      if (paid.length !== 1 || owed.length !== 1) throw badRequest(`rows.${i}.owed`, IMPORT_ROW_TOTALS);
      const [from, to] = [paid[0]![0], owed[0]![0]];
      if (from === to) throw badRequest(`rows.${i}.owed`, SAME_PERSON);
      const converted = convertMinor(total, places, rate, TRIP_PLACES);
      const base = { description: "", currency: tripCur, rate: "1", date: row.date, category: "other", reservationId: null, places: TRIP_PLACES };
      const computed = compute({ ...base, amount: fromMinorPlaces(converted, TRIP_PLACES), paidBy: from, mode: "equal", members: [{ userId: to }] });
      planned.push({ kind: "payment", computed });
      continue;
    }
    const parts = partsPerPayer(
      paid.map(([, v]) => v),
      owed.map(([, v]) => v),
    );
    if (!parts) throw badRequest(`rows.${i}.owed`, IMPORT_ROW_TOTALS);
    paid.forEach(([paidBy, amount], k) => {
      const members = owed.flatMap(([userId], j) => (parts[k]![j]! > 0n ? [{ userId, value: fromMinorPlaces(parts[k]![j]!, places) }] : []));
      const base = { description: row.description, currency: row.currency, rate, date: row.date, category: row.category, reservationId: null };
      planned.push({ kind: "expense", computed: compute({ ...base, amount: fromMinorPlaces(amount, places), paidBy, mode: "exact", members }) });
    });
  }
  return db.transaction(async (tx) => {
    const written: Expense[] = [];
    for (const p of planned) written.push(await write(tx, ctx, null, p.kind, p.computed, tripCur, undefined, true));
    return written;
  });
}

// ── Balances ───────────────────────────────────────────────────────────────

/**
 * Each member's paid and share (over expenses only), sent and received (over
 * payments), and net = paid − share + sent − received, in the trip's
 * currency; current members first (in the order they joined), then anyone who
 * left but has entries; and the fewest transfers that settle everyone.
 */
export async function tripBalances(db: Db, tripId: string): Promise<Balances> {
  const { currency, people: order } = await tripMoney(db, tripId);
  const all = await listExpenses(db, tripId);
  // A payment goes from its payer to its one share holder: the payer sent it, the holder received it.
  const sums = { paid: new Map<string, bigint>(), share: new Map<string, bigint>(), sent: new Map<string, bigint>(), received: new Map<string, bigint>() };
  const add = (sum: Map<string, bigint>, userId: string, amount: string) => {
    if (!order.includes(userId)) order.push(userId);
    sum.set(userId, (sum.get(userId) ?? 0n) + toMinorPlaces(amount, TRIP_PLACES)!);
  };
  for (const e of [...all].reverse()) {
    const payment = e.kind === "payment";
    add(payment ? sums.sent : sums.paid, e.paidBy, e.amountInTripCurrency);
    for (const s of e.shares) add(payment ? sums.received : sums.share, s.userId, s.amount);
  }
  const of = (sum: Map<string, bigint>, userId: string) => sum.get(userId) ?? 0n;
  const nets = order.map((userId) => ({
    userId,
    net: of(sums.paid, userId) - of(sums.share, userId) + of(sums.sent, userId) - of(sums.received, userId),
  }));
  const money = (v: bigint) => fromMinorPlaces(v, TRIP_PLACES);
  return {
    currency,
    members: order.map((userId, i) => ({
      userId,
      paid: money(of(sums.paid, userId)),
      share: money(of(sums.share, userId)),
      sent: money(of(sums.sent, userId)),
      received: money(of(sums.received, userId)),
      net: money(nets[i]!.net),
    })),
    settlements: settle(nets).map((t) => ({ from: t.from, to: t.to, amount: money(t.amount) })),
  };
}

// ── Export ─────────────────────────────────────────────────────────────────

/** Headers in English, like the reservation list's export: a spreadsheet's columns, read by tools as much as by people. */
const CSV_HEADERS = ["Date", "Description", "Kind", "Category", "Paid by", "Amount", "Currency", "Rate", "Amount in trip currency", "Trip currency", "Split", "Shares"];

/** Every expense and payment, newest first, with names; a deleted account shows "Former member". */
export async function expensesCsv(db: Db, tripId: string): Promise<{ csv: string; fileName: string }> {
  const [trip] = await db.select({ name: trips.name, currency: trips.currency }).from(trips).where(eq(trips.id, tripId));
  if (!trip) throw notFound("errors.trips.notFound");
  const all = await listExpenses(db, tripId);
  const ids = [...new Set(all.flatMap((e) => [e.paidBy, ...e.shares.map((s) => s.userId)]))];
  const people = ids.length
    ? [
        ...(await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, ids))),
        ...(await db.select({ id: guests.id, firstName: guests.firstName, lastName: guests.lastName }).from(guests).where(inArray(guests.id, ids))),
      ]
    : [];
  const names = new Map(people.map((p) => [p.id, `${p.firstName} ${p.lastName}`.trim()]));
  const name = (id: string) => names.get(id) ?? "Former member";
  const rows = all.map((e) => [
    e.date,
    e.kind === "payment" ? `${name(e.paidBy)} → ${name(e.shares[0]?.userId ?? "")}` : e.description,
    e.kind,
    e.kind === "payment" ? null : CATEGORY_NAMES[e.category],
    name(e.paidBy),
    e.amount,
    e.currency,
    e.rate,
    e.amountInTripCurrency,
    trip.currency,
    e.split.mode,
    e.shares.map((s) => `${name(s.userId)}: ${s.amount}`).join("; "),
  ]);
  return { csv: toCsv([CSV_HEADERS, ...rows]), fileName: `expenses-${fileSlug(trip.name) || "trip"}.csv` };
}
