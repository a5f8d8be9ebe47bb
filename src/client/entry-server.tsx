// Server entry (ADR 014): renders the page for an address to HTML with the
// same tree the browser hydrates (root.tsx, app.tsx). Built by `vite build
// --ssr` into ../ssr beside the client and loaded by src/server/spa.
import type { ReactNode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import type { QueryClient } from "@tanstack/react-query";
import type { BootData, BootQuery } from "@shared/boot";
import { createQueryClient } from "@/lib/query-client";
import { seedQueryCache } from "@/lib/boot-data";
import { renderValuesFrom } from "@/lib/render-context";
import { loadMessages } from "@shared/i18n/catalogue";
import { App } from "./app";
import { AppRoot } from "./root";

export interface RenderOptions {
  signal?: AbortSignal;
  /**
   * The API's JSON answer to `GET path` for this visitor, or undefined to
   * leave that query to the browser. Given, the page is rendered twice: once
   * to learn which queries it asks, then with their answers.
   */
  fetchJson?: (path: string) => Promise<unknown>;
}

export interface RenderedPage {
  /** The markup for inside `<div id="root">`. */
  html: string;
  /** Set when the address is not for this visitor (signed out on an app page, or signed in on /login): send them there. */
  redirect: string | null;
  /** The answers the page was rendered with beyond the boot data; the browser must start from the same. */
  queries: BootQuery[];
  /** The document title the page set (useDocumentTitle), or null when it set none. */
  title: string | null;
}

/** Waits for every lazy page and component of the address, then returns the whole markup. */
export async function renderPage(url: string, boot: BootData, options: RenderOptions = {}): Promise<RenderedPage> {
  const client = createQueryClient();
  seedQueryCache(client, boot);
  const messages = await loadMessages(boot.language);
  let redirect: string | null = null;
  let title: string | null = null;
  const values = { ...renderValuesFrom(boot), onRedirect: (to: string) => (redirect ??= to), onTitle: (t: string) => (title = t) };
  const tree = (
    <AppRoot client={client} values={values} language={boot.language} messages={messages}>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </AppRoot>
  );
  try {
    let html = await renderToString(tree, options.signal);
    const queries = redirect || !options.fetchJson ? [] : await answerAskedQueries(client, options.fetchJson);
    if (queries.length > 0) html = await renderToString(tree, options.signal);
    return { html, redirect, queries, title };
  } finally {
    client.clear();
  }
}

/** Fills the queries the page asked for and did not have, from fetchJson; returns those it filled. */
async function answerAskedQueries(client: QueryClient, fetchJson: (path: string) => Promise<unknown>): Promise<BootQuery[]> {
  const asked = client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === "pending" && q.queryKey.every((segment) => typeof segment === "string"));
  const answered = await Promise.all(
    asked.map(async (q): Promise<BootQuery | null> => {
      const key = q.queryKey as string[];
      const data = await fetchJson(key.join("/"));
      return data === undefined ? null : [key, data];
    }),
  );
  const queries = answered.filter((a): a is BootQuery => a !== null);
  for (const [key, data] of queries) client.setQueryData(key, data);
  return queries;
}

async function renderToString(tree: ReactNode, signal?: AbortSignal): Promise<string> {
  const errors: unknown[] = [];
  // progressiveChunkSize: never move a large Suspense boundary's content to the end of the page behind its
  // fallback (to be swapped in by an inline script): the page is sent whole, so it paints whole.
  const { prelude } = await prerenderToNodeStream(tree, {
    signal,
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => void errors.push(error),
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array | string));
  // A component that threw is left to the browser to render; the server sends the plain page instead of a half one.
  if (errors.length > 0) throw errors[0];
  return Buffer.concat(chunks).toString("utf8");
}
