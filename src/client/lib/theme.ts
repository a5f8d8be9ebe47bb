// The page's colour theme in the browser (docs/product/appearance.md). The server renders
// <html> with the member's class; this switches it when the member picks
// another theme, signs in, or signs out (signed-out pages follow the device).
import { themeClass, type Theme } from "@shared/theme";

export function applyTheme(theme: Theme) {
  const root = document.documentElement;
  root.classList.remove("light", "dark");
  const added = themeClass(theme);
  if (added) root.classList.add(added);
}
