// Profile → Language (docs/product/languages.md): follow the browser, or one of the six
// languages, each shown in its own name. Saved with the preferences; every
// screen switches at once, and the server renders the next page load in it.
import { useId } from "react";
import { LANGUAGES, LANGUAGE_NAMES, isLanguage, type Language } from "@shared/i18n/languages";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useLanguage, useT } from "@/lib/i18n";
import { notifyError } from "@/lib/notify";
import { usePreferences } from "../api/get-preferences";
import { useSavePreferences } from "../api/save-preferences";

/** The select's value for "follow the browser" (a Radix select item cannot have an empty value). */
const BROWSER = "browser";

export function LanguageSetting() {
  const t = useT();
  const id = useId();
  const { changeLanguage } = useLanguage();
  const { data } = usePreferences();
  const save = useSavePreferences();

  const choose = (value: string) => {
    if (!data) return;
    const language: Language | null = isLanguage(value) ? value : null;
    save.mutate(
      { ...data, language },
      {
        // The page changes once the choice is saved: a reload then renders it the same.
        onSuccess: () => void changeLanguage(language).catch((error: unknown) => notifyError(error, t("common.error"), t("profile.language.loadFailed"))),
      },
    );
  };

  return (
    <div className="flex items-center justify-between gap-4 py-3 first:pt-0 last:pb-0">
      <Label htmlFor={id} className="text-sm font-medium">
        {t("profile.language.label")}
      </Label>
      <Select value={data ? (data.language ?? BROWSER) : undefined} onValueChange={choose} disabled={!data || save.isPending}>
        <SelectTrigger id={id} className="h-9 w-48 max-w-[60%]">
          <SelectValue placeholder={t("common.loading")} />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={BROWSER}>{t("profile.language.browser")}</SelectItem>
          {LANGUAGES.map((language) => (
            <SelectItem key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
