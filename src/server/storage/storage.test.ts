// Stored files in an S3-compatible bucket (docs/product/operating.md): tested
// against a real S3 server (s3rver) on loopback. An attachment added with
// FILES_STORAGE=s3 has its bytes in the bucket, not its row, and reads back;
// files:move moves every file to the bucket and back, and a move cut short
// resumes where it stopped; photos (original and served copies) move with them.
// A backup goes to the bucket with the files and photos kept there, and a
// restore puts them into the restoring instance's bucket or, on the database
// alone, into their rows.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { ReservationFile } from "@shared/files";
import type { Trip } from "@shared/trips";
import { buildApp, type App } from "../app";
import { createTestApp, createTestTrip, request, signUp, sqlRows, type SignedUp, type TestApp } from "../test/test-app";
import { multipart } from "../test/multipart";
import { fixture } from "../imports/fixtures";
import { startS3Server, type S3TestServer } from "../test/s3-server";
import type { Photo } from "@shared/memories";
import { jpegWithExif } from "../test/photos";
import { attachmentKey, DATABASE_STORAGE, photoKey, type FileStorage, type ObjectStore } from "./object-store";
import { s3ObjectStore } from "./s3";
import { moveFiles } from "./move";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { startBackup } from "../backups/service";
import { openTarget, restoreBackup } from "../backups/restore";

let s3: S3TestServer;
let bucket: ObjectStore;
let t: TestApp;
let onS3: App;
let ana: SignedUp;
let trip: Trip;
let reservationId: string;
let photoTripId: string;

const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");

