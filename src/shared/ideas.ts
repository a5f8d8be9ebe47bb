// Ideas (docs/product/ideas.md): places a member added without a date — on no day, in no
// calendar, feed, PDF or public page — that members 👍 and an editor later puts on a day with
// the day's order call. An import of a Google Maps saved list or a My Maps KML lands here too.
import { z } from "zod";

export const ideaSchema = z.object({
  id: z.string(),
  name: z.string(),
  lat: z.number(),
  lng: z.number(),
  address: z.string().nullable(),
  /** How many members 👍 it. */
  likes: z.number().int(),
  likedByMe: z.boolean(),
  /** The member who added it (null once their account is gone). */
  addedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type Idea = z.infer<typeof ideaSchema>;

/** Why an imported row did not become an idea. */
export const NOT_PLACED_REASONS = [
  /** The place search found nothing for its name. */
  "notFound",
  /** Past the number of rows one import looks up. */
  "notLookedUp",
  /** A row with neither a name nor an address. */
  "noName",
] as const;

export const placesImportResultSchema = z.object({
  /** The ideas made, in the file's order. */
  added: z.array(ideaSchema),
  /** Rows without coordinates that the place search did not find either. */
  notPlaced: z.array(z.object({ name: z.string(), reason: z.enum(NOT_PLACED_REASONS) })),
});
export type PlacesImportResult = z.infer<typeof placesImportResultSchema>;

/** At most this many places in one file: a saved list is a few hundred at most. */
export const MAX_IMPORTED_PLACES = 500;
/** At most this many of them looked up with the place search (each is a request to the geocoder). */
export const MAX_LOOKED_UP_PLACES = 40;
/** A saved list or a My Maps KML of 500 places is well under this. */
export const MAX_PLACES_FILE_BYTES = 2 * 1024 * 1024;
