// The built-in SMTP receiver (ADR 055): mail for trips+{token}@INBOUND_DOMAIN,
// relayed by the operator's mail exchanger. A recipient that is not a known
// forwarding address is refused before the data is sent; a mail over the size
// limit is refused as it arrives (what passed is not kept).
import type { SMTPServer as Server } from "smtp-server";
import { ownerOfToken } from "./forwarding";
import { receiveMail, tokenOfAddress, type ReceiveDeps } from "./receive";

export interface SmtpReceiver {
  /** The port it listens on (the one asked for, or the system's choice for 0). */
  port: number;
  stop(): Promise<void>;
}

export interface ReceiverLog {
  warn(obj: object, msg: string): void;
}

export async function startSmtpReceiver(deps: ReceiveDeps, listen: { port: number; host: string }, log: ReceiverLog): Promise<SmtpReceiver> {
  const { SMTPServer } = await import("smtp-server");
  const server: Server = new SMTPServer({
    // Plain SMTP behind the operator's mail exchanger, which does TLS and spam checks (docs/product/forwarding.md).
    disabledCommands: ["AUTH", "STARTTLS"],
    authOptional: true,
    size: deps.limits.maxBytes,
    maxClients: 20,
    logger: false,
    banner: "Roamwise inbound",
    onRcptTo(address, _session, callback) {
      const token = tokenOfAddress(address.address, deps.domain);
      const refuse = () => callback(Object.assign(new Error("5.1.1 No such forwarding address"), { responseCode: 550 }));
      if (!token) return refuse();
      ownerOfToken(deps.db, token).then(
        (owner) => (owner ? callback() : refuse()),
        () => callback(Object.assign(new Error("4.3.0 Try again later"), { responseCode: 451 })),
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on("data", (chunk: Buffer) => {
        size += chunk.length;
        // Past the limit nothing more is held; smtp-server answers 552 below.
        if (size <= deps.limits.maxBytes) chunks.push(chunk);
      });
      stream.on("end", () => {
        const tooLarge = stream.sizeExceeded || size > deps.limits.maxBytes;
        const recipients = session.envelope.rcptTo.map((r) => r.address);
        receiveMail(deps, { recipients, raw: tooLarge ? null : Buffer.concat(chunks) }).then(
          () => (tooLarge ? callback(Object.assign(new Error("5.3.4 Message too big"), { responseCode: 552 })) : callback()),
          (err: unknown) => {
            log.warn({ code: (err as { code?: unknown }).code }, "inbound mail could not be read; the sender is asked to try again");
            callback(Object.assign(new Error("4.3.0 Try again later"), { responseCode: 451 }));
          },
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(listen.port, listen.host, () => resolve());
  });
  // A client's broken connection is its own problem, not the app's.
  server.on("error", (err: Error & { code?: string }) => log.warn({ code: err.code }, "SMTP receiver connection error"));
  const address = server.server.address();
  return {
    port: typeof address === "object" && address ? address.port : listen.port,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
