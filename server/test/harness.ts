import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import pg from 'pg';
import type { DestinationStream } from 'pino';
import { inject } from 'vitest';
import { setAdminRole } from '../src/admin/admin-role';
import type { Limits } from '../../domain/compliance';
import { exchangeRates, identityVerifications, recipients, transactionLimits, transfers, users } from '../src/db/schema';
import { buildApp } from '../src/app';
import { AUTH_LIMITS, type AuthLimits } from '../src/auth/limits';
import { SESSION_CHANGED_CHANNEL } from '../src/auth/session-cache';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database, type Db } from '../src/db/client';
import { createLogger } from '../src/logger';
import type { PaymentProviders } from '../src/payments/providers';
import type { ScreeningEngine } from '../src/screening/engine';
import type { PayoutRail } from '../src/payouts/rail';
import type { PasswordHashOptions } from '../src/auth/passwords';
import { ApiClient } from './api-client';
import { recentLogLines, trackOpenApp } from './open-apps';
import { TestClock } from './clock';
import { TEST_WISE_WEBHOOK_PUBLIC_KEY } from './wise-webhook-key';

export interface TestApp {
  url: string;
  app: FastifyInstance;
  config: Config;
  database: Database;
  clock: TestClock;
  /** A new client with its own cookie jar: one per simulated browser. */
  client(): ApiClient;
  /**
   * Resolves once this instance's session cache has heard `payload` on its NOTIFY channel: call
   * before the change, await after it, so a late notification cannot evict what a test cached next.
   */
  sessionChangeHeard(payload: string): Promise<void>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  authLimits?: AuthLimits;
  maxConnections?: number;
  /** Where log lines go (default: stdout at TEST_LOG_LEVEL, silent unless set). */
  logStream?: DestinationStream;
  /** Runs before the app connects, with the fresh database's owner URL; answers the URL the app uses. */
  prepareDatabase?: (ownerUrl: string) => Promise<string>;
  /** Payment providers other than the sandbox (e.g. one that fails like a provider outage). */
  payments?: PaymentProviders;
  /** A built web app to serve (default: dist/web, usually absent in API tests). */
  webDistDir?: string;
  /** A payout rail other than PAYOUT_PROVIDER's (one that fails or cannot tell, issue 33). */
  payoutRail?: PayoutRail;
  /** A sanctions matcher other than the real one (one that fails, to see screening fail closed). */
  screeningEngine?: ScreeningEngine;
  /**
   * Hash passwords as the server does by default (OWASP's argon2id) instead of TEST_PASSWORD_HASHING:
   * for tests of the hash itself, or of the time an answer takes (at the test cost a missing hash
   * would not show in a timing).
   */
  productionPasswordHashing?: boolean;
}

/**
 * argon2id at a tiny cost, as Django's test settings swap in a fast hasher: the hash keeps its
 * form and every check still runs, but the 24 ms and 19 MiB of each hash do not (the security
 * fuzz alone logs in, signs up and changes passwords some 6,000 times).
 */
const TEST_PASSWORD_HASHING: PasswordHashOptions = { memoryCost: 64, timeCost: 1, parallelism: 1 };

function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A fresh database cloned from the migrated template, for one test file. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `maplerupee_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('templateDatabase')}`);
  await admin.end();
  return {
    url: databaseUrl(adminUrl, name),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * The app's logger: at its LOG_LEVEL (TEST_LOG_LEVEL, or a test's own) to the test's stream or
 * stdout; when silent, as by default, its warnings and errors are kept for the note of a failed
 * test instead (open-apps.ts).
 */
function testLogger(level: string, stream: DestinationStream | undefined) {
  if (stream || level !== 'silent') return { logger: createLogger(level, stream) };
  const recent = recentLogLines();
  return { logger: createLogger('warn', recent.stream), lines: recent.lines };
}

