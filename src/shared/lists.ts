// A trip's packing list and to-do list (docs/product/lists.md "Lists"): request bodies
// and the JSON the API returns. Who may tick or edit is decided by the
// service (lists/service.ts), from the rules in permissions.ts.
import { z } from "zod";
import { isCalendarDate } from "./dates";
import { type ErrorId } from "./i18n/error-message";

export const LIST_KINDS = ["packing", "todo"] as const;
export type ListKind = (typeof LIST_KINDS)[number];

/** The packing templates; their item texts are catalogue entries (`lists.template.<name>.<n>`), written in the filler's language. */
export const PACKING_TEMPLATES = {
  city: ["passport", "phoneCharger", "adapter", "walkingShoes", "dayBag", "umbrella", "toiletries", "medicines"],
  beach: ["passport", "swimwear", "sunscreen", "sunglasses", "hat", "towel", "sandals", "phoneCharger", "toiletries"],
  winter: ["passport", "warmJacket", "gloves", "beanie", "thermalLayers", "boots", "lipBalm", "phoneCharger", "toiletries"],
  hiking: ["passport", "hikingBoots", "rainJacket", "daypack", "waterBottle", "firstAidKit", "headlamp", "snacks", "sunscreen"],
} as const satisfies Record<string, readonly string[]>;
export type PackingTemplate = keyof typeof PACKING_TEMPLATES;
export const PACKING_TEMPLATE_NAMES = Object.keys(PACKING_TEMPLATES) as PackingTemplate[];

export const TEXT_REQUIRED: ErrorId = "errors.lists.textRequired";
export const TEXT_TOO_LONG: ErrorId = "errors.lists.textTooLong";
export const DUE_DATE_MESSAGE: ErrorId = "errors.lists.dueFormat";
export const DUE_OUTSIDE_TRIP: ErrorId = "errors.lists.dueOutsideTrip";
export const DUE_ONLY_TODOS: ErrorId = "errors.lists.dueOnlyTodos";
export const ASSIGNEE_NOT_MEMBER: ErrorId = "errors.lists.assigneeNotMember";
export const TEMPLATE_MESSAGE: ErrorId = "errors.lists.template";
export const FILL_ONE_SOURCE: ErrorId = "errors.lists.fillOneSource";
export const FROM_TRIP_NOT_FOUND: ErrorId = "errors.lists.fromTripNotFound";
export const FROM_SAME_TRIP: ErrorId = "errors.lists.fromSameTrip";
export const DONE_MESSAGE: ErrorId = "errors.lists.done";

const text = z.string({ error: TEXT_REQUIRED }).trim().min(1, TEXT_REQUIRED).max(200, TEXT_TOO_LONG);
const due = z.string({ error: DUE_DATE_MESSAGE }).refine(isCalendarDate, DUE_DATE_MESSAGE);
const assigneeId = z.string({ error: ASSIGNEE_NOT_MEMBER }).trim().min(1, ASSIGNEE_NOT_MEMBER);

export const listItemInputSchema = z.object({
  text,
  /** A member's user id or a guest's id; unassigned when left out or null. */
  assigneeId: assigneeId.nullish(),
  /** To-dos only: a calendar date within the trip. */
  due: due.nullish(),
});
export type ListItemInput = z.input<typeof listItemInputSchema>;
export type NewListItem = z.output<typeof listItemInputSchema>;

/** PATCH: the fields sent replace the stored ones; null clears an assignee or a due date. A tick is `{ done: true }`. */
export const listItemPatchSchema = z.object({
  text: text.optional(),
  assigneeId: assigneeId.nullish(),
  due: due.nullish(),
  done: z.boolean({ error: DONE_MESSAGE }).optional(),
});
export type ListItemPatch = z.output<typeof listItemPatchSchema>;

export const fillInputSchema = z
  .object(
    {
      template: z.enum(PACKING_TEMPLATE_NAMES as [PackingTemplate, ...PackingTemplate[]], { error: TEMPLATE_MESSAGE }).optional(),
      fromTripId: z.string({ error: FROM_TRIP_NOT_FOUND }).trim().min(1, FROM_TRIP_NOT_FOUND).optional(),
    },
    { error: FILL_ONE_SOURCE },
  )
  .refine((v) => (v.template === undefined) !== (v.fromTripId === undefined), { message: FILL_ONE_SOURCE, path: ["template"] });
export type FillInput = z.input<typeof fillInputSchema>;

export const listItemSchema = z.object({
  id: z.string(),
  tripId: z.string(),
  list: z.enum(LIST_KINDS),
  text: z.string(),
  assigneeId: z.string().nullable(),
  done: z.boolean(),
  /** To-dos only; always null on the packing list. */
  due: z.string().nullable(),
  createdBy: z.string().nullable(),
  /** ISO 8601 with milliseconds, exactly as stored (the column keeps milliseconds): what If-Match compares. */
  updatedAt: z.string(),
});
export type ListItem = z.infer<typeof listItemSchema>;


/**
 * Who may tick an item (docs/product/lists.md): anyone when it is no one's, its assignee,
 * and whoever may edit lists (`canEdit`: can(role, "lists.write")). The server
 * and the page's checkboxes both ask this.
 */
export function mayTick(item: Pick<ListItem, "assigneeId">, userId: string, canEdit: boolean): boolean {
  return canEdit || item.assigneeId === null || item.assigneeId === userId;
}

/** The assignee choice meaning "no one" in the item form (a select needs a non-empty value). */
export const NO_ASSIGNEE = "none";

/** The Add / Edit item form: its strings as typed, out as the body the API takes. */
export const listItemFormSchema = z
  .object({ text, assigneeId: z.string(), due: z.union([z.literal(""), due]) })
  .transform((v) => ({ text: v.text, assigneeId: v.assigneeId === NO_ASSIGNEE ? null : v.assigneeId, due: v.due === "" ? null : v.due }));
export type ListItemFormValues = z.input<typeof listItemFormSchema>;

/** The Fill dialog's one choice: `template:<name>` or `trip:<id>`, out as the fill body. */
export const fillFormSchema = z
  .object({ source: z.string().regex(/^(template|trip):.+$/, FILL_ONE_SOURCE) })
  .transform(({ source }): FillInput => {
    const [kind, value] = [source.slice(0, source.indexOf(":")), source.slice(source.indexOf(":") + 1)];
    return kind === "template" ? { template: value as PackingTemplate } : { fromTripId: value };
  });
export type FillFormValues = z.input<typeof fillFormSchema>;
