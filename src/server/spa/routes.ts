// Serves index.html for "/" and every client-side route (the SPA fallback),
// with the visitor's boot data inlined (service.ts). The answer is personal,
// so browsers and proxies must not reuse it.
import type { FastifyReply, FastifyRequest } from "fastify";
import { resolveUser } from "../auth/require-user";
import { bootDataFor, readIndexHtml, withBootData } from "./service";

export async function sendIndexHtml(request: FastifyRequest, reply: FastifyReply, clientDir: string) {
  const user = await resolveUser(request, reply);
  const [html, boot] = await Promise.all([readIndexHtml(clientDir), bootDataFor(request.server.deps.database.db, user)]);
  return reply
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-cache, private")
    .header("vary", "Cookie")
    .send(withBootData(html, boot));
}