/** The real application on a real socket and a fresh real database. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const testDatabase = await createTestDatabase();
  const appDatabaseUrl = options.prepareDatabase ? await options.prepareDatabase(testDatabase.url) : testDatabase.url;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: path.join(os.tmpdir(), 'maplerupee-test-data'),
    DATABASE_URL: appDatabaseUrl,
    // Wise's webhooks as tests sign them (wise-webhook-key.ts), in place of Wise's production key.
    WISE_WEBHOOK_PUBLIC_KEY: TEST_WISE_WEBHOOK_PUBLIC_KEY,
    ...options.env,
  });
  if (options.webDistDir) config.webDistDir = options.webDistDir;
  const database = openDatabase({ url: appDatabaseUrl, maxConnections: options.maxConnections ?? 10 });
  const clock = new TestClock();
  const log = testLogger(config.logLevel, options.logStream);
  const app = await buildApp({
    config,
    database,
    clock,
    logger: log.logger,
    authLimits: options.authLimits ?? GENEROUS_LIMITS,
    ...(options.productionPasswordHashing ? {} : { passwordHashing: TEST_PASSWORD_HASHING }),
    ...(options.payments ? { payments: options.payments } : {}),
    ...(options.screeningEngine ? { screeningEngine: options.screeningEngine } : {}),
    ...(options.payoutRail ? { payoutRail: options.payoutRail } : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const url = `http://127.0.0.1:${address.port}`;
  const untrack = trackOpenApp({ url, databaseUrl: appDatabaseUrl, pool: database.pool, logLines: log.lines });
  const awaitedChanges = new Map<string, Array<() => void>>();
  app.ctx.changes.subscribe(SESSION_CHANGED_CHANNEL, {
    changed(payload) {
      for (const resolve of awaitedChanges.get(payload) ?? []) resolve();
      awaitedChanges.delete(payload);
    },
    reset() {},
  });
  return {
    url,
    app,
    config,
    database,
    clock,
    client: () => new ApiClient(url, config.appUrl),
    sessionChangeHeard(payload) {
      // A listener that is down hears nothing, and its cache is bypassed until it is back and empty.
      if (!app.ctx.changes.listening) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no NOTIFY ${payload} within 10 s`)), 10_000);
        const heard = () => {
          clearTimeout(timer);
          resolve();
        };
        awaitedChanges.set(payload, [...(awaitedChanges.get(payload) ?? []), heard]);
      });
    },
    async close() {
      await app.close();
      untrack();
      await database.close();
      await testDatabase.drop();
    },
  };
}

/**
 * Test files sign up many users from one address; the real limits are tested in rate-limits.test.ts.
 */
const GENEROUS_LIMITS: AuthLimits = Object.fromEntries(
  Object.entries(AUTH_LIMITS).map(([name, limit]) => [name, { ...limit, max: 100_000 }]),
) as AuthLimits;

let counter = 0;

/** A valid sign-up body with a unique email. */
export function newSignup(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    email: `customer${counter}.${randomBytes(3).toString('hex')}@example.com`,
    firstName: 'Asha',
    lastName: 'Patel',
    password: 'maple-secret-1',
    country: 'Canada',
    ...overrides,
  };
}

/** Signs up a new user with its own client; answers the client (holding the session) and the user. */
export async function signedUpClient(
  testApp: TestApp,
  overrides: Record<string, unknown> = {},
  options: { emailVerified?: boolean } = {},
) {
  const client = testApp.client();
  const signup = newSignup(overrides);
  const response = await client.post('/api/auth/signup', signup);
  if (response.status !== 201) throw new Error(`signup failed: ${response.status} ${JSON.stringify(response.body)}`);
  const user = response.body as { id: number; email: string };
  // Most tests need what a customer has once they opened the emailed link (issue 18: identity
  // verification requires it); auth-security-email.test.ts opens the real link.
  if (options.emailVerified !== false) await markEmailVerified(testApp, user.id);
  return { client, user, password: signup.password, email: signup.email };
}

/** Marks an account's email verified, as opening its emailed link does (the users trigger tells every instance). */
export async function markEmailVerified(testApp: TestApp, userId: number): Promise<void> {
  const heard = testApp.sessionChangeHeard(`u:${userId}`);
  await testApp.database.db.update(users).set({ emailVerifiedAt: testApp.clock.now() }).where(eq(users.id, userId));
  await heard;
}

let accountCounter = 100_000_000;

/** A valid new-recipient body with a unique account number. */
export function newRecipient(overrides: Record<string, unknown> = {}) {
  accountCounter += 1;
  return {
    name: 'Priya Sharma',
    accountNumber: `${accountCounter}123`,
    ifscCode: 'SBIN0001234',
    bankName: 'State Bank of India',
    relationship: 'Family',
    // The travel rule (issue 17) wants city and state for 1,000 CAD or more.
    address: '12 MG Road',
    city: 'Pune',
    state: 'Maharashtra',
    ...overrides,
  };
}

