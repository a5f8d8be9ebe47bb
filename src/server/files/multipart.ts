// Files sent as multipart/form-data, read while they stream in: a file over
// its limit, or a request over its total, is refused (413) as soon as the
// limit is passed, before the rest is buffered. Every failure is one of the
// app's error answers naming the field or the file.
import { mkdtemp, rm } from "node:fs/promises";
import { createWriteStream } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import type { FastifyRequest } from "fastify";
import { HttpError, badRequest } from "../http-error";
import { type ErrorId, type ErrorMessage } from "@shared/i18n/error-message";

export interface UploadedFile {
  name: string;
  /** What the client said; never trusted for the type (see content-type.ts). */
  contentType: string;
  data: Buffer;
}

export interface MultipartLimits {
  /** The form field the files come in. */
  field: string;
  maxFiles: number;
  maxFileBytes: number;
  maxTotalBytes: number;
  /** The 413 message for one file over maxFileBytes. */
  fileTooLarge: (name: string) => ErrorMessage;
  /** The 413 message for a request over maxTotalBytes. */
  totalTooLarge: ErrorMessage;
  /** The 400 message when no file came in `field`. */
  missing: ErrorId;
  /** The 413 message for more than maxFiles files. */
  tooManyFiles: ErrorMessage;
}

/** Every upload of the app sends its files in the field "file" (docs/product/reservations-and-imports.md). */
const WRONG_FIELD: ErrorId = "errors.files.wrongField";

/** A 413 naming the upload's field, so a form can show it beside the file input. */
const tooLarge = (message: ErrorMessage, field: string) => new HttpError(413, "payload_too_large", message.id, message.values, { [field]: message });

export async function readMultipartFiles(request: FastifyRequest, limits: MultipartLimits): Promise<UploadedFile[]> {
  if (!request.isMultipart()) throw badRequest(limits.field, limits.missing);
  const files: UploadedFile[] = [];
  let total = 0;
  try {
    const parts = request.parts({ limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles, fields: 20, parts: limits.maxFiles + 20 } });
    for await (const part of parts) {
      if (part.type !== "file") continue;
      if (part.fieldname !== limits.field) {
        part.file.resume();
        throw badRequest(part.fieldname, WRONG_FIELD);
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        total += chunk.length;
        if (total > limits.maxTotalBytes) throw tooLarge(limits.totalTooLarge, limits.field);
        chunks.push(chunk);
      }
      if (part.file.truncated) throw tooLarge(limits.fileTooLarge(part.filename), limits.field);
      files.push({ name: part.filename, contentType: part.mimetype, data: Buffer.concat(chunks) });
    }
  } catch (err) {
    throw multipartError(err, limits);
  }
  if (files.length === 0) throw badRequest(limits.field, limits.missing);
  return files;
}

/** A file written to a temporary folder as it streamed in. */
export interface FileOnDisk {
  name: string;
  path: string;
  size: number;
}

/** Files on disk and the form's text fields; `remove` deletes the temporary folder (call it in a finally). */
export interface UploadOnDisk {
  files: FileOnDisk[];
  fields: Record<string, string>;
  remove: () => Promise<void>;
}

/**
 * Like readMultipartFiles, but each file is written to a temporary file as
 * it streams in, so a large upload (photos, up to 25 MB each) is never held
 * in memory; its limits are checked on the way. Text fields come back too.
 * On any failure the temporary folder is already gone.
 */
export async function readMultipartToDisk(request: FastifyRequest, limits: MultipartLimits): Promise<UploadOnDisk> {
  if (!request.isMultipart()) throw badRequest(limits.field, limits.missing);
  const dir = await mkdtemp(join(tmpdir(), "roamwise-upload-"));
  const remove = () => rm(dir, { recursive: true, force: true });
  const files: FileOnDisk[] = [];
  const fields: Record<string, string> = {};
  let total = 0;
  try {
    const parts = request.parts({ limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles, fields: 20, fieldSize: 1000, parts: limits.maxFiles + 20 } });
    for await (const part of parts) {
      if (part.type !== "file") {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== limits.field) {
        part.file.resume();
        throw badRequest(part.fieldname, WRONG_FIELD);
      }
      const path = join(dir, String(files.length));
      let size = 0;
      await pipeline(
        part.file,
        async function* (chunks: AsyncIterable<Buffer>) {
          for await (const chunk of chunks) {
            size += chunk.length;
            total += chunk.length;
            if (total > limits.maxTotalBytes) throw tooLarge(limits.totalTooLarge, limits.field);
            yield chunk;
          }
        },
        createWriteStream(path),
      );
      if (part.file.truncated) throw tooLarge(limits.fileTooLarge(part.filename), limits.field);
      files.push({ name: part.filename, path, size });
    }
  } catch (err) {
    await remove();
    throw multipartError(err, limits);
  }
  if (files.length === 0) {
    await remove();
    throw badRequest(limits.field, limits.missing);
  }
  return { files, fields, remove };
}

function multipartError(err: unknown, limits: MultipartLimits): unknown {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: unknown }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE") {
    const part = (err as { part?: { filename?: string } }).part;
    return tooLarge(limits.fileTooLarge(part?.filename ?? ""), limits.field);
  }
  if (code === "FST_FILES_LIMIT") return tooLarge(limits.tooManyFiles, limits.field);
  if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") return tooLarge({ id: "errors.files.tooManyFields" }, limits.field);
  if (code === "FST_PROTO_VIOLATION") return badRequest(limits.field, "errors.files.fieldNameRefused");
  // busboy: a cut-off or malformed body ("Unexpected end of form", "Malformed part header"…).
  if (err instanceof Error) return badRequest(limits.field, "errors.files.malformed");
  return err;
}
