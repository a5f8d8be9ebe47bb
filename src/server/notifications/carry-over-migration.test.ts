// The migrations that replace the "trip updates" and "reservation reminders"
// switches with per-kind settings (docs/product/notifications.md): a switch
// that was off turns its kinds' e-mail and push off; one left on keeps the
// defaults. Runs the real migrations on PGlite: first up to the one before
// the notifications, then all.
import { describe, expect, it } from "vitest";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { DEFAULT_NOTIFICATION_SETTINGS, notificationSettingsOf } from "@shared/notifications";
import { migrationsFolder } from "../db/client";

const OFF = { email: "off", push: false };

describe("carrying the old notification switches over", () => {
  it("turns off the kinds of a switch that was off, keeps the defaults of one that was on, then drops the switches", async () => {
    const before = mkdtempSync(join(tmpdir(), "roamwise-mig-"));
    cpSync(migrationsFolder, before, { recursive: true });
    const journalPath = join(before, "meta", "_journal.json");
    const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
    const first = journal.entries.findIndex((e) => e.tag.endsWith("_notifications"));
    expect(first).toBeGreaterThan(0);
    journal.entries = journal.entries.slice(0, first);
    writeFileSync(journalPath, JSON.stringify(journal));

    const client = new PGlite();
    try {
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: before });
      const { rows: people } = await client.query<{ id: string; email: string }>(
        `insert into users (email, first_name, last_name) values ('quiet@x.test', 'Q', 'Q'), ('noremind@x.test', 'N', 'N'), ('all@x.test', 'A', 'A'), ('none@x.test', 'Z', 'Z') returning id, email`,
      );
      const id = (email: string) => people.find((p) => p.email === email)!.id;
      await client.query(
        `insert into user_preferences (user_id, trip_updates, reservation_reminders) values ($1, false, true), ($2, true, false), ($3, true, true)`,
        [id("quiet@x.test"), id("noremind@x.test"), id("all@x.test")],
      );

      await migrate(db, { migrationsFolder });

      const settings = async (email: string) =>
        notificationSettingsOf((await client.query<{ n: unknown }>(`select notifications as n from user_preferences where user_id = $1`, [id(email)])).rows[0]?.n);
      const quiet = await settings("quiet@x.test");
      expect(quiet["reservation.changed"]).toEqual(OFF);
      expect(quiet["trip.added"]).toEqual(OFF);
      expect(quiet["expense.added"]).toEqual(OFF);
      expect(quiet["reminder.checkin"]).toEqual(DEFAULT_NOTIFICATION_SETTINGS["reminder.checkin"]);
      const noRemind = await settings("noremind@x.test");
      expect(noRemind["reminder.checkin"]).toEqual(OFF);
      expect(noRemind["reminder.departure"]).toEqual(OFF);
      expect(noRemind["trip.added"]).toEqual(DEFAULT_NOTIFICATION_SETTINGS["trip.added"]);
      expect(await settings("all@x.test")).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
      expect(await settings("none@x.test")).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
      const { rows: columns } = await client.query<{ column_name: string }>(
        `select column_name from information_schema.columns where table_name = 'user_preferences' and column_name in ('trip_updates', 'reservation_reminders', 'time_zone')`,
      );
      expect(columns.map((c) => c.column_name)).toEqual(["time_zone"]);
    } finally {
      await client.close();
      rmSync(before, { recursive: true, force: true });
    }
  });
});
