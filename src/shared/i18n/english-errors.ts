// A zod message of the shared schemas (an id with values, ADR 044) as English
// text: the unit tests read the schemas' messages with it, as a reader would.
import { IntlMessageFormat } from "intl-messageformat";
import enErrors from "./messages/errors/en";
import { formatError, readZodMessage } from "./error-message";

const isId = (id: string) => Object.hasOwn(enErrors, id);

/** The English text of a zod message; other text as it is. */
export function englishError(text: string): string {
  const message = readZodMessage(text, isId);
  if (!message) return text;
  return formatError(message, (id, values) => String(new IntlMessageFormat(enErrors[id], "en").format(values)));
}
