// Passkeys (docs/product/accounts-and-security.md): the bodies and answers of /api/auth/passkeys/*,
// shared by the server and the Profile card. The WebAuthn objects are those of the
// browser's credential in JSON form (@simplewebauthn/browser's startRegistration and
// startAuthentication); only the fields the server reads are required, other fields are dropped.
import { z } from "zod";
import { zodMessage } from "./i18n/error-message";

const PASSKEY_NAME_REQUIRED = zodMessage("errors.passkeys.nameRequired");
const PASSKEY_NAME_TOO_LONG = zodMessage("errors.passkeys.nameTooLong");
const NOT_A_CREDENTIAL = zodMessage("errors.passkeys.notACredential");

/** WebAuthn's authenticator transports. */
const TRANSPORTS = ["ble", "cable", "hybrid", "internal", "nfc", "smart-card", "usb"] as const;

/** A base64url field of the credential (its id, clientDataJSON, signatures). */
const base64url = z.string({ error: NOT_A_CREDENTIAL }).regex(/^[A-Za-z0-9_-]+={0,2}$/, NOT_A_CREDENTIAL).max(65_536, NOT_A_CREDENTIAL);

const credentialBase = {
  id: base64url,
  rawId: base64url,
  type: z.literal("public-key", { error: NOT_A_CREDENTIAL }),
  clientExtensionResults: z.object(
    {
      appid: z.boolean({ error: NOT_A_CREDENTIAL }).optional(),
      credProps: z.object({ rk: z.boolean({ error: NOT_A_CREDENTIAL }).optional() }, { error: NOT_A_CREDENTIAL }).optional(),
      hmacCreateSecret: z.boolean({ error: NOT_A_CREDENTIAL }).optional(),
    },
    { error: NOT_A_CREDENTIAL },
  ),
  authenticatorAttachment: z.enum(["platform", "cross-platform"], { error: NOT_A_CREDENTIAL }).optional(),
};

/** The credential a browser made (navigator.credentials.create, as JSON). */
export const registrationCredentialSchema = z.object(
  {
    ...credentialBase,
    response: z.object(
      {
        clientDataJSON: base64url,
        attestationObject: base64url,
        authenticatorData: base64url.optional(),
        publicKeyAlgorithm: z.number({ error: NOT_A_CREDENTIAL }).optional(),
        publicKey: base64url.optional(),
        transports: z.array(z.enum(TRANSPORTS, { error: NOT_A_CREDENTIAL }), { error: NOT_A_CREDENTIAL }).max(10, NOT_A_CREDENTIAL).optional(),
      },
      { error: NOT_A_CREDENTIAL },
    ),
  },
  { error: NOT_A_CREDENTIAL },
);

export type RegistrationCredential = z.infer<typeof registrationCredentialSchema>;

/** The assertion a browser signed (navigator.credentials.get, as JSON). */
export const authenticationCredentialSchema = z.object(
  {
    ...credentialBase,
    response: z.object(
      {
        clientDataJSON: base64url,
        authenticatorData: base64url,
        signature: base64url,
        userHandle: base64url.optional(),
      },
      { error: NOT_A_CREDENTIAL },
    ),
  },
  { error: NOT_A_CREDENTIAL },
);

export type AuthenticationCredential = z.infer<typeof authenticationCredentialSchema>;

export const passkeyNameSchema = z.string({ error: PASSKEY_NAME_REQUIRED }).trim().min(1, PASSKEY_NAME_REQUIRED).max(100, PASSKEY_NAME_TOO_LONG);

/** POST /api/auth/passkeys/register/verify. */
export const passkeyRegisterVerifySchema = z.object({ name: passkeyNameSchema, response: registrationCredentialSchema });
export type PasskeyRegisterVerifyInput = z.input<typeof passkeyRegisterVerifySchema>;

/** POST /api/auth/passkeys/login/verify. */
export const passkeyLoginVerifySchema = z.object({ response: authenticationCredentialSchema });

/** One of the caller's passkeys (never its key). */
export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  /** The last sign-in with it, or null if never used. */
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/** POST …/register/verify's 201. */
export const createdPasskeySchema = passkeySchema.pick({ id: true, name: true, createdAt: true });

const descriptor = z.object({ id: z.string(), type: z.literal("public-key"), transports: z.array(z.enum(TRANSPORTS)).optional() });
const userVerification = z.enum(["discouraged", "preferred", "required"]);
const hints = z.array(z.enum(["hybrid", "security-key", "client-device"])).optional();
const extensions = z
  .object({ appid: z.string().optional(), credProps: z.boolean().optional(), hmacCreateSecret: z.boolean().optional(), minPinLength: z.boolean().optional() })
  .optional();

/** The options handed to navigator.credentials.create (WebAuthn's PublicKeyCredentialCreationOptionsJSON). */
export const registrationOptionsSchema = z.object({
  challenge: z.string(),
  rp: z.object({ id: z.string().optional(), name: z.string() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ type: z.literal("public-key"), alg: z.number() })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(descriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: z.enum(["discouraged", "preferred", "required"]).optional(),
      userVerification: userVerification.optional(),
    })
    .optional(),
  hints,
  attestation: z.enum(["direct", "enterprise", "indirect", "none"]).optional(),
  attestationFormats: z.array(z.enum(["fido-u2f", "packed", "android-safetynet", "android-key", "tpm", "apple", "none"])).optional(),
  extensions,
});

/** The options handed to navigator.credentials.get (WebAuthn's PublicKeyCredentialRequestOptionsJSON). */
export const authenticationOptionsSchema = z.object({
  challenge: z.string(),
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(descriptor).optional(),
  userVerification: userVerification.optional(),
  hints,
  extensions,
});
