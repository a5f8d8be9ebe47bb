// Files kept on a reservation (docs/product/reservations-and-imports.md): tickets, passes and photos of
// vouchers, up to 10 MB each, stored in the database.
import { z } from "zod";
import { type ErrorId } from "./i18n/error-message";

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const FILE_TOO_LARGE: ErrorId = "errors.files.tooLarge";
export const FILE_TYPE_REFUSED: ErrorId = "errors.files.typeRefused";
export const FILE_MISSING: ErrorId = "errors.files.missing";
export const FILE_EMPTY: ErrorId = "errors.files.empty";

export const reservationFileSchema = z.object({
  id: z.string(),
  reservationId: z.string(),
  name: z.string(),
  size: z.number().int(),
  /** What the bytes are (checked by content, not by the name): application/pdf, image/…, application/vnd.apple.pkpass. */
  contentType: z.string(),
  createdAt: z.string(),
});
export type ReservationFile = z.infer<typeof reservationFileSchema>;
