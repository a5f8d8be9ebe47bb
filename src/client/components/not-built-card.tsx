// Honest placeholder for screens later issues will build: no sample data.
import { Construction } from "lucide-react";
import { Card } from "@/components/ui/card";

export function NotBuiltCard() {
  return (
    <Card className="flex items-center gap-4 p-6">
      <span aria-hidden className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent">
        <Construction className="size-5" />
      </span>
      <p className="text-sm sm:text-base">This part of Roamwise is not built yet.</p>
    </Card>
  );
}
