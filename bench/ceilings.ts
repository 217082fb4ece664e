import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { adminTransferQuerySchema, transferFilterQuerySchema } from '../domain/schemas/admin';
import { createTransferRequestSchema, transferKeyParamsSchema, transferListQuerySchema } from '../domain/schemas/transfer';
import { PASSWORD_HASH_OPTIONS } from '../server/src/auth/passwords';
import { countAdminTransfers, listAdminTransfers, transferStats, withTransferMatches } from '../server/src/admin/transfer-list';
import { findSession } from '../server/src/auth/sessions';
import { AUTH_LIMITS } from '../server/src/auth/limits';
import { BackgroundWork } from '../server/src/background-work';
import { systemClock } from '../server/src/clock';
import { loadSecretKey } from '../server/src/crypto/secret-key';
import { loadConfig } from '../server/src/config';
import type { AppContext } from '../server/src/context';
import { openDatabase, type Database } from '../server/src/db/client';
import { createLogger } from '../server/src/logger';
import { MailQueue } from '../server/src/mail/mail-queue';
import { createMailer } from '../server/src/mail/mailer';
import { RateLimiter } from '../server/src/rate-limit/limiter';
import { paymentProviders } from '../server/src/payments/providers';
import { payoutRail } from '../server/src/payouts/payout-rail';
import { PublicRateCache } from '../server/src/rates/public-rate-cache';
import { PublicRateHistoryCache } from '../server/src/rates/public-rate-history-cache';
import { ScreeningService } from '../server/src/screening/screening-service';
import { SessionCache } from '../server/src/auth/session-cache';
import { ChangeListener } from '../server/src/db/change-listener';
import { createTransfer } from '../server/src/transfers/create-transfer';
import { provideAllTexts } from '../domain/texts/all-texts';
import { createQuoteRequestSchema } from '../domain/schemas/quote';
import { holdQuote } from '../server/src/quotes/create-quote';
import { getTransferDetails } from '../server/src/transfers/get-transfer-details';
import { listOwnTransfers } from '../server/src/transfers/list-transfers';
import { transferSummary } from '../server/src/transfers/transfer-summary';

/**
 * The raw-SQL ceilings: each scenario's own service functions — hence exactly the queries the
 * endpoint runs, session lookup included — called straight on a node-postgres pool at the same
 * concurrency, with no HTTP, validation or serialisation. endpoint ÷ ceiling is what the HTTP
 * layer costs.
 */
export interface CeilingContext {
  ctx: AppContext;
  database: Database;
  close(): Promise<void>;
}

