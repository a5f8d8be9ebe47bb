import { describe, expect, it } from "vitest";
import { generatedTextIn } from "./generated-texts";

describe("generatedTextIn", () => {
  it("words a stay's generated title and note in the reader's language, from any language", () => {
    expect(generatedTextIn("Stay in Lisbon", "de")).toBe("Aufenthalt in Lisbon");
    expect(generatedTextIn("Visiting Lisbon, Portugal", "de")).toBe("Besuch in Lisbon, Portugal");
    expect(generatedTextIn("Séjour à Vila Nova de Gaia", "en")).toBe("Stay in Vila Nova de Gaia");
    expect(generatedTextIn("Besuch in Porto, Portugal", "pt")).toBe("Visita a Porto, Portugal");
  });
  it("leaves what a member typed as typed", () => {
    expect(generatedTextIn("Our flat in Alfama", "de")).toBe("Our flat in Alfama");
    expect(generatedTextIn("Bring the (spare) key?", "fr")).toBe("Bring the (spare) key?");
  });
});
