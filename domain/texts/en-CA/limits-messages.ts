/** The English (Canada) texts of domain/limits-messages.ts: the source every other language translates. */

import { IDENTITY_THRESHOLD_CAD, TRAVEL_RULE_THRESHOLD_CAD, type LimitKind, type LimitRefusal } from '../../compliance';
import { formatCad } from '../../format';
import { compareDecimal } from '../../money';

/**
 * What a customer reads when the server refuses a transfer for a compliance rule (issue 17):
 * which rule, in plain words, and what they can still send now. Part of the message catalogue
 * (domain/messages.ts), in a module of its own so the sign-in bundle does not carry it.
 */
const WINDOW_NAMES: Record<Exclude<LimitKind, 'identity' | 'perTransfer'>, string> = { daily: '24-hour', monthly: '30-day' };

/** "1,000.00 CAD": thresholds are written as the regulation states them. */
const thresholdCad = (amount: string) => `${formatCad(amount).replace('$', '')} CAD`;

function canSendNow(remaining: string): string {
  return compareDecimal(remaining, '0') > 0 ? `You can send up to ${formatCad(remaining)} now.` : 'You cannot send more right now.';
}

function limitName(kind: Exclude<LimitKind, 'identity'>, limit: string): string {
  return kind === 'perTransfer' ? `per-transfer limit of ${formatCad(limit)}` : `${WINDOW_NAMES[kind]} limit of ${formatCad(limit)}`;
}

const limitsMessages = {
  /** 422 verification_required / limit_exceeded, from domain/compliance.ts checkTransferLimits. */
  refusal(refusal: LimitRefusal): string {
    if (refusal.code === 'verification_required') {
      if (refusal.kind === 'identity') {
        return `Verify your identity to send ${thresholdCad(IDENTITY_THRESHOLD_CAD)} or more in 24 hours. ${canSendNow(refusal.remaining)}`;
      }
      return `Verify your identity to send more: this transfer would take you past the ${limitName(refusal.kind, refusal.limit)} for customers who have not verified. ${canSendNow(refusal.remaining)}`;
    }
    if (refusal.kind === 'perTransfer') {
      return `This transfer is above your ${limitName('perTransfer', refusal.limit)}. ${canSendNow(refusal.remaining)}`;
    }
    const kind = refusal.kind === 'identity' ? 'daily' : refusal.kind;
    return `This transfer would take you past your ${limitName(kind, refusal.limit)}. ${canSendNow(refusal.remaining)}`;
  },
  /** 422 recipient_address_required (the travel rule). */
  recipientAddressRequired: (): string =>
    `Add your recipient's address (city and state at least) to send ${thresholdCad(TRAVEL_RULE_THRESHOLD_CAD)} or more. Edit the recipient, then try again.`,
  /** An EFT report case's summary, for operators (the 24-hour rule). */
  eftCaseSummary: (total: string, transfers: number): string =>
    `24-hour total ${thresholdCad(total)} from ${transfers} transfer${transfers === 1 ? '' : 's'}`,
  /** An EFT report case per beneficiary (issue 31): several customers' transfers to one bank account. */
  beneficiaryCaseSummary: (total: string, transfers: number): string =>
    `24-hour total ${thresholdCad(total)} from ${transfers} transfer${transfers === 1 ? '' : 's'} by several customers to one beneficiary`,
  /** 403 when a closed account tries to send. */
  accountClosed: 'This account is closed, so it cannot send transfers.',
} as const;

export default { limitsMessages };
