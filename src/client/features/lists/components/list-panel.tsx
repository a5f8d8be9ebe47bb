// One list of the trip (packing or to-dos): how much is done, Add (editors),
// Fill (packing, editors), and its items with their loading, error and empty states.
import { PendingCreates } from "@/components/waiting-to-sync";
import { usePendingWrites } from "@/lib/offline-writes";
import { useState } from "react";
import { CheckSquare, Luggage, PackagePlus, Plus } from "lucide-react";
import { mayTick, type ListItem, type ListKind } from "@shared/lists";
import type { Trip } from "@shared/trips";
import { LoadingBars } from "@/components/loading-bars";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { IconCardHeader } from "@/components/widget-header";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useT } from "@/lib/i18n";
import { useList } from "../api/get-list";
import { useDeleteListItem } from "../api/delete-item";
import type { People } from "../lib/people";
import { FillDialog } from "./fill-dialog";
import { ItemFormDialog } from "./item-form-dialog";
import { ListItemRow } from "./list-item-row";
import { apiUrl } from "@/lib/api";

export function ListPanel({
  trip,
  list,
  people,
  userId,
  canEdit,
  today,
  otherTrips,
}: {
  trip: Trip;
  list: ListKind;
  people: People;
  userId: string;
  /** can(role, "lists.write"): add, edit, delete, fill. */
  canEdit: boolean;
  today: string;
  otherTrips: readonly Trip[];
}) {
  const t = useT();
  const items = useList(trip.id, list);
  const pending = usePendingWrites({ creates: apiUrl("/api/trips/{tripId}/lists/{list}", { tripId: trip.id, list }), edits: "/api/list-items/" });
  const del = useDeleteListItem(trip.id, list);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<ListItem | undefined>(undefined);
  const [deleting, setDeleting] = useState<ListItem | null>(null);
  const [fillOpen, setFillOpen] = useState(false);
  const all = items.data ?? [];
  const done = all.filter((i) => i.done).length;
  const packing = list === "packing";
  const headingId = `list-${list}-heading`;
  const openAdd = () => {
    setEditing(undefined);
    setFormOpen(true);
  };

  return (
    <Card className="flex min-w-0 flex-col" aria-labelledby={headingId} role="region">
      <IconCardHeader icon={packing ? Luggage : CheckSquare} title={t(packing ? "lists.packing.title" : "lists.todo.title")} titleClassName="text-lg">
        {all.length > 0 && (
          <span className="text-sm text-muted-foreground tabular-nums" role="status">
            {t(packing ? "lists.packing.progress" : "lists.todo.progress", { done, total: all.length })}
          </span>
        )}
      </IconCardHeader>
      <h2 id={headingId} className="sr-only">
        {t(packing ? "lists.packing.title" : "lists.todo.title")}
      </h2>
      <CardContent className="grid flex-1 content-start gap-3">
        {canEdit && (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={openAdd}>
              <Plus /> {t(packing ? "lists.packing.add" : "lists.todo.add")}
            </Button>
            {packing && (
              <Button size="sm" variant="outline" onClick={() => setFillOpen(true)}>
                <PackagePlus /> {t("lists.fill.open")}
              </Button>
            )}
          </div>
        )}
        {items.isPending ? (
          <LoadingBars label={t(packing ? "lists.packing.loading" : "lists.todo.loading")} bars="h-12 rounded-lg" className="gap-2" />
        ) : items.isError ? (
          <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-6 text-center" role="alert">
            <p className="text-sm text-muted-foreground">{t("lists.loadFailed")}</p>
            <Button variant="outline" size="sm" onClick={() => void items.refetch()}>
              {t("lists.retry")}
            </Button>
          </div>
        ) : all.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-6 text-center">
            <p className="font-medium">{t(packing ? "lists.packing.empty" : "lists.todo.empty")}</p>
            <p className="max-w-sm text-sm text-muted-foreground">
              {t(canEdit ? (packing ? "lists.packing.emptyHint" : "lists.todo.emptyHint") : "lists.emptyViewerHint")}
            </p>
          </div>
        ) : (
          <ul className="grid gap-2" aria-labelledby={headingId}>
            {all.map((item) => (
              <ListItemRow
                key={item.id}
                tripId={trip.id}
                list={list}
                item={item}
                people={people}
                today={today}
                mayTick={mayTick(item, userId, canEdit)}
                onEdit={canEdit ? () => (setEditing(item), setFormOpen(true)) : undefined}
                onDelete={canEdit ? () => setDeleting(item) : undefined}
                waiting={pending.editing(item.id)}
              />
            ))}
          </ul>
        )}
        <PendingCreates writes={pending.created} className="mt-2" />
      </CardContent>

      <ItemFormDialog trip={trip} list={list} people={people} item={editing} open={formOpen} onOpenChange={setFormOpen} />
      {packing && <FillDialog trip={trip} otherTrips={otherTrips} open={fillOpen} onOpenChange={setFillOpen} />}
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("lists.delete.title", { text: deleting?.text ?? "" })}
        description={t("lists.delete.description")}
        pending={del.isPending}
        onConfirm={() =>
          deleting &&
          del.mutate(deleting.id, {
            onSuccess: () => {
              notifySuccess(t("lists.delete.done"), deleting.text);
              setDeleting(null);
            },
            onError: (error) => notifyError(error, t("common.error"), t("lists.delete.failed")),
          })
        }
      />
    </Card>
  );
}
