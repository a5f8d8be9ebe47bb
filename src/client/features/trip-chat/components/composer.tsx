// The composer: Enter sends, Shift+Enter adds a line, the 4,000-character limit counted; `@`
// lists the members to mention (arrow keys, Enter or a click pick one). It also answers a
// message (a quoted line above it) or edits one of the member's own.
import { useRef, useState, type KeyboardEvent } from "react";
import { SendHorizontal, X } from "lucide-react";
import { MAX_MESSAGE_LENGTH, type ChatMessage } from "@shared/trip-chat";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { errorDescription } from "@/lib/api";
import { useFormat } from "@/lib/format";
import { useT } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { useEditMessage, usePostMessage } from "../api/messages";
import { insertMention, matchingPeople, mentionedIds, mentionQuery } from "../lib/mentions";
import type { ChatPerson } from "./conversation";

export type ComposerMode = { kind: "new" } | { kind: "reply"; message: ChatMessage } | { kind: "edit"; message: ChatMessage };

export function Composer({ tripId, people, mode, onDone }: { tripId: string; people: readonly ChatPerson[]; mode: ComposerMode; onDone: () => void }) {
  const t = useT();
  const f = useFormat();
  const post = usePostMessage(tripId);
  const edit = useEditMessage(tripId);
  const [text, setText] = useState("");
  const [editing, setEditing] = useState<string | null>(null);
  const picked = useRef(new Map<string, string>());
  const [completion, setCompletion] = useState<{ start: number; caret: number; options: ChatPerson[]; active: number } | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);

  // An edit starts from the message's text (once per message chosen).
  if (mode.kind === "edit" && editing !== mode.message.id) {
    setEditing(mode.message.id);
    setText(mode.message.text);
  } else if (mode.kind !== "edit" && editing) {
    setEditing(null);
    setText("");
  }

  const follow = (value: string, caret: number) => {
    const q = mentionQuery(value, caret);
    const options = q ? matchingPeople(people, q.query) : [];
    setCompletion(q && options.length ? { start: q.start, caret, options, active: 0 } : null);
  };

  const pick = (person: ChatPerson) => {
    if (!completion) return;
    const next = insertMention(text, completion.start, completion.caret, person.name);
    picked.current.set(person.id, person.name);
    setText(next.text);
    setCompletion(null);
    requestAnimationFrame(() => {
      input.current?.focus();
      input.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  const trimmed = text.trim();
  const tooLong = text.length > MAX_MESSAGE_LENGTH;
  const submit = async () => {
    if (!trimmed || tooLong) return;
    try {
      if (mode.kind === "edit") await edit.mutateAsync({ id: mode.message.id, text: trimmed });
      else await post({ text: trimmed, ...(mode.kind === "reply" ? { replyTo: mode.message.id } : {}), mentions: mentionedIds(trimmed, picked.current) });
      setText("");
      picked.current.clear();
      onDone();
    } catch (error) {
      toast({ variant: "destructive", title: t("chat.sendFailed"), description: errorDescription(error, "") });
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (completion) {
      const n = completion.options.length;
      if (e.key === "ArrowDown" || e.key === "ArrowUp") {
        e.preventDefault();
        setCompletion({ ...completion, active: (completion.active + (e.key === "ArrowDown" ? 1 : n - 1)) % n });
        return;
      }
      if (e.key === "Enter" || e.key === "Tab") {
        e.preventDefault();
        pick(completion.options[completion.active]!);
        return;
      }
      if (e.key === "Escape") {
        e.preventDefault();
        setCompletion(null);
        return;
      }
    }
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  };

  const listId = `chat-mentions-${tripId}`;
  return (
    <div className="relative border-t bg-card p-2 sm:p-3">
      {mode.kind !== "new" && (
        <div className="mb-2 flex items-center gap-2 rounded-md bg-muted px-2 py-1 text-xs">
          <p className="min-w-0 flex-1 truncate">
            {mode.kind === "reply" ? (
              <>
                <span className="font-semibold">{t("chat.replyingTo", { name: mode.message.author?.name ?? t("chat.formerMember") })}</span>{" "}
                <span className="text-muted-foreground">{mode.message.text}</span>
              </>
            ) : (
              <span className="font-semibold">{t("chat.editing")}</span>
            )}
          </p>
          <Button size="icon-sm" variant="ghost" aria-label={t("chat.cancel")} onClick={onDone}>
            <X />
          </Button>
        </div>
      )}
      {completion && (
        <ul
          id={listId}
          role="listbox"
          aria-label={t("chat.mentionList")}
          className="absolute bottom-full start-2 z-10 mb-1 max-h-56 w-64 max-w-[calc(100%-1rem)] overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        >
          {completion.options.map((p, k) => (
            <li
              key={p.id}
              id={`${listId}-${p.id}`}
              role="option"
              aria-selected={k === completion.active}
              className={cn("cursor-pointer truncate rounded px-2 py-1.5 text-sm", k === completion.active && "bg-muted")}
              // Before the text box loses focus.
              onMouseDown={(e) => {
                e.preventDefault();
                pick(p);
              }}
            >
              {p.name}
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-end gap-2">
        <Textarea
          ref={input}
          value={text}
          rows={2}
          aria-label={t("chat.composerLabel")}
          aria-describedby={`${listId}-hint`}
          aria-invalid={tooLong || undefined}
          role="combobox"
          aria-expanded={!!completion}
          aria-controls={completion ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={completion ? `${listId}-${completion.options[completion.active]!.id}` : undefined}
          placeholder={t("chat.placeholder")}
          className="max-h-40 min-h-11 resize-none"
          onChange={(e) => {
            setText(e.target.value);
            follow(e.target.value, e.target.selectionStart);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setCompletion(null)}
        />
        <Button size="icon" aria-label={t(mode.kind === "edit" ? "chat.save" : "chat.send")} disabled={!trimmed || tooLong} onClick={() => void submit()}>
          <SendHorizontal />
        </Button>
      </div>
      <p id={`${listId}-hint`} className="mt-1 flex justify-between gap-2 text-[11px] text-muted-foreground">
        <span className="hidden sm:inline">{t("chat.hint")}</span>
        <span className={cn("ms-auto tabular-nums", tooLong && "font-semibold text-destructive")}>
          {t("chat.count", { count: f.number(text.length), max: f.number(MAX_MESSAGE_LENGTH) })}
        </span>
      </p>
    </div>
  );
}
