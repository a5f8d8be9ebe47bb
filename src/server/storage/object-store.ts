// Where stored files live (docs/product/operating.md, "Where files live"): in the
// database (the default) or in an S3-compatible bucket. Attachments keep their
// bytes in their row or in the bucket; backups go to BACKUP_DIR or the bucket.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";

export interface S3Settings {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/** The file storage the server was started with: `objects` is the bucket when it is "s3". */
export type FileStorage = { kind: "database"; objects: null } | { kind: "s3"; objects: ObjectStore };

export const DATABASE_STORAGE: FileStorage = { kind: "database", objects: null };

/** A bucket of named byte strings. */
export interface ObjectStore {
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes, or null when there is no such object. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Every key under the prefix. */
  list(prefix: string): Promise<string[]>;
}

/** An S3-compatible bucket through the AWS SDK. */
export function s3ObjectStore(settings: S3Settings): ObjectStore {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Checksums only where the operation requires one: many S3-compatible
    // servers (MinIO before 2025, Garage, s3rver) reject or omit the SDK's
    // default CRC32 headers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = settings.bucket;
  return {
    async put(key, data) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentLength: data.length }));
    },
    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return Buffer.from(await res.Body!.transformToByteArray());
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === "NoSuchKey") return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async list(prefix) {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }));
        for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys;
    },
  };
}

/** An attachment's object name in the bucket. */
export function attachmentKey(fileId: string): string {
  return `attachments/${fileId}`;
}

/** The bucket when FILES_STORAGE=s3 gave its settings, else the database. */
export function fileStorageFrom(s3: S3Settings | null): FileStorage {
  return s3 ? { kind: "s3", objects: s3ObjectStore(s3) } : DATABASE_STORAGE;
}
