// The nl messages every page needs, signed-out ones included (ADR 026): loaded before the first render.
import common from "../nl/common.json";
import auth from "../nl/auth.json";

export default { ...common, ...auth } as Record<string, string>;
