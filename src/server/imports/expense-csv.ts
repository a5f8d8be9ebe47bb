// Another app's expense export read into rows of who paid and who owes
// (docs/product/budget-and-expenses.md, "Moving from Splitwise or Tricount"). Nothing is
// saved here; the confirm call writes the rows the member mapped.
//
// Splitwise ("Export as spreadsheet" of a group): Date, Description, Category,
// Cost, Currency, then one column per person holding what the row did to their
// balance (what they paid minus what they owed), and a closing "Total balance"
// row. Only those net figures are in the file, so the row is rebuilt from them:
// with one payer (the usual case) exactly — the payer paid the cost and owed the
// cost minus their figure, everyone else owed the negative of theirs; with
// several payers each payer's own share is taken in proportion to their figure,
// which keeps every balance exactly as the file says. A row in the Payment
// category is a payment from the one person up to the one person down.
//
// Tricount (the app's CSV export): Title, Amount, Currency, Date & time,
// Paid by, one "Impacted to <name>" (older files: "Paid for <name>") column per
// person with their part, and Transaction type (Normal, Money transfer,
// Income). An income is money the group received; it has no place among a
// trip's expenses and is listed as skipped.
import { parse } from "csv-parse/sync";
import { divide, fromMinorPlaces, minorUnits, toMinorPlaces } from "@shared/split";
import { isCurrencyCode } from "@shared/currency-codes";
import type { BudgetCategory } from "@shared/budget-rules";
import { MAX_IMPORTED_ROWS, type ExpenseImportPreview, type ImportedExpenseRow } from "@shared/expense-import";
import { badRequest } from "../http-error";

type Skipped = ExpenseImportPreview["skipped"][number];
type Part = { name: string; minor: bigint };

/** Splitwise's fixed categories → the trip's budget categories; any other is "other". */
const SPLITWISE_CATEGORIES: Record<string, BudgetCategory> = {
  "dining out": "food",
  groceries: "food",
  liquor: "food",
  "food and drink - other": "food",
  hotel: "hotels",
  rent: "hotels",
  plane: "air_tickets",
  bus: "transportation",
  "bus/train": "transportation",
  train: "transportation",
  taxi: "transportation",
  car: "transportation",
  "gas/fuel": "transportation",
  parking: "transportation",
  "transportation - other": "transportation",
  entertainment: "activities",
  games: "activities",
  movies: "activities",
  music: "activities",
  sports: "activities",
  "entertainment - other": "activities",
  clothing: "shopping",
  gifts: "shopping",
  electronics: "shopping",
  household: "shopping",
};

/** Tricount's category names (as its English export writes them) → budget categories. */
const TRICOUNT_CATEGORIES: Record<string, BudgetCategory> = {
  "food & drinks": "food",
  groceries: "food",
  restaurants: "food",
  accommodation: "hotels",
  transport: "transportation",
  entertainment: "activities",
  shopping: "shopping",
};

/** The cells of a CSV file, header first; 400 naming `file` when it is not CSV text. */
function cells(data: Buffer): string[][] {
  try {
    const text = data.toString("utf8").replace(/^\uFEFF/, "");
    // Tricount writes ";" in some languages; the header says which.
    const firstLine = text.slice(0, text.indexOf("\n") >>> 0);
    const delimiter = firstLine.split(";").length > firstLine.split(",").length ? ";" : ",";
    return parse(text, { delimiter, relax_column_count: true, skip_empty_lines: true, trim: true }) as string[][];
  } catch {
    throw badRequest("file", "errors.expenseImport.notCsv");
  }
}

