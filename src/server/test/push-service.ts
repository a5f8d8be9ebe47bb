// A push service on loopback for the web push tests (API and e2e): HTTPS with
// a certificate made for it, recording each request and answering the queued
// statuses (then 201, as real ones do); and browsers' subscriptions made with
// node:crypto ECDH as a browser makes them, whose pushes the test decrypts.
import { createServer, type Server } from "node:https";
import type { IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { createECDH, randomBytes, type ECDH } from "node:crypto";
import { generate } from "selfsigned";
import { decrypt } from "http_ece";
import type { PushMessage } from "@shared/push";

export class PushService {
  server: Server | null = null;
  received: { path: string; headers: IncomingHttpHeaders; body: Buffer }[] = [];
  statuses: number[] = [];
  url = "";
  /** The service's certificate (PEM): the sender must trust it. */
  cert = "";
  private waiting: (() => void)[] = [];

  async start(): Promise<this> {
    const pems = await generate([{ name: "commonName", value: "127.0.0.1" }], {
      extensions: [{ name: "subjectAltName", altNames: [{ type: 7, ip: "127.0.0.1" }] }],
    });
    this.cert = pems.cert;
    this.server = createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        this.received.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) });
        res.statusCode = this.statuses.shift() ?? 201;
        res.end();
        for (const wake of this.waiting.splice(0)) wake();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.url = `https://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** Resolves once `count` pushes reached `path` (no fixed wait: woken by each request). */
  async pushesTo(path: string, count: number): Promise<Buffer[]> {
    for (;;) {
      const bodies = this.received.filter((r) => r.path === path).map((r) => r.body);
      if (bodies.length >= count) return bodies;
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
  }

  close(): Promise<void> {
    return new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/** A browser's subscription: its endpoint at the push service and the key pair and secret its pushes are encrypted to. */
export interface PushBrowser {
  endpoint: string;
  ecdh: ECDH;
  auth: string;
  /** What `PushSubscription.toJSON()` gives, for POST /api/push/subscriptions. */
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
}

export function pushBrowser(service: PushService, path: string): PushBrowser {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16).toString("base64url");
  const endpoint = `${service.url}${path}`;
  return { endpoint, ecdh, auth, json: { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth } } };
}

/** A push's message, decrypted with the browser's private key and auth secret. */
export function openPush(b: PushBrowser, body: Buffer): PushMessage {
  return JSON.parse(decrypt(body, { version: "aes128gcm", privateKey: b.ecdh, authSecret: b.auth }).toString("utf8")) as PushMessage;
}
