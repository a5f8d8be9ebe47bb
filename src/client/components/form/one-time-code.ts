// The input of a code from an authenticator app, wherever one is typed: the
// phone offers the code it received and its number pad, and six digits fit.
export const ONE_TIME_CODE_INPUT = {
  autoComplete: "one-time-code",
  inputMode: "numeric",
  pattern: "[0-9]*",
  maxLength: 6,
} as const;