async function upload(app: App, data: Buffer, name: string): Promise<ReservationFile> {
  const body = multipart([{ name, data, type: "application/octet-stream" }]);
  const res = await app.inject({ method: "POST", url: `/api/reservations/${reservationId}/files`, headers: { ...body.headers, cookie: ana.cookie }, payload: body.payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function download(app: App, fileId: string): Promise<Buffer> {
  const res = await app.inject({ method: "GET", url: `/api/files/${fileId}`, headers: { cookie: ana.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.rawPayload;
}

async function addPhoto(app: App, colour: string): Promise<Photo> {
  const body = multipart([{ name: "day.jpg", data: await jpegWithExif({}, { width: 800, height: 600 }, colour), type: "image/jpeg" }], { date: "2027-05-02" });
  const res = await app.inject({ method: "POST", url: `/api/trips/${photoTripId}/photos`, headers: { ...body.headers, cookie: ana.cookie }, payload: body.payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()[0];
}

/** The photo's original and its two served copies, as a member's browser gets them. */
async function photoBytes(app: App, photoId: string): Promise<Buffer[]> {
  return Promise.all(
    [`/api/photos/${photoId}/original`, `/api/photos/${photoId}/file?size=400`, `/api/photos/${photoId}/file?size=1600`].map(async (url) => {
      const res = await app.inject({ method: "GET", url, headers: { cookie: ana.cookie } });
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      return res.rawPayload;
    }),
  );
}

const photoStoredIn = async (photoId: string) =>
  (await sqlRows<{ stored_in: string; in_row: boolean }>(t.database, sql`select stored_in, (original is not null and small is not null and large is not null) as in_row from photos where id = ${photoId}`))[0];

const storedIn = async (fileId: string) =>
  (await sqlRows<{ stored_in: string; in_row: boolean }>(t.database, sql`select stored_in, data is not null as in_row from reservation_files where id = ${fileId}`))[0];

beforeAll(async () => {
  s3 = await startS3Server();
  bucket = s3ObjectStore(s3.settings);
  t = await createTestApp();
  // A second app on the same database, started with FILES_STORAGE=s3.
  const storage: FileStorage = { kind: "s3", objects: bucket };
  onS3 = await buildApp({ database: t.database, files: storage });
  ana = await signUp(t.app, { firstName: "Ana" });
  trip = await createTestTrip(t.app, ana, { name: "Bucket trip" });
  const res = await request(t.app, "POST", `/api/trips/${trip.id}/reservations`, ana, { name: "TP 1351", type: "flight", reservationDate: "2027-12-09" });
  reservationId = res.json().id;
  photoTripId = (await createTestTrip(t.app, ana, { name: "Photo trip", startDate: "2027-05-01", endDate: "2027-05-03" })).id;
});
afterAll(async () => {
  await onS3?.close();
  await t?.close();
  await s3?.close();
});

describe("files in an S3-compatible bucket", () => {
  it("keeps an attachment's bytes in the bucket, reads them back, and removes them with the file", async () => {
    const pdf = fixture("e-ticket.pdf");
    const file = await upload(onS3, pdf, "ticket.pdf");
    expect(await storedIn(file.id)).toEqual({ stored_in: "s3", in_row: false });
    expect(Buffer.compare((await bucket.get(attachmentKey(file.id)))!, pdf)).toBe(0);
    expect(Buffer.compare(await download(onS3, file.id), pdf)).toBe(0);

    const del = await request(onS3, "DELETE", `/api/files/${file.id}`, ana);
    expect(del.statusCode).toBe(204);
    expect(await bucket.get(attachmentKey(file.id))).toBeNull();
  });

  it("moves every file to the bucket and back with files:move, each readable all along", async () => {
    const inDb = [await upload(t.app, PNG, "a.png"), await upload(t.app, fixture("e-ticket.pdf"), "b.pdf")];
    const inBucket = await upload(onS3, PNG, "c.png");
    const all = [...inDb, inBucket];
    const bytes = new Map(await Promise.all(all.map(async (f) => [f.id, await download(onS3, f.id)] as const)));

    expect(await moveFiles(t.database.db, bucket, "s3")).toEqual({ moved: 2, left: 0 });
    for (const f of all) {
      expect(await storedIn(f.id)).toEqual({ stored_in: "s3", in_row: false });
      expect(Buffer.compare(await download(onS3, f.id), bytes.get(f.id)!)).toBe(0);
    }

    expect(await moveFiles(t.database.db, bucket, "database")).toEqual({ moved: 3, left: 0 });
    for (const f of all) {
      expect(await storedIn(f.id)).toEqual({ stored_in: "database", in_row: true });
      // A server on the database alone serves them again.
      expect(Buffer.compare(await download(t.app, f.id), bytes.get(f.id)!)).toBe(0);
    }
    expect(await bucket.list("attachments/")).toEqual([]);
  });

  it("resumes a move that was stopped part way", async () => {
    await upload(t.app, PNG, "d.png");
    const n = (await sqlRows<{ n: number }>(t.database, sql`select count(*)::int as n from reservation_files where stored_in = 'database'`))[0]!.n;
    expect(n).toBeGreaterThanOrEqual(3);

    const stop = new AbortController();
    const first = await moveFiles(t.database.db, bucket, "s3", { signal: stop.signal, onMoved: () => stop.abort() });
    expect(first).toEqual({ moved: 1, left: n - 1 });

    const second = await moveFiles(t.database.db, bucket, "s3");
    expect(second).toEqual({ moved: n - 1, left: 0 });
    const keys = await bucket.list("attachments/");
    const rows = await sqlRows<{ id: string }>(t.database, sql`select id from reservation_files where stored_in = 's3'`);
    expect(keys.sort()).toEqual(rows.map((r) => attachmentKey(r.id)).sort());
  });
});

describe("photos in the bucket", () => {
  it("moves photos, original and copies, to the bucket and back with files:move, each served all along", async () => {
    const inDb = await addPhoto(t.app, "#2a9d8f");
    const inBucket = await addPhoto(onS3, "#e76f51");
    expect(await photoStoredIn(inBucket.id)).toEqual({ stored_in: "s3", in_row: false });
    const before = new Map(await Promise.all([inDb, inBucket].map(async (p) => [p.id, await photoBytes(onS3, p.id)] as const)));

    const toBucket = await moveFiles(t.database.db, bucket, "s3");
    expect(toBucket.left).toBe(0);
    expect(await photoStoredIn(inDb.id)).toEqual({ stored_in: "s3", in_row: false });
    expect((await bucket.list(`photos/${inDb.id}/`)).sort()).toEqual([photoKey(inDb.id, "1600"), photoKey(inDb.id, "400"), photoKey(inDb.id, "original")]);
    for (const p of [inDb, inBucket]) expect(await photoBytes(onS3, p.id)).toEqual(before.get(p.id));

    const toDatabase = await moveFiles(t.database.db, bucket, "database");
    expect(toDatabase.left).toBe(0);
    for (const p of [inDb, inBucket]) {
      expect(await photoStoredIn(p.id)).toEqual({ stored_in: "database", in_row: true });
      // A server on the database alone serves them again.
      expect(await photoBytes(t.app, p.id)).toEqual(before.get(p.id));
    }
    expect(await bucket.list("photos/")).toEqual([]);
  });
});

describe("backups with files in the bucket", () => {
  it("writes the backup to the bucket with the files kept there, and a restore puts them back into a bucket", async () => {
    const pdf = fixture("e-ticket.pdf");
    const file = await upload(onS3, pdf, "in-bucket.pdf");
    const photo = await addPhoto(onS3, "#264653");
    const [original, small, large] = await photoBytes(onS3, photo.id);
    const storage: FileStorage = { kind: "s3", objects: bucket };
    const ctx = { database: t.database, storage, settings: { dir: "/nonexistent-backup-dir", keep: 5, cron: "off" } };
    const { id, done } = await startBackup(ctx, "manual", { userId: ana.user.id });
    await done;
    const [row] = await sqlRows<{ status: string; stored_in: string }>(t.database, sql`select status, stored_in from backups where id = ${id}`);
    expect(row).toEqual({ status: "done", stored_in: "s3" });
    const gz = await bucket.get(`backups/${id}.json.gz`);
    expect(gz).not.toBeNull();
    const text = gunzipSync(gz!).toString();
    expect(text).toContain(`{"file":"${attachmentKey(file.id)}","size":${pdf.length}}`);
    expect(text).toContain(`{"file":"${photoKey(photo.id, "original")}","size":${original!.length}}`);
    expect(text).toContain(`{"file":"${photoKey(photo.id, "400")}","size":${small!.length}}`);
    expect(text).toContain(`{"file":"${photoKey(photo.id, "1600")}","size":${large!.length}}`);

    // Restored onto an empty database with another, empty bucket: the file is read back from there.
    const other = await startS3Server("restored");
    const dir = await mkdtemp(join(tmpdir(), "roamwise-s3-restore-"));
    try {
      const otherBucket = s3ObjectStore(other.settings);
      const path = join(dir, "backup.json.gz");
      await writeFile(path, gz!);
      const target = await openTarget({ DATA_DIR: join(dir, "data") });
      await restoreBackup(target, path, { storage: { kind: "s3", objects: otherBucket } }).finally(() => target.close());
      expect(Buffer.compare((await otherBucket.get(attachmentKey(file.id)))!, pdf)).toBe(0);
      expect(await otherBucket.get(photoKey(photo.id, "original"))).toEqual(original);
      expect(await otherBucket.get(photoKey(photo.id, "400"))).toEqual(small);
      expect(await otherBucket.get(photoKey(photo.id, "1600"))).toEqual(large);

      // Restored onto an instance on the database alone: the bucket's files go into their rows.
      const onDb = await openTarget({ DATA_DIR: join(dir, "data-db") });
      try {
        await restoreBackup(onDb, path, { storage: DATABASE_STORAGE });
        const [row] = await onDb.query(`select stored_in, original, small, large from photos where id = $1`, [photo.id]);
        expect(row!.stored_in).toBe("database");
        expect(Buffer.from(row!.original as Uint8Array)).toEqual(original);
        expect(Buffer.from(row!.small as Uint8Array)).toEqual(small);
        expect(Buffer.from(row!.large as Uint8Array)).toEqual(large);
        const [attachment] = await onDb.query(`select stored_in, data from reservation_files where id = $1`, [file.id]);
        expect(attachment!.stored_in).toBe("database");
        expect(Buffer.compare(Buffer.from(attachment!.data as Uint8Array), pdf)).toBe(0);
      } finally {
        await onDb.close();
      }
    } finally {
      await other.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