/** A signed decimal as the app wrote it ("-30.00", "1 234,50", "€12") in a currency's minor units, or null. */
export function signedMinor(text: string | undefined, currency: string): bigint | null {
  if (text === undefined) return null;
  let t = text.replace(/[\s\u00a0\u202f]/g, "").replace(/[^\d.,-]/g, "");
  // One comma and no dot is a decimal comma; otherwise commas group thousands.
  t = /^-?\d+,\d+$/.test(t) ? t.replace(",", ".") : t.replace(/,/g, "");
  if (t === "" || t === "-") return null;
  // "3000.00" yen is 3000: zeros beyond the currency's places say nothing.
  const [whole, fraction = ""] = t.split(".");
  const kept = fraction.replace(/0+$/, "");
  return toMinorPlaces(kept ? `${whole}.${kept}` : whole!, minorUnits(currency));
}

/** A date as the apps write it: 2026-05-02, 2026-05-02 19:30, or 02/05/2026 (day first). */
function calendarDate(text: string | undefined): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text ?? "");
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const dmy = /^(\d{1,2})[./](\d{1,2})[./](\d{4})/.exec(text ?? "");
  return dmy ? `${dmy[3]}-${dmy[2]!.padStart(2, "0")}-${dmy[1]!.padStart(2, "0")}` : null;
}

function row(
  line: number,
  kind: ImportedExpenseRow["kind"],
  fields: Pick<ImportedExpenseRow, "date" | "description" | "category" | "currency">,
  total: bigint,
  paid: Part[],
  owed: Part[],
): ImportedExpenseRow {
  const places = minorUnits(fields.currency);
  const out = (parts: Part[]) => parts.filter((p) => p.minor > 0n).map((p) => ({ name: p.name, amount: fromMinorPlaces(p.minor, places) }));
  return { line, kind, ...fields, amount: fromMinorPlaces(total, places), paid: out(paid), owed: out(owed) };
}

function readSplitwise(table: string[][]): Omit<ExpenseImportPreview, "source"> {
  const header = table[0]!;
  const people = header.slice(5);
  const rows: ImportedExpenseRow[] = [];
  const skipped: Skipped[] = [];
  table.slice(1).forEach((cellsOfRow, i) => {
    const line = i + 2;
    const [dateText, description = "", categoryText = "", costText, currencyText = ""] = cellsOfRow;
    // The closing "Total balance" row has no date; blank lines none either.
    if (!dateText) return;
    const date = calendarDate(dateText);
    const currency = currencyText.toUpperCase();
    if (!date || !isCurrencyCode(currency)) return void skipped.push({ line, reason: "unreadable" });
    const cost = signedMinor(costText, currency);
    const nets = people.map((name, k) => ({ name, minor: signedMinor(cellsOfRow[5 + k], currency) ?? 0n }));
    if (cost === null || cost <= 0n || nets.every((n) => n.minor === 0n)) return void skipped.push({ line, reason: "empty" });
    const up = nets.filter((n) => n.minor > 0n);
    // A row without a description is named after the app it came from.
    const fields = { date, description: description.slice(0, 200) || "Splitwise", currency };
    if (categoryText.toLowerCase() === "payment") {
      const down = nets.filter((n) => n.minor < 0n).map((n) => ({ name: n.name, minor: -n.minor }));
      if (up.length !== 1 || down.length !== 1) return void skipped.push({ line, reason: "unreadable" });
      rows.push(row(line, "payment", { ...fields, category: "other" }, up[0]!.minor, up, down));
      return;
    }
    const raised = up.reduce((a, n) => a + n.minor, 0n);
    if (raised > cost) return void skipped.push({ line, reason: "unreadable" });
    // The payers' own shares: the cost nobody else owed, in proportion to what each is up.
    const ownShares = divide(cost - raised, up.map((n) => n.minor));
    const own = (name: string) => ownShares[up.findIndex((n) => n.name === name)]!;
    const paid = up.map((n) => ({ name: n.name, minor: n.minor + own(n.name) }));
    // In the file's column order: a payer owes their own share, everyone else what they are down.
    const owed = nets.map((n) => ({ name: n.name, minor: n.minor > 0n ? own(n.name) : -n.minor }));
    const category = SPLITWISE_CATEGORIES[categoryText.toLowerCase()] ?? "other";
    rows.push(row(line, "expense", { ...fields, category }, cost, paid, owed));
  });
  return { rows, names: people, skipped };
}

