// The tr messages of the account pages (forgot and reset password), loaded with those pages only (ADR 026).
import account from "../tr/account.json";

export default account as Record<string, string>;
