// The dashboard's "My open to-dos" (docs/product/lists.md): the to-dos of the current trip
// assigned to the signed-in member and not done, soonest due first, each
// tickable here. The current trip's, like every other dashboard card (ADR 037).
import { Link } from "react-router";
import { ListChecks } from "lucide-react";
import type { Trip } from "@shared/trips";
import { LoadingBars } from "@/components/loading-bars";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { IconCardHeader } from "@/components/widget-header";
import { useUser } from "@/features/auth";
import { useFormat } from "@/lib/format";
import { useToday } from "@/lib/render-context";
import { useT } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { useList } from "../api/get-list";
import { openTodosOf } from "../lib/people";
import { TickBox } from "./tick-box";

const SHOWN = 5;

export function MyTodosCard({ trip }: { trip: Trip }) {
  const t = useT();
  const f = useFormat();
  const today = useToday();
  const { data: user } = useUser();
  const todos = useList(trip.id, "todo");
  const mine = openTodosOf(todos.data ?? [], user?.id ?? "");

  return (
    <Card className="flex h-full flex-col" data-testid="my-todos-card">
      <IconCardHeader icon={ListChecks} title={t("lists.mine.title")}>
        <Button asChild variant="outline" size="sm">
          <Link to="/lists">{t("lists.mine.open")}</Link>
        </Button>
      </IconCardHeader>
      <CardContent className="grid flex-1 content-start gap-2">
        {todos.isPending ? (
          <LoadingBars label={t("lists.todo.loading")} bars="h-8" className="gap-2" />
        ) : todos.isError ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-muted-foreground">{t("lists.loadFailed")}</p>
            <Button variant="outline" size="sm" onClick={() => void todos.refetch()}>
              {t("lists.retry")}
            </Button>
          </div>
        ) : mine.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("lists.mine.none")}</p>
        ) : (
          <>
            <ul className="grid gap-2">
              {mine.slice(0, SHOWN).map((item) => (
                <li key={item.id} className="flex items-center gap-3 text-sm">
                  <TickBox tripId={trip.id} list="todo" item={item} allowed />
                  <span className="min-w-0 flex-1 break-words">{item.text}</span>
                  {item.due && (
                    <span className={cn("shrink-0 text-xs tabular-nums", item.due < today ? "font-medium text-destructive" : "text-muted-foreground")}>
                      {f.dayMonth(item.due)}
                    </span>
                  )}
                </li>
              ))}
            </ul>
            {mine.length > SHOWN && <p className="text-xs text-muted-foreground">{t("lists.mine.more", { count: mine.length - SHOWN })}</p>}
          </>
        )}
      </CardContent>
    </Card>
  );
}
