// The chat itself, used by the AI Assistant page and the dashboard card:
// messages (assistant left, user right, HH:mm), a welcome with predefined
// questions when empty, the streaming reply and typing indicator, the input
// (Enter sends, Shift+Enter adds a line) and quick-question chips.
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { format } from "date-fns";
import { Bot, Loader2, Paperclip, Send, User } from "lucide-react";
import type { ChatMessage } from "@shared/chat";
import { clockTime } from "@shared/dates";
import { can } from "@shared/permissions";
import type { Role, Trip } from "@shared/trips";
import { displayName } from "@shared/names";
import { useUser } from "@/features/auth";
import { LazyImportDialog } from "@/features/reservations";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { useTimeZone } from "@/lib/render-context";
import { cn } from "@/lib/utils";
import { useChat } from "../api/get-chat";
import { useChatSender } from "../lib/use-chat-sender";
import { chipsFor, type PredefinedQuestion } from "../lib/questions";
import { useAssistantOffline } from "./assistant-status";
import { ProposalCard } from "./proposal-card";
import { ChatSuggestionCard } from "./chat-suggestion-card";
import { useT } from "@/lib/i18n";

export interface ChatPanelProps {
  trip: Trip;
  /** Shown as buttons that fill the input. */
  chips: readonly PredefinedQuestion[];
  /** Offered instead of the chips only a model answers, while the built-in assistant answers. */
  builtInChips?: readonly PredefinedQuestion[];
  /** The welcome's predefined questions (empty chat). */
  welcomeQuestions: readonly PredefinedQuestion[];
  compact?: boolean;
  onCountChange?: (count: number) => void;
}

export function ChatPanel({ trip, chips, builtInChips = [], welcomeQuestions, compact = false, onCountChange }: ChatPanelProps) {
  const { data: messages = [], isLoading, isError } = useChat(trip.id);
  const { send, pending, isPending } = useChatSender(trip.id);
  const [draft, setDraft] = useState("");
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const canAccept = can(trip.myRole, "suggestions.accept");
  const canImport = can(trip.myRole, "reservations.write");
  const [importOpen, setImportOpen] = useState(false);
  const t = useT();
  const offline = useAssistantOffline();

  useEffect(() => onCountChange?.(messages.length), [messages.length, onCountChange]);

  // Scroll the list (not the page) to the latest message whenever it changes.
  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length, pending?.reply, isPending]);

  const submit = async () => {
    const text = draft;
    if (!text.trim() || isPending) return;
    setDraft("");
    const sent = await send(text);
    // A failed send gives the text back so nothing typed is lost.
    if (!sent) setDraft((current) => current || text);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  };

  // A predefined question fills the input, in the reader's language (the offline assistant reads it too, ADR 039).
  const fill = (q: PredefinedQuestion) => {
    setDraft(t(q.label));
    inputRef.current?.focus();
  };

  return (
    <div className="flex min-w-0 flex-col gap-3">
      <div
        ref={listRef}
        role="log"
        aria-label={t("assistant.chat.log")}
        aria-live="polite"
        // Focusable, so a keyboard can scroll the conversation even when it holds no button or link.
        tabIndex={0}
        // relative: the visually hidden labels (absolutely placed) belong to this box and scroll with it, not below the page.
        className={cn("relative flex flex-col gap-3 overflow-y-auto rounded-lg bg-muted/40 p-3", compact ? "h-64" : "h-96")}
      >
        {isLoading ? (
          <p className="m-auto flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2 className="size-4 animate-spin" /> {t("assistant.chat.loading")}
          </p>
        ) : isError ? (
          <p className="m-auto text-sm text-destructive">{t("assistant.chat.loadFailed")}</p>
        ) : messages.length === 0 && !pending ? (
          <Welcome questions={welcomeQuestions} onPick={fill} compact={compact} />
        ) : (
          <>
            {messages.map((m) => (
              <MessageBubble key={m.id} message={m} tripId={trip.id} canAccept={canAccept} role={trip.myRole} />
            ))}
            {pending && (
              <>
                <Bubble side="right" name={t("assistant.chat.you")} time={format(new Date(), "HH:mm")}>
                  {pending.question}
                </Bubble>
                {pending.reply ? (
                  <Bubble side="left" name={t("assistant.chat.assistant")} time={format(new Date(), "HH:mm")}>
                    {pending.reply}
                  </Bubble>
                ) : (
                  <TypingIndicator />
                )}
              </>
            )}
          </>
        )}
      </div>

      <div className="flex flex-wrap items-center gap-1.5" aria-label={t("assistant.chat.quickQuestions")}>
        {offline && <span className="text-xs text-muted-foreground">{t("assistant.chat.builtInChips")}</span>}
        {chipsFor(chips, builtInChips, offline).map((chip) => (
          <Button key={chip.label} type="button" size="sm" variant="outline" className="h-7 rounded-full px-3 text-xs" onClick={() => fill(chip)}>
            {t(chip.label)}
          </Button>
        ))}
      </div>

      <form
        // On a phone the input sticks above the bottom bar while the chat is on screen, so it is never
        // under the fold or the bar (and with the keyboard open, above it: the viewport resizes to content).
        className={cn("flex items-end gap-2", !compact && "sticky bottom-[calc(4rem+1px+env(safe-area-inset-bottom))] z-10 -mx-1 bg-card px-1 py-1 lg:static")}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {/* Attach: a confirmation e-mail, ticket or PDF becomes the trip's bookings (the Reservations import). */}
        {!compact && canImport && (
          <Button type="button" size="icon" variant="ghost" aria-label={t("assistant.chat.attach")} title={t("assistant.chat.attach")} onClick={() => setImportOpen(true)}>
            <Paperclip />
          </Button>
        )}
        <Textarea
          ref={inputRef}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          rows={compact ? 1 : 2}
          maxLength={4000}
          placeholder={t("assistant.chat.placeholder")}
          aria-label={t("assistant.chat.input")}
          className={cn("resize-none", compact ? "min-h-10" : "min-h-14")}
        />
        <Button type="submit" size="icon" aria-label={t("assistant.chat.send")} disabled={!draft.trim() || isPending}>
          {isPending ? <Loader2 className="animate-spin" /> : <Send />}
        </Button>
      </form>
      {canImport && <LazyImportDialog tripId={trip.id} open={importOpen} onOpenChange={setImportOpen} />}
    </div>
  );
}

