// The two headers of the dashboard's cards: an icon tile beside the title
// (calendar, itinerary, route), or a CardHeader whose title leads with a small
// icon (budget, reservations, settings); each with what sits at its end.
import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

export function TileHeader({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children?: ReactNode }) {
  return (
    <div className="flex items-center gap-3">
      <span aria-hidden className="flex size-10 items-center justify-center rounded-xl bg-secondary text-primary">
        <Icon className="size-5" />
      </span>
      <h3 className="flex-1 font-semibold">{title}</h3>
      {children}
    </div>
  );
}

export function IconCardHeader({
  icon: Icon,
  title,
  titleClassName,
  children,
}: {
  icon: LucideIcon;
  title: string;
  titleClassName?: string;
  children?: ReactNode;
}) {
  return (
    <CardHeader className={cn("flex-row items-center gap-2", children ? "justify-between" : undefined)}>
      <CardTitle className={cn("flex items-center gap-2", titleClassName)}>
        <Icon className="size-4 text-primary" aria-hidden /> {title}
      </CardTitle>
      {children}
    </CardHeader>
  );
}
