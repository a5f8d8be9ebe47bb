// Passkeys in the browser (docs/product/accounts-and-security.md): whether this browser can use
// them, and what a failed step says. The ceremonies themselves (webauthn.ts, with
// @simplewebauthn/browser) load on first use, so the sign-in page's first load stays small.
import { useSyncExternalStore } from "react";
import type { MessageId } from "@shared/i18n/catalogue";
import { errorDescription } from "@/lib/api";
import { translate } from "@/lib/i18n";

/** Whether this browser can use passkeys at all (an old browser, or a page that is not a secure context, cannot). */
export const webAuthnSupported = (): boolean =>
  typeof window !== "undefined" && window.isSecureContext && typeof window.PublicKeyCredential === "function";

const unchanging = () => () => undefined;

/** webAuthnSupported for a component: the server-rendered page assumes yes (as most browsers can), the browser then says. */
export const useWebAuthnSupported = (): boolean => useSyncExternalStore(unchanging, webAuthnSupported, () => true);

/** The browser (or the person at it) said no: the message to show. */
export class PasskeyRefusal extends Error {
  constructor(readonly messageId: MessageId) {
    super(messageId);
  }
}

/** What a failed passkey step says: the browser's refusal, else the server's message, else `fallback`. */
export function passkeyFailureText(error: unknown, fallback: string): string {
  return error instanceof PasskeyRefusal ? translate(error.messageId) : errorDescription(error, fallback);
}
