// The Add / Edit expense form's logic: the preview is the split the server
// stores (docs/product/budget-and-expenses.md's own example, the remainder rule, conversion rounded half
// up), the body and patch it sends, and where a server's field message lands.
import { describe, expect, it } from "vitest";
import { AMOUNT_POSITIVE, RATE_MESSAGE, SPLIT_EXACT_TOTAL, SPLIT_MEMBERS_REQUIRED, SPLIT_PERCENT_TOTAL, type Expense } from "@shared/expenses";
import { convertAmount, defaultValues, expenseFormSchema, formFieldOf, previewSplit, toExpenseBody, toExpensePatch, type ExpenseFormValues } from "./expense-form";
import { englishError } from "@shared/i18n/english-errors";

const ctx = { tripCurrency: "EUR", memberIds: ["a", "b", "c"], userId: "b", today: "2026-11-25" };
const form = (patch: Partial<ExpenseFormValues> = {}): ExpenseFormValues => ({ ...defaultValues(ctx), description: "Dinner", amount: "100.00", ...patch });
const people = (values: Record<string, string | false>) =>
  Object.entries(values).map(([userId, value]) => ({ userId, included: value !== false, value: value === false ? "" : value }));

describe("previewSplit", () => {
  it("splits 100.00 equally among three as docs/product/budget-and-expenses.md says: 33.34 / 33.33 / 33.33", () => {
    expect(previewSplit(form(), "EUR")).toEqual({
      ok: true,
      converted: "100.00",
      shares: [
        { userId: "a", amount: "33.34" },
        { userId: "b", amount: "33.33" },
        { userId: "c", amount: "33.33" },
      ],
    });
  });

  it("converts at the rate rounded half up to cents, then splits the converted amount (remainder to the first listed with one)", () => {
    // 18400 JPY × 0.006163 = 113.3992 → 113.40; 113.40 / 3 → 37.80 each.
    const p = previewSplit(form({ amount: "18400", currency: "jpy", rate: "0.006163" }), "EUR");
    expect(p).toEqual({ ok: true, converted: "113.40", shares: ["a", "b", "c"].map((userId) => ({ userId, amount: "37.80" })) });
    // 150 USD × 0.92681 = 139.0215 → 139.02; shares 2:1:1 are exactly 69.51, 34.755, 34.755: the cent left goes to the
    // first listed whose share had a remainder.
    const s = previewSplit(form({ amount: "150", currency: "USD", rate: "0.92681", mode: "shares", people: people({ a: "2", b: "1", c: "1" }) }), "EUR");
    expect(s.ok && s.shares.map((x) => x.amount)).toEqual(["69.51", "34.76", "34.75"]);
  });

  it("leaves out members not chosen, and gives exact amounts and percentages as typed", () => {
    const exact = previewSplit(form({ amount: "10", mode: "exact", people: people({ a: "7.5", b: false, c: "2.50" }) }), "EUR");
    expect(exact).toEqual({ ok: true, converted: "10.00", shares: [{ userId: "a", amount: "7.50" }, { userId: "c", amount: "2.50" }] });
    const percent = previewSplit(form({ amount: "1", mode: "percent", people: people({ a: "33.33", b: "33.33", c: "33.34" }) }), "EUR");
    expect(percent.ok && percent.shares.map((x) => x.amount)).toEqual(["0.34", "0.33", "0.33"]);
  });

  it("converts the amount even while the split does not add up yet (the dialog shows it)", () => {
    const values = form({ amount: "4500", currency: "JPY", rate: "0.006176", mode: "percent", people: people({ a: "50", b: "30", c: false }) });
    expect(previewSplit(values, "EUR")).toMatchObject({ ok: false, field: "split" });
    expect(convertAmount(values, "EUR")).toEqual({ ok: true, amount: 4500n, converted: 2779n });
  });

  it("names what stops the preview", () => {
    expect(previewSplit(form({ amount: "12.345" }), "EUR")).toMatchObject({ ok: false, field: "amount" });
    expect(englishError((previewSplit(form({ amount: "12.345" }), "EUR") as { message: string }).message)).toBe("Amounts in EUR can have at most 2 decimal places");
    const jpy = previewSplit(form({ amount: "1.5", currency: "JPY", rate: "0.006" }), "EUR") as { field: string; message: string };
    expect([jpy.field, englishError(jpy.message)]).toEqual(["amount", "Amounts in JPY can have at most 0 decimal places"]);
    expect(previewSplit(form({ amount: "abc" }), "EUR")).toMatchObject({ field: "amount", message: AMOUNT_POSITIVE });
    expect(previewSplit(form({ currency: "USD", rate: "" }), "EUR")).toMatchObject({ field: "rate", message: null });
    expect(previewSplit(form({ mode: "exact", people: people({ a: "50", b: "40", c: "0" }) }), "EUR")).toMatchObject({ field: "split", message: SPLIT_EXACT_TOTAL });
    expect(previewSplit(form({ mode: "shares", people: people({ a: "1", b: "x", c: "1" }) }), "EUR")).toMatchObject({ field: "people.1.value" });
    expect(previewSplit(form({ people: people({ a: false, b: false, c: false }) }), "EUR")).toMatchObject({ field: "split", message: SPLIT_MEMBERS_REQUIRED });
    expect(previewSplit(form({ amount: "" }), "EUR")).toEqual({ ok: false, field: null, message: null });
  });
});

