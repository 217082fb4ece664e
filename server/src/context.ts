import type { FastifyBaseLogger } from 'fastify';
import type { AuthLimits } from './auth/limits';
import type { BackgroundWork } from './background-work';
import type { Clock } from './clock';
import type { Config } from './config';
import type { ChangeListener } from './db/change-listener';
import type { Db } from './db/client';
import type { MailQueue } from './mail/mail-queue';
import type { Mailer } from './mail/mailer';
import type { PaymentProviders } from './payments/providers';
import type { PayoutRail } from './payouts/rail';
import type { RateLimiter } from './rate-limit/limiter';
import type { PublicRateCache } from './rates/public-rate-cache';
import type { PublicRateHistoryCache } from './rates/public-rate-history-cache';
import type { PasswordHashOptions } from './auth/passwords';
import type { SessionCache } from './auth/session-cache';
import type { ScreeningService } from './screening/screening-service';

/** What every service needs, built once in app.ts and handed to routes via `app.ctx`. */
export interface AppContext {
  config: Config;
  db: Db;
  clock: Clock;
  mailer: Mailer;
  /** Sends the mail transfer events queue in their own transactions; kick it after the commit. */
  mailQueue: MailQueue;
  limiter: RateLimiter;
  authLimits: AuthLimits;
  /** argon2id's cost for new password hashes: OWASP's (auth/passwords.ts) but in most API tests. */
  passwordHashing: PasswordHashOptions;
  publicRate: PublicRateCache;
  /** The daily rate history, cached like the rate (issue 20). */
  publicRateHistory: PublicRateHistoryCache;
  /** Live sessions recently looked up by this instance (auth/session-cache.ts). */
  sessions: SessionCache;
  /** The LISTEN connection the caches hear other instances' changes on. */
  changes: ChangeListener;
  /** Collection and payout (sandbox unless configured), guarded: their failures answer 503. */
  payments: PaymentProviders;
  /** Who pays the rupees (PAYOUT_PROVIDER; payouts/payout-rail.ts): only the payout job and reconciliation call it. */
  payoutRail: PayoutRail;
  log: FastifyBaseLogger;
  /** The server's secret key (crypto/secret-key.ts): seals identity documents at rest. */
  secretKey: Buffer;
  /** Work that runs after the answer (see background-work.ts). */
  background: BackgroundWork;
  /** This instance's sanctions matcher at the current list version (screening/). */
  screening: ScreeningService;
}

/** Who is asking, as routes pass it to services. */
export interface RequestMeta {
  ip: string;
  userAgent: string | undefined;
}
