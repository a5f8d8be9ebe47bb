// The ar messages every page needs, signed-out ones included (ADR 026): loaded before the first render.
import common from "../ar/common.json";
import auth from "../ar/auth.json";

export default { ...common, ...auth } as Record<string, string>;
