// The WebAuthn ceremonies through @simplewebauthn/browser, imported only when a person adds or
// uses a passkey (lib/passkeys.ts says whether they can). A refusal by the browser or the person
// becomes a PasskeyRefusal naming what to say.
import {
  startAuthentication,
  startRegistration,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/browser";
import { PasskeyRefusal, webAuthnSupported } from "./passkeys";

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
  return startRegistration({ optionsJSON }).catch((error: unknown) => Promise.reject(refusal(error)));
}

/** Signs the server's challenge with a passkey the person picks. */
export async function signWithPasskey(optionsJSON: PublicKeyCredentialRequestOptionsJSON): Promise<AuthenticationResponseJSON> {
  if (!webAuthnSupported()) throw new PasskeyRefusal("auth.passkey.unsupported");
  return startAuthentication({ optionsJSON }).catch((error: unknown) => Promise.reject(refusal(error)));
}
