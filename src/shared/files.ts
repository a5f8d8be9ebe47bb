// Files kept on a reservation (docs/product/reservations-and-imports.md): tickets, passes and photos of
// vouchers, up to 10 MB each, stored in the database.
import { z } from "zod";

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const FILE_TOO_LARGE = "A file may be at most 10 MB";
export const FILE_TYPE_REFUSED = "Only PDFs, pictures (PNG, JPEG, GIF, WebP, HEIC) and wallet passes (.pkpass) can be attached";
export const FILE_MISSING = "Choose a file to upload";
export const FILE_EMPTY = "The file is empty";

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
