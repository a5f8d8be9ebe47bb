// Text in the trip PDF in any script (docs/product/languages.md, ADR 063). PDFKit draws a
// run of text in one font and wraps lines left to right, so this module does the
// three things it does not: it picks a font per run by script (DejaVu Sans for Latin,
// Greek and Cyrillic; Noto Sans JP or SC for Han and kana; Noto Sans Arabic), it
// breaks lines where Unicode allows (linebreak, UAX #14: also between ideographs), and
// it orders each line with the Unicode bidirectional algorithm (bidi-js) so that
// Arabic reads right to left with Latin words and numbers inside it left to right.
// fontkit shapes each Arabic run (joining forms) and lays it out right to left itself.
import { createRequire } from "node:module";
import bidiFactory from "bidi-js";
import * as fontkit from "fontkit";
import LineBreaker from "linebreak";

export type Weight = "body" | "bold";
type Face = "latin" | "ja" | "zh" | "arabic";

const resolve = createRequire(import.meta.url).resolve;
const FONT_FILES: Record<Face, Record<Weight, string>> = {
  latin: { body: "dejavu-fonts-ttf/ttf/DejaVuSans.ttf", bold: "dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf" },
  ja: { body: "@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf", bold: "@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf" },
  zh: { body: "@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf", bold: "@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf" },
  arabic: { body: "@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf", bold: "@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf" },
};
/** The path of a face's font file, for the tests that check its coverage too. */
export const fontFile = (face: Face, weight: Weight) => resolve(FONT_FILES[face][weight]);
const fontName = (face: Face, weight: Weight) => `${face}-${weight}`;

const ARABIC = /[\p{Script_Extensions=Arabic}]/u;
// Script, not Script_Extensions, for Han: the middle dot "·" lists Han among its scripts.
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\u30fb\u30fc\uff00-\uffef]/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;

const bidi = bidiFactory();
// DejaVu's metrics set the line height and baseline for every face, so a line keeps
// its height whatever scripts it mixes; its coverage decides when a symbol falls back.
let latinFont: fontkit.Font | undefined;
const latin = () => (latinFont ??= fontkit.openSync(fontFile("latin", "body")));

interface Run {
  text: string;
  face: Face;
  level: number;
}

/**
 * The runs of `text` by font: Arabic and Han/kana by script (Japanese glyph forms when
 * the text has kana or the PDF is in Japanese, Chinese otherwise), the rest DejaVu, or
 * the CJK face for a symbol DejaVu lacks. Spaces stay with the run they follow, so an
 * Arabic phrase is shaped as one.
 */
export function faceRuns(text: string, language: string): { text: string; face: Face }[] {
  const cjk: Face = language === "ja" || KANA.test(text) ? "ja" : "zh";
  const runs: { text: string; face: Face }[] = [];
  for (const ch of text) {
    const prev = runs.at(-1);
    const cp = ch.codePointAt(0)!;
    const face: Face = ARABIC.test(ch) ? "arabic" : CJK.test(ch) ? cjk : /\s/.test(ch) && prev ? prev.face : latin().hasGlyphForCodePoint(cp) ? "latin" : cjk;
    if (prev?.face === face) prev.text += ch;
    else runs.push({ text: ch, face });
  }
  return runs;
}

/** Reverses runs from the highest level down to the lowest odd one (rule L2 of the bidi algorithm). */
function visualOrder(runs: Run[]): Run[] {
  const out = [...runs];
  const max = Math.max(0, ...runs.map((r) => r.level));
  const minOdd = Math.min(...runs.map((r) => r.level).filter((l) => l % 2 === 1), max + 1);
  for (let level = max; level >= minOdd; level--) {
    for (let i = 0; i < out.length; ) {
      if (out[i]!.level < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < out.length && out[j]!.level >= level) j++;
      out.splice(i, j - i, ...out.slice(i, j).reverse());
      i = j;
    }
  }
  return out;
}

export interface TextOptions {
  weight: Weight;
  size: number;
  color: string;
  /** "start" (the default) is the PDF's reading side, "end" the other. */
  align?: "start" | "end";
  /** Lines past this are dropped, the last kept one ending in "…". */
  maxLines?: number;
}

/**
 * Writes text into `pdf` for a PDF in `language`: registers the fonts and returns
 * `text` (draws a paragraph in a box given in left-to-right coordinates, mirrored when
 * the PDF is right to left, and moves `pdf.y` below it) and `heightOf`.
 */
