import cookie from '@fastify/cookie';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { provideAllTexts } from '../../domain/texts/all-texts';
import { syncBusinessTimeZone } from './admin/business-time-zone';
import { BackgroundWork } from './background-work';
import { adminRateRoutes } from './admin/rate-routes';
import { adminRoutes } from './admin/routes';
import { registerAccessControl } from './auth/access';
import { limitsRoutes } from './compliance/limits-routes';
import { verificationRoutes } from './compliance/verification-routes';
import { loadSecretKey } from './crypto/secret-key';
import { authLimitsFor, type AuthLimits } from './auth/limits';
import { PASSWORD_HASH_OPTIONS, type PasswordHashOptions } from './auth/passwords';
import { authRoutes } from './auth/routes';
import { passkeyRoutes } from './auth/passkeys/routes';
import { reauthenticationRoutes } from './auth/reauthentication-routes';
import { totpRoutes } from './auth/totp/routes';
import { caseRoutes } from './compliance/case-routes';
import { caseWorkRoutes } from './compliance/case-work-routes';
import { recordsRoutes } from './compliance/records-routes';
import { screeningRoutes } from './screening/routes';
import { healthRoutes } from './health/routes';
import { Metrics } from './metrics/metrics';
import { metricsRoutes } from './metrics/routes';
import { paymentRoutes } from './payments/routes';
import { wiseWebhookRoutes } from './payouts/wise/webhook-routes';
import { profileRoutes } from './profile/routes';
import { quoteRoutes } from './quotes/routes';
import { PublicRateCache } from './rates/public-rate-cache';
import { PublicRateHistoryCache } from './rates/public-rate-history-cache';
import { SessionCache } from './auth/session-cache';
import { ChangeListener } from './db/change-listener';
import { rateRoutes } from './rates/routes';
import { rateAlertRoutes } from './rate-alerts/routes';
import { ifscRoutes } from './ifsc/routes';
import { receiptRoutes } from './receipts/routes';
import { recipientRoutes } from './recipients/routes';
import { transferRoutes } from './transfers/routes';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { clientErrorHandler, frameworkErrors } from './http/client-errors';
import { registerErrorHandling } from './http/error-handler';
import { RequestLog } from './http/request-log';
import { registerRequestLocale } from './i18n/request-locale';
import { collectRouteSchemas } from './http/route-schemas';
import { registerGracefulClose } from './http/graceful-close';
import { registerSecurity } from './http/security';
import { createSerializerCompiler } from './http/serializer';
import { registerWebApp } from './http/web-app';
import { MailQueue } from './mail/mail-queue';
import { createMailer, type Mailer } from './mail/mailer';
import { guardProviders, paymentProviders, type PaymentProviders } from './payments/providers';
import { payoutRail } from './payouts/payout-rail';
import { payoutRoutes } from './payouts/routes';
import type { PayoutRail } from './payouts/rail';
import { RateLimiter } from './rate-limit/limiter';
import type { ScreeningEngine } from './screening/engine';
import { ScreeningService } from './screening/screening-service';
// zod's English messages for validation answers, however the app is built (tests build it directly).
import './zod-locale';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

/** Bodies are small JSON documents; anything larger is refused with 413 before it is parsed. */
export const BODY_LIMIT_BYTES = 64 * 1024;

export interface AppOptions {
  config: Config;
  database: Database;
  logger: FastifyBaseLogger;
  clock?: Clock;
  mailer?: Mailer;
  authLimits?: AuthLimits;
  /** Tests only: a cheaper argon2id than PASSWORD_HASH_OPTIONS (server/test/harness.ts says why). */
  passwordHashing?: PasswordHashOptions;
  /** Other payment providers than PAYMENTS_PROVIDER's (tests use a failing one); guarded all the same. */
  payments?: PaymentProviders;
  /** Another payout rail than PAYOUT_PROVIDER's (tests use one that fails or cannot tell). */
  payoutRail?: PayoutRail;
  /** Another sanctions matcher than the worker's (tests use one that fails, to see screening fail closed). */
  screeningEngine?: ScreeningEngine;
}

