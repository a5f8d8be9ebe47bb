// The Ongoing / Past / Upcoming / Planning badge (docs/product/trips-and-members.md), with days until start.
import { tripBadge } from "@shared/dates";
import { useToday } from "@/lib/render-context";
import { Badge } from "@/components/ui/badge";
import { BADGE_VARIANT, tripBadgeLabel } from "@/lib/format";
import { useT } from "@/lib/i18n";

export function TripBadge({ startDate, endDate }: { startDate: string | null; endDate: string | null }) {
  const today = useToday();
  const t = useT();
  return (
    <Badge variant={BADGE_VARIANT[tripBadge(startDate, endDate, today)]}>
      {tripBadgeLabel(startDate, endDate, today, t)}
    </Badge>
  );
}
