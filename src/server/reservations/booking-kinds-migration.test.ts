// The migration that brings the sixteen booking kinds keeps every stored reservation as it was: its type
// (transport stays "other transport", attraction stays attraction) and its fields, with the new ones empty.
// Runs the real migrations on PGlite: first up to the one before it, then all.
import { describe, expect, it } from "vitest";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { migrationsFolder } from "../db/client";

describe("migration booking_kinds", () => {
  it("keeps every existing reservation's type and fields, and allows the new kinds", async () => {
    const before = mkdtempSync(join(tmpdir(), "roamwise-mig-"));
    cpSync(migrationsFolder, before, { recursive: true });
    const journalPath = join(before, "meta", "_journal.json");
    const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
    const at = journal.entries.findIndex((e) => e.tag.endsWith("_booking_kinds"));
    expect(at).toBeGreaterThan(0);
    journal.entries = journal.entries.slice(0, at);
    writeFileSync(journalPath, JSON.stringify(journal));

    const client = new PGlite();
    try {
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: before });
      const { rows: trips } = await client.query<{ id: string }>(`insert into trips (name) values ('Old trip') returning id`);
      const trip = trips[0]!.id;
      await client.query(
        `insert into reservations (trip_id, name, type, reservation_date, reservation_time, end_date, location_city) values
           ($1, 'Flight LIS → JFK', 'flight', '2027-06-01', '10:00', null, 'Lisbon'),
           ($1, 'Train to Sintra', 'transport', '2027-06-02', '09:10', null, 'Lisbon'),
           ($1, 'Fado show', 'attraction', '2027-06-02', '21:30', null, 'Lisbon'),
           ($1, 'Hotel Baixa', 'hotel', '2027-06-01', null, '2027-06-04', 'Lisbon'),
           ($1, 'Cervejaria Ramiro', 'restaurant', '2027-06-03', '20:00', null, 'Lisbon'),
           ($1, 'Locker', 'other', '2027-06-04', null, null, null)`,
        [trip],
      );
      const read = `select name, type, reservation_time, end_date::text, location_city from reservations order by name`;
      const { rows: old } = await client.query(read);

      await migrate(db, { migrationsFolder });

      expect((await client.query(read)).rows).toEqual(old);
      const { rows: added } = await client.query(
        `select count(*)::int as n from reservations where coalesce(end_time, from_name, to_name, from_time_zone, to_time_zone, seat, carriage, platform) is not null or from_lat is not null or to_lng is not null`,
      );
      expect(added).toEqual([{ n: 0 }]);
      for (const type of ["train", "bus", "ferry", "cruise", "car_rental", "taxi", "bicycle", "tour", "event", "activity"]) {
        await client.query(`insert into reservations (trip_id, name, type, reservation_date) values ($1, $2, $2, '2027-06-05')`, [trip, type]);
      }
      await expect(client.query(`insert into reservations (trip_id, name, type, reservation_date) values ($1, 'x', 'spaceship', '2027-06-05')`, [trip])).rejects.toThrow(
        /reservations_type/,
      );
    } finally {
      await client.close();
      rmSync(before, { recursive: true, force: true });
    }
  });
});
