// Subscribe dialog: the caller's secret feed URL for this trip (copy, open in
// a calendar app, or reset so the old link stops working).
import { useState } from "react";
import { Check, Copy, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useCalendarFeed, useResetCalendarFeed } from "../api/calendar-feed";

export function SubscribeDialog({ tripId, open, onOpenChange }: { tripId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const feed = useCalendarFeed(tripId, open);
  const reset = useResetCalendarFeed(tripId);
  const [copied, setCopied] = useState(false);
  const url = feed.data ? `${window.location.origin}${feed.data.path}` : "";
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
          <DialogTitle>Subscribe to this trip</DialogTitle>
          <DialogDescription>
            Add this private link to Google Calendar, Apple Calendar or Outlook (&quot;From URL&quot;). It keeps itself up
            to date. Anyone with the link can see the trip&apos;s calendar, so keep it to yourself.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor="feed-url">Calendar link</Label>
          <div className="flex gap-2">
            <Input id="feed-url" readOnly value={feed.isPending ? "Loading..." : url} onFocus={(e) => e.currentTarget.select()} />
            <Button variant="outline" size="icon" aria-label="Copy link" onClick={copy} disabled={!url}>
              {copied ? <Check /> : <Copy />}
            </Button>
          </div>
          {feed.isError && <p className="text-sm text-destructive">Could not load your calendar link.</p>}
        </div>
        <DialogFooter className="sm:justify-between">
          <Button
            variant="ghost"
            disabled={reset.isPending}
            onClick={() =>
              reset.mutate(undefined, {
                onSuccess: () => {
                  setCopied(false);
                  notifySuccess("Calendar link reset", "The old link no longer works.");
                },
                onError: (error) => notifyError(error, "Error", "Failed to reset the calendar link"),
              })
            }
          >
            <RefreshCw /> Reset link
          </Button>
          <Button asChild disabled={!url}>
            <a href={webcal}>Open in calendar app</a>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
