// The es messages every page needs, signed-out ones included (ADR 026): loaded before the first render.
import common from "../es/common.json";
import layout from "../es/layout.json";
import auth from "../es/auth.json";
import errors from "../es/errors.json";

export default { ...common, ...layout, ...auth, ...errors } as Record<string, string>;
