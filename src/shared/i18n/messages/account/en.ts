// The en messages of the account pages (forgot and reset password), loaded with those pages only,
// so the sign-in page stays within its JavaScript budget (ADR 026).
import account from "../en/account.json";

export type AccountMessageId = keyof typeof account;
export default account as Record<AccountMessageId, string>;
