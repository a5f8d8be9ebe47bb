// Migration 0002 (ADR 024): pending rows of trip_invitations become one-person
// invite links with the same ids and a queued invitation e-mail each, and the
// old table is gone. Runs the real migrations on PGlite: first up to 0001, then all.
import { describe, expect, it } from "vitest";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { migrationsFolder } from "../db/client";

describe("migration 0002_invite_links", () => {
  it("moves pending invitations into invite_links and queues their e-mails", async () => {
    // The migrations as they were before this one.
    const before = mkdtempSync(join(tmpdir(), "roamwise-mig-"));
    cpSync(migrationsFolder, before, { recursive: true });
    const journalPath = join(before, "meta", "_journal.json");
    const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
    journal.entries = journal.entries.filter((e) => e.tag < "0002");
    writeFileSync(journalPath, JSON.stringify(journal));

    const client = new PGlite();
    try {
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: before });
      const { rows: users } = await client.query<{ id: string }>(
        `insert into users (email, password_hash, first_name, last_name) values ('ada@example.com', 'x', 'Ada', 'A') returning id`,
      );
      const { rows: trips } = await client.query<{ id: string }>(`insert into trips (name) values ('Old trip') returning id`);
      const { rows: invitations } = await client.query<{ id: string }>(
        `insert into trip_invitations (trip_id, email, role, invited_by) values ($1, 'friend@example.com', 'admin', $2), ($1, 'kid@example.com', 'viewer', null) returning id`,
        [trips[0]!.id, users[0]!.id],
      );

      await migrate(db, { migrationsFolder });

      const { rows: links } = await client.query<Record<string, unknown>>(
        `select id, trip_id, email, role, max_uses, uses, created_by, length(token) as token_length from invite_links order by email`,
      );
      expect(links).toEqual([
        { id: invitations[0]!.id, trip_id: trips[0]!.id, email: "friend@example.com", role: "admin", max_uses: 1, uses: 0, created_by: users[0]!.id, token_length: 64 },
        { id: invitations[1]!.id, trip_id: trips[0]!.id, email: "kid@example.com", role: "viewer", max_uses: 1, uses: 0, created_by: null, token_length: 64 },
      ]);
      const { rows: tokens } = await client.query<{ n: number }>(`select count(distinct token)::int as n from invite_links`);
      expect(tokens[0]!.n).toBe(2);
      const { rows: outbox } = await client.query<Record<string, unknown>>(
        `select recipient, template, data from mail_outbox order by recipient`,
      );
      expect(outbox).toEqual([
        { recipient: "friend@example.com", template: "invitation", data: { inviteLinkId: invitations[0]!.id } },
        { recipient: "kid@example.com", template: "invitation", data: { inviteLinkId: invitations[1]!.id } },
      ]);
      const { rows: old } = await client.query(`select 1 from information_schema.tables where table_name = 'trip_invitations'`);
      expect(old).toEqual([]);
    } finally {
      await client.close();
      rmSync(before, { recursive: true, force: true });
    }
  });
});
