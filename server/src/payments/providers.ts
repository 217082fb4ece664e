import type { FastifyBaseLogger } from 'fastify';
import { adminMessages } from '../../../domain/messages';
import type { PaymentReviewReason } from '../../../domain/payment-matching';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { isDatabaseUnavailable } from '../http/error-handler';
import { ImapCollectionProvider } from './imap/imap-provider';
import { SandboxCollectionProvider } from './sandbox';

/**
 * The money-moving services behind MapleRupee (docs/architecture.md § Payments), as interfaces so a real
 * provider replaces the sandbox by configuration (COLLECTION_PROVIDER) without touching the monitor or routes.
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

/** The payout side is the payout rail (payouts/rail.ts, PAYOUT_PROVIDER), apart from collection. */
export interface PaymentProviders {
  collection: CollectionProvider;
}

/** The providers the configuration names (COLLECTION_PROVIDER: the sandbox or the Interac inbox), guarded as below. */
export function paymentProviders(deps: { config: Pick<Config, 'collectionProvider' | 'imap'>; db: Db; log: FastifyBaseLogger }): PaymentProviders {
  const collection = deps.config.collectionProvider === 'imap' && deps.config.imap
    ? new ImapCollectionProvider({ imap: deps.config.imap, log: deps.log })
    : new SandboxCollectionProvider(deps.db);
  return guardProviders({ collection }, deps.log);
}

/** Seconds an operator is asked to wait when a provider does not answer. */
export const PROVIDER_RETRY_AFTER_S = 30;

/**
 * A provider is someone else's service: when it fails, the operator gets a 503 naming it (with
 * Retry-After), never a 500, and the cause goes to the log. Our own database being down keeps its
 * own 503.
 */
async function guarded<T>(providerName: string, log: FastifyBaseLogger, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError || isDatabaseUnavailable(error)) throw error;
    log.warn({ err: error, provider: providerName }, 'payment provider call failed');
    throw new AppError('unavailable', adminMessages.providerUnavailable(providerName), {
      headers: { 'Retry-After': String(PROVIDER_RETRY_AFTER_S) },
    });
  }
}

export function guardProviders(providers: PaymentProviders, log: FastifyBaseLogger): PaymentProviders {
  const { collection } = providers;
  return {
    collection: {
      name: collection.name,
      listIncoming: (cursor, limit) => guarded(collection.name, log, () => collection.listIncoming(cursor, limit)),
      balance: () => guarded(collection.name, log, () => collection.balance()),
    },
  };
}