/** Makes `rate` the current CAD→INR rate (as an operator's update would). */
export async function setRate(testApp: TestApp, rate: string): Promise<void> {
  await testApp.database.db.insert(exchangeRates).values({ fromCurrency: 'CAD', toCurrency: 'INR', rate, createdAt: testApp.clock.now() });
}

/**
 * Signs up a new user and grants them the admin role (as `npm run manage -- grant-admin` would),
 * then enrols an authenticator app through the real API, as the admin desk asks at the first
 * sign-in: the confirming code steps this session up, so /api/admin/* answers it (issue 18).
 * `totpCode()` gives a code of a later step for another sign-in (it moves the test clock on, since
 * each 30-second step is accepted once per account).
 */
export async function adminClient(testApp: TestApp, overrides: Record<string, unknown> = {}) {
  const admin = await signedUpClient(testApp, overrides);
  const result = await setAdminRole(testApp.database.db, admin.email, true);
  if (result.status !== 'changed') throw new Error(`could not grant admin: ${result.status}`);
  const { secret, recoveryCodes } = await enrolTotp(testApp, admin.client);
  return { ...admin, secret, recoveryCodes, totpCode: totpCodes(testApp, secret) };
}

const TOTP_STEP_MS = 30_000;
const totpStep = (testApp: TestApp) => Math.floor(testApp.clock.now().getTime() / TOTP_STEP_MS);

/**
 * An authenticator app for tests: each call answers the code of a step not used before, moving the
 * test clock to the next 30-second step when this one is taken (the server accepts a step once).
 */
export function totpCodes(testApp: TestApp, secret: string): () => string {
  let lastStep = totpStep(testApp);
  return () => {
    if (totpStep(testApp) <= lastStep) testApp.clock.advance((lastStep + 1) * TOTP_STEP_MS - testApp.clock.now().getTime() + 10);
    lastStep = totpStep(testApp);
    return totpCodeAt(testApp, secret);
  };
}

/** The code an authenticator app shows for `secret` at the server's (test) clock. */
export function totpCodeAt(testApp: TestApp, secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: testApp.clock.now().getTime() });
}

