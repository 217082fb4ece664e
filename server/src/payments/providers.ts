import type { AppContext } from '../context';
import { SandboxCollectionProvider, SandboxPayoutProvider } from './sandbox';

/**
 * The money-moving services behind MapleRupee (DESIGN.md §5), as interfaces so a real provider
 * replaces the sandbox by configuration (PAYMENTS_PROVIDER) without touching the monitor or routes.
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
  senderEmail: string;
  receivedAt: Date;
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

export interface PayoutRequest {
  transferId: number;
  referenceCode: string;
  /** INR, a decimal string with 2 places. */
  inrAmount: string;
  recipient: { name: string; accountNumber: string; ifscCode: string; bankName: string };
}

export type PayoutStatus = 'processing' | 'completed' | 'failed';

export interface PayoutResult {
  transactionId: string;
  status: PayoutStatus;
}

/** Payout: the service that pays the recipient's Indian bank account (Fuze for instant transfers). */
export interface PayoutProvider {
  readonly name: string;
  /** Starts a payout; idempotent per transfer (the same transfer gets the same payout back). */
  sendPayout(request: PayoutRequest): Promise<PayoutResult>;
  payoutStatus(transactionId: string): Promise<PayoutResult>;
}

export interface PaymentProviders {
  collection: CollectionProvider;
  payout: PayoutProvider;
}

/** The providers PAYMENTS_PROVIDER names (only the sandbox exists so far). */
export function paymentProviders(ctx: Pick<AppContext, 'config' | 'db'>): PaymentProviders {
  switch (ctx.config.paymentsProvider) {
    case 'sandbox':
      return { collection: new SandboxCollectionProvider(ctx.db), payout: new SandboxPayoutProvider() };
  }
}
