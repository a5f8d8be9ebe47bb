// The it messages every page needs, signed-out ones included (ADR 026): loaded before the first render.
import common from "../it/common.json";
import auth from "../it/auth.json";

export default { ...common, ...auth } as Record<string, string>;
