// What "nothing cut off" means on a page, for the specs that walk pages in
// many languages: text past the screen's edge, or clipped by its own box
// without the ellipsis a truncated label is given on purpose.
import type { Page } from "playwright-core";

/** Elements wider than the screen, or whose text is cut off without an ellipsis meant for it. */
export async function overflowing(p: Page): Promise<string[]> {
  return p.evaluate(() => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    for (const el of Array.from(document.querySelectorAll<HTMLElement>("body *"))) {
      if (!el.offsetParent && getComputedStyle(el).position !== "fixed") continue;
      const r = el.getBoundingClientRect();
      // Hidden, or for screen readers only (a 1×1 px box, clipped on purpose).
      if (r.width <= 1 || r.height <= 1) continue;
      const style = getComputedStyle(el);
      // Inside a box that scrolls sideways on purpose (the reservation type tabs on a phone).
      let scroller = el.parentElement;
      while (scroller && !["auto", "scroll"].includes(getComputedStyle(scroller).overflowX)) scroller = scroller.parentElement;
      if (scroller && scroller !== document.documentElement && scroller !== document.body) continue;
      const ownText = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== "");
      // Text pushed past the screen's edge (a long German word that does not wrap): the right one, or the left one right to left.
      if (ownText && (r.right > width + 1 || r.left < -1) && style.position !== "fixed") {
        found.push(`${el.tagName} "${el.textContent!.trim().slice(0, 40)}" spans ${Math.round(r.left)}–${Math.round(r.right)}, screen 0–${width}`);
      }
      // Text clipped by its own box without an ellipsis (truncate shows one, and the full text stays in the DOM).
      if (ownText && el.scrollWidth > el.clientWidth + 1 && style.overflowX === "hidden" && style.textOverflow !== "ellipsis") {
        found.push(`${el.tagName} "${el.textContent!.trim().slice(0, 40)}" clipped (${el.scrollWidth} > ${el.clientWidth})`);
      }
    }
    return found;
  });
}

/**
 * Controls whose own label does not fit: a button, tab, menu item or form label whose text is wider than the
 * control, ellipsis or not — a label cut to "Hinzufü…" is not a label. Content inside a control (a trip's name
 * in the trip switcher, the person's name in the user menu) is cut on purpose: it is marked with data-content.
 */
export async function truncatedLabels(p: Page): Promise<string[]> {
  return p.evaluate(() => {
    const found: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('button, [role="tab"], [role="menuitem"], label, a[role="button"]'))) {
      if (!el.offsetParent) continue;
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) continue;
      for (const node of [el, ...Array.from(el.querySelectorAll<HTMLElement>("span, div"))]) {
        const ownText = Array.from(node.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== "");
        // A screen reader's text (a 1 px box, clipped on purpose) is not shown; content is cut on purpose.
        if (node.clientWidth <= 1 || node.closest("[data-content]")) continue;
        if (ownText && node.scrollWidth > node.clientWidth + 1 && getComputedStyle(node).overflowX !== "visible") {
          found.push(`${el.tagName} "${el.textContent!.trim().slice(0, 40)}" cut (${node.scrollWidth} > ${node.clientWidth})`);
          break;
        }
      }
    }
    return found;
  });
}
