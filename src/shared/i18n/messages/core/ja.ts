// The ja messages every page needs, signed-out ones included (ADR 026): loaded before the first render.
import common from "../ja/common.json";
import auth from "../ja/auth.json";

export default { ...common, ...auth } as Record<string, string>;
