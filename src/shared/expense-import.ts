// Expenses brought over from another app's CSV export (docs/product/budget-and-expenses.md,
// "Moving from Splitwise or Tricount"): the file is read into rows that say
// who paid how much and who owes how much, by the names the other app used;
// the member maps each name to a person of the trip and confirms.
import { z } from "zod";
import { budgetCategorySchema } from "./budget";
import { currencyCode } from "./fx";
import { isCalendarDate } from "./dates";
import { labelled, zodMessage, type ErrorId } from "./i18n/error-message";

export const EXPENSE_IMPORT_SOURCES = ["splitwise", "tricount"] as const;
/** Rows a file may hold: a long trip's year of shared costs. */
export const MAX_IMPORTED_ROWS = 2000;
/** A CSV of 2,000 rows is well under this. */
export const MAX_EXPENSE_CSV_BYTES = 2 * 1024 * 1024;

export const IMPORT_ROW_TOTALS: ErrorId = "errors.expenseImport.rowTotals";

const name = z
  .string({ error: labelled("errors.field.required", "errors.label.name") })
  .trim()
  .min(1, labelled("errors.field.required", "errors.label.name"))
  .max(100, labelled("errors.field.maxCharacters", "errors.label.name", { max: 100 }));
const amount = z
  .string({ error: zodMessage("errors.money.amountPositive") })
  .regex(/^\d{1,15}(\.\d{1,4})?$/, zodMessage("errors.money.amountPositive"));
/** A row's inner fields come from the preview, not from a person typing: one message says so. */
const ROW = zodMessage("errors.expenseImport.row");
const part = z.object({ name, amount }, { error: ROW });
const parts = z.array(part, { error: ROW }).min(1, ROW).max(100, ROW);

/** One row of the other app: an expense (or a payment between two people), in the row's own currency. */
const rowFields = {
  /** The file's line, to point at it in the preview and in errors. */
  line: z.number({ error: ROW }).int(ROW).positive(ROW),
  kind: z.enum(["expense", "payment"], { error: ROW }),
  date: z.string({ error: zodMessage("errors.field.date") }).refine(isCalendarDate, zodMessage("errors.field.date")),
  description: z.string({ error: ROW }).trim().max(200, labelled("errors.field.maxCharacters", "errors.label.description", { max: 200 })),
  category: budgetCategorySchema,
  currency: currencyCode,
  amount,
  /** Who paid how much: together the amount. A payment has one payer… */
  paid: parts,
  /** …and who owes how much: together the amount. A payment's one receiver. */
  owed: parts,
};
export const importedExpenseRowSchema = z.object(rowFields, { error: ROW });
export type ImportedExpenseRow = z.infer<typeof importedExpenseRowSchema>;
/** As the preview answers it: the reader wrote the currency as ISO 4217 already. */
const previewRowSchema = z.object({ ...rowFields, currency: z.string() });

export const expenseImportPreviewSchema = z.object({
  source: z.enum(EXPENSE_IMPORT_SOURCES),
  rows: z.array(previewRowSchema),
  /** Every person named in the rows, in the file's order: what the member maps. */
  names: z.array(z.string()),
  /** Lines not brought over, and why (an income, a row with no amount). */
  skipped: z.array(z.object({ line: z.number().int(), reason: z.enum(["income", "empty", "unreadable"]) })),
});
export type ExpenseImportPreview = z.infer<typeof expenseImportPreviewSchema>;

export const expenseImportConfirmSchema = z.object({
  /** Each name of the file → the id of a person of the trip. */
  mapping: z.record(z.string(), z.string({ error: labelled("errors.field.required", "errors.label.member") }).min(1, labelled("errors.field.required", "errors.label.member")), {
    error: zodMessage("errors.expenseImport.mapping"),
  }),
  rows: z
    .array(importedExpenseRowSchema, { error: zodMessage("errors.expenseImport.rows") })
    .min(1, zodMessage("errors.expenseImport.noRows"))
    .max(MAX_IMPORTED_ROWS, zodMessage("errors.expenseImport.tooManyRows", { max: MAX_IMPORTED_ROWS })),
});
export type ExpenseImportConfirm = z.infer<typeof expenseImportConfirmSchema>;
