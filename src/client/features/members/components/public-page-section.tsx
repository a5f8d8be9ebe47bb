// "Public page" on the Family page (admins, docs/product/sharing.md, ADR 028): publish a
// read-only page of the trip at /s/{token} for people without an account,
// copy or open its link, and turn it off at once.
import { useState } from "react";
import { Check, Copy, ExternalLink, Globe, PowerOff } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { errorDescription } from "@/lib/api";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useT } from "@/lib/i18n";
import { useShare } from "../api/get-share";
import { usePublishShare, useShareMemories, useUnpublishShare } from "../api/publish-share";
import { Switch } from "@/components/ui/switch";
import { ConfirmMemberAction, type PendingAction } from "./confirm-member-action";

export function PublicPageSection({ tripId }: { tripId: string }) {
  const share = useShare(tripId);
  const publish = usePublishShare(tripId);
  const unpublish = useUnpublishShare(tripId);
  const memories = useShareMemories(tripId);
  const [copied, setCopied] = useState(false);
  const [pendingAction, setPendingAction] = useState<PendingAction | null>(null);
  const t = useT();
  const link = share.data?.link ?? null;

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
      return true;
    } catch {
      // No clipboard (plain http elsewhere than localhost, or refused): the address stays selectable.
      return false;
    }
  };

  const onPublish = async () => {
    try {
      const created = await publish.mutateAsync();
      const inClipboard = await copy(created.url);
      notifySuccess(t("members.share.published"), inClipboard ? t("members.share.publishedHint") : undefined);
    } catch (error) {
      notifyError(error, t("members.share.publishFailed"), errorDescription(error, t("members.page.pleaseRetry")));
    }
  };

  const confirmTurnOff = () =>
    setPendingAction({
      title: t("members.share.turnOffTitle"),
      description: t("members.share.turnOffDescription"),
      confirmLabel: t("members.share.turnOff"),
      run: () =>
        unpublish.mutateAsync().then(
          () => {
            notifySuccess(t("members.share.turnedOff"));
            setPendingAction(null);
          },
          (error) => notifyError(error, t("members.share.turnOffFailed"), errorDescription(error, t("members.page.pleaseRetry"))),
        ),
    });

  return (
    <Card className="mt-6" role="region" aria-labelledby="public-page-title" data-testid="public-page-section">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle id="public-page-title">{t("members.share.title")}</CardTitle>
          {link && <Badge variant="success">{t("members.share.on")}</Badge>}
        </div>
        <CardDescription>{t("members.share.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {share.isPending ? (
          <Skeleton className="h-10 rounded-xl" />
        ) : share.isError ? (
          <p className="text-sm text-destructive">{t("members.share.loadFailed")}</p>
        ) : link ? (
          <>
            <Input
              readOnly
              value={link.url}
              aria-label={t("members.share.address")}
              className="font-mono text-xs"
              onFocus={(e) => e.currentTarget.select()}
              data-testid="public-page-url"
            />
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={async () => {
                  if (!(await copy(link.url))) notifyError(null, t("members.links.copyFailed"), t("members.links.copyYourself"));
                }}
              >
                {copied ? <Check /> : <Copy />} {copied ? t("members.links.copied") : t("members.share.copy")}
              </Button>
              <Button asChild variant="outline" size="sm">
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  <ExternalLink /> {t("members.share.open")}
                </a>
              </Button>
              <Button type="button" variant="outline" size="sm" onClick={confirmTurnOff} className="text-destructive">
                <PowerOff /> {t("members.share.turnOff")}
              </Button>
            </div>
            <div className="flex items-start gap-3">
              <Switch
                id="share-memories"
                checked={share.data?.includeMemories ?? false}
                disabled={memories.isPending}
                onCheckedChange={(on) =>
                  memories.mutate(on, { onError: (error) => notifyError(error, t("members.share.memoriesFailed"), errorDescription(error, t("members.page.pleaseRetry"))) })
                }
                data-testid="share-memories"
              />
              <label htmlFor="share-memories" className="grid gap-0.5 text-sm">
                <span className="font-medium">{t("members.share.memories")}</span>
                <span className="text-muted-foreground">{t("members.share.memoriesHint")}</span>
              </label>
            </div>
          </>
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            <p className="min-w-0 flex-1 basis-60 text-sm text-muted-foreground">{t("members.share.off")}</p>
            <Button type="button" onClick={onPublish} disabled={publish.isPending}>
              <Globe /> {publish.isPending ? t("members.share.publishing") : t("members.share.publish")}
            </Button>
          </div>
        )}
      </CardContent>
      <ConfirmMemberAction action={pendingAction} pending={unpublish.isPending} onOpenChange={(open) => !open && setPendingAction(null)} />
    </Card>
  );
}
