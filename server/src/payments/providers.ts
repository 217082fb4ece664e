import type { FastifyBaseLogger } from 'fastify';
import { adminMessages } from '../../../domain/messages';
import type { CollectionProvider } from './collection-provider';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { isDatabaseUnavailable } from '../http/error-handler';
import { ImapCollectionProvider } from './imap/imap-provider';
import { SandboxCollectionProvider } from './sandbox';

/**
 * The money-moving services behind MapleRupee (docs/architecture.md § Payments), chosen by
 * configuration (COLLECTION_PROVIDER) behind the interfaces of collection-provider.ts, so a real
 * provider replaces the sandbox without touching the monitor or routes.
 */

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
