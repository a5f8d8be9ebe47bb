// Up to three member initials and "+N" for the rest (spec §2, §9).
import type { Member } from "@shared/trips";
import { displayName, initials } from "@shared/names";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { cn } from "@/lib/utils";

export const MAX_AVATARS = 3;

export function MemberAvatars({ members, className }: { members: readonly Member[]; className?: string }) {
  const shown = members.slice(0, MAX_AVATARS);
  const rest = members.length - shown.length;
  const names = members.map((m) => displayName(m.user)).join(", ");
  return (
    <div className={cn("flex items-center", className)} title={names}>
      <span className="sr-only">Members: {names}</span>
      <div className="flex -space-x-2" aria-hidden>
        {shown.map((m) => (
          <Avatar key={m.id} className="size-8 ring-2 ring-card">
            <AvatarFallback className="text-[11px]">{initials(m.user)}</AvatarFallback>
          </Avatar>
        ))}
        {rest > 0 && (
          <span className="flex size-8 items-center justify-center rounded-full bg-muted text-[11px] font-semibold text-muted-foreground ring-2 ring-card">
            +{rest}
          </span>
        )}
      </div>
    </div>
  );
}
