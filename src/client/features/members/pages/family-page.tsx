// Family and Collaborators (/family, docs/product/trips-and-members.md): invite dialog, three stat
// cards, the current members (at most 6 until "Show all"), pending
// invitations marked "Invited", and the Permission Levels card. Management
// actions appear only for what the caller's role allows; the server enforces
// the same rules.
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Activity, Shield, UserPlus, UserRound, Users } from "lucide-react";
import type { MemberEntry } from "@shared/members";
import { ROLES, type Role, type Trip } from "@shared/trips";
import { displayName } from "@shared/names";
import { can } from "@shared/permissions";
import { useUser } from "@/features/auth";
import { useCurrentTrip } from "@/features/trips";
import { PageShell } from "@/components/layout/page-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadingBars } from "@/components/loading-bars";
import { Skeleton } from "@/components/ui/skeleton";
import { errorDescription } from "@/lib/api";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useCancelInvitation } from "../api/cancel-invitation";
import { useMembers } from "../api/get-members";
import { useRemoveMember } from "../api/remove-member";
import { useUpdateMemberRole } from "../api/update-member-role";
import { ConfirmMemberAction, type PendingAction } from "../components/confirm-member-action";
import { InviteLinksSection } from "../components/invite-links-section";
import { WebhooksSection } from "../components/webhooks-section";
import { PublicPageSection } from "../components/public-page-section";
import { InviteMemberDialog } from "../components/invite-member-dialog";
import { MemberCard } from "../components/member-card";
import { GuestDialog } from "../components/guest-dialog";
import { useLinkGuest, useRemoveGuest } from "../api/guests";
import type { Guest } from "@shared/guests";
import { ROLE_BADGE, ROLE_LABEL, ROLE_PERMISSIONS } from "../lib/roles";
import { Trans, useT } from "@/lib/i18n";

/** docs/product/trips-and-members.md: the member list shows at most 6 until the user asks for all. */
export const MEMBER_LIST_LIMIT = 6;

export function FamilyPage() {
  const { currentTrip, isLoading } = useCurrentTrip();
  const t = useT();
  return (
    <PageShell title={t("layout.page.family")}>
      <div className="mx-auto w-full max-w-6xl p-4 pb-24 sm:p-6 lg:pb-8">
        {isLoading ? (
          <Skeleton className="h-64 rounded-xl" />
        ) : !currentTrip ? (
          <Card className="flex flex-col items-center gap-3 p-10 text-center">
            <Users className="size-10 text-muted-foreground" aria-hidden />
            <h2 className="text-lg font-semibold">{t("members.page.noTrip")}</h2>
            <p className="text-sm text-muted-foreground">{t("members.page.noTripHint")}</p>
            <Button asChild>
              <Link to="/trips">{t("members.page.goToTrips")}</Link>
            </Button>
          </Card>
        ) : (
          <TripMembers key={currentTrip.id} trip={currentTrip} />
        )}
      </div>
    </PageShell>
  );
}

