// One poll: its options to vote on (radio buttons, or checkboxes in a multiple-choice poll; a
// choice is sent at once), live results as bars with counts and the voters' names, and for its
// creator or an admin Close and Delete. Once closed, the winning options (each on a tie) that
// name a place and a day offer Add to plan (lib/add-to-plan.ts).
import { CalendarDays, MapPin, Trophy } from "lucide-react";
import type { Day } from "@shared/days";
import type { Idea } from "@shared/ideas";
import { can } from "@shared/permissions";
import { winningOptions, type Poll, type PollOption } from "@shared/polls";
import type { Trip } from "@shared/trips";
import { useAddPlace, useOrderDay } from "@/features/itinerary";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useFormat } from "@/lib/format";
import { useT } from "@/lib/i18n";
import { useClosePoll, useDeletePoll, useVote } from "../api/polls";
import { planStep } from "../lib/add-to-plan";

interface Props {
  trip: Trip;
  poll: Poll;
  userId: string;
  voterName: (id: string) => string;
  placeName: (id: string | null) => string | null;
  days: readonly Day[];
  ideas: readonly Idea[];
}

export function PollCard({ trip, poll, userId, voterName, placeName, days, ideas }: Props) {
  const t = useT();
  const f = useFormat();
  const vote = useVote(trip.id, userId);
  const close = useClosePoll(trip.id);
  const remove = useDeletePoll(trip.id);
  const mine = poll.options.filter((o) => o.voters.includes(userId)).map((o) => o.id);
  const total = new Set(poll.options.flatMap((o) => o.voters)).size;
  const mayManage = can(trip.myRole, "polls.write") && (poll.createdBy === userId || can(trip.myRole, "polls.manage"));
  const winners = poll.closed ? new Set(winningOptions(poll).map((o) => o.id)) : new Set<string>();
  const headingId = `poll-${poll.id}`;

  const send = (optionIds: string[]) =>
    vote(poll, optionIds).then(
      (sent) => sent.queued && notifySuccess(t("layout.sync.queued"), poll.question),
      (error: unknown) => notifyError(error, t("common.error"), t("polls.voteFailed")),
    );
  const choose = (option: PollOption, checked: boolean) =>
    send(poll.multiple ? (checked ? [...mine, option.id] : mine.filter((id) => id !== option.id)) : [option.id]);
  const act = (write: Promise<unknown>, failed: string) => write.catch((error: unknown) => notifyError(error, t("common.error"), failed));

  return (
    <Card className="grid gap-4 p-4 sm:p-5" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="text-base font-semibold break-words">
            {poll.question}
          </h3>
          <p className="text-xs text-muted-foreground">
            {t(poll.multiple ? "polls.multipleHint" : "polls.singleHint")} · {t("polls.voters", { count: total })}
            {poll.closesAt && !poll.closed && (
              <> · {t("polls.closesAt", { when: new Intl.DateTimeFormat(f.locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(poll.closesAt)) })}</>
            )}
          </p>
        </div>
        {poll.closed && <Badge variant="muted">{t("polls.closed")}</Badge>}
      </div>

      {/* Not a disabled fieldset once closed: Add to plan inside it stays a button. */}
      <fieldset className="grid gap-3">
        <legend className="sr-only">{poll.question}</legend>
        {poll.options.map((option) => {
          const inputId = `${headingId}-${option.id}`;
          const place = placeName(option.placeId);
          const share = total ? (option.votes / total) * 100 : 0;
          const names = option.voters.map(voterName).join(", ");
          return (
            <div key={option.id} className="grid gap-1.5" data-testid="poll-option">
              <div className="flex items-start gap-3">
                <input
                  id={inputId}
                  type={poll.multiple ? "checkbox" : "radio"}
                  name={headingId}
                  className="mt-1 size-4 accent-primary"
                  disabled={poll.closed}
                  aria-describedby={place || option.date ? `${inputId}-where` : undefined}
                  checked={mine.includes(option.id)}
                  onChange={(e) => void choose(option, e.target.checked)}
                />
                <div className="min-w-0 flex-1 text-sm">
                  <label htmlFor={inputId} className="font-medium break-words">
                    {option.text}
                  </label>
                  {(place || option.date) && (
                    <span id={`${inputId}-where`} className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
                      {place && (
                        <span className="inline-flex items-center gap-1">
                          <MapPin className="size-3" aria-hidden /> {place}
                        </span>
                      )}
                      {option.date && (
                        <span className="inline-flex items-center gap-1">
                          <CalendarDays className="size-3" aria-hidden /> {f.dayMonth(option.date)}
                        </span>
                      )}
                    </span>
                  )}
                </div>
                {winners.has(option.id) && (
                  <Badge variant="success">
                    <Trophy aria-hidden /> {t("polls.winner")}
                  </Badge>
                )}
                <span className="text-sm tabular-nums" data-testid="poll-votes">
                  {t("polls.votes", { count: option.votes })}
                </span>
              </div>
              <Progress value={share} aria-label={t("polls.resultOf", { option: option.text })} />
              {names && <p className="text-xs text-muted-foreground break-words">{names}</p>}
              {winners.has(option.id) && <AddToPlan trip={trip} option={option} days={days} ideas={ideas} />}
            </div>
          );
        })}
      </fieldset>

      {(mine.length > 0 && !poll.closed) || mayManage ? (
        <div className="flex flex-wrap gap-2">
          {mine.length > 0 && !poll.closed && (
            <Button variant="ghost" size="sm" onClick={() => void send([])}>
              {t("polls.withdraw")}
            </Button>
          )}
          {mayManage && !poll.closed && (
            <Button variant="outline" size="sm" onClick={() => void act(close(poll), t("polls.closeFailed"))}>
              {t("polls.close")}
            </Button>
          )}
          {mayManage && (
            <Button variant="ghost" size="sm" className="text-destructive" onClick={() => void act(remove(poll), t("polls.deleteFailed"))}>
              {t("polls.delete")}
            </Button>
          )}
        </div>
      ) : null}
    </Card>
  );
}

/** Add to plan for one winning option, through the places routes (lib/add-to-plan.ts); editors only. */
function AddToPlan({ trip, option, days, ideas }: { trip: Trip; option: PollOption; days: readonly Day[]; ideas: readonly Idea[] }) {
  const t = useT();
  const f = useFormat();
  const order = useOrderDay(trip.id);
  const add = useAddPlace(trip.id);
  const step = planStep(option, days, ideas);
  if (step.kind === "none") return null;
  if (step.kind === "planned") return <Badge variant="success">{t("polls.onPlan")}</Badge>;
  if (!can(trip.myRole, "itinerary.write")) return null;
  const when = f.dayMonth(step.date);
  const run = () => (step.kind === "schedule" ? order.mutateAsync({ date: step.date, ids: step.ids }) : add.mutateAsync({ ...step.place, date: step.date }));
  return (
    <Button
      size="sm"
      className="w-fit"
      disabled={order.isPending || add.isPending}
      aria-label={t("polls.addToPlanOf", { option: option.text })}
      onClick={() =>
        void run().then(
          () => notifySuccess(t("polls.added", { date: when }), option.text),
          (error: unknown) => notifyError(error, t("common.error"), t("polls.addFailed")),
        )
      }
    >
      {t("polls.addToPlan")}
    </Button>
  );
}
