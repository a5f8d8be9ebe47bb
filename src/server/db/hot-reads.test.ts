// hotRead runs a statement through the driver and must answer exactly what
// Drizzle answers for the same statement: every column type the schema uses,
// nulls, expressions the driver types, on this run's engine.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq, sql } from "drizzle-orm";
import { bigint, boolean, date, doublePrecision, integer, jsonb, numeric, pgTable, real, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { Database, Db } from "./client";
import { hotRead, runsOnDriver } from "./hot-reads";
import { createTestDatabase } from "../test/test-db";

const samples = pgTable("hot_read_samples", {
  id: uuid("id").primaryKey().defaultRandom(),
  label: text("label").notNull(),
  kind: text("kind", { enum: ["a", "b"] }),
  cost: numeric("cost", { precision: 14, scale: 2 }),
  rating: numeric("rating", { precision: 3, scale: 2 }),
  count: integer("count"),
  big: bigint("big", { mode: "number" }),
  flag: boolean("flag"),
  day: date("day", { mode: "string" }),
  at: timestamp("at", { withTimezone: true, mode: "string" }),
  atDate: timestamp("at_date", { withTimezone: true, mode: "date" }),
  meta: jsonb("meta").$type<{ n: number; s: string }>(),
  ratio: real("ratio"),
  wide: doublePrecision("wide"),
  tags: text("tags").array(),
});

const fields = {
  id: samples.id,
  label: samples.label,
  kind: samples.kind,
  cost: samples.cost,
  rating: samples.rating,
  count: samples.count,
  big: samples.big,
  flag: samples.flag,
  day: samples.day,
  at: samples.at,
  atDate: samples.atDate,
  meta: samples.meta,
  ratio: samples.ratio,
  wide: samples.wide,
  tags: samples.tags,
  // Expressions are answered as the driver types them: an integer, a boolean, a text cast.
  doubled: sql<number | null>`${samples.count} * 2`,
  late: sql<boolean>`${samples.at} > ${sql.placeholder("after")}::timestamptz`,
  spent: sql<string>`coalesce(${samples.cost}, 0)::numeric(20, 2)::text`,
};

const build = (db: Db, f: typeof fields) =>
  db.select(f).from(samples).where(eq(samples.label, sql.placeholder("label"))).orderBy(asc(samples.count));

const samplesByLabel = hotRead("hot_read_samples_by_label", fields, build);

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table hot_read_samples (
    id uuid primary key default gen_random_uuid(), label text not null, kind text, cost numeric(14, 2),
    rating numeric(3, 2), count integer, big bigint, flag boolean, day date, at timestamptz, at_date timestamptz,
    meta jsonb, ratio real, wide double precision, tags text[])`);
  await database.db.insert(samples).values([
    {
      label: "full", kind: "a", cost: "1234567.89", rating: "4.25", count: 3, big: 9_007_199_254, flag: true,
      day: "2027-06-02", at: "2027-06-02 10:15:30.123456+00", atDate: new Date("2027-06-02T10:15:30.123Z"),
      meta: { n: 1, s: "café “quoted”" }, ratio: 0.5, wide: 1.0000001, tags: ["x", "y, z"],
    },
    { label: "full", count: 7 },
    { label: "other", count: 1 },
  ]);
});

afterAll(async () => {
  await database?.close();
});

describe("hotRead", () => {
  it("answers what Drizzle answers for the same statement, for every column type and null", async () => {
    const values = { label: "full", after: "2027-01-01T00:00:00Z" };
    const viaDrizzle = await build(database.db, fields).prepare("hot_read_samples_drizzle").execute(values);
    const viaDriver = await samplesByLabel(database.db, values);
    expect(viaDriver).toEqual(viaDrizzle);
    expect(viaDriver).toHaveLength(2);
    // A few values spelled out, so a change in both paths at once is caught too.
    const [full, sparse] = viaDriver;
    expect(full).toMatchObject({ cost: "1234567.89", rating: "4.25", count: 3, day: "2027-06-02", flag: true, doubled: 6, late: true, spent: "1234567.89" });
    expect(full!.at).toMatch(/^2027-06-02 10:15:30\.123456\+00(:00)?$/);
    expect(full!.atDate).toBeInstanceOf(Date);
    expect(full!.meta).toEqual({ n: 1, s: "café “quoted”" });
    expect(full!.tags).toEqual(["x", "y, z"]);
    expect(sparse).toMatchObject({ kind: null, cost: null, doubled: 14, late: null, spent: "0.00", tags: null, meta: null });
  });

  it("binds new values on every run of the same statement", async () => {
    const first = await samplesByLabel(database.db, { label: "other", after: "2027-01-01T00:00:00Z" });
    const second = await samplesByLabel(database.db, { label: "none", after: "2027-01-01T00:00:00Z" });
    const third = await samplesByLabel(database.db, { label: "full", after: "2030-01-01T00:00:00Z" });
    expect(first.map((r) => r.count)).toEqual([1]);
    expect(second).toEqual([]);
    expect(third[0]!.late).toBe(false);
  });

  it("runs inside a transaction on the transaction's connection through the driver, seeing its own writes", async () => {
    let seen: unknown;
    let viaDrizzle: unknown;
    let onDriver = false;
    const undo = new Error("undo");
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(samples).values({ label: "in-tx", count: 5, cost: "2.50" });
        // A Drizzle that no longer keeps its connection where runnerOf looks would make this false: slower, not wrong.
        onDriver = runsOnDriver(tx);
        seen = await samplesByLabel(tx, { label: "in-tx", after: "2027-01-01T00:00:00Z" });
        viaDrizzle = await build(tx as unknown as Db, fields).execute({ label: "in-tx", after: "2027-01-01T00:00:00Z" } as never);
        throw undo;
      }),
    ).rejects.toBe(undo);
    expect(onDriver).toBe(true);
    expect(seen).toEqual([expect.objectContaining({ label: "in-tx", count: 5, cost: "2.50", spent: "2.50" })]);
    expect(seen).toEqual(viaDrizzle);
    expect(await samplesByLabel(database.db, { label: "in-tx", after: "2027-01-01T00:00:00Z" })).toEqual([]);
  });

  it("writes inside a transaction with an insert's returning, undone with it", async () => {
    const addSample = hotRead("hot_read_samples_add", { id: samples.id, label: samples.label, cost: samples.cost }, (db, f) =>
      db.insert(samples).values({ label: sql.placeholder("label"), cost: sql.placeholder("cost") }).returning(f),
    );
    const undo = new Error("undo");
    let added: unknown;
    await expect(
      database.db.transaction(async (tx) => {
        added = await addSample(tx, { label: "written", cost: "3.10" });
        throw undo;
      }),
    ).rejects.toBe(undo);
    expect(added).toEqual([{ id: expect.any(String), label: "written", cost: "3.10" }]);
    expect(await samplesByLabel(database.db, { label: "written", after: "2027-01-01T00:00:00Z" })).toEqual([]);
  });

  it("refuses a nested selection, which it cannot map", () => {
    expect(() => hotRead("nested", { inner: { label: samples.label } } as never, (db) => db.select().from(samples) as never)).toThrow(
      /must be flat/,
    );
  });
});
