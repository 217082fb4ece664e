import { MAX_TRANSFER_CAD } from './constants';
import { complianceValidation } from './compliance-texts';
import { compareDecimal, fromUnits, toUnits } from './money';
import { TRANSFER_STATUSES } from './transfer-status';

/**
 * The rules a money services business registered with FINTRAC applies to every transfer, defined
 * once for the server (which enforces them) and the web app (which explains them). Sources are
 * the Proceeds of Crime (Money Laundering) and Terrorist Financing Regulations (PCMLTFR, SOR/2002-184)
 * and FINTRAC's guidance for MSBs; docs/COMPLIANCE.md maps each rule to its source, code and test.
 * Amounts are CAD decimal strings with 2 decimals, compared exactly.
 */

/**
 * Identity must be verified before an electronic funds transfer of 1,000 CAD or more (PCMLTFR;
 * FINTRAC guidance "Know your client requirements for money services businesses" and "Methods to
 * verify the identity of persons and entities"). We also apply it to the 24-hour total, so
 * splitting a transfer does not escape it.
 */
export const IDENTITY_THRESHOLD_CAD = '1000.00';

/**
 * A transfer of 1,000 CAD or more carries the sender's and the recipient's name, address and
 * account (the travel rule: PCMLTFR; FINTRAC "Travel rule for electronic funds and virtual
 * currency transfers").
 */
export const TRAVEL_RULE_THRESHOLD_CAD = '1000.00';

/**
 * An international EFT of 10,000 CAD or more — one transfer, or several by the same person within
 * 24 consecutive hours (the 24-hour rule) — is reported to FINTRAC within 5 working days (PCMLTFR;
 * FINTRAC "Reporting electronic funds transfers to FINTRAC" and "The 24-hour rule").
 */
export const LARGE_EFT_THRESHOLD_CAD = '10000.00';
export const REPORT_WINDOW_HOURS = 24;
export const EFT_REPORT_DUE_WORKING_DAYS = 5;

/** Records are kept at least 5 years: defined in constants.ts (source there), so screens that only say it load no money code. */
export { RECORD_RETENTION_YEARS } from './constants';

/** The rolling windows of the daily and monthly limits. */
export const LIMIT_WINDOWS = { daily: 24 * 60 * 60 * 1000, monthly: 30 * 24 * 60 * 60 * 1000 } as const;

export const TIERS = ['basic', 'verified'] as const;
export type Tier = (typeof TIERS)[number];

