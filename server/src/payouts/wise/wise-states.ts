import type { NameCheck, RailPayoutState } from '../rail';

/**
 * What Wise's words mean for a payout.
 *
 * Transfer statuses, from "Tracking transfers"
 * (https://docs.wise.com/guides/product/send-money/tracking/transfer-statuses): the happy path is
 * incoming_payment_waiting ⇒ processing ⇒ funds_converted ⇒ outgoing_payment_sent (final, "assuming
 * funds will not be returned"); the unhappy one outgoing_payment_sent ⇒ bounced_back ⇒ processing ⇒
 * cancelled ⇒ funds_refunded, a bounce coming "up to several weeks after a transfer is sent".
 * Transfers may also roll back to an earlier state, so a reader applies only forward changes.
 */
const TRANSFER_STATES: Record<string, RailPayoutState> = {
  incoming_payment_waiting: 'in_flight',
  incoming_payment_initiated: 'in_flight',
  processing: 'in_flight',
  funds_converted: 'in_flight',
  outgoing_payment_sent: 'paid',
  cancelled: 'failed',
  funds_refunded: 'failed',
  bounced_back: 'returned',
  charged_back: 'returned',
};

/**
 * A status Wise adds later (or `unknown`, which it documents for a transfer missing information)
 * is still on its way: never paid without Wise saying outgoing_payment_sent.
 */
export function railState(wiseStatus: string): RailPayoutState {
  return TRANSFER_STATES[wiseStatus] ?? 'in_flight';
}

/**
 * Recipient verification (confirmation of payee), from "Recipient verification"
 * (https://docs.wise.com/guides/product/send-money/recipient-verification): active for INR; run
 * during `POST /v1/accounts`; the results are in the created account's `confirmations.outcomes`,
 * each with an `outcome` of SUCCESS, FAILURE, PARTIAL_FAILURE or COULD_NOT_CHECK. A *blocking*
 * failure means the account is not created at all (an error answer): the rail reports that as
 * `invalid_account` (wise-rail.ts).
 */
export interface WiseConfirmationOutcome {
  type?: string;
  outcome?: string;
  /** The holder's name as the bank has it, when the outcome carries one (not documented for every type). */
  accountHolderName?: string | null;
}

export interface WiseConfirmations {
  outcomes?: WiseConfirmationOutcome[] | null;
}

/** The worst outcome wins: a FAILURE anywhere is a mismatch (an account-existence one an invalid account). */
export function nameCheckFrom(confirmations: WiseConfirmations | null | undefined): NameCheck {
  const outcomes = confirmations?.outcomes ?? [];
  const nameAtBank = outcomes.map((outcome) => outcome.accountHolderName).find((name): name is string => typeof name === 'string' && name !== '') ?? null;
  const failure = outcomes.find((outcome) => outcome.outcome === 'FAILURE');
  if (failure) return { outcome: /EXIST|ACCOUNT_VALID/i.test(failure.type ?? '') ? 'invalid_account' : 'mismatch', nameAtBank };
  if (outcomes.some((outcome) => outcome.outcome === 'PARTIAL_FAILURE')) return { outcome: 'partial_match', nameAtBank };
  if (outcomes.length === 0 || outcomes.some((outcome) => outcome.outcome !== 'SUCCESS')) return { outcome: 'unavailable', nameAtBank };
  return { outcome: 'match', nameAtBank };
}
