// The header's "also here now" row: initials of the other members who have the
// current trip open, names in the tooltip and for screen readers.
import { displayName, initials } from "@shared/names";
import { useUser } from "@/features/auth";
import { useCurrentTrip } from "@/features/trips";
import { AvatarStack } from "@/components/member-avatars";
import { cn } from "@/lib/utils";
import { useT } from "@/lib/i18n";
import { usePresence } from "../lib/presence-store";

export function PresenceAvatars({ className }: { className?: string }) {
  const { data: me } = useUser();
  const { currentTrip } = useCurrentTrip();
  const presence = usePresence();
  const t = useT();
  if (!currentTrip || presence.tripId !== currentTrip.id) return null;
  const others = presence.users.filter((u) => u.id !== me?.id);
  if (others.length === 0) return null;
  const label = t("layout.presence", { names: others.map(displayName).join(", ") });

  return (
    <div role="group" aria-label={label} title={label} data-testid="presence" className={cn("flex items-center", className)}>
      <AvatarStack
        className="-space-x-1"
        fallbackClassName="bg-accent text-accent-foreground"
        people={others.map((u) => ({ key: u.id, initials: initials(u), userId: u.id }))}
      />
      <span className="relative -ms-1.5 self-end size-2.5 rounded-full bg-emerald-500 ring-2 ring-card" aria-hidden />
    </div>
  );
}
