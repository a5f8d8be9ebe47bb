import { Link } from "react-router";
import { AlertCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useT } from "@/lib/i18n";
import { useDocumentTitle } from "@/components/layout/brand";

export function NotFoundPage() {
  const t = useT();
  useDocumentTitle(t("layout.notFound.title"));
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <div className="flex items-center gap-3">
          <AlertCircle className="size-8 shrink-0 text-destructive" aria-hidden />
          <h1 className="text-2xl font-bold">{t("layout.notFound.title")}</h1>
        </div>
        <p className="mt-4 text-sm text-muted-foreground">{t("layout.notFound.hint")}</p>
        <Button asChild variant="outline" className="mt-6">
          <Link to="/">{t("layout.notFound.back")}</Link>
        </Button>
      </Card>
    </main>
  );
}
