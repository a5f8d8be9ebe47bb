// The en validation and error messages (ADR 026): the browser loads them only for its forms' messages
// (src/client/lib/i18n.tsx), so they are a chunk of their own. Their keys are the ErrorId union (ADR 044).
import errors from "../en/errors.json";

export type ErrorsMessageId = keyof typeof errors;
export default errors as Record<ErrorsMessageId, string>;
