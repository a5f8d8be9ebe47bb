// Signed-in routes whose screens come in later issues.
import { PageShell } from "@/components/layout/page-header";
import { NotBuiltCard } from "@/components/not-built-card";

export function PlaceholderPage({ title }: { title: string }) {
  return (
    <PageShell title={title}>
      <div className="mx-auto w-full max-w-6xl p-4 sm:p-6">
        <NotBuiltCard />
      </div>
    </PageShell>
  );
}
