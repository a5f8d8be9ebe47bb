// A small Server-Sent Events reader over fetch, for the realtime API test and
// the capacity bench: collects messages and lets the caller wait for one.
// The bytes are parsed by eventsource-parser, the protocol's rules in one place.
import { createParser } from "eventsource-parser";
export interface SseMessage {
  event: string;
  data: string;
  /** Comment lines (": ping") arrive as their own message with event "comment". */
  at: number;
}

export interface SseStream {
  status: number;
  headers: Headers;
  messages: SseMessage[];
  /** Resolves with the first message (already received or coming) that matches, or rejects after timeoutMs or when the stream ends. */
  next(match: (m: SseMessage) => boolean, timeoutMs?: number): Promise<SseMessage>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** `headers`: more request headers, e.g. an Accept-Encoding to check the stream is not compressed. */
export async function openSse(url: string, cookie: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { ...headers, cookie, accept: "text/event-stream" }, signal: abort.signal });
  const messages: SseMessage[] = [];
  const waiters = new Set<() => void>();
  let done = false;
  const wake = () => {
    for (const w of [...waiters]) w();
  };

  const ended = (async () => {
    if (!res.ok || !res.body) return;
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    const parser = createParser({
      onEvent: ({ event, data }) => messages.push({ event: event ?? "message", data, at: performance.now() }),
      onComment: (comment) => messages.push({ event: "comment", data: comment.trim(), at: performance.now() }),
    });
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        parser.feed(value);
        wake();
      }
    } catch {
      // Aborted by close(), or the connection dropped: either way the stream is over.
    } finally {
      done = true;
      wake();
    }
  })();

  return {
    status: res.status,
    headers: res.headers,
    messages,
    ended,
    close: () => abort.abort(),
    next: (match, timeoutMs = 5000) =>
      new Promise<SseMessage>((resolve, reject) => {
        let seen = 0;
        const check = () => {
          for (; seen < messages.length; seen++) {
            if (match(messages[seen]!)) {
              finish();
              resolve(messages[seen]!);
              return;
            }
          }
          if (done) {
            finish();
            reject(new Error("stream ended before the expected message"));
          }
        };
        const timer = setTimeout(() => {
          finish();
          reject(new Error(`no matching message within ${timeoutMs} ms`));
        }, timeoutMs);
        const finish = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      }),
  };
}
