// The dashboard when the user has no trips yet (spec §2).
import { CalendarDays, ClipboardList, Map, MapPinned, Plus, Route, Sparkles, Users } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

const STEPS = [
  { icon: MapPinned, title: "Create a Trip", text: "Name your trip and, if you know them, add dates and a budget." },
  { icon: Route, title: "Build Itinerary", text: "Add the cities you will visit, in order, with arrival dates." },
  { icon: ClipboardList, title: "Add Details", text: "Keep reservations, events, budget and companions together." },
];

const BENEFITS = [
  { icon: Map, title: "Interactive Maps", text: "See your route from first stop to final destination." },
  { icon: CalendarDays, title: "Smart Calendars", text: "Every activity and booking on the day it happens." },
  { icon: Sparkles, title: "AI Assistant", text: "Ideas for places to eat, see and do on your trip." },
  { icon: Users, title: "Family Sharing", text: "Invite the people you travel with and plan together." },
];

/** `onPrepare`: the user is about to press "Create Your First Trip" (pointer over it, or focus). */
export function Welcome({ onCreate, onPrepare }: { onCreate: () => void; onPrepare?: () => void }) {
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 p-4 sm:p-6">
      <section className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-[oklch(0.42_0.09_210)] via-primary to-[oklch(0.64_0.12_180)] px-6 py-10 text-primary-foreground shadow-md sm:px-10 sm:py-14">
        <div aria-hidden className="absolute -top-20 -right-16 size-72 rounded-full bg-white/10 blur-2xl" />
        <div aria-hidden className="absolute -bottom-24 left-1/3 size-72 rounded-full bg-accent/25 blur-3xl" />
        <div className="relative max-w-xl">
          <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">Start Your Travel Journey</h2>
          <p className="mt-3 text-white/85 sm:text-lg">
            Plan your next adventure with the people you travel with — from the first idea to the last booking.
          </p>
          <Button size="lg" variant="accent" className="mt-6" onClick={onCreate} onPointerEnter={onPrepare} onFocus={onPrepare}>
            <Plus /> Create Your First Trip
          </Button>
        </div>
      </section>

      <section aria-labelledby="welcome-steps">
        <h2 id="welcome-steps" className="mb-3 text-lg font-semibold">
          How it works
        </h2>
        <ol className="grid gap-4 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text }, i) => (
            <li key={title}>
              <Card className="h-full p-5">
                <div className="flex items-center gap-3">
                  <span aria-hidden className="flex size-10 items-center justify-center rounded-xl bg-secondary text-primary">
                    <Icon className="size-5" />
                  </span>
                  <span className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Step {i + 1}</span>
                </div>
                <h3 className="mt-4 font-semibold">{title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{text}</p>
              </Card>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="welcome-benefits">
        <Card className="p-5 sm:p-6">
          <h2 id="welcome-benefits" className="text-lg font-semibold">
            What You&apos;ll Get
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {BENEFITS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-3">
                <span aria-hidden className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent">
                  <Icon className="size-4" />
                </span>
                <div>
                  <h3 className="text-sm font-semibold">{title}</h3>
                  <p className="text-sm text-muted-foreground">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </Card>
      </section>
    </div>
  );
}
