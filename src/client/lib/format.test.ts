import { beforeAll, describe, expect, it } from "vitest";
import { loadMessages } from "@shared/i18n/catalogue";
import { createTranslate, type Translate } from "./i18n";
import { tripBadgeLabel } from "./format";

let en: Translate;
let de: Translate;
beforeAll(async () => {
  en = createTranslate("en", await loadMessages("en"));
  de = createTranslate("de", await loadMessages("de"));
});

describe("tripBadgeLabel", () => {
  const today = "2026-03-01";
  it("adds the days until start to Upcoming", () => {
    expect(tripBadgeLabel("2026-03-13", "2026-03-20", today, en)).toBe("Upcoming · in 12 days");
    expect(tripBadgeLabel("2026-03-02", null, today, en)).toBe("Upcoming · in 1 day");
  });
  it("leaves the other badges bare", () => {
    expect(tripBadgeLabel("2026-02-20", "2026-03-05", today, en)).toBe("Ongoing");
    expect(tripBadgeLabel("2026-01-01", "2026-01-10", today, en)).toBe("Past");
    expect(tripBadgeLabel(null, null, today, en)).toBe("Planning");
  });
  it("speaks the reader's language, plurals included", () => {
    expect(tripBadgeLabel("2026-03-13", "2026-03-20", today, de)).toBe("Bald · in 12 Tagen");
    expect(tripBadgeLabel("2026-03-02", null, today, de)).toBe("Bald · in 1 Tag");
    expect(tripBadgeLabel(null, null, today, de)).toBe("In Planung");
  });
});
