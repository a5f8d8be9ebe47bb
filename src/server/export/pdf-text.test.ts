// The PDF's font per run of text (pdf-text.ts): every character goes to a font that has
// it, Han in Japanese forms only with kana or in a Japanese PDF, Latin text stays whole.
import { describe, expect, it } from "vitest";
import * as fontkit from "fontkit";
import { faceRuns, fontFile } from "./pdf-text";

const SAMPLES = [
  "京都の秋 · 成都之夏 · رحلة إلى مراكش",
  "清水寺で紅葉を見る。拝観料は四百円です（ラーメン・カレー）",
  "宽窄巷子喝茶，这里很热闹！",
  "احجز الطاولة قبل الساعة 7 مساءً، المطعم في الطابق الثاني؟",
  "Größe Reise: São João · Ελλάδα · Москва – 12,50 €",
];

describe("faceRuns", () => {
  it("gives every character to a font that draws it", () => {
    const fonts = new Map<string, fontkit.Font>();
    for (const text of SAMPLES) {
      for (const run of faceRuns(text, "en")) {
        const font = fonts.get(run.face) ?? fonts.set(run.face, fontkit.openSync(fontFile(run.face, "body"))).get(run.face)!;
        for (const ch of run.text) expect(font.hasGlyphForCodePoint(ch.codePointAt(0)!), `${ch} (U+${ch.codePointAt(0)!.toString(16)}) in ${run.face}`).toBe(true);
      }
    }
  });

  it("keeps Latin text in one font, middle dots included", () => {
    expect(faceRuns("Day 1 · Fri Oct 01, 2027", "en")).toEqual([{ text: "Day 1 · Fri Oct 01, 2027", face: "latin" }]);
  });

  it("draws Han in Japanese forms with kana or in a Japanese PDF, in Chinese forms otherwise", () => {
    expect(faceRuns("成都之夏", "en").map((r) => r.face)).toEqual(["zh"]);
    expect(faceRuns("成都之夏", "ja").map((r) => r.face)).toEqual(["ja"]);
    expect(faceRuns("京都の秋", "en").map((r) => r.face)).toEqual(["ja"]);
    expect(faceRuns("رحلة إلى مراكش", "en")).toEqual([{ text: "رحلة إلى مراكش", face: "arabic" }]);
  });
});
