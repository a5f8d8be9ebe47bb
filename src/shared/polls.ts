// Trip polls (docs/product/polls.md): editors open one, every member votes, the creator or an
// admin closes it. The request bodies and the answer are here; the server and the client's form
// validate with the same schemas.
import { z } from "zod";
import { labelled, zodMessage, type ErrorId } from "./i18n/error-message";
import { calendarDateSchema } from "./trips";

export const MIN_POLL_OPTIONS = 2;
export const MAX_POLL_OPTIONS = 20;

export const POLL_NOT_FOUND: ErrorId = "errors.polls.notFound";
export const POLL_QUESTION_REQUIRED: ErrorId = "errors.polls.questionRequired";
export const POLL_OPTION_TEXT_REQUIRED: ErrorId = "errors.polls.optionTextRequired";
export const POLL_OPTIONS_COUNT: ErrorId = "errors.polls.optionsCount";
export const POLL_PLACE_NOT_IN_TRIP: ErrorId = "errors.polls.placeNotInTrip";
export const POLL_CLOSES_AT_FORMAT: ErrorId = "errors.polls.closesAtFormat";
export const POLL_CLOSES_AT_PAST: ErrorId = "errors.polls.closesAtPast";
export const POLL_CLOSED: ErrorId = "errors.polls.closed";
export const POLL_ONE_CHOICE: ErrorId = "errors.polls.oneChoice";
export const POLL_OPTION_NOT_IN_POLL: ErrorId = "errors.polls.optionNotInPoll";
export const POLL_NOT_YOURS: ErrorId = "errors.polls.notYours";

const optionsCount = zodMessage(POLL_OPTIONS_COUNT, { min: MIN_POLL_OPTIONS, max: MAX_POLL_OPTIONS });

export const pollOptionInputSchema = z.object({
  text: z.string({ error: POLL_OPTION_TEXT_REQUIRED }).trim().min(1, POLL_OPTION_TEXT_REQUIRED).max(200, zodMessage("errors.field.atMostCharacters", { max: 200 })),
  /** One of the trip's places (on a day or an idea); checked by the server. */
  placeId: z.string({ error: POLL_PLACE_NOT_IN_TRIP }).nullish().transform((v) => v || null),
  /** One of the trip's days; checked by the server. */
  date: calendarDateSchema.optional().transform((v) => v ?? null),
}, { error: POLL_OPTION_TEXT_REQUIRED });
export type PollOptionInput = z.input<typeof pollOptionInputSchema>;

export const pollInputSchema = z.object({
  question: z.string({ error: POLL_QUESTION_REQUIRED }).trim().min(1, POLL_QUESTION_REQUIRED).max(300, zodMessage("errors.field.atMostCharacters", { max: 300 })),
  options: z.array(pollOptionInputSchema, { error: optionsCount }).min(MIN_POLL_OPTIONS, optionsCount).max(MAX_POLL_OPTIONS, optionsCount),
  multiple: z
    .boolean({ error: labelled("errors.field.trueOrFalse", "errors.label.multiple") })
    .optional()
    .transform((v) => v ?? false),
  /** An instant with its offset; must be in the future (checked by the server against its clock). */
  closesAt: z.iso
    .datetime({ offset: true, error: zodMessage(POLL_CLOSES_AT_FORMAT) })
    .nullish()
    .transform((v) => v ?? null),
});
export type PollInput = z.input<typeof pollInputSchema>;

export const voteInputSchema = z.object({
  /** The options chosen: exactly one in a single-choice poll; none withdraws the vote. */
  optionIds: z.array(z.string({ error: POLL_OPTION_NOT_IN_POLL }), { error: POLL_OPTION_NOT_IN_POLL }).max(MAX_POLL_OPTIONS, POLL_OPTION_NOT_IN_POLL),
});
export type VoteInput = z.input<typeof voteInputSchema>;

export const pollOptionSchema = z.object({
  id: z.string(),
  text: z.string(),
  placeId: z.string().nullable(),
  date: z.string().nullable(),
  votes: z.number().int(),
  /** Members' user ids, in the order they voted. */
  voters: z.array(z.string()),
});
export type PollOption = z.infer<typeof pollOptionSchema>;

export const pollSchema = z.object({
  id: z.string(),
  question: z.string(),
  multiple: z.boolean(),
  closesAt: z.string().nullable(),
  /** Closed by its creator or an admin, or its closing time has passed. */
  closed: z.boolean(),
  /** Who opened it (null once their account is gone): they may close and delete it, as an admin may. */
  createdBy: z.string().nullable(),
  options: z.array(pollOptionSchema),
});
export type Poll = z.infer<typeof pollSchema>;

/** The options with the most votes (each of them on a tie); none while nobody voted. */
export function winningOptions(poll: Pick<Poll, "options">): PollOption[] {
  const top = Math.max(0, ...poll.options.map((o) => o.votes));
  return top === 0 ? [] : poll.options.filter((o) => o.votes === top);
}

/** "No place" / "no day" in the form's pickers. */
export const NO_CHOICE = "none";

/**
 * The "open a poll" form: the same rules as the body, with the pickers' empty choice and the closing
 * time as the browser's datetime-local text. Out: the body of POST …/polls (the closing time as an
 * instant of the device's clock, where the member picked it).
 */
export const pollFormSchema = z
  .object({
    question: pollInputSchema.shape.question,
    options: z
      .array(z.object({ text: pollOptionInputSchema.shape.text, placeId: z.string(), date: z.string() }))
      .min(MIN_POLL_OPTIONS, optionsCount)
      .max(MAX_POLL_OPTIONS, optionsCount),
    multiple: z.boolean(),
    closesAt: z.string().refine((v) => v === "" || !Number.isNaN(new Date(v).getTime()), zodMessage(POLL_CLOSES_AT_FORMAT)),
  })
  .transform((v) => ({
    question: v.question,
    options: v.options.map((o) => ({ text: o.text, placeId: o.placeId === NO_CHOICE ? null : o.placeId, date: o.date === NO_CHOICE ? null : o.date })),
    multiple: v.multiple,
    closesAt: v.closesAt ? new Date(v.closesAt).toISOString() : null,
  }));
export type PollFormValues = z.input<typeof pollFormSchema>;
export type PollFormOutput = z.output<typeof pollFormSchema>;
