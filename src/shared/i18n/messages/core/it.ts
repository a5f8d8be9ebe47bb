// The it messages every page needs, signed-out ones included (ADR 026): loaded before the first render.
import common from "../it/common.json";
import layout from "../it/layout.json";
import auth from "../it/auth.json";
import errors from "../it/errors.json";

export default { ...common, ...layout, ...auth, ...errors } as Record<string, string>;