describe("the body and the patch", () => {
  it("sends the chosen members in order with values of the right type, the reservation or null, and a rate only in another currency", () => {
    expect(toExpenseBody(form({ mode: "shares", people: people({ a: "2", b: false, c: "1" }), reservationId: "r1" }), ctx)).toEqual({
      description: "Dinner",
      amount: "100.00",
      currency: "EUR",
      date: "2026-11-25",
      category: "other",
      paidBy: "b",
      split: { mode: "shares", members: [{ userId: "a", value: 2 }, { userId: "c", value: 1 }] },
      reservationId: "r1",
    });
    const usd = toExpenseBody(form({ currency: " usd ", rate: "0.9268 " }), ctx);
    expect(usd).toMatchObject({ currency: "USD", rate: "0.9268", reservationId: null, split: { mode: "equal", members: [{ userId: "a" }, { userId: "b" }, { userId: "c" }] } });
  });

  it("keeps the stored rate when editing unless it or the currency changed", () => {
    const stored = {
      id: "e1", tripId: "t", kind: "expense", description: "Taxi", amount: "3000", currency: "JPY", rate: "0.006163", amountInTripCurrency: "18.49", date: "2026-11-21",
      category: "transportation", paidBy: "a", split: { mode: "equal", members: [{ userId: "a" }, { userId: "gone" }] }, shares: [], reservationId: null, createdBy: "a",
      updatedAt: "2026-11-21T10:00:00.000Z",
    } satisfies Expense;
    const values = defaultValues(ctx, stored);
    // Whoever left the trip stays in the split they were in, after the members of now.
    expect(values.people).toEqual([
      { userId: "a", included: true, value: "" },
      { userId: "b", included: false, value: "" },
      { userId: "c", included: false, value: "" },
      { userId: "gone", included: true, value: "" },
    ]);
    expect(toExpensePatch(values, ctx, stored)).not.toHaveProperty("rate");
    expect(toExpensePatch({ ...values, rate: "0.0062" }, ctx, stored)).toMatchObject({ rate: "0.0062" });
    expect(toExpensePatch({ ...values, currency: "USD", rate: "0.92" }, ctx, stored)).toMatchObject({ currency: "USD", rate: "0.92" });
  });
});

describe("where messages land", () => {
  it("puts the split's i-th member on the i-th person chosen, and split totals on the split", () => {
    const values = form({ mode: "shares", people: people({ a: false, b: "1", c: "x" }) });
    expect(formFieldOf(values, "split.members.1.value")).toBe("people.2.value");
    expect(formFieldOf(values, "split.members.0.userId")).toBe("split");
    expect(formFieldOf(values, "split")).toBe("split");
    expect(formFieldOf(values, "paidBy")).toBe("paidBy");
    expect(formFieldOf(values, "nonsense")).toBeNull();
  });

  it("refuses through the shared schema with its messages on the form's fields", async () => {
    const schema = expenseFormSchema(ctx);
    const issues = async (values: ExpenseFormValues) => {
      const r = await schema.safeParseAsync(values);
      return r.success ? [] : r.error.issues.map((i) => [i.path.join("."), englishError(i.message)]);
    };
    expect(await issues(form({ description: " " }))).toEqual([["description", "Description is required"]]);
    expect(await issues(form({ mode: "percent", people: people({ a: "50", b: "40", c: false }) }))).toEqual([["split", englishError(SPLIT_PERCENT_TOTAL)]]);
    expect(await issues(form({ mode: "shares", people: people({ a: "1", b: "0", c: "1" }) }))).toEqual([["people.1.value", "Shares must be whole numbers greater than 0"]]);
    expect(await issues(form({ currency: "GBP", rate: "" }))).toEqual([["rate", englishError(RATE_MESSAGE)]]);
    expect(await issues(form({ currency: "XYZ" }))).toEqual([["currency", "Currency must be an ISO 4217 code, such as EUR or JPY"]]);
    expect(await issues(form({ amount: "10.001" }))).toEqual([["amount", "Amounts in EUR can have at most 2 decimal places"]]);
    const ok = await schema.safeParseAsync(form({ currency: "USD", rate: "0.9" }));
    expect(ok.success && ok.data).toMatchObject({ currency: "USD", rate: "0.9", amount: "100.00" });
  });
});