export const VERIFICATION_STATUSES = ['none', 'pending', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** A customer is in the verified tier exactly when their identity is verified. */
export function tierOf(verification: VerificationStatus): Tier {
  return verification === 'verified' ? 'verified' : 'basic';
}

export interface TierLimits {
  perTransfer: string;
  /** Rolling 24 hours. */
  daily: string;
  /** Rolling 30 days. */
  monthly: string;
}
export type Limits = Record<Tier, TierLimits>;

/**
 * The limits until an operator changes them (Settings). Business choices, not regulation, except
 * that basic stays under the identity threshold and no transfer exceeds the product's 5,000 (docs/product.md).
 */
export const DEFAULT_LIMITS: Limits = {
  basic: { perTransfer: '999.99', daily: '999.99', monthly: '3000.00' },
  verified: { perTransfer: '5000.00', daily: '10000.00', monthly: '30000.00' },
};

/** Why a set of limits cannot be saved, and the field at fault (so a form can point at it), or undefined. */
export function limitsProblemAt(limits: Limits): { path: [Tier, keyof TierLimits]; message: string } | undefined {
  for (const tier of TIERS) {
    const { perTransfer, daily, monthly } = limits[tier];
    if (compareDecimal(perTransfer, MAX_TRANSFER_CAD) > 0) {
      return { path: [tier, 'perTransfer'], message: complianceValidation.perTransferOverMaximum(tier, `${MAX_TRANSFER_CAD}.00`) };
    }
    if (compareDecimal(perTransfer, daily) > 0) return { path: [tier, 'perTransfer'], message: complianceValidation.perTransferOverDaily(tier) };
    if (compareDecimal(daily, monthly) > 0) return { path: [tier, 'daily'], message: complianceValidation.dailyOverMonthly(tier) };
  }
  return undefined;
}

/** Why a set of limits cannot be saved, or undefined. */
export function limitsProblem(limits: Limits): string | undefined {
  return limitsProblemAt(limits)?.message;
}

/**
 * Transfer statuses that do not count towards limits or the 24-hour rule: money that will not
 * move. 'cancelled' is listed ahead of the status itself so it is never counted once it exists.
 */
export const UNCOUNTED_STATUSES: readonly string[] = ['rejected', 'cancelled'];
/** The statuses that count (every other one, so a new status counts unless listed above). */
export const COUNTED_STATUSES: readonly string[] = TRANSFER_STATUSES.filter((status) => !UNCOUNTED_STATUSES.includes(status));

/** CAD already sent (transfers not rejected or cancelled) in the rolling windows. */
export interface Usage {
  daily: string;
  monthly: string;
}

const cents = (value: string) => toUnits(value, 2);
const cad = (units: bigint) => fromUnits(units < 0n ? 0n : units, 2);

/** What a customer may still send in one transfer now: the smallest headroom of the three limits. */
export function remainingToSend(limits: TierLimits, usage: Usage): string {
  const headroom = [cents(limits.perTransfer), cents(limits.daily) - cents(usage.daily), cents(limits.monthly) - cents(usage.monthly)];
  return cad(headroom.reduce((least, value) => (value < least ? value : least)));
}

/** Which rule stops a transfer: one of the tier's limits, or the identity threshold. */
export type LimitKind = keyof TierLimits | 'identity';

export interface LimitRefusal {
  code: 'verification_required' | 'limit_exceeded';
  /** The limit that stops the transfer, and what may still be sent now. */
  limit: string;
  remaining: string;
  /** Which limit `limit` is (two may hold the same amount), for the message. */
  kind: LimitKind;
}

/** The limit of the tier the amount breaks first, or undefined. */
function brokenLimit(amount: bigint, limits: TierLimits, usage: Usage): { limit: string; kind: keyof TierLimits } | undefined {
  if (amount > cents(limits.perTransfer)) return { limit: limits.perTransfer, kind: 'perTransfer' };
  if (amount + cents(usage.daily) > cents(limits.daily)) return { limit: limits.daily, kind: 'daily' };
  if (amount + cents(usage.monthly) > cents(limits.monthly)) return { limit: limits.monthly, kind: 'monthly' };
  return undefined;
}

/**
 * Whether a customer may send `amount` now, given their verification, the limits and what they
 * sent in the windows. A basic customer is asked to verify (rather than told of a limit) when the
 * amount needs a verified identity — it reaches the identity threshold, alone or with the last
 * 24 hours — or breaks a basic limit that the verified tier would allow.
 */
export function checkTransferLimits(input: {
  amount: string;
  verification: VerificationStatus;
  limits: Limits;
  usage: Usage;
}): LimitRefusal | undefined {
  const amount = cents(input.amount);
  const tier = tierOf(input.verification);
  const own = input.limits[tier];
  const remaining = remainingToSend(own, input.usage);
  if (tier === 'basic') {
    const threshold = cents(IDENTITY_THRESHOLD_CAD);
    const needsIdentity = amount >= threshold || amount + cents(input.usage.daily) >= threshold;
    const basicLimit = brokenLimit(amount, own, input.usage);
    if (needsIdentity || basicLimit !== undefined) {
      const verifiedLimit = brokenLimit(amount, input.limits.verified, input.usage);
      if (verifiedLimit === undefined) {
        return {
          code: 'verification_required',
          limit: basicLimit?.limit ?? cad(threshold - 1n),
          // Reaching the identity threshold is the reason, whichever basic limit it also breaks.
          kind: needsIdentity ? 'identity' : basicLimit!.kind,
          remaining: minCad(remaining, cad(threshold - 1n - cents(input.usage.daily))),
        };
      }
      return { code: 'limit_exceeded', ...(basicLimit ?? verifiedLimit), remaining };
    }
    return undefined;
  }
  const broken = brokenLimit(amount, own, input.usage);
  return broken === undefined ? undefined : { code: 'limit_exceeded', ...broken, remaining };
}

function minCad(a: string, b: string): string {
  return compareDecimal(a, b) <= 0 ? a : b;
}

/** Whether a transfer of this amount must carry the travel-rule details (addresses of both sides). */
export function needsTravelRule(amount: string): boolean {
  return compareDecimal(amount, TRAVEL_RULE_THRESHOLD_CAD) >= 0;
}

/** Whether a recipient's address is enough for the travel rule: the city and the state at least. */
export function hasTravelRuleAddress(recipient: { city?: string | null; state?: string | null }): boolean {
  return Boolean(recipient.city?.trim() && recipient.state?.trim());
}

/** The travel rule's one-line address: the parts given, in order, joined by commas; null when none is. */
export function addressLine(parts: readonly (string | null | undefined)[]): string | null {
  const given = parts.map((part) => part?.trim()).filter((part): part is string => Boolean(part));
  return given.length ? given.join(', ') : null;
}

/** One of a customer's counted transfers, for the 24-hour rule. */
export interface CountedTransfer {
  id: number;
  createdAt: Date;
  cadAmount: string;
}

/** An open EFT report case: the window [windowStart, windowStart + 24 h) and its transfers. */
export interface EftCaseWindow {
  id: number;
  windowStart: Date;
  transferIds: number[];
}

export type EftCaseChange =
  /** Transfers added to an open case's window, and their CAD sum (added to the case's total). */
  | { kind: 'join'; caseId: number; transferIds: number[]; addedTotal: string }
  | { kind: 'open'; windowStart: Date; windowEnd: Date; transferIds: number[]; total: string };

const WINDOW_MS = REPORT_WINDOW_HOURS * 60 * 60 * 1000;

/**
 * The 24-hour rule after a transfer is made at `at`. `recent` are the customer's counted transfers
 * of the last 24 hours (the new one included); `cases` their EFT cases whose window may still be
 * open. A transfer inside an existing case's window joins that case; otherwise, when the transfers
 * of the last 24 hours not yet in any case total 10,000 CAD or more, they open a new case whose
 * window starts at the earliest of them. Each transfer is in at most one case, and one window has
 * one case, however often this runs. `newId` names the new transfer when several senders' transfers
 * are counted (their times need not follow the order they were committed in).
 */
export function eftCaseChange(at: Date, recent: readonly CountedTransfer[], cases: readonly EftCaseWindow[], newId?: number): EftCaseChange | undefined {
  const inCase = new Set(cases.flatMap((open) => open.transferIds));
  // The new transfer: named, or the newest (one customer's transfers are made in the order they commit).
  const newest = newId !== undefined ? recent.find((transfer) => transfer.id === newId) : [...recent].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)[0];
  if (!newest || inCase.has(newest.id)) return undefined;
  const covering = cases.find((open) => at.getTime() < open.windowStart.getTime() + WINDOW_MS && at >= open.windowStart);
  if (covering) {
    const joining = recent.filter((transfer) => !inCase.has(transfer.id) && transfer.createdAt >= covering.windowStart);
    const added = joining.reduce((sum, transfer) => sum + cents(transfer.cadAmount), 0n);
    return { kind: 'join', caseId: covering.id, transferIds: joining.map((transfer) => transfer.id), addedTotal: cad(added) };
  }
  const since = at.getTime() - WINDOW_MS;
  const unreported = recent.filter((transfer) => !inCase.has(transfer.id) && transfer.createdAt.getTime() > since);
  const total = unreported.reduce((sum, transfer) => sum + cents(transfer.cadAmount), 0n);
  if (total < cents(LARGE_EFT_THRESHOLD_CAD)) return undefined;
  const windowStart = new Date(Math.min(...unreported.map((transfer) => transfer.createdAt.getTime())));
  return {
    kind: 'open',
    windowStart,
    windowEnd: new Date(windowStart.getTime() + WINDOW_MS),
    transferIds: unreported.map((transfer) => transfer.id),
    total: cad(total),
  };
}

