// Server-sent events, written one way for every stream the server sends: the
// trip's live updates (realtime/) and the assistant's streamed reply (chat/).
// The reply is hijacked from Fastify, so compression and the error answers'
// hooks do not touch it; the frames below are the whole protocol we use.
import type { ServerResponse } from "node:http";
import type { FastifyReply } from "fastify";

/**
 * Starts an event stream on `reply`: headers that keep proxies from caching or
 * buffering it, and `retry` (how long a browser's EventSource waits before
 * reconnecting) when given.
 */
export function openEventStream(reply: FastifyReply, opts: { retryMs?: number } = {}): ServerResponse {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    // nginx reads X-Accel-Buffering.
    "cache-control": "no-cache, no-transform",
    "x-accel-buffering": "no",
    connection: "keep-alive",
  });
  if (opts.retryMs !== undefined) res.write(`retry: ${opts.retryMs}\n\n`);
  return res;
}

/** One event: its name and its data as JSON (a string's line breaks each get their own `data:` line). */
export function sseEvent(event: string, data: unknown): string {
  const text = typeof data === "string" ? data : JSON.stringify(data);
  return `event: ${event}\n${text
    .split(/\r\n|\r|\n/)
    .map((line) => `data: ${line}\n`)
    .join("")}\n`;
}

/** A comment line: keeps the connection open through idle proxies; EventSource ignores it. */
export function sseComment(text: string): string {
  return `: ${text.replace(/[\r\n]+/g, " ")}\n\n`;
}
