// The conversation: older pages on demand above, the newest at the bottom, a "New" divider after
// the last message seen when the page opened, and the read marker moved on as messages are seen.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { can } from "@shared/permissions";
import type { ChatMessage } from "@shared/trip-chat";
import type { Trip } from "@shared/trips";
import { displayName } from "@shared/names";
import { useUser } from "@/features/auth";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useT } from "@/lib/i18n";
import { useMarkRead, useMessages } from "../api/messages";
import { MessageRow } from "./message-row";
import { Composer, type ComposerMode } from "./composer";

export interface ChatPerson {
  id: string;
  name: string;
}

export function Conversation({ trip }: { trip: Trip }) {
  const t = useT();
  const { data: user } = useUser();
  const me = user?.id ?? "";
  const query = useMessages(trip.id);
  const markRead = useMarkRead(trip.id);
  const [mode, setMode] = useState<ComposerMode>({ kind: "new" });
  const people: ChatPerson[] = useMemo(() => trip.members.map((m) => ({ id: m.user.id, name: displayName(m.user) })), [trip.members]);
  const pages = query.data?.pages;
  const messages = useMemo(() => (pages ? [...pages].reverse().flatMap((p) => p.items) : []), [pages]);
  const byId = useMemo(() => new Map(messages.map((m) => [m.id, m])), [messages]);
  const newest = pages?.[0];
  // The marker as it was when the conversation opened: the divider stays while the member reads on.
  const [seenBefore, setSeenBefore] = useState<{ lastReadId: string | null; unread: number } | null>(null);
  if (newest && !seenBefore) setSeenBefore({ lastReadId: newest.lastReadId, unread: newest.unread });
  // The clock the 15-minute edit window is read on, moved on every half minute.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);

  // Seen: the newest message is on screen while the page is visible.
  const lastId = messages.at(-1)?.id;
  useEffect(() => {
    if (!lastId || !newest || newest.lastReadId === lastId || document.visibilityState !== "visible") return;
    markRead.mutate(lastId);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per newest message
  }, [lastId, newest?.lastReadId]);

  // The bottom stays in view as messages arrive, unless the member scrolled up to read older ones.
  const scroller = useRef<HTMLOListElement>(null);
  const atBottom = useRef(true);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && atBottom.current) el.scrollTop = el.scrollHeight;
  }, [lastId]);

  if (query.isLoading) return <Skeleton className="h-96 rounded-xl" />;
  const firstNew = seenBefore && seenBefore.unread > 0 ? firstUnread(messages, seenBefore.lastReadId, me) : null;
  const isAdmin = can(trip.myRole, "chat.moderate");

  return (
    <Card className="flex h-[calc(100dvh-14rem)] min-h-96 flex-col gap-0 overflow-hidden p-0 lg:h-[calc(100dvh-9rem)]">
      <div className="border-b px-4 py-3">
        <p className="text-sm text-muted-foreground">{t("chat.intro", { name: trip.name })}</p>
      </div>
      <ol
        ref={scroller}
        aria-label={t("layout.page.chat")}
        tabIndex={0}
        className="flex min-h-0 flex-1 flex-col gap-1 overflow-y-auto px-2 py-3 sm:px-4"
        onScroll={(e) => {
          const el = e.currentTarget;
          atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
        }}
      >
        {query.hasNextPage && (
          <li className="flex justify-center pb-2">
            <Button variant="outline" size="sm" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
              {t("chat.loadOlder")}
            </Button>
          </li>
        )}
        {messages.length === 0 && <li className="m-auto text-sm text-muted-foreground">{t("chat.empty")}</li>}
        {messages.map((m) => (
          <MessageRow
            key={m.id}
            message={m}
            quoted={m.replyTo ? (byId.get(m.replyTo) ?? null) : null}
            people={people}
            me={me}
            now={now}
            isAdmin={isAdmin}
            tripId={trip.id}
            newDivider={m.id === firstNew}
            onReply={() => setMode({ kind: "reply", message: m })}
            onEdit={() => setMode({ kind: "edit", message: m })}
          />
        ))}
      </ol>
      <Composer tripId={trip.id} people={people.filter((p) => p.id !== me)} mode={mode} onDone={() => setMode({ kind: "new" })} />
    </Card>
  );
}

/** The first message by someone else after the marker (the first of all by someone else when none is set). */
function firstUnread(messages: readonly ChatMessage[], lastReadId: string | null, me: string): string | null {
  const from = lastReadId ? messages.findIndex((m) => m.id === lastReadId) + 1 : 0;
  if (lastReadId && from === 0) return null;
  return messages.slice(from).find((m) => m.author?.id !== me && !m.deleted)?.id ?? null;
}
