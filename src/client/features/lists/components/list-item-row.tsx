// One item of a list: its tick, text, who it is for and (to-dos) when it is
// due — overdue in red — and, for editors, Edit and Delete.
import { WaitingToSync } from "@/components/waiting-to-sync";
import { CalendarClock, Pencil, Trash2, UserRound } from "lucide-react";
import type { ListItem, ListKind } from "@shared/lists";
import { ActionsMenu } from "@/components/actions-menu";
import { Badge } from "@/components/ui/badge";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { useFormat } from "@/lib/format";
import { useT } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import type { People } from "../lib/people";
import { TickBox } from "./tick-box";

export function ListItemRow({
  tripId,
  list,
  item,
  people,
  today,
  mayTick,
  onEdit,
  onDelete,
  waiting,
}: {
  tripId: string;
  list: ListKind;
  item: ListItem;
  people: People;
  today: string;
  mayTick: boolean;
  /** Absent for whoever may not edit. */
  onEdit?: () => void;
  onDelete?: () => void;
  /** An edit or tick made offline is waiting to be sent. */
  waiting?: boolean;
}) {
  const t = useT();
  const f = useFormat();
  const overdue = !item.done && item.due !== null && item.due < today;
  return (
    <li className="flex items-center gap-3 rounded-lg border bg-card py-1.5 pe-1.5 ps-3" data-testid="list-item">
      <TickBox tripId={tripId} list={list} item={item} allowed={mayTick} />
      <div className="min-w-0 flex-1 py-1">
        <p className={cn("text-sm break-words", item.done && "text-muted-foreground line-through")}>{item.text}</p>
        {waiting && <WaitingToSync className="mt-1" />}
        {(item.assigneeId || item.due) && (
          <div className="mt-1 flex flex-wrap gap-1.5">
            {item.assigneeId && (
              <Badge variant="secondary" className="gap-1 font-normal">
                <UserRound className="size-3" aria-hidden /> {people.name(item.assigneeId)}
              </Badge>
            )}
            {item.due && (
              <Badge variant={overdue ? "destructive" : "muted"} className="gap-1 font-normal">
                <CalendarClock className="size-3" aria-hidden />
                {t(overdue ? "lists.item.overdue" : "lists.item.due", { date: f.date(item.due) })}
              </Badge>
            )}
          </div>
        )}
      </div>
      {onEdit && onDelete && (
        <ActionsMenu label={t("lists.item.actions", { text: item.text })} className="m-0">
          <DropdownMenuItem onSelect={onEdit}>
            <Pencil /> {t("lists.item.edit")}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={onDelete} className="text-destructive focus:text-destructive">
            <Trash2 /> {t("lists.item.delete")}
          </DropdownMenuItem>
        </ActionsMenu>
      )}
    </li>
  );
}
