// The route optimiser and the day arrangement that both sides use.
import { describe, expect, it } from "vitest";
import { greatCircleKm } from "./geo";
import {
  arrangeDay,
  estimateLeg,
  formatCoordinate,
  LATITUDE_RANGE,
  LONGITUDE_RANGE,
  optimiseRoute,
  optimisedOrder,
  parseCoordinate,
  pickedPlaceFormSchema,
  PLACE_NAME_REQUIRED,
  PLACE_POINT_REQUIRED,
  type DayItem,
} from "./days";

const pathKm = (stops: { lat: number; lng: number }[], order: number[]) =>
  order.slice(1).reduce((sum, k, i) => sum + greatCircleKm(stops[order[i]!]!, stops[k]!), 0);

describe("optimiseRoute", () => {
  it("keeps the first stop and finds the shortest path along a line given out of order", () => {
    const line = [0, 4, 1, 3, 2].map((x) => ({ lat: 38.7, lng: -9.2 + x * 0.01 }));
    expect(optimiseRoute(line)).toEqual([0, 2, 4, 3, 1]);
  });

  it("2-opt undoes the crossing nearest neighbour leaves", () => {
    // Nearest neighbour from A goes to B, then C, then must jump back across: 2-opt finds the shorter loop-free path.
    const stops = [
      { lat: 0, lng: 0 },
      { lat: 0, lng: 1 },
      { lat: 0, lng: -1.1 },
      { lat: 0, lng: 2 },
      { lat: 0, lng: -2.2 },
    ];
    const route = optimiseRoute(stops);
    expect(route[0]).toBe(0);
    expect([...route].sort()).toEqual([0, 1, 2, 3, 4]);
    // Brute force over every order with the first fixed.
    const perms = (xs: number[]): number[][] => (xs.length ? xs.flatMap((x) => perms(xs.filter((y) => y !== x)).map((p) => [x, ...p])) : [[]]);
    const best = Math.min(...perms([1, 2, 3, 4]).map((p) => pathKm(stops, [0, ...p])));
    expect(pathKm(stops, route)).toBeCloseTo(best, 6);
  });

  it("leaves two stops or fewer as they are", () => {
    expect(optimiseRoute([{ lat: 1, lng: 1 }, { lat: 0, lng: 0 }])).toEqual([0, 1]);
  });
});

const item = (id: string, over: Partial<DayItem> = {}): DayItem => ({ id, kind: "place", title: id, startTime: null, endTime: null, place: null, position: 0, ...over });

describe("optimisedOrder", () => {
  it("reorders the untimed places after the first stop; events and timed places keep their slots", () => {
    const at = (lng: number) => ({ name: "x", lat: 0, lng });
    const items = [item("start", { place: at(0) }), item("far", { place: at(3) }), item("ev", { kind: "event" }), item("near", { place: at(1) }), item("mid", { place: at(2) })];
    expect(optimisedOrder(items)).toEqual(["start", "near", "ev", "mid", "far"]);
    expect(optimisedOrder([items[0]!, items[3]!, items[4]!, items[1]!])).toBeNull();
  });
});

describe("arrangeDay", () => {
  const raw = (key: string, over: { kind?: DayItem["kind"]; startTime?: string | null; rank?: number | null; stay?: "check-in" | "check-out" }) => ({
    key,
    kind: over.kind ?? "place",
    startTime: over.startTime ?? null,
    rank: over.rank === undefined ? 0 : over.rank,
    stay: over.stay,
  });
  it("timed in time order, untimed where they were put, check-outs first and check-ins last", () => {
    const out = arrangeDay([
      raw("in", { kind: "stay", stay: "check-in", rank: null }),
      raw("b", { rank: 1 }),
      raw("t11", { rank: 0, startTime: "11:00" }),
      raw("resv9", { kind: "reservation", rank: null, startTime: "09:00" }),
      raw("a", { rank: 2 }),
      raw("t8", { rank: 3, startTime: "08:00" }),
      raw("out", { kind: "stay", stay: "check-out", rank: null }),
      raw("late", { kind: "reservation", rank: null, startTime: "23:00" }),
    ]);
    expect(out.map((i) => i.key)).toEqual(["out", "t8", "resv9", "b", "a", "t11", "late", "in"]);
  });
});

describe("estimateLeg", () => {
  it("walks under 2 km at 4.5 km/h and drives beyond at 50 km/h", () => {
    expect(estimateLeg({ lat: 0, lng: 0 }, { lat: 0, lng: 0.009 })).toEqual({ km: 1, minutes: 13, mode: "walking" });
    expect(estimateLeg({ lat: 0, lng: 0 }, { lat: 0, lng: 0.9 })).toMatchObject({ km: 100.1, minutes: 120, mode: "driving" });
    // A chosen mode keeps the distance and takes its own speed: 15 km/h by bike, 25 km/h by public transport.
    expect(estimateLeg({ lat: 0, lng: 0 }, { lat: 0, lng: 0.009 }, "cycling")).toEqual({ km: 1, minutes: 4, mode: "cycling" });
    expect(estimateLeg({ lat: 0, lng: 0 }, { lat: 0, lng: 0.9 }, "transit")).toMatchObject({ km: 100.1, minutes: 240, mode: "transit" });
  });
});

describe("the pick-on-the-map form", () => {
  const base = { name: "Caffè Gilli", address: "", lat: "43.77137", lng: "11.25436" };
  const issues = (values: object) => {
    const r = pickedPlaceFormSchema.safeParse({ ...base, ...values });
    return r.success ? [] : r.error.issues.map((i) => [i.path.join("."), i.message]);
  };

  it("gives the place body: numbers from dot or comma decimals, an empty address as none", () => {
    expect(pickedPlaceFormSchema.parse(base)).toEqual({ name: "Caffè Gilli", address: null, lat: 43.77137, lng: 11.25436 });
    expect(pickedPlaceFormSchema.parse({ ...base, lat: " 43,7714 ", lng: "-9.1", address: " Via Roma 1r " })).toEqual({
      name: "Caffè Gilli",
      address: "Via Roma 1r",
      lat: 43.7714,
      lng: -9.1,
    });
  });

  it.each([
    [{ lat: "", lng: "" }, [["lat", PLACE_POINT_REQUIRED]]],
    [{ lat: "91" }, [["lat", LATITUDE_RANGE]]],
    [{ lat: "north" }, [["lat", LATITUDE_RANGE]]],
    [{ lat: "43.1.2" }, [["lat", LATITUDE_RANGE]]],
    [{ lat: "" }, [["lat", LATITUDE_RANGE]]],
    [{ lng: "-180.5" }, [["lng", LONGITUDE_RANGE]]],
    [{ lng: "" }, [["lng", LONGITUDE_RANGE]]],
    [{ name: "  " }, [["name", PLACE_NAME_REQUIRED]]],
  ])("refuses %j, naming the field", (values, expected) => {
    expect(issues(values)).toEqual(expected);
  });

  it("reads and writes coordinates as typed", () => {
    expect(parseCoordinate("+12.5")).toBe(12.5);
    expect(parseCoordinate(".5")).toBe(0.5);
    expect(parseCoordinate("1e3")).toBeNull();
    expect(parseCoordinate("")).toBeNull();
    expect(formatCoordinate(43.771374999)).toBe("43.77137");
    expect(formatCoordinate(-9)).toBe("-9.00000");
  });
});