function TripMembers({ trip }: { trip: Trip }) {
  const navigate = useNavigate();
  const { data: me } = useUser();
  const membersQuery = useMembers(trip.id);
  const updateRole = useUpdateMemberRole(trip.id);
  const removeMember = useRemoveMember(trip.id);
  const cancelInvitation = useCancelInvitation(trip.id);
  const [inviteOpen, setInviteOpen] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const [pendingAction, setPendingAction] = useState<PendingAction | null>(null);
  const [guestDialog, setGuestDialog] = useState<{ guest?: Guest } | null>(null);
  const removeGuest = useRemoveGuest(trip.id);
  const linkGuest = useLinkGuest(trip.id);
  const t = useT();

  const canManage = can(trip.myRole, "members.manage");
  const entries = membersQuery.data ?? [];
  const active = entries.filter((m) => m.status === "active");
  const invitedCount = entries.filter((m) => m.status === "invited").length;
  const canEditGuests = can(trip.myRole, "guests.write");
  // Linking is the admins': the members a guest may become.
  const linkTargets = canManage ? active.map((m) => ({ userId: m.user.id!, name: displayName(m.user) })) : [];
  // The last member who may manage the trip (its last admin) can be neither demoted nor removed.
  const adminCount = active.filter((m) => m.role && can(m.role, "members.manage")).length;
  const shown = showAll ? entries : entries.slice(0, MEMBER_LIST_LIMIT);
  const hidden = entries.length - shown.length;

  const changeRole = (member: MemberEntry, role: Role) => {
    updateRole.mutate(
      { memberId: member.id, role },
      {
        onSuccess: () => notifySuccess(t("members.page.roleUpdated"), t("members.page.roleNow", { name: displayName(member.user), role: t(ROLE_LABEL[role]) })),
        onError: (error) => notifyError(error, t("members.page.roleFailed"), errorDescription(error, t("members.page.pleaseRetry"))),
      },
    );
  };

  const confirmRemove = (member: MemberEntry) =>
    setPendingAction({
      title: t("members.page.removeTitle", { name: displayName(member.user) }),
      description: t("members.page.removeDescription"),
      confirmLabel: t("members.page.remove"),
      run: () =>
        removeMember.mutateAsync(member.id).then(
          () => {
            notifySuccess(t("members.page.removed"));
            setPendingAction(null);
          },
          (error) => notifyError(error, t("members.page.removeFailed"), errorDescription(error, t("members.page.pleaseRetry"))),
        ),
    });

  const confirmLeave = (member: MemberEntry) =>
    setPendingAction({
      title: t("members.page.leaveTitle", { name: trip.name }),
      description: t("members.page.leaveDescription"),
      confirmLabel: t("members.page.leave"),
      run: () =>
        removeMember.mutateAsync(member.id).then(
          () => {
            notifySuccess(t("members.page.left"));
            setPendingAction(null);
            navigate("/trips");
          },
          (error) => notifyError(error, t("members.page.leaveFailed"), errorDescription(error, t("members.page.pleaseRetry"))),
        ),
    });

  const confirmCancel = (member: MemberEntry) =>
    setPendingAction({
      title: t("members.page.cancelTitle"),
      description: t("members.page.cancelDescription", { email: member.user.email }),
      confirmLabel: t("members.page.cancelInvitation"),
      run: () =>
        cancelInvitation.mutateAsync(member.id).then(
          () => {
            notifySuccess(t("members.page.cancelled"));
            setPendingAction(null);
          },
          (error) => notifyError(error, t("members.page.cancelFailed"), errorDescription(error, t("members.page.pleaseRetry"))),
        ),
    });

  const guestOfEntry = (member: MemberEntry): Guest => ({ id: member.id, firstName: member.user.firstName ?? "", lastName: member.user.lastName ?? "" });

  const confirmRemoveGuest = (member: MemberEntry) =>
    setPendingAction({
      title: t("members.guest.removeTitle", { name: displayName(member.user) }),
      description: t("members.guest.removeDescription"),
      confirmLabel: t("members.guest.remove"),
      run: () =>
        removeGuest.mutateAsync(member.id).then(
          () => {
            notifySuccess(t("members.guest.removed"));
            setPendingAction(null);
          },
          (error) => notifyError(error, t("members.guest.removeFailed"), errorDescription(error, t("members.page.pleaseRetry"))),
        ),
    });

  const confirmLink = (member: MemberEntry, userId: string, memberName: string) =>
    setPendingAction({
      title: t("members.guest.linkTitle", { guest: displayName(member.user), member: memberName }),
      description: t("members.guest.linkDescription", { member: memberName }),
      confirmLabel: t("members.guest.link"),
      run: () =>
        linkGuest.mutateAsync({ id: member.id, userId }).then(
          () => {
            notifySuccess(t("members.guest.linked"));
            setPendingAction(null);
          },
          (error) => notifyError(error, t("members.guest.linkFailed"), errorDescription(error, t("members.page.pleaseRetry"))),
        ),
    });

  const inviteButton = (label: string) =>
    canManage ? (
      <Button onClick={() => setInviteOpen(true)}>
        <UserPlus /> {label}
      </Button>
    ) : null;

  return (
    <>
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted-foreground">
          <Trans id="members.page.share" values={{ name: trip.name, trip: (chunks) => <span className="font-medium text-foreground">{chunks}</span> }} />
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {canEditGuests && (
            <Button variant="outline" onClick={() => setGuestDialog({})}>
              <UserRound /> {t("members.guest.add")}
            </Button>
          )}
          {canManage ? inviteButton(t("members.page.invite")) : <p className="text-sm text-muted-foreground">{t("members.page.adminsInvite")}</p>}
        </div>
      </div>

      <div className="mb-6 grid gap-4 sm:grid-cols-3">
        <StatCard icon={<Users />} label={t("members.page.total")} value={membersQuery.isPending ? "–" : String(active.length)}>
          {invitedCount > 0 && t("members.page.invitedCount", { count: invitedCount })}
        </StatCard>
        <StatCard icon={<Shield />} label={t("members.page.admins")} value={membersQuery.isPending ? "–" : String(adminCount)} />
        <StatCard icon={<Activity />} label={t("members.page.status")} value={t("members.page.active")} />
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-[1fr_20rem]">
        <Card>
          <CardHeader>
            <CardTitle>{t("members.page.current")}</CardTitle>
            <CardDescription>{t("members.page.currentHint")}</CardDescription>
          </CardHeader>
          <CardContent>
            {membersQuery.isPending ? (
              <LoadingBars label={t("members.page.loading")} className="gap-3 sm:grid-cols-2 lg:grid-cols-1 2xl:grid-cols-2" bars="h-28 rounded-xl" testId="member-skeleton" />
            ) : membersQuery.isError ? (
              <p className="text-sm text-destructive">{t("members.page.loadFailed")}</p>
            ) : entries.length === 0 ? (
              <div className="flex flex-col items-center gap-3 py-10 text-center">
                <Users className="size-10 text-muted-foreground" aria-hidden />
                <h3 className="text-lg font-semibold">{t("members.page.empty")}</h3>
                <p className="text-sm text-muted-foreground">{t("members.page.emptyHint")}</p>
                {inviteButton(t("members.page.inviteFirst"))}
              </div>
            ) : (
              <>
                <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 2xl:grid-cols-2" aria-label={t("members.page.list")}>
                  {shown.map((member) => (
                    <li key={`${member.status}-${member.id}`} className="flex min-w-0">
                      <MemberCard
                        member={member}
                        isSelf={member.status === "active" && member.user.id === me?.id}
                        canManage={canManage}
                        isLastAdmin={member.status === "active" && !!member.role && can(member.role, "members.manage") && adminCount <= 1}
                        onChangeRole={changeRole}
                        onRemove={confirmRemove}
                        onLeave={confirmLeave}
                        onCancelInvitation={confirmCancel}
                        canEditGuests={canEditGuests}
                        linkTargets={linkTargets}
                        onRenameGuest={(m) => setGuestDialog({ guest: guestOfEntry(m) })}
                        onRemoveGuest={confirmRemoveGuest}
                        onLinkGuest={confirmLink}
                      />
                    </li>
                  ))}
                </ul>
                {entries.length > MEMBER_LIST_LIMIT && (
                  <div className="mt-4 flex justify-center">
                    <Button variant="outline" onClick={() => setShowAll((v) => !v)}>
                      {showAll ? t("members.page.showFewer") : t("members.page.showAll", { count: entries.length, hidden })}
                    </Button>
                  </div>
                )}
              </>
            )}
          </CardContent>
        </Card>

        <Card className="h-fit">
          <CardHeader>
            <CardTitle>{t("members.page.levels")}</CardTitle>
            <CardDescription>{t("members.page.levelsHint")}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            {ROLES.map((role) => (
              <div key={role} className="grid gap-1.5">
                <div className="flex items-center gap-2">
                  <Badge variant={ROLE_BADGE[role]}>
                    {t(ROLE_LABEL[role])}
                  </Badge>
                  {trip.myRole === role && <span className="text-xs text-muted-foreground">{t("members.page.yourRole")}</span>}
                </div>
                <ul className="list-disc space-y-0.5 ps-5 text-sm text-muted-foreground">
                  {ROLE_PERMISSIONS[role].map((line) => (
                    <li key={line}>{t(line)}</li>
                  ))}
                </ul>
              </div>
            ))}
          </CardContent>
        </Card>
      </div>

      {canManage && <InviteLinksSection tripId={trip.id} />}
      {can(trip.myRole, "share.manage") && <PublicPageSection tripId={trip.id} />}
      {can(trip.myRole, "webhooks.manage") && <WebhooksSection tripId={trip.id} />}

      <InviteMemberDialog tripId={trip.id} open={inviteOpen} onOpenChange={setInviteOpen} />
      <GuestDialog tripId={trip.id} guest={guestDialog?.guest} open={guestDialog !== null} onOpenChange={(open) => !open && setGuestDialog(null)} />
      <ConfirmMemberAction
        action={pendingAction}
        pending={removeMember.isPending || cancelInvitation.isPending || removeGuest.isPending || linkGuest.isPending}
        onOpenChange={(open) => !open && setPendingAction(null)}
      />
    </>
  );
}

function StatCard({
  icon,
  label,
  value,
  children,
}: {
  icon: React.ReactNode;
  label: string;
  value: string;
  children?: React.ReactNode;
}) {
  return (
    <Card className="flex items-center gap-4 p-5">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary text-primary [&_svg]:size-5">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="text-2xl font-semibold">{value}</p>
        {children && <p className="text-xs text-muted-foreground">{children}</p>}
      </div>
    </Card>
  );
}
