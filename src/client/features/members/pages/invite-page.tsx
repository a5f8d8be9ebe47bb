// The invite page (/invite/:token, docs/product/trips-and-members.md): a signed-in visitor joins the
// link's trip at once and lands in it as the current trip. Signed out, the
// router sends them to /login?next=… first (src/client/lib/next-path.ts).
import { useEffect, useRef } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { Link2Off, Loader2 } from "lucide-react";
import { PageShell } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ApiError, errorDescription } from "@/lib/api";
import { notifySuccess } from "@/lib/notify";
import { writeSelectedTripId } from "@/lib/selected-trip";
import { useAcceptInviteLink } from "../api/accept-invite-link";
import { useT } from "@/lib/i18n";


export function InvitePage() {
  const { token = "" } = useParams();
  const navigate = useNavigate();
  const accept = useAcceptInviteLink();
  const started = useRef<string | null>(null);
  const t = useT();

  useEffect(() => {
    // Once per token: a second render must not send a second request.
    if (started.current === token) return;
    started.current = token;
    accept.mutateAsync(token).then(
      (trip) => {
        writeSelectedTripId(trip.id);
        notifySuccess(t("members.invitePage.joined", { name: trip.name }), t("members.invitePage.joinedHint"));
        navigate("/", { replace: true });
      },
      () => undefined,
    );
  }, [token, accept, navigate, t]);

  const error = accept.error;
  const message = !error
    ? null
    : error instanceof ApiError && error.status === 410
      ? t("members.invitePage.expired")
      : error instanceof ApiError && error.status === 404
        ? t("members.invitePage.notValid")
        : errorDescription(error, t("common.tryAgain"));

  return (
    <PageShell title={t("members.invitePage.title")}>
      <div className="mx-auto flex w-full max-w-lg p-4 pt-10 sm:p-6 sm:pt-16">
        <Card className="flex w-full flex-col items-center gap-4 p-8 text-center">
          {message ? (
            <>
              <Link2Off className="size-10 text-muted-foreground" aria-hidden />
              <h2 className="text-xl font-semibold">{t("members.invitePage.cantUse")}</h2>
              <p role="alert" className="text-sm text-muted-foreground">
                {message}
              </p>
              <Button asChild>
                <Link to="/trips">{t("members.invitePage.goToTrips")}</Link>
              </Button>
            </>
          ) : (
            <>
              <Loader2 className="size-10 animate-spin text-primary" aria-hidden />
              <h2 className="text-xl font-semibold">{t("members.invitePage.joining")}</h2>
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {t("members.invitePage.moment")}
              </p>
            </>
          )}
        </Card>
      </div>
    </PageShell>
  );
}
