// @mentions in the composer (docs/product/trip-chat.md): typing `@` lists the members, picking
// one writes "@Their Name" and remembers their id; what is sent is the ids whose name is still
// in the text (a mention deleted by hand is no mention).

/** The `@word` being typed just before the caret: where its `@` is and the word so far; null when none. */
export function mentionQuery(text: string, caret: number): { start: number; query: string } | null {
  const match = /(^|\s)@([^\s@]*)$/u.exec(text.slice(0, caret));
  if (!match) return null;
  return { start: caret - match[2]!.length - 1, query: match[2]! };
}

/** The members whose name holds the query (any word's start), in the order given. */
export function matchingPeople<P extends { name: string }>(people: readonly P[], query: string): P[] {
  const q = query.toLocaleLowerCase();
  return people.filter((p) => p.name.toLocaleLowerCase().split(/\s+/u).some((word) => word.startsWith(q)) || p.name.toLocaleLowerCase().startsWith(q));
}

/** The text with the `@query` from `start` to `caret` replaced by "@Name ", and the caret after it. */
export function insertMention(text: string, start: number, caret: number, name: string): { text: string; caret: number } {
  const inserted = `@${name} `;
  return { text: text.slice(0, start) + inserted + text.slice(caret), caret: start + inserted.length };
}

/** The ids of the picked people whose "@Name" is still in the text. */
export function mentionedIds(text: string, picked: ReadonlyMap<string, string>): string[] {
  return [...picked].filter(([, name]) => text.includes(`@${name}`)).map(([id]) => id);
}

/** The text in runs, each "@Name" of a mentioned person its own run (to show it apart). */
export function mentionRuns(text: string, names: readonly string[]): { text: string; mention: boolean }[] {
  const wanted = [...new Set(names.filter(Boolean))].sort((a, b) => b.length - a.length).map((n) => `@${n}`);
  const runs: { text: string; mention: boolean }[] = [];
  let plain = "";
  for (let i = 0; i < text.length; ) {
    const hit = wanted.find((w) => text.startsWith(w, i));
    if (hit) {
      if (plain) runs.push({ text: plain, mention: false });
      plain = "";
      runs.push({ text: hit, mention: true });
      i += hit.length;
    } else {
      plain += text[i];
      i += 1;
    }
  }
  if (plain) runs.push({ text: plain, mention: false });
  return runs;
}
