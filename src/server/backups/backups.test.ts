// Backups (docs/product/backups.md). THE test: a trip with every kind of data
// is backed up on PGlite through the API while the app serves, restored onto
// a fresh PostgreSQL database, backed up there again and restored onto a fresh
// PGlite — every row of every table (files included: their bytes are rows)
// equal at each step. Also: a non-empty database is refused without --force,
// a backup of an older schema is migrated after loading, the list and delete
// calls, one scheduled backup per time across instances, and who may call.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { sql } from "drizzle-orm";
import type { Backup } from "@shared/backups";
import { buildApp, type App } from "../app";
import { openPglite, openPostgres, type Database, type Db } from "../db/client";
import { createTestApp, insertPicnicProposal, request, SAVED_QUOTE_BODIES, signUp, type SignedUp, type TestApp } from "../test/test-app";
import { freshPostgresDatabase, openTwoHandles, testEngine } from "../test/test-db";
import { ok, seedLisbonTrip } from "../test/seed-trip";
import { multipart } from "../test/multipart";
import { jpegWithExif } from "../test/photos";
import { GPX_WALK } from "../tracks/samples";
import { fixture } from "../imports/fixtures";
import { DATABASE_STORAGE } from "../storage/object-store";
import { oauthClients, oauthGrants } from "../db/schema";
import { dumpDatabase, migrationJournal } from "./dump";
import { RestoreRefused, openTarget, restoreBackup } from "./restore";
import { takeScheduledBackup, type BackupSettings } from "./service";

const PG_URL = process.env.TEST_DATABASE_URL;
let dir: string;
let settings: BackupSettings;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "roamwise-backups-"));
  settings = { dir: join(dir, "backups"), keep: 3, cron: "off" };
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Every table's rows as PostgreSQL's JSON of them (timestamps in UTC), sorted: equal exactly when the data is. */
async function contents(db: Db): Promise<Record<string, string[]>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    const run = async (q: string) => ((await tx.execute(sql.raw(q))) as unknown as { rows: Record<string, unknown>[] }).rows;
    const out: Record<string, string[]> = {};
    // Every table but the backups' own list, read straight from the catalogue (not from what the dump chose).
    const tables = (await run(`select tablename from pg_tables where schemaname = 'public' and tablename <> 'backups'`)).map((r) => String(r.tablename));
    for (const table of tables) {
      out[table] = (await run(`select row_to_json(t)::text as r from "${table}" t`)).map((r) => String(r.r)).sort();
    }
    return out;
  });
}

/** Takes a backup through the API as `who`, waits until it is done, and downloads it to a file. */
async function backUpThroughApi(app: App, who: SignedUp, name: string): Promise<string> {
  const started = await request(app, "POST", "/api/admin/backups", who);
  expect(started.statusCode, started.body).toBe(202);
  const { id } = started.json() as { id: string };
  let backup: Backup | undefined;
  await expect
    .poll(
      async () => {
        backup = ((await request(app, "GET", "/api/admin/backups", who)).json() as Backup[]).find((b) => b.id === id);
        return backup?.status;
      },
      { timeout: 20_000, interval: 50 },
    )
    .toBe("done");
  const download = await request(app, "GET", `/api/admin/backups/${id}/download`, who);
  expect(download.statusCode).toBe(200);
  expect(download.headers["content-type"]).toBe("application/gzip");
  expect(download.headers["content-disposition"]).toMatch(/^attachment; filename="roamwise-backup-.*\.json\.gz"$/);
  expect(download.rawPayload.length).toBe(backup!.sizeBytes);
  const path = join(dir, name);
  await writeFile(path, download.rawPayload);
  return path;
}

/** A database's rows apart from the audit entries restores wrote into it, and how many of those there are. */
function apartFromRestores(rows: Record<string, string[]>): { rows: Record<string, string[]>; restores: number } {
  const isRestore = (row: string) => row.includes('"action":"backup.restored"');
  const audit = rows.audit_log ?? [];
  return { rows: { ...rows, audit_log: audit.filter((r) => !isRestore(r)) }, restores: audit.filter(isRestore).length };
}

