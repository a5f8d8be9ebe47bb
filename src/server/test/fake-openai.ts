// A tiny OpenAI-compatible HTTP server on 127.0.0.1 for tests (and the e2e
// spec): the real `openai` client talks to it over the wire. Each test queues
// the answers the next calls get, and reads back the requests that arrived.
// A request with `stream: true` is answered as server-sent chunks.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeAnswer =
  /**
   * A chat completion whose message content is this string; streamed in
   * `chunkSize`-character pieces when the request asks to stream. `delayMs`
   * waits before answering; `stallAfterChunks` stops sending (without closing) after that many chunks.
   */
  | { content: string; delayMs?: number; chunkSize?: number; stallAfterChunks?: number }
  /** An error status with an OpenAI-style error body. */
  | { status: number; message?: string; delayMs?: number }
  /**
   * Function calls (finish_reason "tool_calls"), `arguments` sent as given (a
   * test may send broken JSON); streamed as a first piece with the id and
   * name, then the arguments in `chunkSize`-character pieces.
   */
  | { toolCalls: Array<{ name: string; arguments: string }>; chunkSize?: number; delayMs?: number };

export interface FakeOpenAi {
  /** e.g. "http://127.0.0.1:43123/v1" */
  baseURL: string;
  /** Answers for the next calls, in order; when empty, calls get a 500. */
  queue(...answers: FakeAnswer[]): void;
  /** Parsed JSON bodies of the chat-completion calls received so far. */
  requests: Array<Record<string, unknown> & { authorization?: string }>;
  reset(): void;
  close(): Promise<void>;
}

export async function startFakeOpenAi(options: { port?: number } = {}): Promise<FakeOpenAi> {
  const answers: FakeAnswer[] = [];
  const requests: FakeOpenAi["requests"] = [];

  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      res.writeHead(404, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: "not found" } }));
      return;
    }
    const request = JSON.parse(body) as Record<string, unknown>;
    requests.push({ ...request, authorization: req.headers.authorization });
    const answer = answers.shift() ?? { status: 500, message: "no answer queued" };
    if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
    if (res.destroyed) return;
    // Short retry delay so the client's one retry does not slow the tests.
    const headers = { "content-type": "application/json", "retry-after-ms": "10" };
    if ("status" in answer) {
      res.writeHead(answer.status, headers);
      res.end(JSON.stringify({ error: { message: answer.message ?? "fake failure", type: "server_error" } }));
      return;
    }
    const created = Math.floor(Date.now() / 1000);
    /** One server-sent chunk of a streamed answer. */
    const chunk = (delta: Record<string, unknown>, finish: string | null) =>
      `data: ${JSON.stringify({
        id: `chatcmpl-${requests.length}`,
        object: "chat.completion.chunk",
        created,
        model: "fake-model",
        choices: [{ index: 0, delta, finish_reason: finish }],
      })}\n\n`;
    /** A whole (not streamed) answer with this message. */
    const completion = (message: Record<string, unknown>, finish: string) => {
      res.writeHead(200, headers);
      res.end(
        JSON.stringify({
          id: `chatcmpl-${requests.length}`,
          object: "chat.completion",
          created,
          model: "fake-model",
          choices: [{ index: 0, finish_reason: finish, message: { role: "assistant", ...message } }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    };
    if ("toolCalls" in answer) {
      const calls = answer.toolCalls.map((c, i) => ({ id: `call_${requests.length}_${i}`, type: "function", function: c }));
      if (request.stream === true) {
        res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
        const size = answer.chunkSize ?? 9;
        res.write(chunk({ role: "assistant", content: null }, null));
        for (const [index, c] of calls.entries()) {
          res.write(chunk({ tool_calls: [{ index, id: c.id, type: "function", function: { name: c.function.name, arguments: "" } }] }, null));
          for (let i = 0; i < c.function.arguments.length; i += size) {
            res.write(chunk({ tool_calls: [{ index, function: { arguments: c.function.arguments.slice(i, i + size) } }] }, null));
          }
        }
        res.write(chunk({}, "tool_calls"));
        res.end("data: [DONE]\n\n");
        return;
      }
      completion({ content: null, tool_calls: calls }, "tool_calls");
      return;
    }
    if (request.stream === true) {
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      const size = answer.chunkSize ?? 7;
      res.write(chunk({ role: "assistant", content: "" }, null));
      for (let i = 0, n = 0; i < answer.content.length; i += size, n++) {
        if (answer.stallAfterChunks !== undefined && n >= answer.stallAfterChunks) return;
        res.write(chunk({ content: answer.content.slice(i, i + size) }, null));
        // Let each piece leave as its own write, as a real model's tokens do.
        await new Promise((r) => setImmediate(r));
      }
      res.write(chunk({}, "stop"));
      res.end("data: [DONE]\n\n");
      return;
    }
    completion({ content: answer.content }, "stop");
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    queue: (...a) => void answers.push(...a),
    requests,
    reset: () => {
      answers.length = 0;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Stalled answers keep their sockets open; cut them so close() returns.
        server.closeAllConnections();
      }),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (data += chunk));
    req.on("end", () => resolve(data));
    req.on("error", reject);
  });
}
