// The de messages every page needs, signed-out ones included (ADR 026): loaded before the first render.
import common from "../de/common.json";
import auth from "../de/auth.json";

export default { ...common, ...auth } as Record<string, string>;
