// The tr validation and error messages (ADR 026): a chunk of their own, see errors/en.ts.
import errors from "../tr/errors.json";

export default errors as Record<string, string>;