export function textWriter(pdf: PDFKit.PDFDocument, language: string, rtl: boolean) {
  for (const face of Object.keys(FONT_FILES) as Face[]) for (const w of ["body", "bold"] as const) pdf.registerFont(fontName(face, w), fontFile(face, w));
  const metrics = latin();
  const lineHeight = (size: number) => ((metrics.ascent - metrics.descent + metrics.lineGap) / metrics.unitsPerEm) * size;

  const widthOf = (runs: { text: string; face: Face }[], o: TextOptions) =>
    runs.reduce((sum, r) => sum + pdf.font(fontName(r.face, o.weight)).fontSize(o.size).widthOfString(r.text), 0);

  /** The paragraph's lines, broken where Unicode allows and the width runs out. */
  const lines = (text: string, width: number, o: TextOptions): string[] => {
    const out: string[] = [];
    for (const paragraph of text.split("\n")) {
      const pieces: string[] = [];
      const breaker = new LineBreaker(paragraph);
      let last = 0;
      for (let b = breaker.nextBreak(); b; b = breaker.nextBreak()) {
        pieces.push(paragraph.slice(last, b.position));
        last = b.position;
      }
      let line = "";
      const fits = (s: string) => widthOf(faceRuns(s.trimEnd(), language), o) <= width;
      for (const piece of pieces.length ? pieces : [""]) {
        if (fits(line + piece)) {
          line += piece;
          continue;
        }
        if (line) out.push(line.trimEnd());
        line = "";
        // A word wider than the line is cut where it must.
        for (const ch of piece) {
          if (line && !fits(line + ch)) {
            out.push(line);
            line = "";
          }
          line += ch;
        }
      }
      out.push(line.trimEnd());
    }
    return out;
  };

  const fitted = (text: string, width: number, o: TextOptions) => {
    const all = lines(text, width, o);
    return o.maxLines && all.length > o.maxLines ? [...all.slice(0, o.maxLines - 1), `${all[o.maxLines - 1]}…`] : all;
  };

  const heightOf = (text: string, width: number, o: TextOptions) => fitted(text, width, o).length * lineHeight(o.size);

  const text = (value: string, x: number, y: number, width: number, o: TextOptions) => {
    // The paragraph's direction: the PDF's for an Arabic PDF, else its first strong letter's.
    const base = rtl ? "rtl" : (bidi.getEmbeddingLevels(value).paragraphs[0]?.level ?? 0) % 2 === 1 ? "rtl" : "ltr";
    const left = rtl ? pdf.page.width - x - width : x;
    // A right-to-left paragraph starts from the right of its box, as a browser's dir="auto" does.
    const alignRight = (o.align === "end") !== (base === "rtl");
    const baseline = (metrics.ascent / metrics.unitsPerEm) * o.size;
    let top = y;
    for (const line of fitted(value, width, o)) {
      const { levels } = bidi.getEmbeddingLevels(line, base);
      const runs: Run[] = [];
      let i = 0;
      for (const r of faceRuns(line, language)) {
        // Split each font run where the bidi level changes (Latin inside Arabic).
        for (const ch of r.text) {
          const level = levels[i] ?? 0;
          const prev = runs.at(-1);
          if (prev?.face === r.face && prev.level === level) prev.text += ch;
          else runs.push({ text: ch, face: r.face, level });
          i += ch.length;
        }
      }
      // Right-to-left runs go word by word from the right: fontkit shapes and lays out
      // each Arabic word; other right-to-left text (neutrals between Arabic words) is
      // reversed here, brackets mirrored.
      const ordered = visualOrder(runs).flatMap((r) =>
        r.level % 2 === 0
          ? [r]
          : r.text
              .split(/(\s+)/)
              .filter(Boolean)
              .reverse()
              .map((word) => ({ ...r, text: r.face === "arabic" ? word : [...word].reverse().map((c) => bidi.getMirroredCharacter(c) ?? c).join("") })),
      );
      const lineWidth = widthOf(ordered, o);
      let cursor = alignRight ? left + width - lineWidth : left;
      for (const r of ordered) {
        pdf.font(fontName(r.face, o.weight)).fontSize(o.size).fillColor(o.color);
        pdf.text(r.text, cursor, top + baseline, { lineBreak: false, baseline: "alphabetic" });
        cursor += pdf.widthOfString(r.text);
      }
      top += lineHeight(o.size);
    }
    pdf.font(fontName("latin", o.weight)).fontSize(o.size);
    pdf.x = x;
    pdf.y = top;
  };

  return { text, heightOf, latinFont: (weight: Weight) => fontName("latin", weight) };
}
