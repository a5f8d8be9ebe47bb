// Subscribe dialog: the caller's secret feed URL for this trip (copy, open in
// a calendar app, or reset so the old link stops working). "Only my bookings"
// adds ?only=mine: the feed leaves out bookings the caller does not travel on.
import { useState } from "react";
import { Check, Copy, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useCalendarFeed, useResetCalendarFeed } from "../api/calendar-feed";
import { useT } from "@/lib/i18n";

export function SubscribeDialog({ tripId, open, onOpenChange }: { tripId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const feed = useCalendarFeed(tripId, open);
  const reset = useResetCalendarFeed(tripId);
  const [copied, setCopied] = useState(false);
  const [onlyMine, setOnlyMine] = useState(false);
  const t = useT();
  const url = feed.data ? `${window.location.origin}${feed.data.path}${onlyMine ? "?only=mine" : ""}` : "";
  const webcal = url.replace(/^https?:/, "webcal:");

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // Clipboard access can be refused (http, permissions); the field stays selectable.
      document.getElementById("feed-url")?.focus();
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("calendar.subscribe.title")}</DialogTitle>
          <DialogDescription>{t("calendar.subscribe.description")}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor="feed-url">{t("calendar.subscribe.link")}</Label>
          <div className="flex gap-2">
            <Input id="feed-url" readOnly value={feed.isPending ? t("calendar.subscribe.loading") : url} onFocus={(e) => e.currentTarget.select()} />
            <Button variant="outline" size="icon" aria-label={t("calendar.subscribe.copy")} onClick={copy} disabled={!url}>
              {copied ? <Check /> : <Copy />}
            </Button>
          </div>
          {feed.isError && <p className="text-sm text-destructive">{t("calendar.subscribe.loadFailed")}</p>}
          <div className="mt-1 flex items-center gap-2">
            <Switch
              id="feed-only-mine"
              checked={onlyMine}
              onCheckedChange={(on) => {
                setOnlyMine(on);
                setCopied(false);
              }}
            />
            <Label htmlFor="feed-only-mine">{t("calendar.subscribe.onlyMine")}</Label>
          </div>
        </div>
        <DialogFooter className="sm:justify-between">
          <Button
            variant="ghost"
            disabled={reset.isPending}
            onClick={() =>
              reset.mutate(undefined, {
                onSuccess: () => {
                  setCopied(false);
                  notifySuccess(t("calendar.subscribe.reset"), t("calendar.subscribe.resetHint"));
                },
                onError: (error) => notifyError(error, t("common.error"), t("calendar.subscribe.resetFailed")),
              })
            }
          >
            <RefreshCw /> {t("calendar.subscribe.resetButton")}
          </Button>
          <Button asChild disabled={!url}>
            <a href={webcal}>{t("calendar.subscribe.open")}</a>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
