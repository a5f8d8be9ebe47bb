// A page's switch between its views: tabs led by an icon, sharing the width
// on a phone and as wide as their text from the small breakpoint up.
import type { LucideIcon } from "lucide-react";
import { TabsList, TabsTrigger } from "@/components/ui/tabs";

export function PageTabsList({ tabs }: { tabs: readonly { value: string; icon: LucideIcon; label: string }[] }) {
  return (
    <TabsList className="w-full sm:w-fit">
      {tabs.map(({ value, icon: Icon, label }) => (
        <TabsTrigger key={value} value={value} className="flex-1 sm:flex-none">
          <Icon className="size-4" aria-hidden /> {label}
        </TabsTrigger>
      ))}
    </TabsList>
  );
}
