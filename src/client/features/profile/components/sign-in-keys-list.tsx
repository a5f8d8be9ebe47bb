// The list the Profile cards of keys share — access tokens, passkeys and connected apps: each with its name,
// when it was made and last used, and a remove button that asks first. The texts are each card's own.
import { useState } from "react";
import type { UseMutationResult, UseQueryResult } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import type { MessageId } from "@shared/i18n/catalogue";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useFormat } from "@/lib/format";
import { useT } from "@/lib/i18n";

export interface SignInKey {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** A line under the name (what a connected app may do). */
  detail?: string;
}

/** The card's texts: the list's name, and each step of removing one ({name} where it takes one). */
export interface SignInKeyTexts {
  title: MessageId;
  none: MessageId;
  loadFailed: MessageId;
  created: MessageId;
  lastUsed: MessageId;
  neverUsed: MessageId;
  remove: MessageId;
  removeNamed: MessageId;
  removing: MessageId;
  removeTitle: MessageId;
  removeHint: MessageId;
  removed: MessageId;
  removeFailed: MessageId;
}

/** The viewer's own time zone: the list is fetched in the browser, never rendered on the server. */
const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function SignInKeysList({
  keys,
  remove,
  texts,
}: {
  keys: UseQueryResult<SignInKey[]>;
  remove: UseMutationResult<unknown, Error, string>;
  texts: SignInKeyTexts;
}) {
  const t = useT();
  const [removing, setRemoving] = useState<SignInKey | null>(null);
  return (
    <>
      {keys.isPending ? (
        <Skeleton className="h-12 rounded-lg" />
      ) : keys.isError ? (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <p className="text-muted-foreground">{t(texts.loadFailed)}</p>
          <Button variant="outline" size="sm" onClick={() => void keys.refetch()}>
            {t("budget.page.retry")}
          </Button>
        </div>
      ) : keys.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t(texts.none)}</p>
      ) : (
        <ul className="divide-y rounded-lg border" aria-label={t(texts.title)}>
          {keys.data.map((key) => (
            <KeyRow key={key.id} signInKey={key} texts={texts} onRemove={() => setRemoving(key)} />
          ))}
        </ul>
      )}
      <ConfirmDeleteDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t(texts.removeTitle, { name: removing?.name ?? "" })}
        description={t(texts.removeHint)}
        pending={remove.isPending}
        confirmLabel={t(texts.remove)}
        pendingLabel={t(texts.removing)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              notifySuccess(t(texts.removed), removing.name);
              setRemoving(null);
            },
            onError: (error) => notifyError(error, t("common.error"), t(texts.removeFailed)),
          })
        }
      />
    </>
  );
}

function KeyRow({ signInKey, texts, onRemove }: { signInKey: SignInKey; texts: SignInKeyTexts; onRemove: () => void }) {
  const t = useT();
  const f = useFormat();
  const zone = viewerTimeZone();
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 p-3">
      <div className="min-w-0">
        <p className="truncate text-sm font-medium">{signInKey.name}</p>
        {signInKey.detail ? <p className="text-xs text-muted-foreground">{signInKey.detail}</p> : null}
        <p className="text-xs text-muted-foreground">
          {t(texts.created, { date: f.instantDate(signInKey.createdAt, zone) })} ·{" "}
          {signInKey.lastUsedAt
            ? t(texts.lastUsed, { date: f.instantDate(signInKey.lastUsedAt, zone), time: f.clock(signInKey.lastUsedAt, zone) })
            : t(texts.neverUsed)}
        </p>
      </div>
      <Button variant="ghost" size="sm" onClick={onRemove} aria-label={t(texts.removeNamed, { name: signInKey.name })}>
        <Trash2 /> {t(texts.remove)}
      </Button>
    </li>
  );
}
