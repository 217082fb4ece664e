import path from 'node:path';
import { z } from 'zod/mini';
import { DEFAULT_ETRANSFER_QUESTION, DEFAULT_MIN_TRANSFER_CAD, MAX_TRANSFER_CAD } from '../../domain/constants';
import { RATE_SOURCES, type RateSource } from '../../domain/market-rate';
import { compareDecimal, decimalPlaces, isDecimalString, roundDecimal } from '../../domain/money';
import { parseSecretKey, SECRET_KEY_FORMAT } from './crypto/secret-key';
import { WISE_PRODUCTION_WEBHOOK_KEY, wiseConfigProblems, wiseEnvSchema, wiseSettings, type WiseSettings } from './payouts/wise/wise-config';
import { webDistDir } from './paths';
// Before any schema parses: the English messages for issues the schemas give none of their own.
import './zod-locale';

/**
 * Every setting comes from the environment, is read once at start-up and validated here.
 * A bad value stops the server with a message naming the variable.
 */

const MINUTE_MS = 60_000;

const PORT_MESSAGE = 'must be a whole number from 0 to 65535';
const port = z.coerce
  .number({ error: PORT_MESSAGE })
  .check(z.int(PORT_MESSAGE), z.gte(0, PORT_MESSAGE), z.lte(65_535, PORT_MESSAGE));
