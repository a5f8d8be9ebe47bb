// A kept file's bytes as a download under its own name: an attachment, or a
// photo's original for its uploader. Private to the caller, and whatever the
// bytes are, they never run as a page of this site.
import type { FastifyReply } from "fastify";
import { contentDisposition } from "./content-type";

export function sendDownload(reply: FastifyReply, file: { name: string; contentType: string; data: Buffer }) {
  return reply
    .type(file.contentType)
    .header("content-disposition", contentDisposition(file.name))
    .header("content-length", String(file.data.length))
    .header("cache-control", "private, no-store")
    .header("content-security-policy", "default-src 'none'; sandbox")
    .send(file.data);
}
