// "What I Can Help You With" (docs/product/assistant.md): Destinations, Restaurants, Activities, Planning.
import { Compass, ListChecks, Ticket, Utensils } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useT } from "@/lib/i18n";
import type { MessageId } from "@shared/i18n/catalogue";

const TOPICS: readonly { icon: typeof Compass; title: MessageId; text: MessageId }[] = [
  { icon: Compass, title: "assistant.help.destinations", text: "assistant.help.destinationsText" },
  { icon: Utensils, title: "assistant.help.restaurants", text: "assistant.help.restaurantsText" },
  { icon: Ticket, title: "assistant.help.activities", text: "assistant.help.activitiesText" },
  { icon: ListChecks, title: "assistant.help.planning", text: "assistant.help.planningText" },
];

export function HelpCard() {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("assistant.help.title")}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {TOPICS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <span aria-hidden className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
                <Icon className="size-4" />
              </span>
              <div>
                <p className="text-sm font-medium">{t(title)}</p>
                <p className="text-xs text-muted-foreground">{t(text)}</p>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
