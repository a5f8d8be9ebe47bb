// The assistant's status line: "Online & Ready to Help" with a model; with
// none it says honestly that the built-in offline assistant answers.
import { useAiStatus } from "../api/get-ai-status";
import { cn } from "@/lib/utils";
import { useT } from "@/lib/i18n";

export function useAssistantOffline(): boolean {
  const { data } = useAiStatus();
  return data?.provider !== "openai-compatible";
}

export function AssistantStatus({ className }: { className?: string }) {
  const { data, isLoading } = useAiStatus();
  const online = data?.provider === "openai-compatible";
  const t = useT();
  return (
    <p className={cn("flex items-center gap-2 text-sm text-muted-foreground", className)} data-testid="assistant-status">
      <span aria-hidden className={cn("size-2 shrink-0 rounded-full", isLoading ? "bg-muted-foreground/40" : online ? "bg-emerald-500" : "bg-amber-500")} />
      {t(isLoading ? "assistant.status.checking" : online ? "assistant.status.online" : "assistant.status.offline")}
    </p>
  );
}