export async function ceilingContext(databaseUrl: string): Promise<CeilingContext> {
  // Every language's texts, as buildApp provides them: the services answer and refuse in them (the
  // 24-hour rule's case summary, a quote's refusal).
  provideAllTexts();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'maplerupee-bench-ceiling-'));
  const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const database = openDatabase({ url: databaseUrl, maxConnections: 20 });
  const log = createLogger('silent');
  // The same mail as the endpoint writes (its outbox, as on the bench server), sent by the same
  // queue: mail is the service's work, not the HTTP layer's.
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.outboxDir, log });
  const mailQueue = new MailQueue({ db: database.db, mailer, config, clock: systemClock, log });
  const changes = new ChangeListener(databaseUrl, log);
  const ctx: AppContext = {
    config,
    db: database.db,
    clock: systemClock,
    mailer,
    mailQueue,
    limiter: new RateLimiter(database.db, systemClock),
    authLimits: AUTH_LIMITS,
    passwordHashing: PASSWORD_HASH_OPTIONS,
    publicRate: new PublicRateCache(database.db, changes),
    publicRateHistory: new PublicRateHistoryCache(database.db, changes, systemClock, config.businessTimeZone),
    // Its listener never starts, so the cache is bypassed: a session check's ceiling is its SQL
    // lookup. The server answers most checks from its session cache and may beat this ceiling.
    sessions: new SessionCache(new ChangeListener(databaseUrl, log)),
    changes,
    payments: paymentProviders({ config, db: database.db, log }),
    payoutRail: payoutRail(config, { db: database.db, clock: systemClock }),
    log,
    secretKey: await loadSecretKey(config),
    background: new BackgroundWork(log),
    // The same matcher as the server's, loaded as it loads it: screening is the services' work.
    screening: new ScreeningService(database.db, log),
  };
  await ctx.screening.refresh();
  // Listening, as on the server: transfer creation prices from the cached rate (create-transfer.ts).
  await changes.start();
  // Not started (no polling): it sends what this process's creations kick it for, and never
  // takes over mail the server under measurement queued.
  return {
    ctx,
    database,
    close: async () => {
      await changes.stop();
      await mailQueue.stop();
      await ctx.background.drain();
      await ctx.screening.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export function tokenOf(cookie: string): string {
  return cookie.slice(cookie.indexOf('=') + 1);
}

export async function sessionUser(ctx: AppContext, cookie: string) {
  const session = await findSession(ctx, tokenOf(cookie));
  if (!session) throw new Error('no session');
  return session.user;
}

export const ceilings = {
  me: (ctx: AppContext, cookies: string[]) => (iteration: number) => sessionUser(ctx, cookies[iteration % cookies.length]!),
  /** The history's first page as GET /api/transfers answers it: the page and its X-Total-Count. */
  history: (ctx: AppContext, cookie: string) => async () => {
    const userId = (await sessionUser(ctx, cookie)).id;
    const query = transferListQuerySchema.parse({});
    return listOwnTransfers(ctx.db, userId, query);
  },
  /** History opened (historyOpenRequests): the first page with its count, and the summary, in turn. */
  historyOpen: (ctx: AppContext, cookie: string) => async (iteration: number) => {
    const userId = (await sessionUser(ctx, cookie)).id;
    if (iteration % 2 === 1) return transferSummary(ctx.db, userId);
    const query = transferListQuerySchema.parse({});
    return listOwnTransfers(ctx.db, userId, query);
  },
  /** A transfer's details as GET /api/transfers/:reference answers them, each path's reference in turn. */
  transferDetails: (ctx: AppContext, cookie: string, paths: string[]) => async (iteration: number) => {
    const userId = (await sessionUser(ctx, cookie)).id;
    const reference = paths[iteration % paths.length]!.split('/').pop()!;
    return getTransferDetails(ctx, userId, transferKeyParamsSchema.parse({ id: reference }).id);
  },
  createTransfer:
    (ctx: AppContext, cookies: string[], bodyFor: (index: number) => Record<string, unknown>) => async (iteration: number) => {
      const index = iteration % cookies.length;
      const user = await sessionUser(ctx, cookies[index]!);
      return createTransfer(ctx, user, createTransferRequestSchema.parse(bodyFor(index)));
    },
  /** POST /api/quotes in quoteCallFor's order (measureLoop's count runs on through the warm-up, as the HTTP load's does). */
  holdQuote:
    (ctx: AppContext, cookies: string[], callFor: (iteration: number) => { index: number; body: Record<string, unknown> }) => async (iteration: number) => {
      const { index, body } = callFor(iteration);
      const user = await sessionUser(ctx, cookies[index]!);
      return holdQuote(ctx, user.id, createQuoteRequestSchema.parse(body));
    },
  adminList: (ctx: AppContext, cookie: string, queries: Record<string, string>[]) => async (iteration: number) => {
    await sessionUser(ctx, cookie);
    const { limit, cursor, ...query } = adminTransferQuerySchema.parse(queries[iteration % queries.length]);
    const timeZone = ctx.config.businessTimeZone;
    const filter = await withTransferMatches(ctx.db, query);
    return Promise.all([listAdminTransfers(ctx.db, filter, timeZone, { limit, cursor }), countAdminTransfers(ctx.db, filter, timeZone)]);
  },
  adminStats: (ctx: AppContext, cookie: string, queries: Record<string, string>[]) => async (iteration: number) => {
    await sessionUser(ctx, cookie);
    const filter = await withTransferMatches(ctx.db, transferFilterQuerySchema.parse(queries[iteration % queries.length]));
    return transferStats(ctx.db, filter, ctx.config.businessTimeZone);
  },
};
