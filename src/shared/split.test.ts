import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { convertMinor, divide, fromMinor, minorUnits, percentWeight, settle, toMinor } from "./split";

describe("amounts in a currency's minor units", () => {
  it("knows each currency's minor units", () => {
    expect([minorUnits("EUR"), minorUnits("JPY"), minorUnits("BHD")]).toEqual([2, 0, 3]);
  });

  it("reads and writes decimals exactly, refusing more decimals than the currency has", () => {
    expect(toMinor("12.5", "EUR")).toBe(1250n);
    expect(toMinor("1200", "JPY")).toBe(1200n);
    expect(toMinor("1.234", "BHD")).toBe(1234n);
    expect(toMinor("12.5", "JPY")).toBeNull();
    expect(toMinor("0.001", "EUR")).toBeNull();
    expect(toMinor("1e3", "EUR")).toBeNull();
    expect(fromMinor(1250n, "EUR")).toBe("12.50");
    expect(fromMinor(5n, "EUR")).toBe("0.05");
    expect(fromMinor(-3333n, "EUR")).toBe("-33.33");
    expect(fromMinor(1200n, "JPY")).toBe("1200");
    expect(fromMinor(1234n, "BHD")).toBe("1.234");
  });

  it("round-trips every amount", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 14n), max: 10n ** 14n }), fc.constantFrom("EUR", "JPY", "BHD"), (minor, currency) => {
        expect(toMinor(fromMinor(minor, currency), currency)).toBe(minor);
      }),
    );
  });

  it("converts at a rate, rounding half up to the target's minor units", () => {
    // ¥1,000 at 0.0061 EUR per yen = €6.10.
    expect(convertMinor(1000n, 0, "0.0061", 2)).toBe(610n);
    // €10.00 at 1.0825 = $10.825 → $10.83 (half up).
    expect(convertMinor(1000n, 2, "1.0825", 2)).toBe(1083n);
    expect(convertMinor(1000n, 2, "1.0824", 2)).toBe(1082n);
    // €12.34 at 162.5 = ¥2005.25 → ¥2005 with the yen's places, ¥2005.25 with a trip's two.
    expect(convertMinor(1234n, 2, "162.5", 0)).toBe(2005n);
    expect(convertMinor(1234n, 2, "162.5", 2)).toBe(200525n);
    // The same currency at 1 is the same amount.
    expect(convertMinor(1234n, 2, "1", 2)).toBe(1234n);
    // BHD 1.235 at 2.4 EUR = €2.964 → €2.96.
    expect(convertMinor(1235n, 3, "2.4", 2)).toBe(296n);
  });
});

describe("a split", () => {
  it("gives docs/product/budget-and-expenses.md's example: 100.00 among three is 33.34, 33.33, 33.33", () => {
    expect(divide(10000n, [1n, 1n, 1n])).toEqual([3334n, 3333n, 3333n]);
  });

  it("gives the remainder one unit at a time in the order listed, never to a member of weight 0", () => {
    expect(divide(1000n, [1n, 1n, 1n])).toEqual([334n, 333n, 333n]);
    expect(divide(200n, [1n, 1n, 1n])).toEqual([67n, 67n, 66n]);
    expect(divide(100n, [0n, 1n, 1n, 1n])).toEqual([0n, 34n, 33n, 33n]);
    expect(divide(10n, [2n, 1n])).toEqual([7n, 3n]);
    expect(divide(10000n, [percentWeight(33.33), percentWeight(33.33), percentWeight(33.34)])).toEqual([3333n, 3333n, 3334n]);
  });

  it("gives no remainder unit to a member whose share divided exactly: that would put them a whole unit off it", () => {
    // 6 by 2:1:1 is exactly 3, 1.5 and 1.5: the unit left goes to the first member listed whose share had a remainder.
    expect(divide(6n, [2n, 1n, 1n])).toEqual([3n, 2n, 1n]);
    // €139.02 by shares 2:1:1 is 69.51, 34.755, 34.755 (found by the property below, which failed now and then).
    expect(divide(13902n, [2n, 1n, 1n])).toEqual([6951n, 3476n, 3475n]);
  });

  it("always adds up to the amount exactly, and no part differs from its exact share by a unit or more", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.array(fc.bigInt({ min: 0n, max: 10_000n }), { minLength: 1, maxLength: 12 }).filter((ws) => ws.some((w) => w > 0n)),
        (total, weights) => {
          const parts = divide(total, weights);
          expect(parts.reduce((a, p) => a + p, 0n)).toBe(total);
          const sum = weights.reduce((a, w) => a + w, 0n);
          parts.forEach((p, i) => {
            // |p − total·w/sum| < 1, in integers: |p·sum − total·w| < sum.
            const diff = p * sum - total * weights[i]!;
            expect(diff < sum && -diff < sum).toBe(true);
            if (weights[i] === 0n) expect(p).toBe(0n);
          });
        },
      ),
    );
  });
});

describe("settling up", () => {
  /** Random expenses among n members: who paid, how much, split among whom. */
  const group = fc.integer({ min: 2, max: 9 }).chain((n) =>
    fc.tuple(
      fc.constant(n),
      fc.array(
        fc.record({
          payer: fc.integer({ min: 0, max: n - 1 }),
          amount: fc.bigInt({ min: 1n, max: 10n ** 9n }),
          weights: fc.array(fc.bigInt({ min: 0n, max: 5n }), { minLength: n, maxLength: n }).filter((ws) => ws.some((w) => w > 0n)),
        }),
        { maxLength: 30 },
      ),
    ),
  );

  it("balances of any expenses sum to exactly zero, and the transfers (at most members − 1) bring each to zero", () => {
    fc.assert(
      fc.property(group, ([n, expenses]) => {
        const net = Array.from({ length: n }, () => 0n);
        for (const e of expenses) {
          net[e.payer]! += e.amount;
          divide(e.amount, e.weights).forEach((share, i) => (net[i]! -= share));
        }
        expect(net.reduce((a, b) => a + b, 0n)).toBe(0n);
        const nets = net.map((v, i) => ({ userId: `u${i}`, net: v }));
        const transfers = settle(nets);
        expect(transfers.length).toBeLessThanOrEqual(n - 1);
        const after = new Map(nets.map((m) => [m.userId, m.net]));
        for (const t of transfers) {
          expect(t.amount).toBeGreaterThan(0n);
          after.set(t.from, after.get(t.from)! + t.amount);
          after.set(t.to, after.get(t.to)! - t.amount);
        }
        expect([...after.values()].every((v) => v === 0n)).toBe(true);
      }),
    );
  });

  it("pays an exact match directly instead of through a third member", () => {
    const transfers = settle([
      { userId: "a", net: 5000n },
      { userId: "b", net: 3000n },
      { userId: "c", net: -3000n },
      { userId: "d", net: -5000n },
    ]);
    expect(transfers).toEqual([
      { from: "c", to: "b", amount: 3000n },
      { from: "d", to: "a", amount: 5000n },
    ]);
  });

  it("has nothing to do when everyone is even", () => {
    expect(settle([{ userId: "a", net: 0n }, { userId: "b", net: 0n }])).toEqual([]);
  });
});