function MessageBubble({ message, tripId, canAccept, role }: { message: ChatMessage; tripId: string; canAccept: boolean; role: Role }) {
  const { data: me } = useUser();
  const t = useT();
  const time = clockTime(message.createdAt, useTimeZone());
  if (message.role === "user") {
    const name = message.author ? (message.author.id === me?.id ? t("assistant.chat.you") : displayName(message.author)) : t("assistant.chat.formerMember");
    return (
      <Bubble side="right" name={name} time={time}>
        {message.content}
      </Bubble>
    );
  }
  const suggestions = message.metadata.suggestions ?? [];
  return (
    <Bubble side="left" name={t("assistant.chat.assistant")} time={time}>
      {message.content}
      {suggestions.length > 0 && (
        <div className="mt-2 grid min-w-0 gap-2 whitespace-normal">
          {suggestions.map((s, i) => (
            <ChatSuggestionCard key={`${s.name}-${i}`} tripId={tripId} suggestion={s} canAccept={canAccept} />
          ))}
        </div>
      )}
      {message.proposal && (
        <div className="mt-2 min-w-0 whitespace-normal">
          <ProposalCard tripId={tripId} proposal={message.proposal} role={role} />
        </div>
      )}
    </Bubble>
  );
}

function Bubble({ side, name, time, children }: { side: "left" | "right"; name: string; time: string; children: React.ReactNode }) {
  const left = side === "left";
  const t = useT();
  return (
    <div className={cn("flex max-w-full gap-2", left ? "self-start" : "flex-row-reverse self-end")} data-role={left ? "assistant" : "user"}>
      <span
        aria-hidden
        className={cn(
          "flex size-7 shrink-0 items-center justify-center rounded-full",
          left ? "bg-primary text-primary-foreground" : "bg-accent text-accent-foreground",
        )}
      >
        {left ? <Bot className="size-4" /> : <User className="size-4" />}
      </span>
      <div className={cn("flex min-w-0 flex-col gap-1", left ? "items-start" : "items-end")}>
        <div
          className={cn(
            "max-w-[min(36rem,100%)] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap",
            left ? "rounded-tl-sm bg-card shadow-sm" : "rounded-tr-sm bg-primary text-primary-foreground",
          )}
        >
          {children}
        </div>
        <span className="text-[11px] text-muted-foreground">
          <span className="sr-only">{left ? t("assistant.chat.assistant") : t("assistant.chat.from")} </span>
          {left ? "" : `${name} · `}
          <time>{time}</time>
        </span>
      </div>
    </div>
  );
}

function TypingIndicator() {
  const t = useT();
  return (
    <div className="flex items-center gap-2 self-start" role="status" aria-label={t("assistant.chat.typing")}>
      <span aria-hidden className="flex size-7 items-center justify-center rounded-full bg-primary text-primary-foreground">
        <Bot className="size-4" />
      </span>
      <span className="flex gap-1 rounded-2xl rounded-tl-sm bg-card px-3 py-3 shadow-sm">
        {[0, 150, 300].map((delay) => (
          <span key={delay} className="size-1.5 animate-bounce rounded-full bg-muted-foreground" style={{ animationDelay: `${delay}ms` }} />
        ))}
      </span>
    </div>
  );
}

function Welcome({ questions, onPick, compact }: { questions: readonly PredefinedQuestion[]; onPick: (q: PredefinedQuestion) => void; compact: boolean }) {
  const t = useT();
  return (
    <div className="m-auto flex max-w-md flex-col items-center gap-3 py-2 text-center">
      {!compact && (
        <span aria-hidden className="flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
          <Bot className="size-6" />
        </span>
      )}
      <div>
        <p className="font-semibold">{t("assistant.chat.welcome")}</p>
        <p className="text-sm text-muted-foreground">{t("assistant.chat.tryThese")}</p>
      </div>
      <ul className="grid w-full gap-1.5">
        {questions.map((q) => (
          <li key={q.label}>
            <Button type="button" variant="outline" size="sm" className="h-auto w-full justify-start py-1.5 text-start whitespace-normal" onClick={() => onPick(q)}>
              {t(q.label)}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
