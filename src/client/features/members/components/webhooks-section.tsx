// "Webhooks" on the Family page (admins, docs/product/notifications.md): send
// the trip's notices to a chat tool or a script. Add one with a format and the
// kinds it follows (its signing secret is shown once, right after), see its
// last deliveries, remove it.
import { useState } from "react";
import { Check, Copy, Trash2, Webhook as WebhookIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { WEBHOOK_FORMATS, WEBHOOK_KINDS, webhookInputSchema, type Webhook, type WebhookKind } from "@shared/webhooks";
import type { MessageId } from "@shared/i18n/catalogue";
import { InputField } from "@/components/form/form-field";
import { InlineForm } from "@/components/form/inline-form";
import { SelectField } from "@/components/form/select-field";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { errorDescription } from "@/lib/api";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useT } from "@/lib/i18n";
import { useFormat } from "@/lib/format";
import { useTimeZone } from "@/lib/render-context";
import { copyText } from "./invite-links-section";
import { useCreateWebhook, useDeleteWebhook, useWebhookDeliveries, useWebhooks } from "../api/webhooks";

/** The kinds' names for a whole trip (Profile's say "you": a webhook hears every expense, not only one's own). */
const KIND_LABEL = Object.fromEntries(WEBHOOK_KINDS.map((k) => [k, `members.webhooks.kind.${k}`])) as Record<WebhookKind, MessageId>;
const FORMAT_LABEL: Record<(typeof WEBHOOK_FORMATS)[number], string> = { json: "JSON", slack: "Slack", discord: "Discord", ntfy: "ntfy" };

type Values = z.input<typeof webhookInputSchema>;
type Body = z.output<typeof webhookInputSchema>;

