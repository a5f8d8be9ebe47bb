// The zh-CN messages every page needs, signed-out ones included (ADR 026): loaded before the first render.
import common from "../zh-CN/common.json";
import auth from "../zh-CN/auth.json";

export default { ...common, ...auth } as Record<string, string>;
