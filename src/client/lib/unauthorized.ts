// docs/product/screens.md: a 401 on any data call tells the user and, after 500 ms, sends the
// browser to sign in (as /api/login does), then back to the page it was on
// (issue 27 item 8). Several failing calls at once must not stack up.
import { isUnauthorized } from "@/lib/api";
import { signInAgainPath } from "@/lib/next-path";
import { toast } from "@/components/ui/use-toast";
import { translate } from "@/lib/i18n";

export const LOGIN_REDIRECT_DELAY_MS = 500;

let redirecting = false;

export function handleUnauthorized(
  error: unknown,
  redirect: () => void = () => {
    window.location.href = signInAgainPath(window.location);
  },
): boolean {
  if (!isUnauthorized(error)) return false;
  if (redirecting) return true;
  redirecting = true;
  toast({ title: translate("common.unauthorized"), description: translate("common.loggedOut"), variant: "destructive" });
  setTimeout(() => {
    redirect();
    redirecting = false;
  }, LOGIN_REDIRECT_DELAY_MS);
  return true;
}
