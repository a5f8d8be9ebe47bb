// The changes an assistant's reply proposes (docs/product/assistant.md), as a card under the
// message: each change in a line, then Apply / Discard for a member whose role
// allows every change. Nothing changes until Apply; then every member's chat
// shows the card as applied (or discarded).
import { Check, Loader2, Wand2, X } from "lucide-react";
import type { Proposal } from "@shared/proposals";
import { can } from "@shared/permissions";
import type { Role } from "@shared/trips";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useT } from "@/lib/i18n";
import { useDecideProposal } from "../api/decide-proposal";

export function ProposalCard({ tripId, proposal, role }: { tripId: string; proposal: Proposal; role: Role }) {
  const t = useT();
  const { apply, discard } = useDecideProposal(tripId);
  const allowed = proposal.changes.every((change) => can(role, change.permission));
  const busy = apply.isPending || discard.isPending;

  const onApply = () =>
    apply.mutate(proposal.id, {
      onSuccess: (result) => notifySuccess(t("assistant.proposal.appliedToast", { count: result.applied.length })),
      onError: (error) => notifyError(error, t("common.error"), t("assistant.proposal.applyFailed")),
    });
  const onDiscard = () =>
    discard.mutate(proposal.id, { onError: (error) => notifyError(error, t("common.error"), t("assistant.proposal.discardFailed")) });

  return (
    <section className="rounded-lg border bg-card p-3 text-card-foreground" aria-label={t("assistant.proposal.title")} data-testid="proposal-card">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h3 className="flex items-center gap-1.5 text-sm font-semibold">
          <Wand2 aria-hidden className="size-4 text-primary" />
          {t("assistant.proposal.title")}
        </h3>
        {proposal.status !== "open" && (
          <Badge variant={proposal.status === "applied" ? "secondary" : "muted"}>
            {t(proposal.status === "applied" ? "assistant.proposal.applied" : "assistant.proposal.discarded")}
          </Badge>
        )}
      </div>
      <ol className="list-decimal space-y-1 ps-5 text-sm">
        {proposal.changes.map((change, i) => (
          <li key={i} className={proposal.status === "discarded" ? "text-muted-foreground line-through" : undefined}>
            {change.summary}
          </li>
        ))}
      </ol>
      {proposal.status === "open" &&
        (allowed ? (
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" onClick={onApply} disabled={busy}>
              {apply.isPending ? <Loader2 className="animate-spin" /> : <Check />}
              {t("assistant.proposal.apply")}
            </Button>
            <Button size="sm" variant="outline" onClick={onDiscard} disabled={busy}>
              {discard.isPending ? <Loader2 className="animate-spin" /> : <X />}
              {t("assistant.proposal.discard")}
            </Button>
          </div>
        ) : (
          <p className="mt-2 text-xs text-muted-foreground">{t("assistant.proposal.notAllowed")}</p>
        ))}
    </section>
  );
}
