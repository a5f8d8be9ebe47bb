// Migration 0007 (docs/product/reservations-and-imports.md): a flight is its own reservation type. Flights
// booked from a saved quote before it were filed under transport; the
// migration makes them flights and leaves every other reservation as it was.
// Runs the real migrations on PGlite: first up to 0006, then all.
import { describe, expect, it } from "vitest";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { migrationsFolder } from "../db/client";

describe("migration 0007_flight_type", () => {
  it("turns the reservations of booked flight quotes into flights, and nothing else", async () => {
    const before = mkdtempSync(join(tmpdir(), "roamwise-mig-"));
    cpSync(migrationsFolder, before, { recursive: true });
    const journalPath = join(before, "meta", "_journal.json");
    const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
    journal.entries = journal.entries.filter((e) => e.tag < "0007");
    writeFileSync(journalPath, JSON.stringify(journal));

    const client = new PGlite();
    try {
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: before });
      const { rows: trips } = await client.query<{ id: string }>(`insert into trips (name) values ('Old trip') returning id`);
      const trip = trips[0]!.id;
      const { rows: made } = await client.query<{ id: string; name: string }>(
        `insert into reservations (trip_id, name, type, reservation_date) values
           ($1, 'Flight LIS → OPO', 'transport', '2027-06-01'),
           ($1, 'Train to Sintra', 'transport', '2027-06-02'),
           ($1, 'Hotel Baixa', 'hotel', '2027-06-01')
         returning id, name`,
        [trip],
      );
      const id = (name: string) => made.find((r) => r.name === name)!.id;
      await client.query(
        `insert into flight_quotes (trip_id, origin, destination, departure_date, price, booked_reservation_id) values
           ($1, 'LIS', 'OPO', '2027-06-01', '120.10', $2),
           ($1, 'OPO', 'LIS', '2027-06-05', '99.00', null)`,
        [trip, id("Flight LIS → OPO")],
      );

      await migrate(db, { migrationsFolder });

      const { rows } = await client.query<{ name: string; type: string }>(`select name, type from reservations order by name`);
      expect(rows).toEqual([
        { name: "Flight LIS → OPO", type: "flight" },
        { name: "Hotel Baixa", type: "hotel" },
        { name: "Train to Sintra", type: "transport" },
      ]);
      // The new type is allowed from now on, an unknown one still is not.
      await client.query(`insert into reservations (trip_id, name, type, reservation_date) values ($1, 'Flight OPO → LIS', 'flight', '2027-06-05')`, [trip]);
      await expect(client.query(`insert into reservations (trip_id, name, type, reservation_date) values ($1, 'x', 'spaceship', '2027-06-05')`, [trip])).rejects.toThrow(
        /reservations_type/,
      );
    } finally {
      await client.close();
      rmSync(before, { recursive: true, force: true });
    }
  });
});
