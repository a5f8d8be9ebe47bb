// Moving from Splitwise or Tricount (docs/product/budget-and-expenses.md): choose the app's CSV
// export, say who each of its names is in this trip (a name that matches a
// member's is chosen already; guests are among the choices), see what will be added, and add it all at once.
// Nothing is saved before Add: the server only reads the file.
import { useMemo, useState } from "react";
import { Upload } from "lucide-react";
import type { ExpenseImportPreview } from "@shared/expense-import";
import type { Member } from "@shared/trips";
import { displayName } from "@shared/names";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, STICKY_FOOTER } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { FilePickerButton } from "@/components/file-picker-button";
import { ApiError, errorDescription } from "@/lib/api";
import { useFormat } from "@/lib/format";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useFormMessage, useT } from "@/lib/i18n";
import { useConfirmExpenseImport, useReadExpenseCsv } from "../api/import-expenses";

/** The member a file's name most likely is: the same full name, else the same first name when only one has it. */
export function guessMember(name: string, members: readonly Pick<Member, "user">[]): string | undefined {
  const key = name.trim().toLocaleLowerCase();
  const full = members.find((m) => displayName(m.user).toLocaleLowerCase() === key);
  if (full) return full.user.id;
  const first = members.filter((m) => (m.user.firstName ?? "").trim().toLocaleLowerCase() === key.split(/\s+/)[0]);
  return first.length === 1 ? first[0]!.user.id : undefined;
}

export function ImportExpensesDialog({ tripId, members, open, onOpenChange }: { tripId: string; members: readonly Pick<Member, "user">[]; open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const f = useFormat();
  const translate = useFormMessage();
  const read = useReadExpenseCsv(tripId);
  const confirm = useConfirmExpenseImport(tripId);
  const [preview, setPreview] = useState<ExpenseImportPreview | null>(null);
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  const close = (next: boolean) => {
    if (!next) {
      setPreview(null);
      setMapping({});
      setErrors({});
      read.reset();
      confirm.reset();
    }
    onOpenChange(next);
  };

  const onFile = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    try {
      const answer = await read.mutateAsync(file);
      setPreview(answer);
      setMapping(Object.fromEntries(answer.names.flatMap((name) => (guessMember(name, members) ? [[name, guessMember(name, members)!]] : []))));
      setErrors({});
    } catch (error) {
      notifyError(error, t("common.error"), errorDescription(error, t("expenses.import.readFailed")));
    }
  };

  const counts = useMemo(
    () => ({
      expenses: preview?.rows.filter((r) => r.kind === "expense").length ?? 0,
      payments: preview?.rows.filter((r) => r.kind === "payment").length ?? 0,
    }),
    [preview],
  );
  const unmapped = preview?.names.filter((n) => !mapping[n]) ?? [];

  const onConfirm = () => {
    if (!preview) return;
    setErrors({});
    confirm.mutate(
      { mapping, rows: preview.rows },
      {
        onSuccess: (written) => {
          notifySuccess(t("expenses.import.added", { count: written.length }));
          close(false);
        },
        onError: (error) => {
          // "mapping.Ana Silva" → under Ana Silva's choice.
          if (error instanceof ApiError && error.fields) {
            const byName: Record<string, string> = {};
            for (const [field, message] of Object.entries(error.fields)) if (field.startsWith("mapping.")) byName[field.slice(8)] = translate(message);
            setErrors(byName);
          }
          notifyError(error, t("common.error"), errorDescription(error, t("expenses.import.addFailed")));
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t("expenses.import.title")}</DialogTitle>
          <DialogDescription>{t("expenses.import.description")}</DialogDescription>
        </DialogHeader>

        {preview === null ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-6 text-center text-sm text-muted-foreground">
            <Upload className="size-6" aria-hidden />
            <p>{t("expenses.import.howTo")}</p>
            <FilePickerButton label={t("expenses.import.choose")} accept=".csv,text/csv" multiple={false} onFiles={(files) => void onFile(files)} disabled={read.isPending}>
              {read.isPending ? t("expenses.import.reading") : t("expenses.import.choose")}
            </FilePickerButton>
          </div>
        ) : (
          <div className="flex flex-col gap-5">
            <p className="text-sm" role="status">
              {t("expenses.import.found", { expenses: counts.expenses, payments: counts.payments, source: preview.source === "splitwise" ? "Splitwise" : "Tricount" })}
              {preview.skipped.length > 0 && <> {t("expenses.import.skipped", { count: preview.skipped.length })}</>}
            </p>

            <fieldset className="grid gap-3">
              <legend className="mb-1 font-medium">{t("expenses.import.whoIsWho")}</legend>
              {preview.names.map((name, i) => (
                <div key={name} className="grid gap-1.5 sm:grid-cols-[minmax(0,1fr)_minmax(0,16rem)] sm:items-center sm:gap-3">
                  <Label htmlFor={`import-name-${i}`} className="break-words">
                    {name}
                  </Label>
                  <Select value={mapping[name] ?? ""} onValueChange={(v) => setMapping((m) => ({ ...m, [name]: v }))}>
                    <SelectTrigger id={`import-name-${i}`} aria-invalid={errors[name] ? true : undefined} data-testid="import-mapping">
                      <SelectValue placeholder={t("expenses.import.choosePerson")} />
                    </SelectTrigger>
                    <SelectContent>
                      {members.map((m) => (
                        <SelectItem key={m.user.id} value={m.user.id}>
                          {displayName(m.user)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                  {errors[name] && <p className="text-sm text-destructive sm:col-span-2">{errors[name]}</p>}
                </div>
              ))}
            </fieldset>

            <section aria-labelledby="import-rows" className="grid gap-2">
              <h3 id="import-rows" className="font-medium">
                {t("expenses.import.rows")}
              </h3>
              <ul className="grid max-h-64 gap-1 overflow-y-auto rounded-lg border p-2 text-sm">
                {preview.rows.map((r) => (
                  <li key={r.line} className="flex flex-wrap items-baseline justify-between gap-x-3 rounded px-2 py-1 odd:bg-muted/50">
                    <span className="min-w-0 break-words">
                      <span className="text-muted-foreground">{f.date(r.date)}</span>{" "}
                      {r.kind === "payment" ? t("expenses.row.payment", { from: r.paid[0]!.name, to: r.owed[0]!.name }) : r.description}
                    </span>
                    <span className="tabular-nums">{f.money(r.amount, r.currency)}</span>
                  </li>
                ))}
              </ul>
            </section>
          </div>
        )}

        <DialogFooter className={STICKY_FOOTER}>
          <Button variant="outline" onClick={() => close(false)}>
            {t("actions.cancel")}
          </Button>
          {preview && (
            <Button onClick={onConfirm} disabled={unmapped.length > 0 || confirm.isPending}>
              {confirm.isPending ? t("expenses.import.adding") : t("expenses.import.add")}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
