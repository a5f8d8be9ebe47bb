// The link from the verification e-mail (/verify-email/:token, docs/product/admin.md):
// verifies at once, signed in or out, and says what happened.
import { useEffect, useRef } from "react";
import { Link, useParams } from "react-router";
import { PAGES } from "@shared/pages";
import { ApiError } from "@/lib/api";
import { useT } from "@/lib/i18n";
import { useUser } from "../api/get-user";
import { useVerifyEmail } from "../api/verify-email";
import { AuthLayout } from "../components/auth-layout";

export function VerifyEmailPage() {
  const { token = "" } = useParams();
  const { data: user } = useUser();
  const verify = useVerifyEmail();
  const t = useT();
  const sent = useRef(false);
  useEffect(() => {
    // Once per visit: a second call would meet the used link.
    if (sent.current) return;
    sent.current = true;
    verify.mutate(token);
  }, [token, verify]);

  const onward = user
    ? { prompt: t("auth.verify.continue"), to: PAGES.dashboard.path, link: t("auth.verify.toApp") }
    : { prompt: t("auth.verify.signInPrompt"), to: PAGES.login.path, link: t("auth.login.submit") };
  const failure = verify.error instanceof ApiError && verify.error.serverMessage ? verify.error.serverMessage : t("auth.verify.failed");

  return (
    <AuthLayout title={t("auth.page.verify")} description={t("auth.verify.description")} footer={onward}>
      {verify.isSuccess ? (
        <p role="status" className="rounded-lg border bg-muted p-4 text-sm">
          {t("auth.verify.done")}
        </p>
      ) : verify.isError ? (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm">
          {failure}
        </p>
      ) : (
        <p role="status" className="text-sm text-muted-foreground">
          {t("auth.verify.pending")}
        </p>
      )}
      {verify.isSuccess && (
        <Link to={onward.to} className="font-medium text-primary underline-offset-4 hover:underline">
          {onward.link}
        </Link>
      )}
    </AuthLayout>
  );
}
