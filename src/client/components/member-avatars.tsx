// Overlapping initials, up to three and "+N" for the rest (docs/product/trips-and-members.md): the
// trip's members on cards, and who else has the trip open in the header.
import type { Member } from "@shared/trips";
import { displayName, initials } from "@shared/names";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { cn } from "@/lib/utils";
import { useT } from "@/lib/i18n";

export const MAX_AVATARS = 3;

export interface StackedPerson {
  key: string;
  initials: string;
  /** Marks the avatar with the person's account id (data-user-id). */
  userId?: string;
}

/** The avatars alone (hidden from screen readers: the caller names the people). */
export function AvatarStack({
  people,
  className,
  fallbackClassName,
}: {
  people: readonly StackedPerson[];
  className?: string;
  fallbackClassName?: string;
}) {
  const shown = people.slice(0, MAX_AVATARS);
  const rest = people.length - shown.length;
  return (
    <div className={cn("flex -space-x-2", className)} aria-hidden>
      {shown.map((p) => (
        <Avatar key={p.key} className="size-8 ring-2 ring-card" data-user-id={p.userId}>
          <AvatarFallback className={cn("text-[11px]", fallbackClassName)}>{p.initials}</AvatarFallback>
        </Avatar>
      ))}
      {rest > 0 && (
        <span className="flex size-8 items-center justify-center rounded-full bg-muted text-[11px] font-semibold text-muted-foreground ring-2 ring-card">
          +{rest}
        </span>
      )}
    </div>
  );
}

export function MemberAvatars({ members, className }: { members: readonly Member[]; className?: string }) {
  const names = members.map((m) => displayName(m.user)).join(", ");
  const t = useT();
  return (
    <div className={cn("flex items-center", className)} title={names}>
      <span className="sr-only">{t("layout.members", { names })}</span>
      <AvatarStack people={members.map((m) => ({ key: m.id, initials: initials(m.user) }))} />
    </div>
  );
}
