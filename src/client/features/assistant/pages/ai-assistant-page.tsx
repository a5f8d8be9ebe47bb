// AI Assistant (/ai-assistant, docs/product/assistant.md): the status header, the Chat
// Assistant and Get Suggestions tabs, and the "What I Can Help You With" card.
import { useState } from "react";
import { Link } from "react-router";
import { Bot, MessageSquare, Sparkles } from "lucide-react";
import { useCurrentTrip } from "@/features/trips";
import { PageShell } from "@/components/layout/page-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { PageTabsList } from "@/components/page-tabs";
import { Tabs, TabsContent } from "@/components/ui/tabs";
import { AssistantStatus, useAssistantOffline } from "../components/assistant-status";
import { ChatPanel } from "../components/chat-panel";
import { HelpCard } from "../components/help-card";
import { TravelSuggestions } from "../components/travel-suggestions";
import { QUICK_QUESTIONS, WELCOME_QUESTIONS } from "../lib/questions";
import { useT } from "@/lib/i18n";

const ASSISTANT_TABS = [
  { value: "chat", icon: MessageSquare, label: "assistant.tab.chat" },
  { value: "suggestions", icon: Sparkles, label: "assistant.tab.suggestions" },
] as const;

export function AiAssistantPage() {
  const { currentTrip, isLoading } = useCurrentTrip();
  const offline = useAssistantOffline();
  const [count, setCount] = useState(0);
  const [tab, setTab] = useState<string>("chat");
  const t = useT();
  const countLabel = t("assistant.page.messageCount", { count });

  return (
    <PageShell title={t("layout.page.assistant")}>
      <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 p-4 pb-24 sm:p-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:pb-6">
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-4">
          <div className="flex items-center gap-3">
            <span aria-hidden className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground">
              <Bot className="size-6" />
            </span>
            <div className="min-w-0">
              <h2 className="text-lg font-semibold leading-tight">{t("assistant.page.heading")}</h2>
              <AssistantStatus />
            </div>
          </div>

          <Tabs value={tab} onValueChange={setTab} className="grid grid-cols-[minmax(0,1fr)] gap-4">
            <PageTabsList tabs={ASSISTANT_TABS} />

            <TabsContent value="chat">
              <Card>
                <CardHeader className="flex-row items-center justify-between gap-2 space-y-0">
                  <CardTitle className="min-w-0 truncate">
                    {currentTrip ? t("assistant.page.chatAbout", { name: currentTrip.name }) : t("assistant.page.chat")}
                  </CardTitle>
                  <Badge variant="secondary" aria-label={countLabel}>
                    {countLabel}
                  </Badge>
                </CardHeader>
                <CardContent>
                  {isLoading ? (
                    <Skeleton className="h-96 rounded-lg" />
                  ) : currentTrip ? (
                    <ChatPanel trip={currentTrip} chips={QUICK_QUESTIONS} welcomeQuestions={WELCOME_QUESTIONS} onCountChange={setCount} />
                  ) : (
                    <div className="flex h-64 flex-col items-center justify-center gap-3 text-center">
                      <p className="font-medium">{t("assistant.page.noTrip")}</p>
                      <p className="text-sm text-muted-foreground">{t("assistant.page.noTripHint")}</p>
                      <Button asChild>
                        <Link to="/trips">{t("assistant.page.goToTrips")}</Link>
                      </Button>
                    </div>
                  )}
                </CardContent>
              </Card>
            </TabsContent>

            <TabsContent value="suggestions">
              <TravelSuggestions offline={offline} onAskBuiltIn={() => setTab("chat")} />
            </TabsContent>
          </Tabs>
        </div>

        <aside className="grid content-start gap-4">
          <HelpCard />
          {offline && (
            <Card className="border-dashed">
              <CardContent className="pt-5 text-sm text-muted-foreground">
                {t("assistant.page.offlineNote")}
              </CardContent>
            </Card>
          )}
        </aside>
      </div>
    </PageShell>
  );
}
