// The header's "also here now" row: initials of the other members who have the
// current trip open, names in the tooltip and for screen readers.
import { displayName, initials } from "@shared/names";
import { useUser } from "@/features/auth";
import { useCurrentTrip } from "@/features/trips";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { cn } from "@/lib/utils";
import { usePresence } from "../lib/presence-store";

const MAX_SHOWN = 3;

export function PresenceAvatars({ className }: { className?: string }) {
  const { data: me } = useUser();
  const { currentTrip } = useCurrentTrip();
  const presence = usePresence();
  if (!currentTrip || presence.tripId !== currentTrip.id) return null;
  const others = presence.users.filter((u) => u.id !== me?.id);
  if (others.length === 0) return null;
  const shown = others.slice(0, MAX_SHOWN);
  const rest = others.length - shown.length;
  const label = `Also viewing this trip: ${others.map(displayName).join(", ")}`;

  return (
    <div role="group" aria-label={label} title={label} data-testid="presence" className={cn("flex items-center", className)}>
      <div className="flex -space-x-1" aria-hidden>
        {shown.map((u) => (
          <Avatar key={u.id} className="size-8 ring-2 ring-card" data-user-id={u.id}>
            <AvatarFallback className="bg-accent text-[11px] text-accent-foreground">{initials(u)}</AvatarFallback>
          </Avatar>
        ))}
        {rest > 0 && (
          <span className="flex size-8 items-center justify-center rounded-full bg-muted text-[11px] font-semibold text-muted-foreground ring-2 ring-card">
            +{rest}
          </span>
        )}
      </div>
      <span className="relative -ml-1.5 self-end size-2.5 rounded-full bg-emerald-500 ring-2 ring-card" aria-hidden />
    </div>
  );
}
