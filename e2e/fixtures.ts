// Shared pieces for the end-to-end specs: one Chromium per file, pages with a
// chosen viewport and time zone, and seeding through the API (not the UI).
import { afterAll, beforeAll, inject } from "vitest";
import { chromium, type APIRequestContext, type Browser, type BrowserContext, type Page } from "playwright-core";
import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { CHROMIUM_ARGS } from "./global-setup";

export const baseURL = () => inject("baseURL");

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: inject("chromiumPath"), args: CHROMIUM_ARGS });
}

/** A Chromium that draws the street map: WebGL through ANGLE on SwiftShader, without a GPU (the specs that show MapLibre). */
export async function launchWebGlBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: inject("chromiumPath"),
    args: [...CHROMIUM_ARGS.filter((a) => a !== "--disable-gpu"), "--use-gl=angle", "--use-angle=swiftshader", "--enable-unsafe-swiftshader"],
  });
}

/**
 * One Chromium for the calling spec file: launched before its tests, closed
 * after them. Call it at the top of the file; the getter it returns gives the
 * browser inside a test.
 */
export function launchBrowserForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("The browser is launched in beforeAll: ask for it inside a test or hook.");
    return browser;
  };
}

/** Waits for a toast (a status message) holding this text. */
export async function toast(page: Page, text: string) {
  await page.getByRole("status").filter({ hasText: text }).first().waitFor();
}

export async function newContext(
  browser: Browser,
  opts: {
    timezoneId?: string;
    viewport?: { width: number; height: number };
    /** Page errors this test causes on purpose (see failOnPageErrors). */
    expectedErrors?: RegExp;
    /** The browser's language (navigator.languages and Accept-Language); English by default. */
    locale?: string;
    /** Another app server than the shared one (a spec that starts its own, e.g. with an SMTP server). */
    baseURL?: string;
  } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: opts.baseURL ?? baseURL(),
    viewport: opts.viewport ?? DESKTOP,
    timezoneId: opts.timezoneId,
    locale: opts.locale ?? "en-US",
  });
  context.setDefaultTimeout(15_000);
  failOnPageErrors(context, opts.expectedErrors);
  context.on("page", waitForHydrationOnLoad);
  return context;
}

/**
 * Closing the context fails the test when any of its pages threw or logged
 * an error (a hydration mismatch, an uncaught exception) other than the
 * expected ones. Failed requests are left out: several tests make the server
 * refuse something on purpose.
 */
function failOnPageErrors(context: BrowserContext, expected?: RegExp) {
  const errors: string[] = [];
  const record = (text: string) => {
    if (!expected?.test(text)) errors.push(text);
  };
  context.on("weberror", (e) => record(`uncaught on ${e.page()?.url()}: ${e.error().message}`));
  context.on("console", (msg) => {
    if (msg.type() === "error" && !msg.text().startsWith("Failed to load resource")) record(`console on ${msg.page()?.url()}: ${msg.text()}`);
  });
  const close = context.close.bind(context);
  context.close = async (options) => {
    await close(options);
    if (errors.length > 0) throw new Error(`The page reported ${errors.length} error(s):\n${errors.join("\n")}`);
  };
}

/**
 * A page the server rendered does not respond until the browser has
 * hydrated it (ADR 014; `data-ssr` goes then); a person sees it and waits a
 * moment, a test would press a control that does nothing yet. So every full
 * page load in a test (goto, reload, or a navigation awaited with waitForURL)
 * also waits for that.
 */
function waitForHydrationOnLoad(page: Page) {
  const hydrated = () => page.waitForFunction(() => !document.querySelector("#root[data-ssr]"));
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const waitForURL = page.waitForURL.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await hydrated();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await hydrated();
    return response;
  };
  page.waitForURL = async (...args) => {
    await waitForURL(...args);
    await hydrated();
  };
}

export function uniqueEmail(prefix = "traveller"): string {
  return `${prefix}-${randomBytes(5).toString("hex")}@example.com`;
}

/** Registers through the API inside the context, so its cookie jar is signed in. */
export async function signUpViaApi(
  context: BrowserContext,
  user: { email?: string; password?: string; firstName?: string; lastName?: string } = {},
) {
  const body = {
    email: user.email ?? uniqueEmail(),
    password: user.password ?? "correct horse",
    firstName: user.firstName ?? "Ada",
    lastName: user.lastName ?? "Lovelace",
  };
  const res = await context.request.post("/api/auth/register", { data: body });
  if (res.status() !== 201) throw new Error(`register failed: ${res.status()} ${await res.text()}`);
  return body;
}

export async function createTripViaApi(context: BrowserContext, trip: Record<string, unknown>) {
  const res = await context.request.post("/api/trips", { data: trip });
  if (res.status() !== 201) throw new Error(`create trip failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { id: string; name: string };
}

/** POSTs through the API (seeding), failing with the server's answer unless it is a success. */
export async function post(request: APIRequestContext, url: string, data: unknown): Promise<{ id: string }> {
  const res = await request.post(url, { data });
  if (!res.ok()) throw new Error(`POST ${url}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { id: string };
}

/** Waits until nothing on the page says it is still loading. */
export async function settled(page: Page) {
  await page.waitForFunction(
    () =>
      !document.querySelector('[aria-busy="true"], .animate-pulse') &&
      !Array.from(document.querySelectorAll('[role="status"]')).some((el) => el.textContent?.trim() === "Loading"),
  );
}

/** Saves a screenshot under test-results/ (not committed) for a person to look at. */
export async function screenshot(page: Page, name: string) {
  mkdirSync("test-results/screenshots", { recursive: true });
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
}

/**
 * What the device keeps (IndexedDB, the app's offline copy): the paths of the kept answers (GETs the page made),
 * how many writes wait in it, and the files those writes keep (photos added offline), by name and size.
 */
export function keptOnDevice(page: Page): Promise<{ paths: string[]; writes: number; files: { name: string; size: number }[] }> {
  return page.evaluate(async () => {
    const nothing = { paths: [] as string[], writes: 0, files: [] as { name: string; size: number }[] };
    // Never creates the database itself (an empty one would leave the app without its store).
    const db = await new Promise<IDBDatabase | null>((resolve) => {
      const open = indexedDB.open("roamwise-offline");
      open.onupgradeneeded = () => open.transaction!.abort();
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => resolve(null);
    });
    if (!db) return nothing;
    try {
      if (!db.objectStoreNames.contains("keyval")) return nothing;
      const read = (key: string) =>
        new Promise<unknown>((resolve) => {
          const request = db.transaction("keyval").objectStore("keyval").get(key);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => resolve(undefined);
        });
      const userId = (await read("current")) as string | undefined;
      if (!userId) return nothing;
      const snapshot = (await read(`data:${userId}`)) as { state: { queries: { queryKey: string[] }[] } } | undefined;
      const writes = ((await read(`writes:${userId}`)) ?? []) as { state: { variables?: { form?: { files: unknown[] } } } }[];
      // Only real files count: the write must keep the photo itself, not a description of it.
      const files = writes.flatMap((w) => (w.state.variables?.form?.files ?? []).filter((f): f is File => f instanceof File).map((f) => ({ name: f.name, size: f.size })));
      return { paths: snapshot?.state.queries.map((q) => q.queryKey.join("/")) ?? [], writes: writes.length, files };
    } finally {
      db.close();
    }
  });
}
