// The pt messages every page needs, signed-out ones included (ADR 026): loaded before the first render.
import common from "../pt/common.json";
import auth from "../pt/auth.json";

export default { ...common, ...auth } as Record<string, string>;
