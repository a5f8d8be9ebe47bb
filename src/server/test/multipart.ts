// A multipart/form-data body for app.inject, as a browser's FormData sends it.
import { randomBytes } from "node:crypto";

export interface Part {
  /** The form field; "file" unless given. */
  field?: string;
  name: string;
  data: Buffer | string;
  type?: string;
}

/** `fields`: text fields sent before the files (as a form with a date picker and a file input sends them). */
export function multipart(parts: Part[], fields: Record<string, string> = {}): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----roamwise${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const p of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.field ?? "file"}"; filename="${p.name}"\r\nContent-Type: ${p.type ?? "application/octet-stream"}\r\n\r\n`,
      ),
      Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data),
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
