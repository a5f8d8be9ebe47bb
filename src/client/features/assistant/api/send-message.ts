// POST /api/trips/{tripId}/chat/stream: sends a message and reads the reply
// as server-sent events (delta text, then the saved messages). The plain
// POST /chat answers the same when done; the open page uses this one so the
// reply appears as it is written. Errors become ApiError like every call.
import { EventSourceParserStream } from "eventsource-parser/stream";
import { ApiError, apiUrl } from "@/lib/api";
import type { ChatInput, ChatSendResult } from "@shared/chat";

interface StreamError {
  status: number;
  message: string;
  code: string;
}

export async function streamMessage(
  tripId: string,
  body: ChatInput,
  onDelta: (text: string) => void,
  signal?: AbortSignal,
): Promise<ChatSendResult> {
  const res = await fetch(apiUrl("/api/trips/{tripId}/chat/stream", { tripId }), {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
    body: JSON.stringify(body),
    signal,
  });
  if (!res.ok || !res.body) throw new ApiError(res.status, res.statusText, await res.text());

  const reader = res.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    const { event, data } = value;
    if (!event) continue;
    const parsed = JSON.parse(data) as unknown;
    if (event === "delta") onDelta((parsed as { text: string }).text);
    else if (event === "done") return parsed as ChatSendResult;
    else if (event === "error") {
      const e = parsed as StreamError;
      throw new ApiError(e.status, "", JSON.stringify({ message: e.message, code: e.code }));
    }
  }
  throw new ApiError(502, "Bad Gateway", JSON.stringify({ message: "The reply stopped before it was complete.", code: "stream_incomplete" }));
}
