// The pl messages every page needs, signed-out ones included (ADR 026): loaded before the first render.
import common from "../pl/common.json";
import auth from "../pl/auth.json";

export default { ...common, ...auth } as Record<string, string>;
