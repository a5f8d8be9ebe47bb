// Passkeys in the browser (docs/product/accounts-and-security.md): WebAuthn through
// @simplewebauthn/browser, loaded on first use so the sign-in page's first load stays small.
// A refusal by the browser or the person becomes a PasskeyRefusal naming what to say.
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/browser";
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

/** The DOMException names WebAuthn fails with, as the person meets them. */
function refusal(error: unknown): Error {
  const name = error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "AbortError") return new PasskeyRefusal("auth.passkey.cancelled");
  if (name === "InvalidStateError") return new PasskeyRefusal("auth.passkey.alreadyOnDevice");
  if (name === "SecurityError") return new PasskeyRefusal("auth.passkey.wrongAddress");
  if (!webAuthnSupported()) return new PasskeyRefusal("auth.passkey.unsupported");
  return error instanceof Error ? error : new Error(String(error));
}

/** Makes a passkey on this device (or a phone or key the browser offers). */
export async function createPasskey(optionsJSON: PublicKeyCredentialCreationOptionsJSON): Promise<RegistrationResponseJSON> {
  if (!webAuthnSupported()) throw new PasskeyRefusal("auth.passkey.unsupported");
  const { startRegistration } = await import("@simplewebauthn/browser");
  return startRegistration({ optionsJSON }).catch((error: unknown) => Promise.reject(refusal(error)));
}

/** Signs the server's challenge with a passkey the person picks. */
export async function signWithPasskey(optionsJSON: PublicKeyCredentialRequestOptionsJSON): Promise<AuthenticationResponseJSON> {
  if (!webAuthnSupported()) throw new PasskeyRefusal("auth.passkey.unsupported");
  const { startAuthentication } = await import("@simplewebauthn/browser");
  return startAuthentication({ optionsJSON }).catch((error: unknown) => Promise.reject(refusal(error)));
}

/** What a failed passkey step says: the browser's refusal, else the server's message, else `fallback`. */
export function passkeyFailureText(error: unknown, fallback: string): string {
  return error instanceof PasskeyRefusal ? translate(error.messageId) : errorDescription(error, fallback);
}
