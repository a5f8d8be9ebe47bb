// Polls (/polls, docs/product/polls.md): the trip's polls, newest first, live for every member.
// Editors open one; every member votes; the creator or an admin closes or deletes it; a closed
// poll's winner that names a place and a day is added to the plan from here.
import { useMemo, useState } from "react";
import { Plus, Vote } from "lucide-react";
import { can } from "@shared/permissions";
import { displayName } from "@shared/names";
import type { Trip } from "@shared/trips";
import { useUser } from "@/features/auth";
import { useCurrentTrip } from "@/features/trips";
import { NoTripCard, useDays, useIdeas } from "@/features/itinerary";
import { PageShell } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useT } from "@/lib/i18n";
import { usePolls } from "../api/polls";
import { PollCard } from "../components/poll-card";
import { OpenPollDialog, type PlaceChoice } from "../components/open-poll-dialog";

export function PollsPage() {
  const { currentTrip, isLoading } = useCurrentTrip();
  const t = useT();
  return (
    <PageShell title={t("layout.page.polls")}>
      <div className="mx-auto w-full max-w-3xl p-4 pb-24 sm:p-6 lg:pb-8">
        {isLoading ? <Skeleton className="h-64 rounded-xl" /> : !currentTrip ? <NoTripCard /> : <TripPolls key={currentTrip.id} trip={currentTrip} />}
      </div>
    </PageShell>
  );
}

function TripPolls({ trip }: { trip: Trip }) {
  const t = useT();
  const { data: user } = useUser();
  const polls = usePolls(trip.id);
  const days = useDays(trip.id);
  const ideas = useIdeas(trip.id);
  const [opening, setOpening] = useState(false);
  const canOpen = can(trip.myRole, "polls.write");
  const names = useMemo(() => new Map(trip.members.map((m) => [m.user.id, displayName(m.user)])), [trip.members]);
  // The places an option may name: the trip's ideas, then those on its days (each once).
  const places = useMemo<PlaceChoice[]>(() => {
    const seen = new Map<string, PlaceChoice>();
    for (const idea of ideas.data ?? []) seen.set(idea.id, { id: idea.id, name: idea.name });
    for (const day of days.data ?? []) for (const item of day.items) if (item.kind === "place" && !seen.has(item.id)) seen.set(item.id, { id: item.id, name: item.title });
    return [...seen.values()];
  }, [ideas.data, days.data]);
  const placeName = (id: string | null) => (id ? (places.find((p) => p.id === id)?.name ?? null) : null);

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-xl font-semibold break-words">{t("polls.page.title", { name: trip.name })}</h2>
          <p className="text-sm text-muted-foreground">{t(canOpen ? "polls.page.intro" : "polls.page.introViewer")}</p>
        </div>
        {canOpen && (
          <Button onClick={() => setOpening(true)}>
            <Plus aria-hidden /> {t("polls.open")}
          </Button>
        )}
      </div>
      {polls.isLoading ? (
        <Skeleton className="h-48 rounded-xl" />
      ) : (polls.data ?? []).length === 0 ? (
        <Card className="flex flex-col items-center gap-3 p-10 text-center">
          <Vote className="size-10 text-muted-foreground" aria-hidden />
          <p className="text-sm text-muted-foreground">{t(canOpen ? "polls.empty" : "polls.emptyViewer")}</p>
        </Card>
      ) : (
        <ul className="grid gap-4" aria-label={t("layout.page.polls")}>
          {polls.data!.map((poll) => (
            <li key={poll.id}>
              <PollCard
                trip={trip}
                poll={poll}
                userId={user?.id ?? ""}
                voterName={(id) => names.get(id) ?? t("polls.formerMember")}
                placeName={placeName}
                days={days.data ?? []}
                ideas={ideas.data ?? []}
              />
            </li>
          ))}
        </ul>
      )}
      {canOpen && <OpenPollDialog trip={trip} places={places} open={opening} onOpenChange={setOpening} />}
    </div>
  );
}
