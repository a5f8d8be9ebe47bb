// Where stored files live (docs/product/operating.md, "Where files live"): in the
// database (the default) or in an S3-compatible bucket. Attachments keep their
// bytes in their row or in the bucket; backups go to BACKUP_DIR or the bucket.

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

/** An attachment's object name in the bucket. */
export function attachmentKey(fileId: string): string {
  return `attachments/${fileId}`;
}

/** A photo's stored files: the original as sent and its two served copies. */
export type PhotoVariant = "original" | "400" | "1600";

/** A photo's objects in the bucket: the original and its served copies. */
export function photoKey(photoId: string, variant: PhotoVariant): string {
  return `photos/${photoId}/${variant}`;
}

/**
 * The bucket when FILES_STORAGE=s3 gave its settings, else the database. The
 * AWS SDK is loaded only then: an instance on the database never pays for it.
 */
export async function fileStorageFrom(s3: S3Settings | null): Promise<FileStorage> {
  if (!s3) return DATABASE_STORAGE;
  const { s3ObjectStore } = await import("./s3");
  return { kind: "s3", objects: s3ObjectStore(s3) };
}
