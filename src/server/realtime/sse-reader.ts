// A small Server-Sent Events reader over fetch, for the realtime API test and
// the capacity bench: collects messages and lets the caller wait for one.
export interface SseMessage {
  event: string;
  data: string;
  /** Comment lines (": ping") arrive as their own message with event "comment". */
  at: number;
}

export interface SseStream {
  status: number;
  messages: SseMessage[];
  /** Resolves with the first message (already received or coming) that matches, or rejects after timeoutMs or when the stream ends. */
  next(match: (m: SseMessage) => boolean, timeoutMs?: number): Promise<SseMessage>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openSse(url: string, cookie: string): Promise<SseStream> {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { cookie, accept: "text/event-stream" }, signal: abort.signal });
  const messages: SseMessage[] = [];
  const waiters = new Set<() => void>();
  let done = false;
  const wake = () => {
    for (const w of [...waiters]) w();
  };

  const ended = (async () => {
    if (!res.ok || !res.body) return;
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const at = performance.now();
          let event = "message";
          const data: string[] = [];
          for (const line of block.split("\n")) {
            if (line.startsWith(":")) messages.push({ event: "comment", data: line.slice(1).trim(), at });
            else if (line.startsWith("event:")) event = line.slice(6).trim();
            else if (line.startsWith("data:")) data.push(line.slice(5).trimStart());
          }
          if (data.length > 0) messages.push({ event, data: data.join("\n"), at });
        }
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