function readTricount(table: string[][]): Omit<ExpenseImportPreview, "source"> {
  const header = table[0]!.map((h) => h.toLowerCase());
  const col = (...names: string[]) => header.findIndex((h) => names.includes(h));
  const [title, amount, currencyCol, when, paidBy, type, categoryCol] = [
    col("title", "description"),
    col("amount"),
    col("currency"),
    col("date & time", "date"),
    col("paid by"),
    col("transaction type", "type"),
    col("category"),
  ];
  const impacted = table[0]!.flatMap((h, k) => {
    const m = /^(?:impacted to|paid for)\s+(.+)$/i.exec(h);
    return m ? [{ name: m[1]!.trim(), k }] : [];
  });
  const names: string[] = [];
  const see = (name: string) => void (names.includes(name) || names.push(name));
  impacted.forEach((p) => see(p.name));
  const rows: ImportedExpenseRow[] = [];
  const skipped: Skipped[] = [];
  table.slice(1).forEach((c, i) => {
    const line = i + 2;
    const kindText = (c[type] ?? "").toLowerCase();
    if (kindText === "income") return void skipped.push({ line, reason: "income" });
    const currency = (c[currencyCol] ?? "").toUpperCase();
    const date = calendarDate(c[when]);
    const payer = (c[paidBy] ?? "").trim();
    if (!date || !isCurrencyCode(currency) || !payer) return void skipped.push({ line, reason: "unreadable" });
    const minor = signedMinor(c[amount], currency);
    // Tricount writes an expense as money leaving the group: negative.
    const total = minor === null ? 0n : minor < 0n ? -minor : minor;
    const owed = impacted.map((p) => {
      const part = signedMinor(c[p.k], currency) ?? 0n;
      return { name: p.name, minor: part < 0n ? -part : part };
    });
    if (total === 0n) return void skipped.push({ line, reason: "empty" });
    see(payer);
    const transfer = kindText === "money transfer" || kindText === "transfer";
    const receivers = owed.filter((p) => p.minor > 0n);
    if (transfer && receivers.length !== 1) return void skipped.push({ line, reason: "unreadable" });
    const category = TRICOUNT_CATEGORIES[(c[categoryCol] ?? "").toLowerCase()] ?? "other";
    const fields = { date, description: (c[title] ?? "").slice(0, 200) || "Tricount", currency, category: transfer ? ("other" as const) : category };
    rows.push(row(line, transfer ? "payment" : "expense", fields, total, [{ name: payer, minor: total }], owed));
  });
  return { rows, names, skipped };
}

/** The file's rows and the names in them; 400 naming `file` for anything that is neither app's export. */
export function readExpenseCsv(data: Buffer): ExpenseImportPreview {
  const table = cells(data);
  const header = (table[0] ?? []).map((h) => h.toLowerCase());
  const splitwise = ["date", "description", "category", "cost", "currency"].every((h, k) => header[k] === h) && header.length > 5;
  const tricount = header.includes("paid by") && header.some((h) => /^(impacted to|paid for) /.test(h));
  if (!splitwise && !tricount) throw badRequest("file", "errors.expenseImport.unknownFormat");
  if (table.length - 1 > MAX_IMPORTED_ROWS) throw badRequest("file", "errors.expenseImport.tooManyRows", { max: MAX_IMPORTED_ROWS });
  const read = splitwise ? readSplitwise(table) : readTricount(table);
  if (read.rows.length === 0) throw badRequest("file", "errors.expenseImport.noRows");
  // Only the names a row uses are to be mapped (a column of someone never in a row is not).
  const used = new Set(read.rows.flatMap((r) => [...r.paid, ...r.owed].map((p) => p.name)));
  return { source: splitwise ? "splitwise" : "tricount", ...read, names: read.names.filter((n) => used.has(n)) };
}
