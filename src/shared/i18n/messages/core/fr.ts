// The fr messages every page needs, signed-out ones included (ADR 026): loaded before the first render.
import common from "../fr/common.json";
import layout from "../fr/layout.json";
import auth from "../fr/auth.json";
import errors from "../fr/errors.json";

export default { ...common, ...layout, ...auth, ...errors } as Record<string, string>;
