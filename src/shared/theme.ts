// The colour themes a member can pick in Profile (docs/product/appearance.md) and the
// class each puts on <html>: the server renders the page with it, the browser
// switches it at once. Zod-free: the first screen's code reads it.

export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];
/** A member who never chose follows the device, as signed-out pages do. */
export const DEFAULT_THEME: Theme = "system";

export function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (THEMES as readonly string[]).includes(value);
}

/**
 * The class on <html>: "dark" or "light" for a fixed choice; none for
 * "system", where the stylesheet follows `prefers-color-scheme` (index.css),
 * so the device's setting applies before any script and changes live.
 */
export function themeClass(theme: Theme): "dark" | "light" | null {
  return theme === "system" ? null : theme;
}