/**
 * The 24-hour rule also counts transfers "for the same beneficiary" (PCMLTFR s. 126; FINTRAC "The
 * 24-hour rule": transactions conducted by the same person or entity, on behalf of the same person
 * or entity, or for the same beneficiary). A beneficiary is a bank account: account number + IFSC.
 * One customer's transfers to it are already their own eftr case, so a beneficiary case
 * (eftr_beneficiary) opens only when the window's transfers come from two customers or more; an
 * operator then judges whether the senders act for one another.
 */
export interface BeneficiaryTransfer extends CountedTransfer {
  userId: number;
}

export function eftBeneficiaryCaseChange(at: Date, recent: readonly BeneficiaryTransfer[], cases: readonly EftCaseWindow[], newId?: number): EftCaseChange | undefined {
  const change = eftCaseChange(at, recent, cases, newId);
  if (change?.kind !== 'open') return change;
  const opening = new Set(change.transferIds);
  const senders = new Set(recent.filter((transfer) => opening.has(transfer.id)).map((transfer) => transfer.userId));
  return senders.size >= 2 ? change : undefined;
}

/** An EFT report case as far as its status is concerned. */
export interface EftCaseState {
  status: 'open' | 'closed';
  outcome: string | null;
  /** Closed as filed at some point (its report went to FINTRAC), even if reopened since. */
  everFiled: boolean;
}

