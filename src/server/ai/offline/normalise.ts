// Step 1 of the offline assistant's pipeline: the question as plain words.
// Letter case, accents and punctuation go; English contractions are spelled
// out ("what's" → "what is", "don't" → "do not"); a possessive "'s" is dropped
// ("Vera's" → "vera"). Each word keeps the text it came from, so an answer
// can quote a word the member typed ("Naples") as they typed it.

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

const CONTRACTIONS: Array<[RegExp, string]> = [
  [/^(can)'?t$/, "can not"],
  [/^won'?t$/, "will not"],
  [/^(\w+)n't$/, "$1 not"],
  [/^(\w+)'re$/, "$1 are"],
  [/^(\w+)'ll$/, "$1 will"],
  [/^(\w+)'ve$/, "$1 have"],
  [/^(\w+)'d$/, "$1 would"],
  [/^i'm$/, "i am"],
  [/^(what|where|when|who|how|that|there|here|it|whats|what)'s$/, "$1 is"],
  [/^let's$/, "let us"],
  // A possessive: "Vera's role" is about Vera.
  [/^(\w+)'s?$/, "$1"],
];

/** Chat shorthand and common misspellings of the words questions are built from. */
const SHORTHAND: Record<string, string> = {
  whats: "what is",
  wheres: "where is",
  whens: "when is",
  whos: "who is",
  hows: "how is",
  r: "are",
  u: "you",
  ur: "your",
  pls: "please",
  plz: "please",
  thx: "thanks",
  tmrw: "tomorrow",
  tmr: "tomorrow",
  tomorow: "tomorrow",
  tommorow: "tomorrow",
  tommorrow: "tomorrow",
  tonite: "tonight",
  wanna: "want to",
  gonna: "going to",
  resevation: "reservation",
  reservaton: "reservation",
  reservatons: "reservations",
  resrvation: "reservation",
  resturant: "restaurant",
  restaraunt: "restaurant",
  restuarant: "restaurant",
  resturants: "restaurants",
  restaraunts: "restaurants",
  confirmaton: "confirmation",
  adress: "address",
  adresses: "addresses",
  buget: "budget",
  budjet: "budget",
  itinery: "itinerary",
  itenerary: "itinerary",
  itinerery: "itinerary",
  accomodation: "accommodation",
  accomodations: "accommodations",
  expences: "expenses",
  expence: "expense",
  "check-in": "check in",
  checkin: "check in",
  "check-out": "check out",
  checkout: "check out",
};

function expand(word: string): string[] {
  const short = SHORTHAND[word];
  if (short) return short.split(" ");
  for (const [re, replacement] of CONTRACTIONS) {
    if (re.test(word)) {
      const out = word.replace(re, replacement);
      return out.split(" ").flatMap((w) => SHORTHAND[w]?.split(" ") ?? [w]);
    }
  }
  return [word];
}

/** The question, normalised (step 1). */
export function normalise(question: string): Normalised {
  const out: Word[] = [];
  // Words keep inner apostrophes and hyphens (contractions, "check-in", "ART-123"); everything else separates them.
  const raws = question.match(/[\p{L}\p{N}]+(?:['’‘ʼ-][\p{L}\p{N}]+)*['’]?/gu) ?? [];
  for (const raw of raws) {
    const folded = fold(raw).replace(/'$/, "");
    const expanded = /'/.test(folded) || SHORTHAND[folded] ? expand(folded) : [folded];
    for (const piece of expanded) {
      // A hyphenated word is its parts ("ART-123" → "art", "123"), except the ones spelled out above.
      for (const part of piece.split(/[-']/)) if (part) out.push({ text: part, raw });
    }
  }
  return { raw: question, words: out, text: ` ${out.map((w) => w.text).join(" ")} ` };
}

/** The same question with some of its words left out (the ones already read as dates, say). */
export function without(n: Normalised, drop: ReadonlySet<number>): Normalised {
  const kept = n.words.filter((_, i) => !drop.has(i));
  return { raw: n.raw, words: kept, text: ` ${kept.map((w) => w.text).join(" ")} ` };
}