describe.runIf(testEngine === "pglite")("backups across engines", () => {
  let source: TestApp;
  let ana: SignedUp;
  let original: Record<string, string[]>;

  beforeAll(async () => {
    source = await createTestApp({ backups: settings });
    const seeded = await seedLisbonTrip(source.app, source.database);
    ana = seeded.ana;
    const { trip, ben, cleo } = seeded;
    const app = source.app;
    const id = trip.id;
    // Every other kind of data the trip and its members can hold.
    const reservations = (await ok(app, ana, "GET", `/api/trips/${id}/reservations`)) as { id: string }[];
    const body = multipart([{ name: "ticket.pdf", data: fixture("e-ticket.pdf"), type: "application/pdf" }]);
    const upload = await app.inject({ method: "POST", url: `/api/reservations/${reservations[0]!.id}/files`, headers: { ...body.headers, cookie: ana.cookie }, payload: body.payload });
    expect(upload.statusCode, upload.body).toBe(201);
    await ok(app, cleo, "PATCH", `/api/reservations/${reservations[0]!.id}/rating`, { rating: 4 });
    await ok(app, ana, "POST", `/api/trips/${id}/budget`, { category: "food", plannedAmount: "250.10", realizedAmount: "12.40" });
    await ok(app, ana, "POST", `/api/trips/${id}/share`);
    await ok(app, ana, "POST", `/api/trips/${id}/invite-links`, { role: "editor" });
    await ok(app, ben, "POST", `/api/trips/${id}/chat`, { content: "When is the fado night?" });
    await ok(app, ben, "GET", `/api/trips/${id}/calendar-feed`);
    await ok(app, ana, "POST", "/api/profile/tokens", { name: "Desktop assistant" });
    // An outside assistant Ana connected by OAuth: its registration and her grant (as the token exchange leaves them).
    const [client] = await source.database.db.insert(oauthClients).values({ name: "Desk assistant", redirectUris: ["http://127.0.0.1:8976/callback"] }).returning();
    await source.database.db.insert(oauthGrants).values({
      clientId: client!.id,
      userId: ana.user.id,
      scope: "trips:read",
      accessHash: "a".repeat(64),
      accessExpiresAt: "2030-01-01T00:00:00.000Z",
      refreshHash: "b".repeat(64),
      refreshExpiresAt: "2030-01-01T00:00:00.000Z",
    });
    await ok(app, cleo, "PUT", "/api/profile/preferences", { email: false, push: true, language: "pt", timeZone: "America/Sao_Paulo" });
    await ok(app, ana, "POST", `/api/trips/${id}/quotes/flights`, SAVED_QUOTE_BODIES.flights);
    await ok(app, ana, "POST", `/api/trips/${id}/quotes/hotels`, SAVED_QUOTE_BODIES.hotels);
    await insertPicnicProposal(source.database, id, "2027-12-10");
    // Memories: a photo on a day and a journal entry.
    const photo = multipart([{ name: "tram.jpg", data: await jpegWithExif({}), type: "image/jpeg" }], { date: "2027-12-10" });
    const photoUpload = await app.inject({ method: "POST", url: `/api/trips/${id}/photos`, headers: { ...photo.headers, cookie: ana.cookie }, payload: photo.payload });
    expect(photoUpload.statusCode, photoUpload.body).toBe(201);
    await ok(app, ben, "PUT", `/api/trips/${id}/journal/2027-12-10`, { text: "Tram 28 up to the castle." });
    // A GPX track (and its waypoints as places) on a day.
    const walk = multipart([{ name: "alfama.gpx", data: GPX_WALK }]);
    const walkUpload = await app.inject({ method: "POST", url: `/api/trips/${id}/days/2027-12-10/geo`, headers: { ...walk.headers, cookie: ana.cookie }, payload: walk.payload });
    expect(walkUpload.statusCode, walkUpload.body).toBe(201);
    // An idea (a place without a date) and Cleo's 👍 on it.
    const idea = await ok(app, ana, "POST", `/api/trips/${id}/places`, { name: "Pena Palace", lat: 38.7876, lng: -9.3906 });
    await ok(app, cleo, "PUT", `/api/places/${idea.id}/like`);
    // The trip chat: Ben mentions Cleo, Ana answers, Cleo reacts and has read them.
    const said = await ok(app, ben, "POST", `/api/trips/${id}/messages`, { text: "@Cleo fado at 9?", mentions: [cleo.user.id] });
    const answer = await ok(app, ana, "POST", `/api/trips/${id}/messages`, { text: "Booked!", replyTo: said.id });
    await ok(app, cleo, "PUT", `/api/messages/${said.id}/reactions/${encodeURIComponent("🎉")}`);
    expect((await request(app, "POST", `/api/trips/${id}/messages/read`, cleo, { lastId: answer.id })).statusCode).toBe(204);
    // A poll on the idea and a day, and Cleo's vote in it.
    const poll = await ok(app, ana, "POST", `/api/trips/${id}/polls`, { question: "Sintra when?", options: [{ text: "Pena", placeId: idea.id, date: "2027-12-11" }, { text: "Skip it" }] });
    await ok(app, cleo, "PUT", `/api/polls/${poll.id}/vote`, { optionIds: [(poll as { options: { id: string }[] }).options[0]!.id] });
    // A leg's travel mode, chosen between the two places of Dec 11.
    const dec11 = ((await ok(app, ana, "GET", `/api/trips/${id}/days`)) as { date: string; items: { id: string; kind: string }[] }[]).find((d) => d.date === "2027-12-11")!;
    const [from, to] = dec11.items.filter((i) => i.kind === "place");
    const leg = await request(app, "PATCH", `/api/trips/${id}/legs`, ana, { fromId: from!.id, toId: to!.id, mode: "walking" });
    expect(leg.statusCode, leg.body).toBeLessThan(300);
    // Web push: the server's key pair, Ana's browser (a documentation address, never called here) and the push a later change queues.
    await ok(app, ana, "GET", "/api/push/key");
    await ok(app, ana, "POST", "/api/push/subscriptions", { endpoint: "https://203.0.113.10/push/ana", keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) } });
    await ok(app, ana, "PUT", "/api/profile/notifications", { "reservation.changed": { email: "off", push: true } });
    // A trip webhook (a documentation address, never called here) and the delivery a later change queues.
    await ok(app, ana, "POST", `/api/trips/${id}/webhooks`, { url: "http://203.0.113.10/hook", format: "json", kinds: ["reservation.changed"] });
    // A guest without an account: on the fado night with Ben, and carrying an item.
    const gil = (await ok(app, ana, "POST", `/api/trips/${id}/guests`, { firstName: "Gil", lastName: "Sousa" })) as { id: string };
    await ok(app, ana, "POST", `/api/trips/${id}/lists/packing`, { text: "Fado tickets", assigneeId: gil.id });
    await ok(app, ben, "POST", `/api/trips/${id}/reservations`, { name: "Fado night", type: "restaurant", reservationDate: "2027-12-11", travellers: [ben.user.id, gil.id] });
    // A pinned note on a day that mentions Cleo (its mentions are an array column, which must round-trip too).
    await ok(app, ben, "POST", `/api/trips/${id}/notes`, { title: "Meet at Rossio", body: "**Under the clock**", date: "2027-12-10", pinned: true, mentions: [cleo.user.id] });
    // Two-step sign-in and a passkey: accounts' second factors are part of the instance.
    await source.database.db.execute(sql`insert into totp_factors (user_id, secret, enabled_at) values (${cleo.user.id}, 'JBSWY3DPEHPK3PXP', now())`);
    await source.database.db.execute(sql`insert into totp_backup_codes (user_id, code_hash) values (${cleo.user.id}, 'a-hash')`);
    await source.database.db.execute(
      sql`insert into passkeys (user_id, name, credential_id, public_key, transports) values (${ana.user.id}, 'Laptop', 'cred-1', 'key-1', '{internal}')`,
    );
    // Ben signs in through single sign-on too: his linked identity is part of the instance.
    await source.database.db.execute(sql`insert into oidc_identities (issuer, subject, user_id) values ('https://id.example', 'ben-sub', ${ben.user.id})`);
    // Bookings by mail: Ana's forwarding address, a sender she added, and a mail in her Inbox (added to the trip).
    await ok(app, ana, "PUT", "/api/profile/forwarding", { autoAdd: true });
    await ok(app, ana, "POST", "/api/profile/forwarding/senders", { email: "ana.work@office.example" });
    await source.database.db.execute(
      sql`insert into inbox_items (user_id, from_address, subject, candidates, status, trip_id, message_hash)
          values (${ana.user.id}, ${ana.user.email}, 'Fado night', '[]'::jsonb, 'added', ${id}, 'a-hash')`,
    );
    original = await contents(source.database.db);
  });
  afterAll(async () => {
    await source?.close();
  });

  it("the seeded data reaches every table a trip fills", () => {
    const empty = Object.entries(original).filter(([, rows]) => rows.length === 0).map(([t]) => t);
    // Tables nothing in a trip writes to: an unused password reset and sign-in failures, rates fetched from the bank,
    // import uploads (kept a day), idempotency keys (an offline client's), the outbox once sent, single sign-ons under way (kept 10 minutes)
    // and two-step or passkey ceremonies and OAuth codes under way (kept 5 minutes).
    const passing = ["password_reset_tokens", "login_failures", "fx_rates", "import_uploads", "idempotency_keys", "mail_outbox", "oidc_logins", "two_factor_challenges", "webauthn_challenges", "oauth_codes"];
    expect(empty.filter((t) => !passing.includes(t))).toEqual([]);
  });

  it.runIf(PG_URL)("PGlite → PostgreSQL → PGlite: every row and file equal", { timeout: 180_000 }, async () => {
    const first = await backUpThroughApi(source.app, ana, "from-pglite.json.gz");
    // Starting the backup wrote its audit entry before the snapshot: the backup holds it.
    const atFirst = await contents(source.database.db);

    const pgDb = await freshPostgresDatabase("roamwise_restore");
    let pglitePath: string | null = null;
    try {
      const pgTarget = await openTarget({ DATABASE_URL: pgDb.url, DATA_DIR: "unused" });
      const restored = await restoreBackup(pgTarget, first, { storage: DATABASE_STORAGE }).finally(() => pgTarget.close());
      expect(restored.counts.trips).toBe(1);
      expect(restored.counts.reservation_files).toBe(1);

      const onPg = await openPostgres(pgDb.url);
      const pgApp = await buildApp({ database: onPg, backups: { ...settings, dir: join(dir, "pg-backups") } });
      try {
        const onPgRows = apartFromRestores(await contents(onPg.db));
        expect(onPgRows.rows).toEqual(atFirst);
        expect(onPgRows.restores).toBe(1);
        // The restored instance serves the trip: Ana's session came along.
        const file = await request(pgApp, "GET", "/api/trips", ana);
        expect(file.statusCode).toBe(200);
        const second = await backUpThroughApi(pgApp, ana, "from-postgres.json.gz");
        const atSecond = await contents(onPg.db);

        pglitePath = await mkdtemp(join(tmpdir(), "roamwise-restored-"));
        const liteTarget = await openTarget({ DATA_DIR: pglitePath });
        await restoreBackup(liteTarget, second, { storage: DATABASE_STORAGE }).finally(() => liteTarget.close());
        const onLite = await openPglite({ dataDir: pglitePath });
        try {
          const onLiteRows = apartFromRestores(await contents(onLite.db));
          expect(onLiteRows.rows).toEqual(apartFromRestores(atSecond).rows);
          expect(onLiteRows.restores).toBe(apartFromRestores(atSecond).restores + 1);
        } finally {
          await onLite.close();
        }

        // Restoring onto a database that holds data is refused, and done with force.
        const again = await openTarget({ DATABASE_URL: pgDb.url, DATA_DIR: "unused" });
        try {
          await expect(restoreBackup(again, second, { storage: DATABASE_STORAGE })).rejects.toThrow(RestoreRefused);
        } finally {
          await again.close();
        }
      } finally {
        await pgApp.close();
        await onPg.close();
      }
      const forced = await openTarget({ DATABASE_URL: pgDb.url, DATA_DIR: "unused" });
      try {
        const res = await restoreBackup(forced, first, { storage: DATABASE_STORAGE, force: true });
        expect(res.counts.trips).toBe(1);
      } finally {
        await forced.close();
      }
    } finally {
      await pgDb.drop();
      if (pglitePath) await rm(pglitePath, { recursive: true, force: true });
    }
  });

  it("lists backups newest first, keeps the newest BACKUP_KEEP, deletes one, and says 404 for an unknown id", async () => {
    for (let i = 0; i < 4; i++) await backUpThroughApi(source.app, ana, `keep-${i}.json.gz`);
    const list = (await request(source.app, "GET", "/api/admin/backups", ana)).json() as Backup[];
    expect(list.filter((b) => b.status === "done")).toHaveLength(settings.keep);
    expect(list.map((b) => b.createdAt)).toEqual([...list.map((b) => b.createdAt)].sort().reverse());
    expect(list[0]).toMatchObject({ trigger: "manual", status: "done" });

    const gone = await request(source.app, "DELETE", `/api/admin/backups/${list[0]!.id}`, ana);
    expect(gone.statusCode).toBe(204);
    expect((await request(source.app, "GET", `/api/admin/backups/${list[0]!.id}/download`, ana)).statusCode).toBe(404);
    expect((await request(source.app, "DELETE", `/api/admin/backups/${list[0]!.id}`, ana)).statusCode).toBe(404);
    expect((await request(source.app, "DELETE", "/api/admin/backups/not-an-id", ana)).statusCode).toBe(404);
  });

  it("answers 401 signed out and 403 to anyone but the instance's admin", async () => {
    const other = await signUp(source.app, { firstName: "Dora" });
    for (const [method, url] of [
      ["GET", "/api/admin/backups"],
      ["POST", "/api/admin/backups"],
      ["GET", "/api/admin/backups/00000000-0000-4000-8000-000000000000/download"],
      ["DELETE", "/api/admin/backups/00000000-0000-4000-8000-000000000000"],
    ] as const) {
      expect((await request(source.app, method, url)).statusCode, `${method} ${url}`).toBe(401);
      expect((await request(source.app, method, url, other)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe.runIf(testEngine === "pglite")("restoring a backup of an older schema", () => {
  it("loads it at its own version, then migrates it to this one", async () => {
    const journal = migrationJournal();
    // A database as the release before files could live in a bucket left it.
    const older = journal.findIndex((m) => m.tag.endsWith("_files_storage_and_backups"));
    expect(older).toBeGreaterThan(0);
    const oldDir = await mkdtemp(join(tmpdir(), "roamwise-old-"));
    const newDir = await mkdtemp(join(tmpdir(), "roamwise-new-"));
    try {
      const oldTarget = await openTarget({ DATA_DIR: oldDir });
      await oldTarget.migrate(older);
      await oldTarget.query(`insert into users (id, email, password_hash, first_name, last_name) values ('11111111-1111-4111-8111-111111111111', 'old@example.com', 'x', 'Olga', 'Old')`);
      await oldTarget.query(`insert into trips (id, name, currency) values ('22222222-2222-4222-8222-222222222222', 'Old trip', 'EUR')`);
      await oldTarget.query(`insert into reservations (id, trip_id, name, type, reservation_date) values ('33333333-3333-4333-8333-333333333333', '22222222-2222-4222-8222-222222222222', 'Old train', 'transport', '2027-01-02')`);
      await oldTarget.query(`insert into reservation_files (reservation_id, name, content_type, size, data) values ('33333333-3333-4333-8333-333333333333', 'a.png', 'image/png', 3, '\\x010203')`);
      await oldTarget.close();

      const client = new PGlite(oldDir);
      const lines: string[] = [];
      await dumpDatabase(drizzle({ client }) as unknown as Db, "pglite", DATABASE_STORAGE, async (l) => void lines.push(l));
      await client.close();
      expect(JSON.parse(lines[0]!)).toMatchObject({ migrations: older, schemaVersion: journal[older - 1]!.tag });
      const file = join(oldDir, "..", `${Date.now()}-old.json.gz`);
      await writeFile(file, gzipSync(lines.join("\n") + "\n"));

      const target = await openTarget({ DATA_DIR: newDir });
      const { counts } = await restoreBackup(target, file, { storage: DATABASE_STORAGE }).finally(() => target.close());
      expect(counts).toMatchObject({ users: 1, trips: 1, reservations: 1, reservation_files: 1 });
      const restored: Database = await openPglite({ dataDir: newDir });
      try {
        const rows = ((await restored.db.execute(sql`select stored_in, encode(data, 'hex') as hex from reservation_files`)) as unknown as { rows: unknown[] }).rows;
        expect(rows).toEqual([{ stored_in: "database", hex: "010203" }]);
      } finally {
        await restored.close();
      }
      await rm(file, { force: true });
    } finally {
      await rm(oldDir, { recursive: true, force: true });
      await rm(newDir, { recursive: true, force: true });
    }
  }, 180_000);

  it("refuses a file that is not a backup", async () => {
    const file = join(dir, "not-a-backup.json.gz");
    await writeFile(file, gzipSync('{"hello":"world"}\n'));
    const emptyDir = await mkdtemp(join(tmpdir(), "roamwise-empty-"));
    const target = await openTarget({ DATA_DIR: emptyDir });
    try {
      await expect(restoreBackup(target, file, { storage: DATABASE_STORAGE })).rejects.toThrow("This is not a Roamwise backup file.");
    } finally {
      await target.close();
      await rm(emptyDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe("scheduled backups", () => {
  it("one of several instances takes each scheduled time", async () => {
    const { dbs, close } = await openTwoHandles("roamwise_sched");
    try {
      const time = new Date("2027-01-01T03:00:00Z");
      const taken = await Promise.all(dbs.map((database) => takeScheduledBackup({ database, storage: DATABASE_STORAGE, settings: { ...settings, dir: join(dir, "sched") } }, time)));
      expect(taken.filter(Boolean)).toHaveLength(1);
      await taken.find(Boolean)!.done;
      const rows = ((await dbs[0].db.execute(sql`select status, trigger from backups`)) as unknown as { rows: unknown[] }).rows;
      expect(rows).toEqual([{ status: "done", trigger: "schedule" }]);
    } finally {
      await close();
    }
  });
});
