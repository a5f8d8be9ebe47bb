// The zh-CN validation and error messages (ADR 026): a chunk of their own, see errors/en.ts.
import errors from "../zh-CN/errors.json";

export default errors as Record<string, string>;
