// Why a reader could not read a file: a message id of the `errors` area,
// shown in the import's list of unread files in the member's language.
import type { ErrorId } from "@shared/i18n/error-message";

export class Unreadable extends Error {
  constructor(readonly id: ErrorId) {
    super(id);
  }
}
