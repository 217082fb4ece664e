import type { Limit } from '../rate-limit/limiter';

const MINUTE_MS = 60_000;

/**
 * Rate limits of sign-in, sign-up and password reset. Failed sign-ins are counted per account:
 * after 10 in a row the account answers 429 until the 15-minute window ends, so an attacker gets
 * at most 40 guesses an hour and a victim is never locked out for longer than 15 minutes.
 */
export const AUTH_LIMITS = {
  loginPerIp: { max: 100, windowMs: 15 * MINUTE_MS },
  loginFailuresPerAccount: { max: 10, windowMs: 15 * MINUTE_MS },
  signupPerIp: { max: 20, windowMs: 60 * MINUTE_MS },
  forgotPerIp: { max: 20, windowMs: 15 * MINUTE_MS },
  forgotPerAccount: { max: 3, windowMs: 15 * MINUTE_MS },
  /**
   * Codes of a second factor (TOTP or recovery, one budget): 10 tries, then codes are locked out for
   * 15 minutes, and each further lockout for twice as long, up to 24 hours (issue 32,
   * totp/second-factor-tries.ts): `windowMs` is the first lockout. With 3 codes valid at any time
   * (±1 step) a guesser holding the password has about a 1-in-4,800 chance on the first day, 1 in
   * 33,000 on each day after.
   */
  secondFactorFailuresPerAccount: { max: 10, windowMs: 15 * MINUTE_MS },
  /**
   * Passkey challenges from one address (each is a row for 5 minutes): the sign-in screen asks for
   * one on every visit, for the browser's autofill. A passkey sign-in itself counts as a sign-in (loginPerIp).
   */
  passkeyChallengesPerIp: { max: 200, windowMs: 15 * MINUTE_MS },
  /** New email verification links on request: enough for a lost mail, too few to mail-bomb an inbox. */
  verifyResendPerAccount: { max: 5, windowMs: 60 * MINUTE_MS },
  /**
   * Receipts drawn per account (issue 20): each is a PDF laid out on the server (tens of
   * milliseconds of CPU), far more than anyone reads, too few to keep an instance busy.
   */
  receiptsPerAccount: { max: 30, windowMs: 10 * MINUTE_MS },
  /**
   * Photos of an ID (issue 32), each up to 5 MB: per account a day, enough for retakes; per address
   * a day, so that the 20 sign-ups an hour one address may make cannot fill the disk either
   * (at most 150 MB a day from one address, and unused photos are deleted after 24 hours).
   */
  documentUploadsPerAccount: { max: 10, windowMs: 24 * 60 * MINUTE_MS },
  documentUploadsPerIp: { max: 30, windowMs: 24 * 60 * MINUTE_MS },
} as const satisfies Record<string, Limit>;

export type AuthLimits = { [K in keyof typeof AUTH_LIMITS]: Limit };

/** AUTH_LIMITS with the configured sign-up allowance (SIGNUPS_PER_IP_PER_HOUR). */
export function authLimitsFor(config: { signupsPerIpPerHour: number }): AuthLimits {
  return { ...AUTH_LIMITS, signupPerIp: { ...AUTH_LIMITS.signupPerIp, max: config.signupsPerIpPerHour } };
}

export const limitKeys = {
  loginPerIp: (ip: string) => `login:ip:${ip}`,
  loginFailures: (email: string) => `login-failures:email:${email.toLowerCase()}`,
  signupPerIp: (ip: string) => `signup:ip:${ip}`,
  forgotPerIp: (ip: string) => `forgot:ip:${ip}`,
  forgotPerAccount: (email: string) => `forgot:email:${email.toLowerCase()}`,
  passkeyChallengesPerIp: (ip: string) => `passkey-challenges:ip:${ip}`,
  verifyResendPerAccount: (userId: number) => `verify-resend:user:${userId}`,
  receiptsPerAccount: (userId: number) => `receipts:user:${userId}`,
  documentUploadsPerAccount: (userId: number) => `verification-upload:user:${userId}`,
  documentUploadsPerIp: (ip: string) => `verification-upload:ip:${ip}`,
};
