// "— or —" between two ways of signing in (single sign-on, the password form, a passkey).
import { useT } from "@/lib/i18n";

export function OrDivider() {
  const t = useT();
  return (
    <p className="flex items-center gap-3 text-xs text-muted-foreground uppercase before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
      {t("auth.sso.or")}
    </p>
  );
}
