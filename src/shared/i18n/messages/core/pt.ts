// The pt messages every page needs, signed-out ones included (ADR 026): loaded before the first render.
import common from "../pt/common.json";
import layout from "../pt/layout.json";
import auth from "../pt/auth.json";
import errors from "../pt/errors.json";

export default { ...common, ...layout, ...auth, ...errors } as Record<string, string>;
