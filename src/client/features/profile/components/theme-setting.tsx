// Profile → Theme (docs/product/appearance.md): light, dark, or the device's setting.
// Saved with the preferences; the page changes at once, and the server
// renders every later page load in it.
import { useId } from "react";
import { THEMES, isTheme } from "@shared/theme";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useT } from "@/lib/i18n";
import { applyTheme } from "@/lib/theme";
import { usePreferences } from "../api/get-preferences";
import { useSavePreferences } from "../api/save-preferences";

const LABELS = { light: "profile.theme.light", dark: "profile.theme.dark", system: "profile.theme.system" } as const;

export function ThemeSetting() {
  const t = useT();
  const id = useId();
  const { data } = usePreferences();
  const save = useSavePreferences();

  const choose = (value: string) => {
    if (!data || !isTheme(value)) return;
    // Changed once saved, as the language is: a reload then renders it the same.
    save.mutate({ ...data, theme: value }, { onSuccess: (saved) => applyTheme(saved.theme) });
  };

  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <Label htmlFor={id} className="text-sm font-medium">
        {t("profile.theme.label")}
      </Label>
      <Select value={data?.theme} onValueChange={choose} disabled={!data || save.isPending}>
        <SelectTrigger id={id} className="h-9 w-48 max-w-[60%]">
          <SelectValue placeholder={t("common.loading")} />
        </SelectTrigger>
        <SelectContent>
          {THEMES.map((theme) => (
            <SelectItem key={theme} value={theme}>
              {t(LABELS[theme])}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
