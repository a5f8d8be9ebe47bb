// Trip chat (/chat, docs/product/trip-chat.md): the conversation between the trip's members,
// oldest at the top, live; the composer with replies and @mentions at the bottom.
import { Link } from "react-router";
import { MessagesSquare } from "lucide-react";
import { useCurrentTrip } from "@/features/trips";
import { PageShell } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useT } from "@/lib/i18n";
import { Conversation } from "../components/conversation";

export function ChatPage() {
  const { currentTrip, isLoading } = useCurrentTrip();
  const t = useT();
  return (
    <PageShell title={t("layout.page.chat")}>
      <div className="mx-auto w-full max-w-3xl p-3 pb-24 sm:p-6 lg:pb-6">
        {isLoading ? (
          <Skeleton className="h-96 rounded-xl" />
        ) : !currentTrip ? (
          <Card className="flex flex-col items-center gap-3 p-10 text-center">
            <MessagesSquare className="size-10 text-muted-foreground" aria-hidden />
            <h2 className="text-lg font-semibold">{t("chat.noTrip")}</h2>
            <p className="text-sm text-muted-foreground">{t("chat.noTripHint")}</p>
            <Button asChild>
              <Link to="/trips">{t("chat.goToTrips")}</Link>
            </Button>
          </Card>
        ) : (
          <Conversation key={currentTrip.id} trip={currentTrip} />
        )}
      </div>
    </PageShell>
  );
}