/**
 * Builds the HTTP application. Order matters: error handling, the request's language and security headers first, then
 * cookies and the access policy, then the feature routes, and the web app's fallback last.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  provideAllTexts();
  const app = Fastify({
    loggerInstance: options.logger,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 200 },
    logController: new RequestLog(),
    clientErrorHandler,
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createSerializerCompiler({ crossCheck: config.nodeEnv !== 'production' }));

  const clock = options.clock ?? systemClock;
  const mailer =
    options.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.outboxDir, log: options.logger });
  const changes = new ChangeListener(database.url, options.logger);
  const publicRate = new PublicRateCache(database.db, changes);
  const publicRateHistory = new PublicRateHistoryCache(database.db, changes, clock, config.businessTimeZone);
  const sessions = new SessionCache(changes);
  const screening = new ScreeningService(database.db, options.logger, options.screeningEngine);
  screening.listen(changes);
  await changes.start();
  app.addHook('onClose', async () => changes.stop());
  // The list loads in the background: until it has, screenings wait for it (or fail closed).
  void screening.refresh().catch(() => undefined);
  app.addHook('onClose', async () => screening.close());
  const mailQueue = new MailQueue({ db: database.db, mailer, config, clock, log: options.logger });
  mailQueue.start();
  app.addHook('onClose', async () => {
    await mailQueue.stop();
    if (!options.mailer) mailer.close();
  });
  const secretKey = await loadSecretKey(config);
  if (!config.secretKey && config.databaseUrl) {
    options.logger.warn(
      `SECRET_KEY is not set: identity documents are sealed with the key in ${config.dataDir}/secret-key. ` +
        'Every instance on this database must use the same key: set SECRET_KEY to it on each.',
    );
  }
  const background = new BackgroundWork(options.logger);
  app.addHook('onClose', async () => background.drain());
  app.decorate('ctx', {
    config,
    db: database.db,
    clock,
    mailer,
    mailQueue,
    limiter: new RateLimiter(database.db, clock),
    authLimits: options.authLimits ?? authLimitsFor(config),
    passwordHashing: options.passwordHashing ?? PASSWORD_HASH_OPTIONS,
    publicRate,
    publicRateHistory,
    sessions,
    changes,
    payments: options.payments
      ? guardProviders(options.payments, options.logger)
      : paymentProviders({ config, db: database.db, log: options.logger }),
    payoutRail: options.payoutRail ?? payoutRail(config, { db: database.db, clock }),
    log: options.logger,
    secretKey,
    background,
    screening,
  } satisfies AppContext);

  const metrics = new Metrics(app.ctx);
  metrics.observe(app);

  registerErrorHandling(app);
  // First of the hooks: every answer, a refusal by the ones after it included, is in the request's language.
  registerRequestLocale(app);
  registerSecurity(app, config);
  registerGracefulClose(app);
  await app.register(cookie);
  registerAccessControl(app);
  collectRouteSchemas(app);

  await app.register(healthRoutes);
  await app.register(metricsRoutes(metrics));
  await app.register(authRoutes);
  await app.register(totpRoutes);
  await app.register(passkeyRoutes);
  await app.register(reauthenticationRoutes);
  await app.register(rateRoutes);
  await app.register(recipientRoutes);
  await app.register(ifscRoutes);
  await app.register(rateAlertRoutes);
  await app.register(transferRoutes);
  await app.register(quoteRoutes);
  await app.register(receiptRoutes);
  await app.register(limitsRoutes);
  await app.register(profileRoutes);
  // The admin counts are keyed by business-time-zone day: align the database with the configuration first.
  await syncBusinessTimeZone(database.db, config.businessTimeZone);
  await app.register(adminRoutes);
  await app.register(adminRateRoutes);
  await app.register(paymentRoutes);
  await app.register(wiseWebhookRoutes);
  await app.register(payoutRoutes);
  await app.register(verificationRoutes);
  await app.register(caseRoutes);
  await app.register(caseWorkRoutes);
  await app.register(recordsRoutes);
  await app.register(screeningRoutes);

  await registerWebApp(app, config.webDistDir);
  return app;
}
