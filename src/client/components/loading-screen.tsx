// Loading states: the whole screen while auth loads (docs/product/screens.md), and the page
// area while a page's code arrives.
import { Loader2 } from "lucide-react";
import { useT } from "@/lib/i18n";

export function LoadingScreen() {
  const t = useT();
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center gap-3 text-muted-foreground">
      <Loader2 className="size-5 animate-spin text-primary" aria-hidden />
      <span>{t("common.loading")}</span>
    </div>
  );
}

export function PageLoading() {
  const t = useT();
  return (
    <div role="status" className="flex flex-1 items-center justify-center gap-3 py-24 text-muted-foreground">
      <Loader2 className="size-5 animate-spin text-primary" aria-hidden />
      <span>{t("common.loading")}</span>
    </div>
  );
}
