// Stops paying for an answer nobody will read: the model call is aborted when
// the client goes away before the response is sent.
import type { FastifyReply } from "fastify";

export async function abortOnClose<T>(reply: FastifyReply, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const abort = new AbortController();
  const onClose = () => {
    if (!reply.raw.writableFinished) abort.abort();
  };
  reply.raw.once("close", onClose);
  try {
    return await run(abort.signal);
  } finally {
    reply.raw.off("close", onClose);
  }
}
