// Notes (/notes, docs/product/notes.md): the trip's shared notes, pinned first, each with its
// Markdown shown safely, its day and its author; editors write, edit, pin and delete them.
// Live for every member; `?item=<id>` (a day's note and a mention's notice link here) brings that note into view.
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { NotebookPen, Pin, Plus } from "lucide-react";
import { can } from "@shared/permissions";
import type { Note } from "@shared/notes";
import type { Trip } from "@shared/trips";
import { useCurrentTrip } from "@/features/trips";
import { PageShell } from "@/components/layout/page-header";
import { ActionsMenu } from "@/components/actions-menu";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { Skeleton } from "@/components/ui/skeleton";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useFormat } from "@/lib/format";
import { useT } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { useDeleteNote, useNotes } from "../api/notes";
import { NoteFormDialog } from "../components/note-form-dialog";
import { NoteHtml } from "../components/note-html";

export function NotesPage() {
  const { currentTrip, isLoading } = useCurrentTrip();
  const t = useT();
  return (
    <PageShell title={t("layout.page.notes")}>
      <div className="mx-auto w-full max-w-3xl p-4 pb-24 sm:p-6 lg:pb-8">
        {isLoading ? (
          <Skeleton className="h-64 rounded-xl" />
        ) : !currentTrip ? (
          <Card className="flex flex-col items-center gap-3 p-10 text-center">
            <NotebookPen className="size-10 text-muted-foreground" aria-hidden />
            <h2 className="text-lg font-semibold">{t("notes.page.noTrip")}</h2>
            <p className="text-sm text-muted-foreground">{t("notes.page.noTripHint")}</p>
            <Button asChild>
              <Link to="/trips">{t("notes.page.goToTrips")}</Link>
            </Button>
          </Card>
        ) : (
          <TripNotes key={currentTrip.id} trip={currentTrip} />
        )}
      </div>
    </PageShell>
  );
}

function TripNotes({ trip }: { trip: Trip }) {
  const t = useT();
  const canEdit = can(trip.myRole, "notes.write");
  const { data: notes, isLoading, isError } = useNotes(trip.id);
  const del = useDeleteNote(trip.id);
  const [editing, setEditing] = useState<Note | "new" | null>(null);
  const [deleting, setDeleting] = useState<Note | null>(null);
  const [params] = useSearchParams();
  const opened = params.get("item");
  useEffect(() => {
    if (opened && notes?.some((n) => n.id === opened)) document.getElementById(`note-${opened}`)?.scrollIntoView({ block: "center" });
  }, [opened, notes]);
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-xl font-semibold break-words">{t("notes.page.title", { name: trip.name })}</h2>
          <p className="text-sm text-muted-foreground">{t(canEdit ? "notes.page.intro" : "notes.page.introViewer")}</p>
        </div>
        {canEdit && (
          <Button onClick={() => setEditing("new")}>
            <Plus aria-hidden />
            {t("notes.new")}
          </Button>
        )}
      </div>
      {isLoading ? (
        <Skeleton className="h-40 rounded-xl" />
      ) : isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t("notes.page.loadFailed")}
        </p>
      ) : !notes?.length ? (
        <p className="text-sm text-muted-foreground">{t("notes.page.empty")}</p>
      ) : (
        <ul className="grid gap-4" aria-label={t("layout.page.notes")}>
          {notes.map((note) => (
            <NoteCard key={note.id} note={note} highlighted={note.id === opened} onEdit={canEdit ? () => setEditing(note) : undefined} onDelete={canEdit ? () => setDeleting(note) : undefined} />
          ))}
        </ul>
      )}
      {editing !== null && <NoteFormDialog trip={trip} note={editing === "new" ? undefined : editing} open onOpenChange={(open) => !open && setEditing(null)} />}
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("notes.delete.title", { title: deleting?.title ?? "" })}
        description={t("notes.delete.description")}
        pending={del.isPending}
        onConfirm={() =>
          deleting &&
          del.mutate(deleting.id, {
            onSuccess: () => {
              notifySuccess(t("notes.delete.done"), deleting.title);
              setDeleting(null);
            },
            onError: (error) => notifyError(error, t("notes.delete.failed")),
          })
        }
      />
    </div>
  );
}

function NoteCard({ note, highlighted, onEdit, onDelete }: { note: Note; highlighted: boolean; onEdit?: () => void; onDelete?: () => void }) {
  const t = useT();
  const f = useFormat();
  const author = note.author ? `${note.author.firstName} ${note.author.lastName}`.trim() : t("notes.formerMember");
  return (
    <li id={`note-${note.id}`} aria-labelledby={`note-${note.id}-title`} data-testid="note" className="scroll-mt-24">
      <Card className={cn("grid gap-2 p-4", highlighted && "ring-2 ring-primary")}>
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <h3 id={`note-${note.id}-title`} className="font-semibold break-words">
              {note.title}
            </h3>
            <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
              {note.pinned && (
                <span className="inline-flex items-center gap-1 font-medium text-foreground">
                  <Pin className="size-3" aria-hidden />
                  {t("notes.pinned")}
                </span>
              )}
              {note.date && <span>{t("notes.onDay", { date: f.date(note.date) })}</span>}
              <span>{t("notes.by", { name: author })}</span>
            </p>
          </div>
          {onEdit && onDelete && (
            <ActionsMenu label={t("notes.actions", { title: note.title })} className="m-0">
              <DropdownMenuItem onSelect={onEdit}>{t("notes.edit")}</DropdownMenuItem>
              <DropdownMenuItem onSelect={onDelete} className="text-destructive focus:text-destructive">
                {t("notes.delete")}
              </DropdownMenuItem>
            </ActionsMenu>
          )}
        </div>
        {note.html && <NoteHtml html={note.html} />}
      </Card>
    </li>
  );
}
