// A page's switch between its views: tabs led by an icon, sharing the width
// on a phone and as wide as their text from the small breakpoint up.
import type { LucideIcon } from "lucide-react";
import { TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { MessageId } from "@shared/i18n/catalogue";
import { useT } from "@/lib/i18n";

/** `label`: the tab's message. */
export function PageTabsList({ tabs }: { tabs: readonly { value: string; icon: LucideIcon; label: MessageId }[] }) {
  const t = useT();
  return (
    <TabsList className="w-full sm:w-fit">
      {tabs.map(({ value, icon: Icon, label }) => (
        <TabsTrigger key={value} value={value} className="flex-1 sm:flex-none">
          <Icon className="size-4" aria-hidden /> {t(label)}
        </TabsTrigger>
      ))}
    </TabsList>
  );
}
