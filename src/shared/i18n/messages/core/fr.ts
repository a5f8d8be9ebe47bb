// The fr messages every page needs, signed-out ones included (ADR 026): loaded before the first render.
import common from "../fr/common.json";
import auth from "../fr/auth.json";

export default { ...common, ...auth } as Record<string, string>;