export function WebhooksSection({ tripId }: { tripId: string }) {
  const hooks = useWebhooks(tripId);
  const remove = useDeleteWebhook(tripId);
  const [secret, setSecret] = useState<string | null>(null);
  const t = useT();

  const onRemove = (hook: Webhook) =>
    remove.mutate(hook.id, {
      onSuccess: () => notifySuccess(t("members.webhooks.removed")),
      onError: (error) => notifyError(error, t("members.webhooks.removeFailed"), errorDescription(error, t("members.page.pleaseRetry"))),
    });

  return (
    <Card className="mt-6" role="region" aria-labelledby="webhooks-title">
      <CardHeader>
        <CardTitle id="webhooks-title">{t("members.webhooks.title")}</CardTitle>
        <CardDescription>{t("members.webhooks.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <CreateWebhookForm tripId={tripId} onCreated={setSecret} />
        {secret && <SecretOnce secret={secret} />}
        {hooks.isPending ? (
          <Skeleton className="h-20 rounded-xl" />
        ) : hooks.isError ? (
          <p className="text-sm text-destructive">{t("members.webhooks.loadFailed")}</p>
        ) : hooks.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("members.webhooks.empty")}</p>
        ) : (
          <ul className="grid gap-3" aria-label={t("members.webhooks.title")}>
            {hooks.data.map((hook) => (
              <WebhookRow key={hook.id} tripId={tripId} hook={hook} removing={remove.isPending} onRemove={() => onRemove(hook)} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function CreateWebhookForm({ tripId, onCreated }: { tripId: string; onCreated: (secret: string) => void }) {
  const create = useCreateWebhook(tripId);
  const form = useForm<Values, unknown, Body>({
    resolver: zodResolver(webhookInputSchema),
    defaultValues: { url: "", format: "json", kinds: [...WEBHOOK_KINDS] },
  });
  const t = useT();

  const onSubmit = async (body: Body) => {
    const created = await create.mutateAsync(body);
    onCreated(created.secret);
    notifySuccess(t("members.webhooks.added"));
    form.reset({ ...form.getValues(), url: "" });
  };

  return (
    <InlineForm form={form} onSubmit={onSubmit} failure={t("members.webhooks.addFailed")} className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,10rem)] sm:items-end">
        <InputField form={form} name="url" id="webhook-url" label={t("members.webhooks.url")} type="url" placeholder={t("members.webhooks.urlPlaceholder")} />
        <SelectField
          form={form}
          name="format"
          id="webhook-format"
          label={t("members.webhooks.format")}
          options={WEBHOOK_FORMATS.map((f) => ({ value: f, label: FORMAT_LABEL[f] }))}
          className="w-full"
        />
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t("members.webhooks.kinds")}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {WEBHOOK_KINDS.map((kind) => (
            <label key={kind} className="flex items-center gap-2 text-sm">
              <input type="checkbox" value={kind} className="size-4 shrink-0 accent-[var(--primary)]" {...form.register("kinds")} />
              {t(KIND_LABEL[kind])}
            </label>
          ))}
        </div>
        {form.formState.errors.kinds && <p className="text-sm text-destructive">{t("members.webhooks.kindsNeeded")}</p>}
      </fieldset>
      <div>
        <Button type="submit" disabled={create.isPending}>
          <WebhookIcon /> {create.isPending ? t("members.webhooks.adding") : t("members.webhooks.add")}
        </Button>
      </div>
    </InlineForm>
  );
}

function SecretOnce({ secret }: { secret: string }) {
  const [copied, setCopied] = useState(false);
  const t = useT();
  const copy = async () => setCopied(await copyText(secret));
  return (
    <div className="grid gap-2 rounded-xl border border-primary p-3" role="status">
      <p className="text-sm font-medium">{t("members.webhooks.secretOnce")}</p>
      <div className="flex gap-2">
        <Input readOnly value={secret} aria-label={t("members.webhooks.secret")} className="font-mono text-xs" onFocus={(e) => e.currentTarget.select()} />
        <Button type="button" variant="outline" size="sm" onClick={copy}>
          {copied ? <Check /> : <Copy />} {copied ? t("members.links.copied") : t("members.links.copy")}
        </Button>
      </div>
    </div>
  );
}

const STATUS_LABEL = { pending: "members.webhooks.status.pending", delivered: "members.webhooks.status.delivered", failed: "members.webhooks.status.failed" } as const;
const STATUS_BADGE = { pending: "muted", delivered: "success", failed: "destructive" } as const;

function WebhookRow({ tripId, hook, removing, onRemove }: { tripId: string; hook: Webhook; removing: boolean; onRemove: () => void }) {
  const [open, setOpen] = useState(false);
  const t = useT();
  return (
    <li className="grid gap-2 rounded-xl border p-3" aria-label={hook.url}>
      <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
        <div className="grid min-w-0 gap-1.5">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <Badge variant="outline">{FORMAT_LABEL[hook.format]}</Badge>
            <span className="text-muted-foreground">{hook.kinds.map((k) => t(KIND_LABEL[k])).join(", ")}</span>
          </div>
          <p className="truncate font-mono text-xs" title={hook.url}>
            {hook.url}
          </p>
        </div>
        <div className="flex gap-2">
          <Button type="button" variant="outline" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
            {t("members.webhooks.deliveries")}
          </Button>
          <Button type="button" variant="outline" size="sm" disabled={removing} onClick={onRemove} aria-label={t("members.webhooks.removeOne", { url: hook.url })}>
            <Trash2 /> {t("members.webhooks.remove")}
          </Button>
        </div>
      </div>
      {open && <Deliveries tripId={tripId} id={hook.id} />}
    </li>
  );
}

function Deliveries({ tripId, id }: { tripId: string; id: string }) {
  const deliveries = useWebhookDeliveries(tripId, id);
  const t = useT();
  const f = useFormat();
  const timeZone = useTimeZone();
  if (deliveries.isPending) return <Skeleton className="h-10 rounded-lg" />;
  if (deliveries.isError) return <p className="text-sm text-destructive">{t("members.webhooks.loadFailed")}</p>;
  if (deliveries.data.length === 0) return <p className="text-sm text-muted-foreground">{t("members.webhooks.noDeliveries")}</p>;
  return (
    <ul className="grid gap-1 text-sm" aria-label={t("members.webhooks.deliveries")}>
      {deliveries.data.map((d) => (
        <li key={d.id} className="flex flex-wrap items-center gap-2">
          <Badge variant={STATUS_BADGE[d.status]}>{t(STATUS_LABEL[d.status])}</Badge>
          <span>{t(KIND_LABEL[d.kind])}</span>
          <time className="text-muted-foreground" dateTime={d.createdAt}>
            {t("notifications.when", { date: f.instantDate(d.createdAt, timeZone), time: f.clock(d.createdAt, timeZone) })}
          </time>
          {d.lastStatus !== null && <span className="text-muted-foreground">{t("members.webhooks.httpStatus", { status: d.lastStatus })}</span>}
        </li>
      ))}
    </ul>
  );
}
