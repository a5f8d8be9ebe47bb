// "What I Can Help You With" (spec §2): Destinations, Restaurants, Activities, Planning.
import { Compass, ListChecks, Ticket, Utensils } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

const TOPICS = [
  { icon: Compass, title: "Destinations", text: "Where you go, when, and how long you stay in each city." },
  { icon: Utensils, title: "Restaurants", text: "Your restaurant bookings; new ideas with an AI model." },
  { icon: Ticket, title: "Activities", text: "Attractions and things to do, added to your plan in one click." },
  { icon: ListChecks, title: "Planning", text: "Dates, reservations, confirmation numbers, budget and members." },
];

export function HelpCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>What I Can Help You With</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {TOPICS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <span aria-hidden className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
                <Icon className="size-4" />
              </span>
              <div>
                <p className="text-sm font-medium">{title}</p>
                <p className="text-xs text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
