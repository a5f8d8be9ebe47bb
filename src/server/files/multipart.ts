// Files sent as multipart/form-data, read while they stream in: a file over
// its limit, or a request over its total, is refused (413) as soon as the
// limit is passed, before the rest is buffered. Every failure is one of the
// app's error answers naming the field or the file.
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

const tooLarge = ({ id, values }: ErrorMessage) => new HttpError(413, "payload_too_large", id, values);

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
        if (total > limits.maxTotalBytes) throw tooLarge(limits.totalTooLarge);
        chunks.push(chunk);
      }
      if (part.file.truncated) throw tooLarge(limits.fileTooLarge(part.filename));
      files.push({ name: part.filename, contentType: part.mimetype, data: Buffer.concat(chunks) });
    }
  } catch (err) {
    throw multipartError(err, limits);
  }
  if (files.length === 0) throw badRequest(limits.field, limits.missing);
  return files;
}

function multipartError(err: unknown, limits: MultipartLimits): unknown {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: unknown }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE") {
    const part = (err as { part?: { filename?: string } }).part;
    return tooLarge(limits.fileTooLarge(part?.filename ?? ""));
  }
  if (code === "FST_FILES_LIMIT") return tooLarge(limits.tooManyFiles);
  if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") return tooLarge({ id: "errors.files.tooManyFields" });
  if (code === "FST_PROTO_VIOLATION") return badRequest(limits.field, "errors.files.fieldNameRefused");
  // busboy: a cut-off or malformed body ("Unexpected end of form", "Malformed part header"…).
  if (err instanceof Error) return badRequest(limits.field, "errors.files.malformed");
  return err;
}
