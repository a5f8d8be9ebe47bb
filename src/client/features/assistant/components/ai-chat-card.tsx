// The dashboard's AI chat card (docs/product/assistant.md): a compact chat about the current
// trip with the quick suggestions Weather forecast, Restaurant suggestions
// and Travel tips (with a model; the built-in assistant offers questions it
// can answer instead); suggestion cards keep their accept buttons.
import { Link } from "react-router";
import { Bot } from "lucide-react";
import type { Trip } from "@shared/trips";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { AssistantStatus } from "./assistant-status";
import { ChatPanel } from "./chat-panel";
import { DASHBOARD_BUILT_IN, DASHBOARD_QUICK, WELCOME_QUESTIONS } from "../lib/questions";
import { useT } from "@/lib/i18n";

export function AiChatCard({ trip }: { trip: Trip }) {
  const t = useT();
  return (
    <Card className="flex h-full flex-col gap-3 p-5" aria-labelledby="ai-chat-card-title">
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 items-center gap-3">
          <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-secondary text-primary">
            <Bot className="size-5" />
          </span>
          <div className="min-w-0">
            <h3 id="ai-chat-card-title" className="font-semibold">{t("assistant.card.title")}</h3>
            <AssistantStatus className="text-xs" />
          </div>
        </div>
        <Button asChild size="sm" variant="ghost">
          <Link to="/ai-assistant">{t("assistant.card.open")}</Link>
        </Button>
      </div>
      <ChatPanel trip={trip} chips={DASHBOARD_QUICK} builtInChips={DASHBOARD_BUILT_IN} welcomeQuestions={WELCOME_QUESTIONS.slice(0, 2)} compact />
    </Card>
  );
}
