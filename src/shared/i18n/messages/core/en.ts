// The en messages every page needs, signed-out ones included (ADR 026): loaded before the first render.
import common from "../en/common.json";
import layout from "../en/layout.json";
import auth from "../en/auth.json";
import errors from "../en/errors.json";

const messages = { ...common, ...layout, ...auth, ...errors };
export type CoreMessageId = keyof typeof messages;
export default messages as Record<CoreMessageId, string>;
