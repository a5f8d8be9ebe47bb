// Unit tests for the budget display rules: exact totals, usage percent,
// bar capping, left/over and remaining texts, currency formatting, and the
// shared schema's defaults and messages.
import { describe, expect, it } from "vitest";
import { PLANNED_REQUIRED, budgetAllocationInputSchema } from "./budget";
import {
  barPercent,
  formatPercent,
  latestAllocations,
  moneySummary,
  leftOrOver,
  remainingText,
  spentOfPlanned,
  summaryUsagePercent,
  tripBudgetStatus,
  usagePercent,
} from "./budget-rules";

describe("moneySummary", () => {
  it("adds 0.1 + 0.2 exactly", () => {
    expect(
      moneySummary(
        [
          { plannedAmount: "0.1", spentAmount: "0.2" },
          { plannedAmount: "0.2", spentAmount: "0.1" },
        ],
        null,
      ),
    ).toEqual({ totalPlanned: "0.30", totalSpent: "0.30", remaining: "0.00", tripBudget: null, unallocated: null });
  });
  it("without a trip budget: remaining is planned minus spent, negative when over", () => {
    expect(moneySummary([], null)).toMatchObject({ totalPlanned: "0.00", totalSpent: "0.00", remaining: "0.00" });
    expect(moneySummary([{ plannedAmount: "10.00", spentAmount: "12.35" }], undefined).remaining).toBe("-2.35");
  });
  it("with a trip budget: remaining is the budget minus spent, the planned total is what is allocated", () => {
    // The reported trip: €3,000 budget, €801.80 spent, nothing allocated.
    expect(moneySummary([{ plannedAmount: "0", spentAmount: "801.80" }], "3000")).toEqual({
      totalPlanned: "0.00",
      totalSpent: "801.80",
      remaining: "2198.20",
      tripBudget: "3000.00",
      unallocated: "3000.00",
    });
    expect(moneySummary([], "3000.00").remaining).toBe("3000.00");
    expect(moneySummary([{ plannedAmount: "3100.10", spentAmount: "3000.01" }], "3000")).toMatchObject({ remaining: "-0.01", unallocated: "-100.10" });
  });
  it("measures use against the budget when set, else against the plan", () => {
    expect(summaryUsagePercent(moneySummary([{ plannedAmount: "100", spentAmount: "50" }], "1000"))).toBe(5);
    expect(summaryUsagePercent(moneySummary([{ plannedAmount: "100", spentAmount: "50" }], null))).toBe(50);
    expect(summaryUsagePercent(moneySummary([], null))).toBeNull();
  });
});

describe("usagePercent", () => {
  it("is realized ÷ planned × 100 to one decimal", () => {
    expect(usagePercent("50", "200")).toBe(25);
    expect(usagePercent("1", "3")).toBe(33.3);
    expect(usagePercent("2", "3")).toBe(66.7);
    expect(usagePercent("0.3", "0.3")).toBe(100);
    expect(usagePercent("0", "100")).toBe(0);
    expect(usagePercent("150", "100")).toBe(150);
  });
  it("rounds half up on exact cents, not floats", () => {
    // 0.0005 of the plan is exactly half a tenth of a percent.
    expect(usagePercent("1", "2000")).toBe(0.1);
    expect(usagePercent("0.01", "2000")).toBe(0);
  });
  it("is null when nothing is planned", () => {
    expect(usagePercent("10", "0")).toBeNull();
    expect(usagePercent("0", "0.00")).toBeNull();
  });
});

describe("formatPercent and barPercent", () => {
  it("shows one decimal", () => {
    expect(formatPercent(25)).toBe("25.0%");
    expect(formatPercent(33.3)).toBe("33.3%");
    expect(formatPercent(150)).toBe("150.0%");
  });
  it("caps the bar at 100 and floors it at 0", () => {
    expect(barPercent(150)).toBe(100);
    expect(barPercent(100)).toBe(100);
    expect(barPercent(42.5)).toBe(42.5);
    expect(barPercent(0)).toBe(0);
    expect(barPercent(null)).toBe(0);
  });
});

describe("left / over texts", () => {
  it("says what is left, or how much over, in the trip currency", () => {
    expect(leftOrOver("20", "100", "USD")).toEqual({ over: false, text: "$80.00 left" });
    expect(leftOrOver("100", "100", "EUR")).toEqual({ over: false, text: "€0.00 left" });
    expect(leftOrOver("1234.5", "100", "GBP")).toEqual({ over: true, text: "£1,134.50 over" });
    expect(leftOrOver("0.3", "0.1", "CAD")).toEqual({ over: true, text: "C$0.20 over" });
  });
  it("shows spent / planned", () => {
    expect(spentOfPlanned("12.5", "1000", "JPY")).toBe("¥12.50 / ¥1,000.00");
    expect(spentOfPlanned("0", "5", "XYZ")).toBe("XYZ0.00 / XYZ5.00");
  });
  it("makes the remaining card red with an over suffix only when negative", () => {
    expect(remainingText("0.00", "USD")).toEqual({ over: false, text: "$0.00" });
    expect(remainingText("399.75", "AUD")).toEqual({ over: false, text: "A$399.75" });
    expect(remainingText("-2.35", "INR")).toEqual({ over: true, text: "₹2.35 over" });
    expect(remainingText("-1", "CHF")).toEqual({ over: true, text: "Fr1.00 over" });
  });
  it("compares the trip budget with the planned total when a budget is set", () => {
    expect(tripBudgetStatus(null, "10", "USD")).toBeNull();
    expect(tripBudgetStatus("1000.00", "250", "USD")).toEqual({ over: false, text: "$750.00 of trip budget unallocated" });
    expect(tripBudgetStatus("1000", "1100.10", "EUR")).toEqual({ over: true, text: "Planned exceeds trip budget by €100.10" });
  });
});

describe("latestAllocations", () => {
  it("takes the last three, newest first", () => {
    expect(latestAllocations([1, 2, 3, 4, 5])).toEqual([5, 4, 3]);
    expect(latestAllocations([1])).toEqual([1]);
    expect(latestAllocations([])).toEqual([]);
  });
});

describe("budgetAllocationInputSchema", () => {
  it("fills the product description defaults", () => {
    expect(budgetAllocationInputSchema.parse({ plannedAmount: 5 })).toEqual({
      category: "air_tickets",
      categoryName: "Air Tickets",
      city: null,
      plannedAmount: "5",
      realizedAmount: "0",
      notes: null,
    });
    expect(budgetAllocationInputSchema.parse({ category: "food", plannedAmount: "1", realizedAmount: "" })).toMatchObject({
      categoryName: "Food & Dining",
      realizedAmount: "0",
    });
  });
  it("asks for a planned amount with the product description's message", () => {
    const res = budgetAllocationInputSchema.safeParse({ plannedAmount: "" });
    expect(res.success).toBe(false);
    expect(res.error!.issues[0]).toMatchObject({ path: ["plannedAmount"], message: PLANNED_REQUIRED });
  });
});
