// The tr messages every page needs, signed-out ones included (ADR 026): loaded before the first render.
import common from "../tr/common.json";
import auth from "../tr/auth.json";

export default { ...common, ...auth } as Record<string, string>;
