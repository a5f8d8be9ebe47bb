// "Sign in with {name}" on the sign-in and register pages (docs/product/sign-in.md):
// a plain link, since the round trip through the provider is a whole-page
// navigation; and, back from a refused sign-in (`?sso=<reason>`), why.
import { KeyRound } from "lucide-react";
import { useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { useT } from "@/lib/i18n";
import { safeNextPath } from "@/lib/next-path";
import type { AuthMethods } from "@shared/admin";
import { OrDivider } from "./or-divider";

const REFUSAL_TEXT = {
  failed: "auth.sso.failed",
  cancelled: "auth.sso.cancelled",
  unavailable: "auth.sso.unavailable",
  noEmail: "auth.sso.noEmail",
  accountExists: "auth.sso.accountExists",
  closed: "auth.sso.closed",
  inviteOnly: "auth.sso.inviteOnly",
  disabled: "auth.sso.disabled",
} as const;

/** Why the last sign-in through the provider was refused, as the callback said in `?sso=`. */
export function SsoRefusal() {
  const t = useT();
  const reason = new URLSearchParams(useLocation().search).get("sso");
  if (!reason || !Object.hasOwn(REFUSAL_TEXT, reason)) return null;
  return (
    <p role="alert" className="mb-4 rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
      {t(REFUSAL_TEXT[reason as keyof typeof REFUSAL_TEXT])}
    </p>
  );
}

/** The single sign-on button, and "or" before the password form when there is one. */
export function SsoButton({ methods }: { methods: AuthMethods | undefined }) {
  const t = useT();
  const next = safeNextPath(useLocation().search);
  if (!methods?.oidc) return null;
  const href = `/api/auth/oidc/start${next ? `?next=${encodeURIComponent(next)}` : ""}`;
  return (
    // Spaced from the password form below it, when there is one.
    <div className={methods.password ? "mb-4 grid gap-4" : "grid gap-4"}>
      <Button asChild variant="outline" size="lg" className="w-full">
        <a href={href}>
          <KeyRound aria-hidden />
          {t("auth.sso.button", { name: methods.oidc.name })}
        </a>
      </Button>
      {methods.password && <OrDivider />}
    </div>
  );
}
