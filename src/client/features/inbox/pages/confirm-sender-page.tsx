// The link mailed to a sender address (/forwarding/confirm?token=…): confirms
// at once, signed in or out, and says what happened.
import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { PAGES } from "@shared/pages";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useT } from "@/lib/i18n";
import { useConfirmSender } from "../api/forwarding";

export function ConfirmSenderPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const confirm = useConfirmSender();
  const t = useT();
  const sent = useRef(false);
  useEffect(() => {
    // Once per visit: a second call would meet the used link.
    if (sent.current) return;
    sent.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  return (
    <main id="main" className="flex min-h-dvh items-center justify-center p-4">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle>{t("layout.page.forwardingConfirm")}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          {confirm.isSuccess ? (
            <p role="status" className="rounded-lg border bg-muted p-4 text-sm">
              {t("inbox.confirm.done")}
            </p>
          ) : confirm.isError ? (
            <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm">
              {t("inbox.confirm.failed")}
            </p>
          ) : (
            <p role="status" className="text-sm text-muted-foreground">
              {t("inbox.confirm.working")}
            </p>
          )}
          <Link to={PAGES.dashboard.path} className="font-medium text-primary underline-offset-4 hover:underline">
            {t("inbox.confirm.home")}
          </Link>
        </CardContent>
      </Card>
    </main>
  );
}
