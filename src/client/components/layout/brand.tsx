import { useEffect } from "react";
import { Compass } from "lucide-react";
import { cn } from "@/lib/utils";
import { useRenderValues } from "@/lib/render-context";

export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        "flex size-9 shrink-0 items-center justify-center rounded-xl bg-hero text-white shadow-sm",
        className,
      )}
    >
      <Compass className="size-5" />
    </span>
  );
}

/** The product's name, the same in every language. */
const BRAND_NAME = "Roamwise";

/**
 * The browser tab's title for each page (issue 27), "Budget Planning · Lisbon 2027 · Roamwise", so
 * tabs, history and bookmarks tell pages and trips apart. Here beside the brand, which every frame
 * (sign-in and signed-in) already loads: a module of its own cost the sign-in page a chunk.
 */
export function useDocumentTitle(...parts: (string | null | undefined)[]) {
  const title = [...parts, BRAND_NAME].filter(Boolean).join(" · ");
  // On the server the effect never runs: the render reports the title for the served <title> (src/server/spa).
  useRenderValues().onTitle?.(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

export function Brand({ className }: { className?: string }) {
  return (
    <span className={cn("flex items-center gap-2.5", className)}>
      <BrandMark />
      <span className="text-lg font-bold tracking-tight">{BRAND_NAME}</span>
    </span>
  );
}
