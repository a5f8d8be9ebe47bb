// A note's Markdown as the server will answer it: the one renderer (src/shared/markdown.ts), loaded
// with the editor only, so the pages that merely show notes (their HTML comes from the server) stay light.
import { useEffect, useState } from "react";
import { useT } from "@/lib/i18n";
import { NoteHtml } from "./note-html";

export function MarkdownPreview({ text, id }: { text: string; id: string }) {
  const t = useT();
  const [render, setRender] = useState<((text: string) => string) | null>(null);
  useEffect(() => {
    let live = true;
    void import("@shared/markdown").then((m) => live && setRender(() => m.markdownHtml));
    return () => {
      live = false;
    };
  }, []);
  if (!text.trim()) return <p className="text-sm text-muted-foreground">{t("notes.form.previewEmpty")}</p>;
  return <div id={id}>{render && <NoteHtml html={render(text)} />}</div>;
}
