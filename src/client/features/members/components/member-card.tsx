// One member (or pending invitation) on the Family page: initials, name,
// email, "Joined {date}", role badge, and a menu whose actions depend on the
// caller: admins change roles, remove members and cancel invitations; anyone
// may leave. A guest (no account) shows "Guest" instead of a role; editors rename or
// remove one, admins link one to a member who joined.
import { Check, Link2, LogOut, Pencil, Shield, Trash2, UserX } from "lucide-react";
import type { MemberEntry } from "@shared/members";
import { ROLES, type Role } from "@shared/trips";
import { can } from "@shared/permissions";
import { displayName, initials } from "@shared/names";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { ActionsMenu } from "@/components/actions-menu";
import { DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from "@/components/ui/dropdown-menu";
import { ROLE_BADGE, ROLE_LABEL } from "../lib/roles";
import { useT } from "@/lib/i18n";
import { useFormat } from "@/lib/format";
import { useTimeZone } from "@/lib/render-context";

export interface MemberCardProps {
  member: MemberEntry;
  isSelf: boolean;
  canManage: boolean;
  /** This member is the trip's only admin: they can neither be demoted nor leave. */
  isLastAdmin: boolean;
  onChangeRole: (member: MemberEntry, role: Role) => void;
  onRemove: (member: MemberEntry) => void;
  onLeave: (member: MemberEntry) => void;
  onCancelInvitation: (member: MemberEntry) => void;
  /** Whether the caller may add, rename and remove guests. */
  canEditGuests: boolean;
  /** The members a guest may be linked to (admins only: empty otherwise). */
  linkTargets: readonly { userId: string; name: string }[];
  onRenameGuest: (member: MemberEntry) => void;
  onRemoveGuest: (member: MemberEntry) => void;
  onLinkGuest: (member: MemberEntry, userId: string, memberName: string) => void;
}

export function MemberCard({
  member,
  isSelf,
  canManage,
  isLastAdmin,
  onChangeRole,
  onRemove,
  onLeave,
  onCancelInvitation,
  canEditGuests,
  linkTargets,
  onRenameGuest,
  onRemoveGuest,
  onLinkGuest,
}: MemberCardProps) {
  const invited = member.status === "invited";
  const guest = member.status === "guest";
  const name = displayName(member.user);
  const when = invited ? member.invitedAt : member.joinedAt;
  const hasActions = guest ? canEditGuests || linkTargets.length > 0 : invited ? canManage : canManage || isSelf;
  const t = useT();
  const f = useFormat();
  const timeZone = useTimeZone();

  return (
    <Card data-testid="member-card" className="flex w-full min-w-0 items-start gap-3 p-4">
      <Avatar className="size-11 shrink-0">
        <AvatarFallback className={invited || guest ? "bg-muted text-muted-foreground" : undefined}>
          {initials(member.user)}
        </AvatarFallback>
      </Avatar>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium" title={name}>
          {name}
          {isSelf && <span className="font-normal text-muted-foreground"> {t("members.card.you")}</span>}
        </p>
        <p className="truncate text-sm text-muted-foreground" title={member.user.email ?? undefined}>
          {member.user.email ?? t("members.guest.noAccount")}
        </p>
        {when && (
          <p className="mt-0.5 text-xs text-muted-foreground">
            {t(invited ? "members.card.invitedOn" : "members.card.joinedOn", { date: f.instantDate(when, timeZone) })}
          </p>
        )}
        <div className="mt-2 flex flex-wrap gap-1.5">
          {member.role ? (
            <Badge variant={ROLE_BADGE[member.role]}>{t(ROLE_LABEL[member.role])}</Badge>
          ) : (
            <Badge variant="secondary" data-testid="guest-badge">
              {t("members.guest.badge")}
            </Badge>
          )}
          {invited && (
            <Badge variant="accent" data-testid="invited-badge">
              {t("members.card.invited")}
            </Badge>
          )}
        </div>
      </div>
      <ActionsMenu label={t("members.card.actions", { name })} className="shrink-0 text-muted-foreground" contentClassName="min-w-48">
          {guest && canEditGuests && (
            <DropdownMenuItem onSelect={() => onRenameGuest(member)}>
              <Pencil /> {t("members.guest.rename")}
            </DropdownMenuItem>
          )}
          {guest && linkTargets.length > 0 && (
            <>
              <DropdownMenuLabel className="text-xs text-muted-foreground">{t("members.guest.linkTo")}</DropdownMenuLabel>
              {linkTargets.map((target) => (
                <DropdownMenuItem key={target.userId} onSelect={() => onLinkGuest(member, target.userId, target.name)}>
                  <Link2 /> {target.name}
                </DropdownMenuItem>
              ))}
            </>
          )}
          {guest && canEditGuests && (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem variant="destructive" onSelect={() => onRemoveGuest(member)}>
                <Trash2 /> {t("members.guest.remove")}
              </DropdownMenuItem>
            </>
          )}
          {invited && canManage && (
            <DropdownMenuItem variant="destructive" onSelect={() => onCancelInvitation(member)}>
              <UserX /> {t("members.card.cancelInvitation")}
            </DropdownMenuItem>
          )}
          {!invited && !guest && canManage && (
            <>
              <DropdownMenuLabel className="text-xs text-muted-foreground">{t("members.card.changeRole")}</DropdownMenuLabel>
              {ROLES.map((role) => (
                <DropdownMenuItem
                  key={role}
                  disabled={role === member.role || (isLastAdmin && !can(role, "members.manage"))}
                  onSelect={() => onChangeRole(member, role)}
                >
                  {role === member.role ? <Check /> : <Shield className="opacity-0" />} {t(ROLE_LABEL[role])}
                </DropdownMenuItem>
              ))}
            </>
          )}
          {!invited && !guest && canManage && !isSelf && (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem variant="destructive" disabled={isLastAdmin} onSelect={() => onRemove(member)}>
                <Trash2 /> {t("members.card.remove")}
              </DropdownMenuItem>
            </>
          )}
          {!invited && !guest && isSelf && (
            <>
              {canManage && <DropdownMenuSeparator />}
              <DropdownMenuItem variant="destructive" disabled={isLastAdmin} onSelect={() => onLeave(member)}>
                <LogOut /> {t("members.card.leave")}
              </DropdownMenuItem>
            </>
          )}
          {isLastAdmin && (isSelf || canManage) && (
            <p className="max-w-56 px-2 pt-1 pb-1.5 text-xs text-muted-foreground">
              {t("members.card.lastAdmin")}
            </p>
          )}
          {!hasActions && (
            <p className="max-w-56 px-2 py-1.5 text-xs text-muted-foreground">{t("members.card.adminsOnly")}</p>
          )}
        </ActionsMenu>
    </Card>
  );
}