const postgresUrl = z
  .url({ error: 'must be a URL such as postgres://user:password@host:5432/database' })
  .check(z.refine((value) => /^postgres(ql)?:\/\//.test(value), 'must start with postgres:// or postgresql://'));
const httpOrigin = z.pipe(
  z
    .url({ error: 'must be a URL such as https://maplerupee.example' })
    .check(z.refine((value) => /^https?:\/\//.test(value), 'must start with http:// or https://')),
  z.transform((value: string) => new URL(value).origin),
);
const smtpUrl = z
  .url({ error: 'must be a URL such as smtp://user:password@host:587' })
  .check(z.refine((value) => /^smtps?:\/\//.test(value), 'must start with smtp:// or smtps://'));
const timeZone = z.string().check(
  z.refine((value) => {
    try {
      new Intl.DateTimeFormat('en-CA', { timeZone: value });
      return true;
    } catch {
      return false;
    }
  }, 'must be an IANA time zone such as America/Toronto'),
);
const MINUTES_MESSAGE = 'must be a whole number of minutes above 0';
const positiveMinutes = z.coerce.number({ error: MINUTES_MESSAGE }).check(z.int(MINUTES_MESSAGE), z.positive(MINUTES_MESSAGE));
const WHOLE_ABOVE_ZERO = 'must be a whole number above 0';
const MONITOR_SECONDS_MESSAGE = 'must be a whole number of seconds from 1 to 3600';
const QUOTE_MINUTES_MESSAGE = 'must be a whole number of minutes from 1 to 120';
const quoteMinutes = z.coerce
  .number({ error: QUOTE_MINUTES_MESSAGE })
  .check(z.int(QUOTE_MINUTES_MESSAGE), z.gte(1, QUOTE_MINUTES_MESSAGE), z.lte(120, QUOTE_MINUTES_MESSAGE));
const monitorSeconds = z.coerce
  .number({ error: MONITOR_SECONDS_MESSAGE })
  .check(z.int(MONITOR_SECONDS_MESSAGE), z.gte(1, MONITOR_SECONDS_MESSAGE), z.lte(3_600, MONITOR_SECONDS_MESSAGE));
const UNPAID_HOURS_MESSAGE = 'must be a whole number of hours from 1 to 720 (30 days), or off';
/** Hours an unpaid transfer waits before it is cancelled; `off` leaves unpaid transfers to the operators. */
const unpaidCancelHours = z.union([
  z.literal('off'),
  z.coerce
    .number({ error: UNPAID_HOURS_MESSAGE })
    .check(z.int(UNPAID_HOURS_MESSAGE), z.gte(1, UNPAID_HOURS_MESSAGE), z.lte(720, UNPAID_HOURS_MESSAGE)),
], { error: UNPAID_HOURS_MESSAGE });

const MIN_TRANSFER_MESSAGE = `must be an amount in CAD above 0 and at most ${MAX_TRANSFER_CAD}, with at most 2 decimals, such as 20.00`;
/** The smallest amount one transfer may carry (issue 32: rupees are rounded to the nearest 100, so tiny transfers gained). */
const minTransferCad = z.string().check(
  z.refine(
    (value) => isDecimalString(value) && decimalPlaces(value) <= 2 && compareDecimal(value, '0') > 0 && compareDecimal(value, MAX_TRANSFER_CAD) <= 0,
    MIN_TRANSFER_MESSAGE,
  ),
);

/**
 * The Interac auto-deposit inbox (COLLECTION_PROVIDER=imap): imaps:// anywhere, with a user and a
 * password; plain imap:// only to this machine (tests' local IMAP server), since the password and
 * the notifications would otherwise cross the network in clear.
 */
const IMAP_URL_MESSAGE = 'must be a URL such as imaps://user:password@imap.example.com:993 (imap:// only to 127.0.0.1 or localhost)';
const imapUrl = z.url({ error: IMAP_URL_MESSAGE }).check(
  z.refine((value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    const local = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
    return (url.protocol === 'imaps:' || (url.protocol === 'imap:' && local)) && url.username !== '' && url.password !== '';
  }, IMAP_URL_MESSAGE),
);
const domainName = z.string().check(
  z.regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i, 'must be a domain name such as payments.interac.ca'),
);

/** FINTRAC's registration number of a money services business: M and 8 digits. */
const msbRegistrationNumber = z.string().check(z.regex(/^M\d{8}$/, 'must be FINTRAC’s MSB registration number: M and 8 digits, such as M12345678'));

const RATE_MINUTES_MESSAGE = 'must be a whole number of minutes from 1 to 1440';
const rateFetchMinutes = z.coerce
  .number({ error: RATE_MINUTES_MESSAGE })
  .check(z.int(RATE_MINUTES_MESSAGE), z.gte(1, RATE_MINUTES_MESSAGE), z.lte(1_440, RATE_MINUTES_MESSAGE));
const httpsUrl = z.url({ error: 'must be a URL such as https://api.wise.com' }).check(z.refine((value) => /^https?:\/\//.test(value), 'must start with https:// or http://'));

const envSchema = z.object({
  // Production unless told otherwise: `npm start` and any other plain start run the fast
  // configuration; `npm run dev` says development and Vitest says test.
  NODE_ENV: z._default(z.enum(['development', 'production', 'test']), 'production'),
  PORT: z._default(port, 3000),
  HOST: z._default(z.string().check(z.minLength(1)), '127.0.0.1'),
  DATABASE_URL: z.optional(postgresUrl),
  DATA_DIR: z._default(z.string().check(z.minLength(1)), './data'),
  APP_URL: z.optional(httpOrigin),
  SMTP_URL: z.optional(smtpUrl),
  MAIL_FROM: z._default(z.string().check(z.minLength(3)), 'MapleRupee <no-reply@maplerupee.local>'),
  PAYMENT_EMAIL: z._default(z.email(), 'payments@maplerupee.ca'),
  ETRANSFER_QUESTION: z._default(z.string().check(z.minLength(1)), DEFAULT_ETRANSFER_QUESTION),
  ETRANSFER_ANSWER: z._default(z.string().check(z.minLength(1)), 'MapleRupee'),
  MSB_REGISTRATION_NUMBER: z.optional(msbRegistrationNumber),
  COMPLAINTS_EMAIL: z.optional(z.email({ error: 'must be an email address such as complaints@maplerupee.ca' })),
  BUSINESS_TIMEZONE: z._default(timeZone, 'America/Toronto'),
  COLLECTION_PROVIDER: z.optional(z.enum(['sandbox', 'imap'])),
  /** The earlier name of COLLECTION_PROVIDER (only `sandbox` ever existed), still read for existing deployments. */
  PAYMENTS_PROVIDER: z.optional(z.enum(['sandbox'])),
  IMAP_URL: z.optional(imapUrl),
  IMAP_MAILBOX: z._default(z.string().check(z.trim(), z.minLength(1), z.maxLength(200)), 'INBOX'),
  IMAP_SENDER: z._default(z.email({ error: 'must be an email address such as notify@payments.interac.ca' }), 'notify@payments.interac.ca'),
  IMAP_DKIM_DOMAIN: z._default(domainName, 'payments.interac.ca'),
  PAYMENT_MONITOR_INTERVAL_SECONDS: z._default(monitorSeconds, 30),
  APPROVAL_NEEDS_PAYMENT: z.optional(z.enum(['true', 'false'], { error: 'must be true or false' })),
  UNPAID_CANCEL_HOURS: z._default(unpaidCancelHours, 72),
  // The market rate (issue 33): manual (operators type the rate), or fetched from a source.
  RATE_SOURCE: z._default(z.enum(RATE_SOURCES), 'manual'),
  RATE_FETCH_MINUTES: z._default(rateFetchMinutes, 60),
  BANK_OF_CANADA_VALET_URL: z._default(httpsUrl, 'https://www.bankofcanada.ca/valet'),
  // WISE_API_URL and WISE_API_TOKEN (RATE_SOURCE=wise) are the Wise rail's (wiseEnvSchema, below).
  SESSION_IDLE_MINUTES: z._default(positiveMinutes, 30),
  SESSION_ABSOLUTE_MINUTES: z._default(positiveMinutes, 12 * 60),
  QUOTE_MINUTES: z._default(quoteMinutes, 30),
  MIN_TRANSFER_CAD: z._default(minTransferCad, DEFAULT_MIN_TRANSFER_CAD),
  SIGNUPS_PER_IP_PER_HOUR: z._default(
    z.coerce.number({ error: WHOLE_ABOVE_ZERO }).check(z.int(WHOLE_ABOVE_ZERO), z.positive(WHOLE_ABOVE_ZERO)),
    20,
  ),
  TRUST_PROXY: z._default(z.enum(['true', 'false']), 'false'),
  MIGRATE_ON_START: z._default(z.enum(['true', 'false']), 'true'),
  LOG_LEVEL: z._default(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  SECRET_KEY: z.optional(z.string().check(z.refine((value) => parseSecretKey(value) !== undefined, SECRET_KEY_FORMAT))),
  PAYOUT_PROVIDER: z._default(z.enum(['sandbox', 'manual', 'wise'], { error: 'must be sandbox, manual or wise' }), 'sandbox'),
  // GET /metrics answers only with `Authorization: Bearer <METRICS_TOKEN>`; unset, it is not served (404).
  METRICS_TOKEN: z.optional(z.string().check(z.regex(/^[\x21-\x7e]{24,256}$/, 'must be 24 to 256 printable characters without spaces'))),
  ...wiseEnvSchema,
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
  /**
   * The only Origins a state-changing request may come from (http/security.ts): APP_URL's; without
   * APP_URL, the default http://localhost:PORT and its loopback spellings (127.0.0.1, [::1]), so a
   * local start works whichever one the browser was given. Never the request's own Host (issue 32).
   */
  allowedOrigins: readonly string[];
  secureCookies: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  outboxDir: string;
  paymentEmail: string;
  etransferQuestion: string;
  etransferAnswer: string;
  /** Printed on receipts (FINTRAC's MSB registration); unset, a receipt says "not provided". */
  msbRegistrationNumber: string | undefined;
  /** Where receipts and every mail's footer send questions and complaints: COMPLAINTS_EMAIL, else the payment email (the support address). */
  complaintsEmail: string;
  businessTimeZone: string;
  /** Where incoming e-Transfers are read (COLLECTION_PROVIDER; PAYMENTS_PROVIDER is its older name). */
  collectionProvider: 'sandbox' | 'imap';
  /** The Interac auto-deposit inbox, when collectionProvider is imap (payments/imap/). */
  imap: ImapConfig | undefined;
  /**
   * Whether an approval needs the customer's payment recorded first (issue 33, item 8):
   * APPROVAL_NEEDS_PAYMENT, by default true with a real collection provider and false with the
   * sandbox's. Approving an unpaid transfer then needs a reason, and its payout waits for the payment.
   */
  approvalNeedsPayment: boolean;
  /**
   * How often the payment monitor asks the collection provider for new e-Transfers, across all
   * instances together (one run per period; tests shorten it to see several periods quickly).
   */
  paymentMonitorIntervalMs: number;
  /**
   * A pending transfer with no payment recorded this many hours after it was made is cancelled
   * (transfers/cancel-overdue-transfers.ts); undefined (UNPAID_CANCEL_HOURS=off): never automatically.
   */
  unpaidCancelHours: number | undefined;
  sessionIdleTimeoutMs: number;
  sessionAbsoluteTimeoutMs: number;
  /** How long a quote holds its rate (POST /api/quotes, issue 20). */
  quoteHoldMs: number;
  /**
   * The smallest amount one transfer may carry, CAD with 2 decimals (MIN_TRANSFER_CAD, default
   * 20.00): smaller ones are refused (400), since rupees rounded to the nearest 100 would pay tiny
   * transfers more than they cost (issue 32; docs/product.md § Rounding).
   */
  minTransferCad: string;
  /** Sign-ups allowed from one address in an hour (raise it behind a shared NAT, or for test runs). */
  signupsPerIpPerHour: number;
  trustProxy: boolean;
  /** false when the app runs as a role that may not change the schema (see SECURITY.md). */
  migrateOnStart: boolean;
  logLevel: string;
  /**
   * Seals identity documents (crypto/secret-key.ts). Unset: generated once into DATA_DIR/secret-key,
   * which every instance on one database must then share.
   */
  secretKey: Buffer | undefined;
  /** Folder of the built web app served at /. */
  webDistDir: string;
  /** Who pays the rupees (issue 33; payouts/rail.ts): sandbox (default), manual, or wise. */
  payoutProvider: 'sandbox' | 'manual' | 'wise';
  /** The Wise rail's settings (payouts/wise/wise-config.ts); undefined unless PAYOUT_PROVIDER=wise. */
  wise: WiseSettings | undefined;
  /** Checks `POST /api/webhooks/wise` (WISE_WEBHOOK_PUBLIC_KEY, default Wise's production key), whatever the rail. */
  wiseWebhookPublicKey: string;
  /** Where the market rate comes from and how often it is fetched (issue 33, rates/market-rate-job.ts). */
  rates: {
    source: RateSource;
    fetchIntervalMs: number;
    bankOfCanadaUrl: string;
    wiseApiUrl: string;
    wiseApiToken: string | undefined;
  };
  /** The bearer token GET /metrics asks for; undefined: /metrics is not served. */
  metricsToken: string | undefined;
}

export interface ImapConfig {
  /** imaps://user:password@host:993 (imap:// only to this machine). */
  url: string;
  mailbox: string;
  /** The only From address whose notifications are trusted (IMAP_SENDER). */
  sender: string;
  /** The domain whose DKIM signature (d=, aligned with From) a notification must carry (IMAP_DKIM_DOMAIN). */
  dkimDomain: string;
}

// IMAP_URL carries the mailbox's password.
/** Every environment variable the server reads (docs/configuration.md's table is tested against it). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

const SECRET_VARIABLES = new Set(['SECRET_KEY', 'IMAP_URL', 'WISE_API_TOKEN', 'METRICS_TOKEN']);

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty variables count as unset, as in most shells' `VAR= npm start`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => {
        const name = String(issue.path[0]);
        // A secret is never echoed into a log or a terminal, even a malformed one.
        const got = SECRET_VARIABLES.has(name) ? 'value not shown' : `got ${JSON.stringify(present[name])}`;
        return `  ${issue.path.join('.')}: ${issue.message} (${got})`;
      })
      .join('\n');
    throw new ConfigError(`Invalid configuration:\n${problems}`);
  }
  const values = parsed.data;
  if (values.COLLECTION_PROVIDER !== undefined && values.PAYMENTS_PROVIDER !== undefined && values.COLLECTION_PROVIDER !== values.PAYMENTS_PROVIDER) {
    throw new ConfigError('Invalid configuration:\n  PAYMENTS_PROVIDER: is the older name of COLLECTION_PROVIDER and disagrees with it; unset PAYMENTS_PROVIDER');
  }
  const collectionProvider = values.COLLECTION_PROVIDER ?? values.PAYMENTS_PROVIDER ?? 'sandbox';
  if (collectionProvider === 'imap' && values.IMAP_URL === undefined) {
    throw new ConfigError(`Invalid configuration:\n  IMAP_URL: must be set when COLLECTION_PROVIDER=imap (${IMAP_URL_MESSAGE})`);
  }
  const senderDomain = values.IMAP_SENDER.slice(values.IMAP_SENDER.lastIndexOf('@') + 1).toLowerCase();
  const dkimDomain = values.IMAP_DKIM_DOMAIN.toLowerCase();
  if (collectionProvider === 'imap' && senderDomain !== dkimDomain && !senderDomain.endsWith(`.${dkimDomain}`)) {
    // DKIM must be aligned with the From address (payments/imap/read-notification.ts): no notification could ever pass.
    throw new ConfigError(`Invalid configuration:\n  IMAP_DKIM_DOMAIN: must be the domain of IMAP_SENDER or a parent of it (got ${JSON.stringify(values.IMAP_DKIM_DOMAIN)})`);
  }
  const wiseProblems = values.PAYOUT_PROVIDER === 'wise' ? wiseConfigProblems(values) : [];
  if (wiseProblems.length > 0) throw new ConfigError(`Invalid configuration:\n${wiseProblems.map((problem) => `  ${problem}`).join('\n')}`);
  if (values.RATE_SOURCE === 'wise' && values.WISE_API_TOKEN === undefined) {
    throw new ConfigError('Invalid configuration:\n  WISE_API_TOKEN: must be set when RATE_SOURCE is wise (got nothing)');
  }
  const appUrl = values.APP_URL ?? `http://localhost:${values.PORT}`;
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    nodeEnv: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    dataDir,
    appUrl,
    allowedOrigins: values.APP_URL
      ? [appUrl]
      : ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${values.PORT}`),
    secureCookies: appUrl.startsWith('https://'),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    outboxDir: path.join(dataDir, 'outbox'),
    paymentEmail: values.PAYMENT_EMAIL,
    etransferQuestion: values.ETRANSFER_QUESTION,
    etransferAnswer: values.ETRANSFER_ANSWER,
    msbRegistrationNumber: values.MSB_REGISTRATION_NUMBER,
    complaintsEmail: values.COMPLAINTS_EMAIL ?? values.PAYMENT_EMAIL,
    businessTimeZone: values.BUSINESS_TIMEZONE,
    collectionProvider,
    imap:
      collectionProvider === 'imap' && values.IMAP_URL !== undefined
        ? { url: values.IMAP_URL, mailbox: values.IMAP_MAILBOX, sender: values.IMAP_SENDER.toLowerCase(), dkimDomain: values.IMAP_DKIM_DOMAIN.toLowerCase() }
        : undefined,
    approvalNeedsPayment: values.APPROVAL_NEEDS_PAYMENT === undefined ? collectionProvider !== 'sandbox' : values.APPROVAL_NEEDS_PAYMENT === 'true',
    paymentMonitorIntervalMs: values.PAYMENT_MONITOR_INTERVAL_SECONDS * 1_000,
    unpaidCancelHours: values.UNPAID_CANCEL_HOURS === 'off' ? undefined : values.UNPAID_CANCEL_HOURS,
    sessionIdleTimeoutMs: values.SESSION_IDLE_MINUTES * MINUTE_MS,
    sessionAbsoluteTimeoutMs: values.SESSION_ABSOLUTE_MINUTES * MINUTE_MS,
    quoteHoldMs: values.QUOTE_MINUTES * MINUTE_MS,
    minTransferCad: roundDecimal(values.MIN_TRANSFER_CAD, 2),
    signupsPerIpPerHour: values.SIGNUPS_PER_IP_PER_HOUR,
    trustProxy: values.TRUST_PROXY === 'true',
    migrateOnStart: values.MIGRATE_ON_START === 'true',
    logLevel: values.LOG_LEVEL,
    secretKey: values.SECRET_KEY === undefined ? undefined : parseSecretKey(values.SECRET_KEY),
    metricsToken: values.METRICS_TOKEN,
    webDistDir,
    payoutProvider: values.PAYOUT_PROVIDER,
    wise: values.PAYOUT_PROVIDER === 'wise' ? wiseSettings(values) : undefined,
    wiseWebhookPublicKey: values.WISE_WEBHOOK_PUBLIC_KEY ?? WISE_PRODUCTION_WEBHOOK_KEY,
    rates: {
      source: values.RATE_SOURCE,
      fetchIntervalMs: values.RATE_FETCH_MINUTES * MINUTE_MS,
      bankOfCanadaUrl: values.BANK_OF_CANADA_VALET_URL.replace(/\/+$/, ''),
      wiseApiUrl: values.WISE_API_URL.replace(/\/+$/, ''),
      wiseApiToken: values.WISE_API_TOKEN,
    },
  };
}
