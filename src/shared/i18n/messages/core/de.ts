// The de messages every page needs, signed-out ones included (ADR 026): loaded before the first render.
import common from "../de/common.json";
import layout from "../de/layout.json";
import auth from "../de/auth.json";
import errors from "../de/errors.json";

export default { ...common, ...layout, ...auth, ...errors } as Record<string, string>;
