// The structured data in an HTML page as plain objects: every JSON-LD block
// (read leniently) and every Microdata item, wherever it sits — in <head>,
// nested deep in layout tables, in broken XHTML. Microdata items come out in
// JSON-LD's shape ({"@type", property: value}) so one mapper reads both.
import { parseDocument } from "htmlparser2";
import { findAll, getAttributeValue, hasAttrib, textContent } from "domutils";
import type { AnyNode, Element } from "domhandler";
import { lenientJson } from "./common";

export interface HtmlData {
  jsonLd: unknown[];
  microdata: Array<Record<string, unknown>>;
  /** The page's visible text, for a model when no structured data was found. */
  text: string;
}

export function readHtmlData(html: string): HtmlData {
  const doc = parseDocument(html, { lowerCaseAttributeNames: true, decodeEntities: true });
  const elements = findAll(() => true, doc.children);

  const jsonLd: unknown[] = [];
  for (const el of elements) {
    if (el.name !== "script") continue;
    const type = (getAttributeValue(el, "type") ?? "").trim().toLowerCase();
    if (!type.startsWith("application/ld+json")) continue;
    jsonLd.push(...lenientJson(textContent(el)));
  }

  const byId = new Map<string, Element>();
  for (const el of elements) {
    const id = getAttributeValue(el, "id");
    if (id && !byId.has(id)) byId.set(id, el);
  }
  // Every item not itself a property of another: top-level items, wherever they sit.
  const microdata = elements.filter((el) => isItem(el) && !hasAttrib(el, "itemprop")).map((el) => readItem(el, byId, new Set()));

  return { jsonLd, microdata, text: visibleText(doc.children) };
}

/** An item: itemscope, or (sloppily) an itemtype without it. */
const isItem = (el: Element) => hasAttrib(el, "itemscope") || hasAttrib(el, "itemtype");

function readItem(el: Element, byId: Map<string, Element>, path: Set<Element>): Record<string, unknown> {
  const item: Record<string, unknown> = {};
  const types = (getAttributeValue(el, "itemtype") ?? "").trim().split(/\s+/).filter(Boolean);
  if (types.length) item["@type"] = types.length === 1 ? types[0] : types;
  // An itemref loop would otherwise never end.
  const inPath = new Set(path).add(el);
  const roots: AnyNode[] = [...el.children];
  for (const ref of (getAttributeValue(el, "itemref") ?? "").split(/\s+/).filter(Boolean)) {
    const target = byId.get(ref);
    if (target && !inPath.has(target)) roots.push(target);
  }
  const visit = (nodes: AnyNode[]) => {
    for (const node of nodes) {
      if (node.type !== "tag" && node.type !== "script" && node.type !== "style") continue;
      const child = node as Element;
      const names = (getAttributeValue(child, "itemprop") ?? "").trim().split(/\s+/).filter(Boolean);
      const nested = isItem(child);
      if (names.length) {
        const value = nested ? (inPath.has(child) ? null : readItem(child, byId, inPath)) : propertyValue(child);
        if (value !== null) for (const name of names) add(item, propertyName(name), value);
      }
      // A nested item's own properties are its own.
      if (!nested) visit(child.children);
    }
  };
  visit(roots);
  return item;
}

/** "http://schema.org/reservationNumber" → "reservationNumber". */
const propertyName = (name: string) => name.replace(/^https?:\/\/schema\.org\//i, "");

function add(item: Record<string, unknown>, name: string, value: unknown) {
  const existing = item[name];
  if (existing === undefined) item[name] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else item[name] = [existing, value];
}

function propertyValue(el: Element): string | null {
  const attr = (name: string) => {
    const v = getAttributeValue(el, name);
    return v === undefined ? null : v.trim();
  };
  switch (el.name) {
    case "meta":
      return attr("content");
    case "a":
    case "area":
    case "link":
      return attr("href") ?? attr("content");
    case "img":
    case "audio":
    case "embed":
    case "iframe":
    case "source":
    case "track":
    case "video":
      return attr("src");
    case "object":
      return attr("data");
    case "data":
    case "meter":
      return attr("value");
    case "time":
      return attr("datetime") ?? text(el);
    default:
      // Some senders put `content` on a span or div, as on a meta.
      return attr("content") ?? text(el);
  }
}

const text = (el: AnyNode) => textContent(el).replace(/\s+/g, " ").trim();

const INVISIBLE = new Set(["script", "style", "head", "title", "template", "noscript"]);
const BLOCK = /^(p|div|br|tr|li|h[1-6]|table|section|article|header|footer|td|th)$/;

function visibleText(nodes: AnyNode[]): string {
  let out = "";
  const walk = (list: AnyNode[]) => {
    for (const node of list) {
      if (node.type === "text") out += (node as unknown as { data: string }).data;
      else if (node.type === "tag") {
        const el = node as Element;
        if (INVISIBLE.has(el.name)) continue;
        walk(el.children);
        if (BLOCK.test(el.name)) out += "\n";
        else if (el.name === "td" || el.name === "th") out += " ";
      }
    }
  };
  walk(nodes);
  return out
    .split("\n")
    .map((l) => l.replace(/[ \t\u00a0]+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}