/** Turns on an authenticator app for the client's account, through the real API (POST /api/auth/totp, then confirm). */
export async function enrolTotp(testApp: TestApp, client: ApiClient): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await client.post('/api/auth/totp');
  if (started.status !== 200) throw new Error(`totp enrolment: ${started.status} ${JSON.stringify(started.body)}`);
  const { secret } = started.body as { secret: string };
  const confirmed = await client.post('/api/auth/totp/confirm', { code: totpCodeAt(testApp, secret) });
  if (confirmed.status !== 200) throw new Error(`totp confirm: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  return { secret, recoveryCodes: (confirmed.body as { recoveryCodes: string[] }).recoveryCodes };
}

export type TransferStatusName = 'pending' | 'approved' | 'completed' | 'rejected';

export interface SeedTransfer {
  createdAt: Date;
  status?: TransferStatusName;
  cadAmount?: string;
  referenceCode?: string;
  paymentMethod?: 'economy' | 'instant';
  recipientName?: string;
  recipientBankName?: string;
}

let seedCounter = 0;
const seedBase = Math.floor(Math.random() * 36 ** 7);

/** A unique 10-character reference code for seeded transfers ("SD" and 8 base-36 digits). */
export function seedReference(): string {
  seedCounter += 1;
  return `SD${(seedBase + seedCounter).toString(36).toUpperCase().padStart(8, '0')}`;
}

/**
 * Inserts transfers straight into the database (as a data import would: the triggers still keep
 * the aggregates), for lists, filters and exports that need many rows or exact timestamps. Every
 * transfer belongs to a fresh user with one recipient unless `owner` is given.
 */
export async function seedTransfers(
  testApp: TestApp,
  rows: SeedTransfer[],
  owner?: { userId: number; recipientId: number },
): Promise<{ userId: number; recipientId: number; ids: number[] }> {
  const db = testApp.database.db;
  let target = owner;
  if (!target) {
    const signup = newSignup();
    const [user] = await db
      .insert(users)
      .values({
        email: signup.email,
        username: `${signup.firstName} ${signup.lastName}`,
        firstName: signup.firstName,
        lastName: signup.lastName,
        passwordHash: 'seeded-user-cannot-sign-in',
        country: signup.country,
      })
      .returning({ id: users.id });
    const [recipient] = await db
      .insert(recipients)
      .values({ userId: user!.id, ...newRecipient() })
      .returning({ id: recipients.id });
    target = { userId: user!.id, recipientId: recipient!.id };
  }
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += 1_000) {
    const inserted = await db
      .insert(transfers)
      .values(
        rows.slice(start, start + 1_000).map((row) => ({
          userId: target.userId,
          recipientId: target.recipientId,
          referenceCode: row.referenceCode ?? seedReference(),
          cadAmount: row.cadAmount ?? '100.00',
          inrAmount: '6300.00',
          exchangeRate: '63.0000',
          paymentMethod: row.paymentMethod ?? 'economy',
          status: row.status ?? 'pending',
          recipientName: row.recipientName ?? 'Priya Sharma',
          recipientAccountNumber: '123456789012',
          recipientIfscCode: 'SBIN0001234',
          recipientBankName: row.recipientBankName ?? 'State Bank of India',
          completedAt: row.status === 'completed' ? row.createdAt : null,
          createdAt: row.createdAt,
          updatedAt: row.createdAt,
        })),
      )
      .returning({ id: transfers.id });
    ids.push(...inserted.map((row) => row.id));
  }
  return { ...target, ids };
}

/** Another server instance on the same database (as behind a load balancer). */
export async function startSecondInstance(
  testApp: TestApp,
  options: { payoutRail?: PayoutRail } = {},
): Promise<{ app: FastifyInstance; client(): ApiClient; close(): Promise<void> }> {
  const database = openDatabase({ url: testApp.database.url, maxConnections: 5 });
  const app = await buildApp({
    config: testApp.config,
    database,
    clock: testApp.clock,
    logger: createLogger(testApp.config.logLevel),
    authLimits: GENEROUS_LIMITS,
    passwordHashing: TEST_PASSWORD_HASHING,
    ...(options.payoutRail ? { payoutRail: options.payoutRail } : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const url = `http://127.0.0.1:${address.port}`;
  return {
    app,
    client: () => new ApiClient(url, testApp.config.appUrl),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Makes a customer verified (issue 17) as an operator's approval would leave them: an approved
 * identity verification with a home address. Answers its id.
 */
export async function verifyCustomer(testApp: TestApp, userId: number): Promise<number> {
  return verifyCustomerIn(testApp.database.db, userId, testApp.clock.now());
}

/**
 * verifyCustomer for a database a test opened itself (server processes of their own). As an
 * approval does (issue 31), it fixes the customer's legal name: the account's name now.
 */
export async function verifyCustomerIn(db: Db, userId: number, at: Date = new Date()): Promise<number> {
  const [user] = await db.update(users).set({ legalName: sql`${users.username}` }).where(eq(users.id, userId)).returning({ legalName: users.legalName });
  const [row] = await db
    .insert(identityVerifications)
    .values({
      userId,
      status: 'approved',
      method: 'in-person',
      street: '10 King St W',
      city: 'Toronto',
      province: 'ON',
      postalCode: 'M5H 1A1',
      note: 'Verified by the test harness',
      legalName: user?.legalName ?? null,
      submittedAt: at,
      decidedAt: at,
    })
    .returning({ id: identityVerifications.id });
  return row!.id;
}

/** The largest limit PUT /api/admin/limits takes (12 characters): windows no test is meant to reach. */
export const UNREACHABLE_LIMIT = '999999999.99';

/** Sets the limits as PUT /api/admin/limits would (without its audit). */
export async function setLimits(testApp: TestApp | Db, limits: Limits): Promise<void> {
  const db = 'database' in testApp ? testApp.database.db : testApp;
  for (const [tier, values] of Object.entries(limits)) {
    await db
      .insert(transactionLimits)
      .values({ tier, ...values })
      .onConflictDoUpdate({ target: transactionLimits.tier, set: values });
  }
}

/**
 * For tests about something else that send many transfers: verified customers may send up to
 * 5,000 per transfer and nothing they send in a window reaches the limit.
 */
export async function setUnreachableLimits(testApp: TestApp | Db): Promise<void> {
  await setLimits(testApp, {
    basic: { perTransfer: '999.99', daily: '999.99', monthly: UNREACHABLE_LIMIT },
    verified: { perTransfer: '5000.00', daily: UNREACHABLE_LIMIT, monthly: UNREACHABLE_LIMIT },
  });
}
