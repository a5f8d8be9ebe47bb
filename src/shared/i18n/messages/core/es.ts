// The es messages every page needs, signed-out ones included (ADR 026): loaded before the first render.
import common from "../es/common.json";
import auth from "../es/auth.json";

export default { ...common, ...auth } as Record<string, string>;