/**
 * What an EFT report case becomes when its counted transfers change (issue 31), given its new total:
 * - 'join' (a transfer in its window was made): a closed case reaching the threshold again reopens
 *   (a filed report needs amending, a cleared or not-reportable one a new look);
 * - 'removal' (one of its transfers was cancelled or rejected: money that never moved leaves the
 *   24-hour total): an open case under the threshold closes itself as not reportable — unless a
 *   report was filed for it, which an operator must amend or withdraw —, and a filed case reopens;
 * otherwise it keeps its status with the new total ('unchanged').
 * A reopened case loses its outcome, reference and note (kept in its history) and is due again 5
 * working days after the change.
 */
export function eftCaseStatusAfter(change: 'join' | 'removal', state: EftCaseState, total: string): 'unchanged' | 'reopen' | 'close_not_reportable' {
  const under = compareDecimal(total, LARGE_EFT_THRESHOLD_CAD) < 0;
  if (state.status === 'open') return change === 'removal' && under && !state.everFiled ? 'close_not_reportable' : 'unchanged';
  if (change === 'join') return under ? 'unchanged' : 'reopen';
  return state.outcome === 'filed' ? 'reopen' : 'unchanged';
}

/**
 * Attempted transactions are reported too: a suspicious transaction report covers transactions
 * "conducted or attempted" (PCMLTFA s. 7; FINTRAC "Reporting suspicious transactions to FINTRAC").
 * A transfer refused by a rule is kept as an attempt, and this many refused attempts of one customer
 * within 24 hours open a suspicious-transaction review case (an operator may change the number in
 * Settings). A business choice of indicator, not a regulatory threshold.
 */
export const REFUSED_ATTEMPTS_DEFAULT_THRESHOLD = 3;
export const REFUSED_ATTEMPTS_MAX_THRESHOLD = 100;
export const REFUSED_ATTEMPTS_WINDOW_HOURS = 24;
export const ATTEMPT_REASONS = ['verification_required', 'limit_exceeded', 'recipient_address_required', 'compliance_hold'] as const;
export type AttemptReason = (typeof ATTEMPT_REASONS)[number];

const ATTEMPTS_WINDOW_MS = REFUSED_ATTEMPTS_WINDOW_HOURS * 60 * 60 * 1000;

/**
 * Whether the refused attempts up to `at` open a review: `threshold` or more in the 24 hours before
 * `at`, not counting those a review the rule already opened covers (each attempt is in at most one
 * review, and a window has one). `reviewWindows` are the customer's earlier reviews' windows.
 * Answers the new review's window (from its earliest attempt) and how many attempts it counts.
 */
export function refusedAttemptsReview(
  at: Date,
  attempts: readonly Date[],
  threshold: number,
  reviewWindows: readonly { windowStart: Date; windowEnd: Date }[],
): { windowStart: Date; windowEnd: Date; count: number } | undefined {
  if (reviewWindows.some((review) => at >= review.windowStart && at < review.windowEnd)) return undefined;
  const covered = (time: Date) => reviewWindows.some((review) => time >= review.windowStart && time < review.windowEnd);
  const counted = attempts.filter((time) => time.getTime() > at.getTime() - ATTEMPTS_WINDOW_MS && time <= at && !covered(time));
  if (counted.length < threshold) return undefined;
  const windowStart = new Date(Math.min(...counted.map((time) => time.getTime())));
  return { windowStart, windowEnd: new Date(windowStart.getTime() + ATTEMPTS_WINDOW_MS), count: counted.length };
}
