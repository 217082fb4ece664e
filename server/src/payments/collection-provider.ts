import type { PaymentReviewReason } from '../../../domain/payment-matching';

/**
 * What a collection provider gives the payment monitor (docs/architecture.md § Payments): its own
 * file, which imports no provider, so each provider (sandbox.ts, imap/) and the factory
 * (providers.ts) import it without a cycle.
 */

/** An Interac e-Transfer received into the company's account. */
export interface IncomingETransfer {
  /** The provider's id for it: unique per provider, stable across fetches. */
  transactionId: string;
  /** The message the sender typed (the customer is asked to put the transfer's reference code there). */
  message: string;
  /** CAD, a decimal string with 2 places. */
  amount: string;
  senderName: string;
  /** Empty when the provider is not told (Interac's deposit notifications name the sender, not their address). */
  senderEmail: string;
  receivedAt: Date;
  /**
   * Set when the provider itself knows an operator must look (the Interac inbox: a notification
   * not verified, not readable, not in CAD, or naming no transfer); the matcher then leaves it alone.
   */
  reviewReason?: PaymentReviewReason;
  /** The notification's text as received, cleaned for display, for that review. */
  rawText?: string;
}

export interface IncomingPage {
  transfers: IncomingETransfer[];
  /** Where to continue next time; unchanged (or null) when there was nothing new. */
  cursor: string | null;
}

/** Collection: the account customers pay into (Apaylo in production). */
export interface CollectionProvider {
  readonly name: string;
  /** E-Transfers received after `cursor` (null: from the beginning), oldest first, at most `limit`. */
  listIncoming(cursor: string | null, limit: number): Promise<IncomingPage>;
  /** The account's balance: CAD, a decimal string with 2 places. */
  balance(): Promise<{ balance: string; currency: 'CAD' }>;
}
