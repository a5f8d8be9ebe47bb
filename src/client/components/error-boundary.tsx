// Catches a page that fails to render or whose code fails to download (e.g.
// after a deploy replaced its chunk) and shows a sentence and a way out,
// instead of a blank screen or a stack trace.
import { Component, type ReactNode } from "react";
import { AlertTriangle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useT } from "@/lib/i18n";

interface State {
  failed: boolean;
}

export class PageErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error("Page failed to render", error);
  }

  componentDidUpdate(prev: { resetKey?: string }) {
    // Navigating elsewhere gives the next page a fresh start.
    if (this.state.failed && prev.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  render() {
    return this.state.failed ? <PageFailed /> : this.props.children;
  }
}

function PageFailed() {
  const t = useT();
  return (
      <div role="alert" className="mx-auto flex max-w-md flex-1 flex-col items-center justify-center gap-3 p-8 text-center">
        <AlertTriangle className="size-8 text-destructive" aria-hidden />
        <h1 className="text-lg font-semibold">{t("common.pageFailed")}</h1>
        <p className="text-sm text-muted-foreground">{t("common.pageFailedHint")}</p>
        <Button onClick={() => window.location.reload()}>{t("common.reload")}</Button>
      </div>
    );
}
