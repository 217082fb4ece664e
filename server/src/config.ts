import path from 'node:path';
import { z } from 'zod';
import { webDistDir } from './paths';

/**
 * Every setting comes from the environment, is read once at start-up and validated here.
 * A bad value stops the server with a message naming the variable.
 */

const MINUTE_MS = 60_000;

const PORT_MESSAGE = 'must be a whole number from 0 to 65535';
const port = z.coerce.number({ error: PORT_MESSAGE }).int(PORT_MESSAGE).min(0, PORT_MESSAGE).max(65_535, PORT_MESSAGE);
const postgresUrl = z
  .url({ error: 'must be a URL such as postgres://user:password@host:5432/database' })
  .refine((value) => /^postgres(ql)?:\/\//.test(value), 'must start with postgres:// or postgresql://');
const httpOrigin = z
  .url({ error: 'must be a URL such as https://maplerupee.example' })
  .refine((value) => /^https?:\/\//.test(value), 'must start with http:// or https://')
  .transform((value) => new URL(value).origin);
const smtpUrl = z
  .url({ error: 'must be a URL such as smtp://user:password@host:587' })
  .refine((value) => /^smtps?:\/\//.test(value), 'must start with smtp:// or smtps://');
const timeZone = z.string().refine((value) => {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}, 'must be an IANA time zone such as America/Toronto');
const MINUTES_MESSAGE = 'must be a whole number of minutes above 0';
const positiveMinutes = z.coerce.number({ error: MINUTES_MESSAGE }).int(MINUTES_MESSAGE).positive(MINUTES_MESSAGE);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: postgresUrl.optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  APP_URL: httpOrigin.optional(),
  SMTP_URL: smtpUrl.optional(),
  MAIL_FROM: z.string().min(3).default('MapleRupee <no-reply@maplerupee.local>'),
  PAYMENT_EMAIL: z.email().default('payments@maplerupee.ca'),
  ETRANSFER_QUESTION: z.string().min(1).default('Purpose'),
  ETRANSFER_ANSWER: z.string().min(1).default('MapleRupee'),
  BUSINESS_TIMEZONE: timeZone.default('America/Toronto'),
  PAYMENTS_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  SESSION_IDLE_MINUTES: positiveMinutes.default(30),
  SESSION_ABSOLUTE_MINUTES: positiveMinutes.default(12 * 60),
  SIGNUPS_PER_IP_PER_HOUR: z.coerce
    .number({ error: 'must be a whole number above 0' })
    .int('must be a whole number above 0')
    .positive('must be a whole number above 0')
    .default(20),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  MIGRATE_ON_START: z.enum(['true', 'false']).default('true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Absent: the embedded PostgreSQL under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** The public origin: links in mail, the allowed Origin, Secure cookies when https. */
  appUrl: string;
  secureCookies: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  outboxDir: string;
  paymentEmail: string;
  etransferQuestion: string;
  etransferAnswer: string;
  businessTimeZone: string;
  paymentsProvider: 'sandbox';
  sessionIdleTimeoutMs: number;
  sessionAbsoluteTimeoutMs: number;
  /** Sign-ups allowed from one address in an hour (raise it behind a shared NAT, or for test runs). */
  signupsPerIpPerHour: number;
  trustProxy: boolean;
  /** false when the app runs as a role that may not change the schema (see SECURITY.md). */
  migrateOnStart: boolean;
  logLevel: string;
  /** Folder of the built web app served at /. */
  webDistDir: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty variables count as unset, as in most shells' `VAR= npm start`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(present[String(issue.path[0])])})`)
      .join('\n');
    throw new ConfigError(`Invalid configuration:\n${problems}`);
  }
  const values = parsed.data;
  const appUrl = values.APP_URL ?? `http://localhost:${values.PORT}`;
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    nodeEnv: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    dataDir,
    appUrl,
    secureCookies: appUrl.startsWith('https://'),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    outboxDir: path.join(dataDir, 'outbox'),
    paymentEmail: values.PAYMENT_EMAIL,
    etransferQuestion: values.ETRANSFER_QUESTION,
    etransferAnswer: values.ETRANSFER_ANSWER,
    businessTimeZone: values.BUSINESS_TIMEZONE,
    paymentsProvider: values.PAYMENTS_PROVIDER,
    sessionIdleTimeoutMs: values.SESSION_IDLE_MINUTES * MINUTE_MS,
    sessionAbsoluteTimeoutMs: values.SESSION_ABSOLUTE_MINUTES * MINUTE_MS,
    signupsPerIpPerHour: values.SIGNUPS_PER_IP_PER_HOUR,
    trustProxy: values.TRUST_PROXY === 'true',
    migrateOnStart: values.MIGRATE_ON_START === 'true',
    logLevel: values.LOG_LEVEL,
    webDistDir,
  };
}
