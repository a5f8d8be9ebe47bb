// "Invite links" on the Family page (admins, docs/product/trips-and-members.md): create a link with a
// role and an optional expiry date and use limit, copy it, see its uses, revoke it.
// Pending e-mail invitations are links too and are listed here with their address.
import { useState } from "react";
import { endOfDay, format, parseISO } from "date-fns";
import { Check, Copy, Link2, Trash2 } from "lucide-react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { inviteLinkInputSchema, type InviteLink, type InviteLinkInput } from "@shared/invites";
import { roleSchema } from "@shared/trips";
import { InputField } from "@/components/form/form-field";
import { InlineForm } from "@/components/form/inline-form";
import { SelectField } from "@/components/form/select-field";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { errorDescription } from "@/lib/api";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useCreateInviteLink } from "../api/create-invite-link";
import { useInviteLinks } from "../api/get-invite-links";
import { useRevokeInviteLink } from "../api/revoke-invite-link";
import { ROLE_BADGE, ROLE_LABEL, ROLE_OPTION_LABEL } from "../lib/roles";
import { ConfirmMemberAction, type PendingAction } from "./confirm-member-action";
import { useT } from "@/lib/i18n";
import { useFormat } from "@/lib/format";
import { useTimeZone } from "@/lib/render-context";

