// One message: author and time, the quoted line of the message it answers, its text with the
// mentions apart, its reactions (who reacted in the title), and what the reader may do with it.
import { useState } from "react";
import { CornerUpLeft, Pencil, SmilePlus, Trash2 } from "lucide-react";
import { EDIT_WINDOW_MS, QUICK_REACTIONS, type ChatMessage } from "@shared/trip-chat";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { useFormat } from "@/lib/format";
import { useTimeZone } from "@/lib/render-context";
import { useT } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { useDeleteMessage, useReaction } from "../api/messages";
import { mentionRuns } from "../lib/mentions";
import type { ChatPerson } from "./conversation";

interface Props {
  message: ChatMessage;
  quoted: ChatMessage | null;
  people: readonly ChatPerson[];
  me: string;
  /** The time now (ms), for the edit window. */
  now: number;
  isAdmin: boolean;
  tripId: string;
  newDivider: boolean;
  onReply: () => void;
  onEdit: () => void;
}

export function MessageRow({ message: m, quoted, people, me, now, isAdmin, tripId, newDivider, onReply, onEdit }: Props) {
  const t = useT();
  const f = useFormat();
  const zone = useTimeZone();
  const react = useReaction(tripId);
  const remove = useDeleteMessage(tripId);
  const [confirming, setConfirming] = useState(false);
  const nameOf = (id: string) => people.find((p) => p.id === id)?.name ?? t("chat.formerMember");
  const author = m.author?.name || t("chat.formerMember");
  const mine = m.author?.id === me;
  const inWindow = now - Date.parse(m.createdAt) < EDIT_WINDOW_MS;
  const canEdit = mine && inWindow && !m.deleted;
  const canDelete = !m.deleted && ((mine && inWindow) || isAdmin);
  const mentionsMe = m.mentions.includes(me);
  const toggle = (emoji: string) => react.mutate({ id: m.id, emoji, on: !(m.reactions[emoji] ?? []).includes(me) });

  return (
    <>
      {newDivider && (
        <li role="separator" aria-label={t("chat.new")} className="my-2 flex items-center gap-2 text-xs font-semibold text-accent-soft-foreground">
          <span className="h-px flex-1 bg-accent-soft-foreground/40" />
          {t("chat.new")}
          <span className="h-px flex-1 bg-accent-soft-foreground/40" />
        </li>
      )}
      <li
        data-testid="chat-message"
        aria-label={author}
        className={cn("group flex gap-2 rounded-lg px-2 py-1.5 hover:bg-muted/60", mentionsMe && "bg-accent-soft")}
      >
        <Avatar className="mt-0.5 size-8 shrink-0">
          <AvatarFallback>{initialsOf(author)}</AvatarFallback>
        </Avatar>
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
            <span className="font-semibold">{author}</span>
            <time className="text-[11px] text-muted-foreground" dateTime={m.createdAt}>
              {f.clock(m.createdAt, zone)}
            </time>
            {m.editedAt && !m.deleted && <span className="text-[11px] text-muted-foreground">({t("chat.edited")})</span>}
          </p>
          {m.replyTo && (
            <p className="mt-0.5 truncate border-s-2 ps-2 text-xs text-muted-foreground" data-testid="chat-quote">
              {quoted && !quoted.deleted ? `${quoted.author?.name ?? t("chat.formerMember")}: ${quoted.text}` : t("chat.quoteGone")}
            </p>
          )}
          {m.deleted ? (
            <p className="text-sm text-muted-foreground italic">{t("chat.deleted")}</p>
          ) : (
            <p className="text-sm break-words whitespace-pre-wrap">
              {mentionRuns(m.text, m.mentions.map(nameOf)).map((run, k) =>
                run.mention ? (
                  <span key={k} className="rounded bg-accent-soft px-0.5 font-medium text-accent-soft-foreground">
                    {run.text}
                  </span>
                ) : (
                  <span key={k}>{run.text}</span>
                ),
              )}
            </p>
          )}
          {Object.keys(m.reactions).length > 0 && (
            <ul aria-label={t("chat.reactions")} className="mt-1 flex flex-wrap gap-1">
              {Object.entries(m.reactions).map(([emoji, who]) => (
                <li key={emoji}>
                  <button
                    type="button"
                    aria-pressed={who.includes(me)}
                    aria-label={`${emoji} ${who.length}`}
                    title={t("chat.reactedBy", { emoji, names: who.map(nameOf).join(", ") })}
                    onClick={() => toggle(emoji)}
                    className={cn(
                      "inline-flex h-7 items-center gap-1 rounded-full border px-2 text-xs",
                      who.includes(me) ? "border-primary bg-primary/10 text-foreground" : "bg-card text-muted-foreground hover:bg-muted",
                    )}
                  >
                    <span aria-hidden>{emoji}</span>
                    <span>{who.length}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {confirming && (
            <div className="mt-1 flex flex-wrap items-center gap-2 text-sm">
              <span>{t("chat.confirmDelete")}</span>
              <Button size="sm" variant="destructive" onClick={() => remove.mutate(m.id, { onSettled: () => setConfirming(false) })}>
                {t("chat.delete")}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
                {t("chat.cancel")}
              </Button>
            </div>
          )}
        </div>
        {!m.deleted && (
          <div
            role="group"
            aria-label={t("chat.actions")}
            className="flex shrink-0 items-start gap-0.5 opacity-100 sm:opacity-0 sm:group-focus-within:opacity-100 sm:group-hover:opacity-100"
          >
            <Popover>
              <PopoverTrigger asChild>
                <Button size="icon-sm" variant="ghost" aria-label={t("chat.reactions")}>
                  <SmilePlus />
                </Button>
              </PopoverTrigger>
              <PopoverContent className="flex w-auto gap-1 p-1" align="end">
                {QUICK_REACTIONS.map((emoji) => (
                  <PopoverClose key={emoji} asChild>
                    <Button size="icon-sm" variant="ghost" aria-label={t("chat.react", { emoji })} onClick={() => toggle(emoji)}>
                      <span aria-hidden className="text-base">
                        {emoji}
                      </span>
                    </Button>
                  </PopoverClose>
                ))}
              </PopoverContent>
            </Popover>
            <Button size="icon-sm" variant="ghost" aria-label={t("chat.reply")} onClick={onReply}>
              <CornerUpLeft />
            </Button>
            {canEdit && (
              <Button size="icon-sm" variant="ghost" aria-label={t("chat.edit")} onClick={onEdit}>
                <Pencil />
              </Button>
            )}
            {canDelete && (
              <Button size="icon-sm" variant="ghost" aria-label={t(mine && inWindow ? "chat.delete" : "chat.moderate")} onClick={() => setConfirming(true)}>
                <Trash2 />
              </Button>
            )}
          </div>
        )}
      </li>
    </>
  );
}

/** Up to two letters of a name as the API gives it (the author's name is one string). */
const initialsOf = (name: string) =>
  name
    .split(/\s+/u)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]!.toUpperCase())
    .join("") || "?";
