// The browser tab's title for each page (issue 27): "Budget Planning · Lisbon 2027 · Roamwise",
// so a traveller with several tabs, their history and bookmarks can tell pages and trips apart.
import { useEffect } from "react";

export const APP_NAME = "Roamwise";

/** The parts that name a page, most specific first; empty ones are skipped. */
export const documentTitle = (...parts: (string | null | undefined)[]) => [...parts, APP_NAME].filter(Boolean).join(" · ");

export function useDocumentTitle(...parts: (string | null | undefined)[]) {
  const title = documentTitle(...parts);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