export function InviteLinksSection({ tripId }: { tripId: string }) {
  const links = useInviteLinks(tripId);
  const revoke = useRevokeInviteLink(tripId);
  const [pendingAction, setPendingAction] = useState<PendingAction | null>(null);
  const t = useT();

  const confirmRevoke = (link: InviteLink) =>
    setPendingAction({
      title: t(link.email ? "members.page.cancelTitle" : "members.links.revokeTitle"),
      description: link.email ? t("members.page.cancelDescription", { email: link.email }) : t("members.links.revokeDescription"),
      confirmLabel: t(link.email ? "members.page.cancelInvitation" : "members.links.revoke"),
      run: () =>
        revoke.mutateAsync(link.id).then(
          () => {
            notifySuccess(t(link.email ? "members.page.cancelled" : "members.links.revoked"));
            setPendingAction(null);
          },
          (error) => notifyError(error, t("members.links.revokeFailed"), errorDescription(error, t("members.page.pleaseRetry"))),
        ),
    });

  return (
    <Card className="mt-6" role="region" aria-labelledby="invite-links-title">
      <CardHeader>
        <CardTitle id="invite-links-title">{t("members.links.title")}</CardTitle>
        <CardDescription>{t("members.links.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <CreateLinkForm tripId={tripId} />
        {links.isPending ? (
          <Skeleton className="h-20 rounded-xl" />
        ) : links.isError ? (
          <p className="text-sm text-destructive">{t("members.links.loadFailed")}</p>
        ) : links.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("members.links.empty")}</p>
        ) : (
          <ul className="grid gap-3" aria-label={t("members.links.title")}>
            {links.data.map((link) => (
              <LinkRow key={link.id} link={link} onRevoke={() => confirmRevoke(link)} />
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmMemberAction action={pendingAction} pending={revoke.isPending} onOpenChange={(open) => !open && setPendingAction(null)} />
    </Card>
  );
}

/**
 * The form's strings as the shared input: the chosen day (`expiresAt`, a date)
 * is the last one the link works, to its end in the admin's own time zone; an
 * empty use limit is none. The fields keep the input's names, so the schema's
 * and the server's messages land on them.
 */
const createLinkFormSchema = z
  .object({ role: roleSchema, expiresAt: z.string(), maxUses: z.string() })
  .transform((v): InviteLinkInput => ({
    role: v.role,
    expiresAt: v.expiresAt ? endOfDay(parseISO(v.expiresAt)).toISOString() : null,
    maxUses: v.maxUses.trim() === "" ? null : Number(v.maxUses),
  }))
  .pipe(inviteLinkInputSchema);
type CreateLinkValues = z.input<typeof createLinkFormSchema>;
type CreateLinkBody = z.output<typeof createLinkFormSchema>;

function CreateLinkForm({ tripId }: { tripId: string }) {
  const create = useCreateInviteLink(tripId);
  const form = useForm<CreateLinkValues, unknown, CreateLinkBody>({
    resolver: zodResolver(createLinkFormSchema),
    defaultValues: { role: "viewer", expiresAt: "", maxUses: "" },
  });
  const [today] = useState(() => format(new Date(), "yyyy-MM-dd"));
  const t = useT();

  const onSubmit = async (body: CreateLinkBody) => {
    const link = await create.mutateAsync(body);
    await copyText(link.url);
    notifySuccess(t("members.links.created"), t("members.links.createdHint"));
    form.reset({ ...form.getValues(), expiresAt: "", maxUses: "" });
  };

  return (
    <InlineForm
      form={form}
      onSubmit={onSubmit}
      failure={t("members.links.createFailed")}
      className="grid gap-3 sm:grid-cols-[minmax(0,12rem)_minmax(0,11rem)_minmax(0,10rem)_auto] sm:items-end"
    >
      <SelectField
        form={form}
        name="role"
        id="invite-link-role"
        label={t("members.links.role")}
        options={(["admin", "editor", "viewer"] as const).map((r) => ({ value: r, label: t(ROLE_OPTION_LABEL[r]) }))}
        className="w-full"
      />
      <InputField form={form} name="expiresAt" id="invite-link-expiry" label={t("members.links.expires")} type="date" min={today} />
      <InputField
        form={form}
        name="maxUses"
        id="invite-link-max-uses"
        label={t("members.links.maxUses")}
        type="number"
        inputMode="numeric"
        min={1}
        placeholder={t("members.links.unlimited")}
      />
      <Button type="submit" disabled={create.isPending} className="sm:mb-0">
        <Link2 /> {create.isPending ? t("members.links.creating") : t("members.links.create")}
      </Button>
    </InlineForm>
  );
}

function LinkRow({ link, onRevoke }: { link: InviteLink; onRevoke: () => void }) {
  const [copied, setCopied] = useState(false);
  // When the row was first shown is "now" enough for an expiry date.
  const [now] = useState(() => Date.now());
  const expired = link.expiresAt !== null && Date.parse(link.expiresAt) <= now;
  const usedUp = link.maxUses !== null && link.uses >= link.maxUses;
  const t = useT();
  const f = useFormat();
  const timeZone = useTimeZone();
  const uses = link.maxUses === null ? t("members.links.usedTimes", { count: link.uses }) : t("members.links.usedOf", { uses: link.uses, max: link.maxUses });
  const expiry =
    link.expiresAt === null
      ? t("members.links.never")
      : t(expired ? "members.links.expired" : "members.links.expiresOn", { date: f.instantDate(link.expiresAt, timeZone) });

  const copy = async () => {
    if (await copyText(link.url)) {
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } else notifyError(null, t("members.links.copyFailed"), t("members.links.copyYourself"));
  };

  return (
    <li className="grid gap-2 rounded-xl border p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center" aria-label={link.email ? t("members.links.invitationFor", { email: link.email }) : t("members.links.roleLink", { role: t(ROLE_LABEL[link.role]) })}>
      <div className="grid min-w-0 gap-1.5">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Badge variant={ROLE_BADGE[link.role]}>{t(ROLE_LABEL[link.role])}</Badge>
          {link.email && <span className="truncate font-medium">{t("members.links.for", { email: link.email })}</span>}
          <span className="text-muted-foreground">{uses}</span>
          <span className={expired ? "text-destructive" : "text-muted-foreground"}>{expiry}</span>
          {usedUp && <span className="text-destructive">{t("members.links.usedUp")}</span>}
        </div>
        <Input readOnly value={link.url} aria-label={t("members.links.address")} className="font-mono text-xs" onFocus={(e) => e.currentTarget.select()} />
      </div>
      <div className="flex gap-2">
        <Button type="button" variant="outline" size="sm" onClick={copy}>
          {copied ? <Check /> : <Copy />} {copied ? t("members.links.copied") : t("members.links.copy")}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={onRevoke} aria-label={link.email ? t("members.links.cancelFor", { email: link.email }) : t("members.links.revokeLink")}>
          <Trash2 /> {t(link.email ? "members.links.cancel" : "members.links.revoke")}
        </Button>
      </div>
    </li>
  );
}

/** Copies to the clipboard; false when there is none (the field stays selectable). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard (an http origin other than localhost, or permission refused): the field stays selectable.
    return false;
  }
}
