// Step 1 of the offline assistant's pipeline: the question as plain words, for
// reading in one language (its lexicon, ADR 039). Letter case, accents and
// punctuation go; contractions and elisions are spelled out ("what's" → "what
// is", "l'hôtel" → "l hotel"); an English possessive "'s" is dropped ("Vera's"
// → "vera"); German compounds are split into known words; a day-first numeric
// date stays one word ("15.06." → "15/06"). Each word keeps the text it came
// from, so an answer can quote a word the member typed ("Naples") as typed.

import { ENGLISH, isKnownWord, type Lexicon } from "./lexicon";

/** A name or a question, folded for comparison: lower case, no accents, ß → ss, æ → ae, œ → oe, ø → o, ł → l. */
export function fold(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/æ/g, "ae")
    .replace(/œ/g, "oe")
    .replace(/ø/g, "o")
    .replace(/ł/g, "l")
    .replace(/đ/g, "d")
    .replace(/[‘’‛ʼ`´]/g, "'");
}

/** Only the letters and digits of a folded text ("ART-123" → "art123"): how confirmation numbers are compared. */
export const compact = (text: string) => fold(text).replace(/[^\p{L}\p{N}]/gu, "");

/** Words of a folded name, apostrophes splitting them ("dell'accademia" → "dell", "accademia"). */
export function words(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

export interface Word {
  /** The normalised word. */
  text: string;
  /** The word as typed, for quoting it back. */
  raw: string;
}

export interface Normalised {
  /** The question as typed. */
  raw: string;
  words: Word[];
  /** The words joined by single spaces, with a space at both ends, for phrase patterns (" next friday "). */
  text: string;
}

function expand(word: string, lex: Lexicon): string[] {
  const short = lex.shorthand[word];
  if (short) return short.split(" ");
  for (const [re, replacement] of lex.contractions) {
    if (re.test(word)) {
      const out = word.replace(re, replacement);
      return out.split(" ").flatMap((w) => lex.shorthand[w]?.split(" ") ?? [w]);
    }
  }
  return [word];
}

/** A day-first numeric date as one word, "15/06" or "15/06/2026" ("15.06.", "15/6/26"), when the language reads them. */
const NUMERIC_DATE = /^(\d{1,2})[./](\d{1,2})(?:[./](\d{4}|\d{2}))?\.?$/;

function numericDate(raw: string): string | null {
  const m = NUMERIC_DATE.exec(raw);
  if (!m) return null;
  const [day, month] = [Number(m[1]), Number(m[2])];
  if (day < 1 || day > 31 || month < 1 || month > 12) return null;
  return [m[1], m[2], m[3]].filter(Boolean).join("/");
}

/**
 * German, read the way it is typed: "ue" for "ü" ("uebermorgen"), and a
 * compound the vocabulary does not know as its known parts
 * ("Hotelreservierung" → "hotel reservierung", "Bestätigungsnummer" →
 * "bestatigung nummer"), the joining "s" or "n" dropped.
 */
function germanWord(word: string, lex: Lexicon): string[] {
  if (isKnownWord(word, lex) || word.length < 4) return [word];
  if (lex.umlautDigraphs && /[aou]e/.test(word)) {
    const plain = word.replace(/([aou])e/g, "$1");
    if (isKnownWord(plain, lex)) return [plain];
  }
  if (lex.splitsCompounds && word.length >= 7) {
    for (let cut = word.length - 4; cut >= 3; cut--) {
      const [head, tail] = [word.slice(0, cut), word.slice(cut)];
      if (!isKnownWord(tail, lex)) continue;
      for (const h of [head, head.replace(/s$/, ""), head.replace(/n$/, ""), head.replace(/en$/, "")]) {
        if (h.length >= 3 && isKnownWord(h, lex)) return [h, tail];
      }
    }
  }
  return [word];
}

/** The question, normalised (step 1) for reading in `lex`'s language. */
export function normalise(question: string, lex: Lexicon = ENGLISH): Normalised {
  const out: Word[] = [];
  // Words keep inner apostrophes and hyphens (contractions, "check-in", "ART-123"), and a day-first
  // numeric date keeps its dots and slashes ("15.06."); everything else separates them.
  const raws = question.match(/(?<!\p{N})\d{1,2}[./]\d{1,2}(?:[./]\d{2,4})?\.?(?!\d)|[\p{L}\p{N}]+(?:['’‘ʼ-][\p{L}\p{N}]+)*['’]?/gu) ?? [];
  for (const raw of raws) {
    if (/^\d/.test(raw) && /[./]/.test(raw)) {
      const date = lex.dates.dayFirst ? numericDate(raw) : null;
      if (date) out.push({ text: date, raw });
      else for (const part of raw.split(/[./]/)) if (part) out.push({ text: part, raw });
      continue;
    }
    const folded = fold(raw).replace(/'$/, "");
    const expanded = /'/.test(folded) || lex.shorthand[folded] ? expand(folded, lex) : [folded];
    for (const piece of expanded) {
      // A hyphenated word is its parts ("ART-123" → "art", "123"), except the ones spelled out above.
      for (const part of piece.split(/[-']/)) {
        if (!part) continue;
        const parts = lex.splitsCompounds || lex.umlautDigraphs ? germanWord(part, lex) : [part];
        for (const p of parts) out.push({ text: p, raw });
      }
    }
  }
  return rewritePhrases({ raw: question, words: out, text: ` ${out.map((w) => w.text).join(" ")} ` }, lex);
}

/** Several words read as one (" que viene " → " proximo "): the first word's raw text stands for them. */
function rewritePhrases(n: Normalised, lex: Lexicon): Normalised {
  if (!lex.phrases.length) return n;
  let words = n.words;
  for (const [re, replacement] of lex.phrases) {
    const target = ` ${words.map((w) => w.text).join(" ")} `;
    if (!re.test(target)) continue;
    const out: Word[] = [];
    for (let i = 0; i < words.length; ) {
      const rest = ` ${words.slice(i).map((w) => w.text).join(" ")} `;
      const m = new RegExp(`^${re.source}`).exec(rest);
      if (m) {
        const length = m[0].trim().split(" ").length;
        out.push({ text: replacement.trim(), raw: words.slice(i, i + length).map((w) => w.raw).join(" ") });
        i += length;
      } else {
        out.push(words[i]!);
        i += 1;
      }
    }
    words = out;
  }
  return { raw: n.raw, words, text: ` ${words.map((w) => w.text).join(" ")} ` };
}

/** The same question with some of its words left out (the ones already read as dates, say). */
export function without(n: Normalised, drop: ReadonlySet<number>): Normalised {
  const kept = n.words.filter((_, i) => !drop.has(i));
  return { raw: n.raw, words: kept, text: ` ${kept.map((w) => w.text).join(" ")} ` };
}
