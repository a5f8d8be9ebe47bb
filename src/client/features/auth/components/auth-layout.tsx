// Split screen for the signed-out pages: a travel-themed panel beside the form on desktop.
import { useEffect, type ReactNode } from "react";
import { CalendarDays, Map, Sparkles, Users } from "lucide-react";
import { Link } from "react-router";
import { Brand, useDocumentTitle } from "@/components/layout/brand";
import { Card } from "@/components/ui/card";
import { useT } from "@/lib/i18n";
import { applyTheme } from "@/lib/theme";
import { DEFAULT_THEME } from "@shared/theme";

const HIGHLIGHTS = [
  { icon: Map, text: "auth.layout.highlightMap" },
  { icon: CalendarDays, text: "auth.layout.highlightCalendar" },
  { icon: Users, text: "auth.layout.highlightTogether" },
  { icon: Sparkles, text: "auth.layout.highlightAssistant" },
] as const;

export function AuthLayout({ title, description, children, footer }: {
  title: string;
  description: string;
  children: ReactNode;
  /** The way to the other signed-out page: "New to Roamwise? Create account". */
  /** A line under the card linking elsewhere (none on a step of a form, such as the sign-in code). */
  footer?: { prompt: string; to: string; link: string };
}) {
  const t = useT();
  useDocumentTitle(title);
  // Signed out (after Sign Out, a deleted account or an ended session) the page follows the device, as the server renders it.
  useEffect(() => applyTheme(DEFAULT_THEME), []);
  return (
    <div className="grid min-h-dvh lg:grid-cols-[1.05fr_1fr]">
      <section
        aria-hidden
        className="relative hidden overflow-hidden bg-hero p-12 text-white lg:flex lg:flex-col lg:justify-between"
      >
        <div className="absolute -top-24 -end-24 size-96 rounded-full bg-white/10 blur-2xl" />
        <div className="absolute -bottom-32 -start-20 size-96 rounded-full bg-accent/30 blur-3xl" />
        <Brand className="relative [&>span:first-child]:bg-white/15 [&>span:first-child]:bg-none" />
        <div className="relative max-w-md">
          <p className="text-4xl leading-tight font-bold tracking-tight">{t("auth.layout.tagline")}</p>
          <p className="mt-4 text-lg text-white/80">{t("auth.layout.pitch")}</p>
          <ul className="mt-10 grid gap-4">
            {HIGHLIGHTS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-white/90">
                <span className="flex size-9 items-center justify-center rounded-lg bg-white/15">
                  <Icon className="size-4" />
                </span>
                {t(text)}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm text-white/80">{t("auth.layout.copyright")}</p>
      </section>

      <main className="flex items-center justify-center px-4 py-10 sm:px-6">
        <div className="w-full max-w-md">
          <Brand className="mb-8 justify-center lg:hidden" />
          <Card className="p-6 shadow-md sm:p-8">
            <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
            <p className="mt-1.5 text-sm text-muted-foreground">{description}</p>
            <div className="mt-6">{children}</div>
          </Card>
          {footer && (
            <p className="mt-6 text-center text-sm text-muted-foreground">
              {footer.prompt}{" "}
              <Link to={footer.to} className="font-medium text-primary underline-offset-4 hover:underline">
                {footer.link}
              </Link>
            </p>
          )}
        </div>
      </main>
    </div>
  );
}
