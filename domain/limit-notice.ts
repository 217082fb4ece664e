import { checkTransferLimits, DEFAULT_LIMITS, type TierLimits, type VerificationStatus } from './compliance';
import { compareDecimal, isDecimalString } from './money';
import type { CustomerLimits } from './schemas/compliance';

/**
 * What the send screen tells a customer about an amount before Continue (issue 17: a rule is
 * explained before the customer meets it), from GET /api/limits and domain/compliance.ts's own
 * check, so the screen and the server never disagree on where the lines are.
 */

export type LimitNotice =
  /** The amount needs a verified identity; `verification` says where the customer stands. */
  | { kind: 'needsVerification'; verification: VerificationStatus; remaining: string }
  /** The amount is past a limit the customer cannot lift by verifying. */
  | { kind: 'overLimit'; remaining: string };

/** What the customer may send in one transfer now: the least of the three headrooms. */
export function remainingNow(limits: CustomerLimits): string {
  return [limits.perTransfer, limits.daily.remaining, limits.monthly.remaining].reduce((least, value) =>
    compareDecimal(value, least) < 0 ? value : least,
  );
}

/** The notice for sending `amount` (a CAD decimal string) now, or undefined when it may be sent. */
export function limitNoticeFor(amount: string | undefined, limits: CustomerLimits): LimitNotice | undefined {
  if (amount === undefined || !isDecimalString(amount) || compareDecimal(amount, '0') <= 0) return undefined;
  const own: TierLimits = { perTransfer: limits.perTransfer, daily: limits.daily.limit, monthly: limits.monthly.limit };
  // The answer carries the customer's own tier only; the other tier's limits are the defaults
  // (they decide only whether verifying would lift the refusal).
  const verified = limits.tier === 'verified';
  const refusal = checkTransferLimits({
    amount,
    verification: verified ? 'verified' : limits.verification,
    limits: verified ? { basic: DEFAULT_LIMITS.basic, verified: own } : { basic: own, verified: DEFAULT_LIMITS.verified },
    usage: { daily: limits.daily.used, monthly: limits.monthly.used },
  });
  if (!refusal) return undefined;
  if (refusal.code === 'verification_required') return { kind: 'needsVerification', verification: limits.verification, remaining: refusal.remaining };
  return { kind: 'overLimit', remaining: refusal.remaining };
}
