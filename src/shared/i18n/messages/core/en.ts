// The en messages every page needs, signed-out ones included (ADR 026): loaded before the first render.
import common from "../en/common.json";
import auth from "../en/auth.json";

const messages = { ...common, ...auth };
export type CoreMessageId = keyof typeof messages;
export default messages as Record<CoreMessageId, string>;
