/**
 * The payout rail's contract (issue 33): what pays the rupees into the recipient's Indian bank
 * account. The payout state machine (payouts table, its job, approvals, reconciliation) talks only
 * to this interface; `sandbox` (default, simulated), `manual` (an operator pays by hand and marks the
 * transfer complete) and `wise` (Wise's public API) implement it. Amounts are decimal strings.
 */

/** Who is paid: the transfer's recipient as the transfer copied it. */
export interface PayoutRecipient {
  name: string;
  accountNumber: string;
  ifscCode: string;
  bankName: string;
  /** A UPI id (name@bank), when the recipient has one: paid to it instead of the account. */
  upiId?: string | null;
}

/** One payout attempt of one transfer, as the state machine hands it to the rail. */
export interface PayoutInstruction {
  /** Stable per transfer and attempt (a UUID derived from both): a retry with it never pays twice. */
  idempotencyKey: string;
  transferId: number;
  attempt: number;
  referenceCode: string;
  /** INR to arrive, 2 decimals. */
  inrAmount: string;
  /** CAD the customer paid, 2 decimals (the rail's quote is priced to deliver inrAmount). */
  cadAmount: string;
  recipient: PayoutRecipient;
}

/**
 * The bank's answer to "is this account held by this name?" (confirmation of payee), before paying:
 * a mismatch or an invalid account blocks the payout for an operator; a partial match or no answer
 * asks the operator.
 */
export type NameCheckOutcome = 'match' | 'partial_match' | 'mismatch' | 'invalid_account' | 'unavailable';

export interface NameCheck {
  outcome: NameCheckOutcome;
  /** The account holder's name as the bank gave it, when it gave one. */
  nameAtBank: string | null;
}

/** Where a payout is, as the rail reports it (the state machine's own states are wider). */
export type RailPayoutState = 'in_flight' | 'paid' | 'failed' | 'returned';

export interface RailPayout {
  /** The rail's id of the payout (Wise's transfer id). */
  providerId: string;
  state: RailPayoutState;
  /** The rail's own status word, kept as it said it (Wise: outgoing_payment_sent, bounced_back…). */
  providerStatus: string;
  /** The bank's reference of the credit (UTR), once paid. */
  reference: string | null;
  failureReason: string | null;
}

/**
 * The rail could not say whether it acted (a timeout, a 5xx after the request was sent): the payout
 * is `unknown` and is resolved by reading it back with the same idempotency key, never by sending
 * again with a new one.
 */
export class AmbiguousPayoutError extends Error {
  override name = 'AmbiguousPayoutError';
}

/** One line of the rail's statement, for the daily reconciliation. */
export interface StatementEntry {
  providerId: string | null;
  /** Our idempotency key when the rail echoes it (Wise: customerTransactionId). */
  idempotencyKey: string | null;
  /** Positive in, negative out, in `currency`. */
  amount: string;
  currency: string;
  at: Date;
  description: string;
}

export interface PayoutRail {
  readonly name: 'sandbox' | 'manual' | 'wise';
  /** Whether this rail pays by itself (false for `manual`: an operator pays and marks it complete). */
  readonly automatic: boolean;
  verifyRecipient(recipient: PayoutRecipient): Promise<NameCheck>;
  /** Sends the payout (idempotent by its key). Throws AmbiguousPayoutError when it cannot tell. */
  send(instruction: PayoutInstruction): Promise<RailPayout>;
  /** Reads a payout back by its key (and the rail's id when known); null when the rail has none. */
  read(reference: { idempotencyKey: string; providerId: string | null }): Promise<RailPayout | null>;
  statement(from: Date, to: Date): Promise<StatementEntry[]>;
  balance(): Promise<{ amount: string; currency: string }>;
}
