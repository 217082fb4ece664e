import { sql, type SQL } from 'drizzle-orm';
import { customType, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { DEFAULT_TRANSFER_RATE } from '../../../domain/constants';
import { DEFAULT_LOCALE } from '../../../domain/locale';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * What the operators' search (issue 34, server/src/admin/search.ts) reads of a customer: the
 * account's name, the verified legal name and the email in one text, folded with ICU's root locale
 * (the database's C locale lowers only ASCII), the parts joined by U+001F — a search cannot hold a
 * control character (domain/text.ts), so no match spans two parts. Its trigram index (pg_trgm,
 * migration 0029) and the queries must write the expression alike: both use this function.
 */
export function userSearchText(table: { username: AnyPgColumn; legalName: AnyPgColumn; email: AnyPgColumn }): SQL {
  return sql`lower((${table.username} || E'\\x1f' || coalesce(${table.legalName}, '') || E'\\x1f' || ${table.email}) collate "und-x-icu")`;
}

/** A recipient's name as the operators' search reads it, folded the same way. */
export function recipientNameSearchText(table: { name: AnyPgColumn }): SQL {
  return sql`lower(${table.name} collate "und-x-icu")`;
}

/** A recipient's account number backwards: the search's "ends with these digits" is then a prefix, which a b-tree serves. */
export function reversedAccountNumber(table: { accountNumber: AnyPgColumn }): SQL {
  return sql`reverse(${table.accountNumber})`;
}

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    country: text('country').notNull(),
    phone: text('phone'),
    address: text('address'),
    isAdmin: boolean('is_admin').notNull().default(false),
    biometricEnabled: boolean('biometric_enabled').notNull().default(false),
    /** Closed by the customer (Profile → Close account): no sign-in, no new transfers; records are kept. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Set when the customer opened the emailed link (issue 18); identity verification needs it. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * Set by `npm run manage -- purge-records --apply` once the account's records passed their
     * retention: the row stays (the append-only audit log refers to it) with no personal data left.
     */
    purgedAt: timestamp('purged_at', { withTimezone: true }),
    /** The language of the account's screens and mail (issue 19): one of SUPPORTED_LOCALES. */
    locale: text('locale').notNull().default(DEFAULT_LOCALE),
    /**
     * The sanctions list version the customer's name and date of birth were last screened against
     * (screening/): null when never screened. A transfer of theirs is approved only once it is the
     * current version (screening_pending).
     */
    screenedVersion: integer('screened_version'),
    /**
     * The name an operator verified (issue 31): set when an identity verification is approved (from
     * the account's name then) and from then on the name the desk, receipts, the records export and
     * the e-Transfer payer check use. Profile cannot change it (409 name_locked); a new verification can.
     */
    legalName: text('legal_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    // The re-screen's queue: who is not yet screened against the current list.
    index('users_screened_version_idx').on(table.screenedVersion, table.id),
    index('users_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
    // The operators' search (issue 34): any part of a name or email, from 3 characters.
    index('users_search_idx').using('gin', sql`${userSearchText(table)} gin_trgm_ops`),
    check('users_locale_check', sql`${table.locale} in ('en-CA', 'fr-CA', 'hi-IN')`),
  ],
);

export const userCredentials = pgTable(
  'user_credentials',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull().unique(),
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    deviceType: text('device_type'),
    createdAt: createdAt(),
  },
  (table) => [index('user_credentials_user_id_idx').on(table.userId)],
);

export const RELATIONSHIPS_SQL = sql`('Family', 'Friend', 'Business', 'Self', 'Other')`;

export const recipients = pgTable(
  'recipients',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    accountNumber: text('account_number').notNull(),
    ifscCode: text('ifsc_code').notNull(),
    bankName: text('bank_name').notNull(),
    relationship: text('relationship').notNull(),
    /** The recipient's address (city and state at least): required for transfers of 1,000 CAD or more (the travel rule). */
    address: text('address'),
    city: text('city'),
    state: text('state'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Soft delete: a deleted recipient disappears from lists but transfer history keeps its snapshot. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The sanctions list version the recipient's name was last screened against; null when never. */
    screenedVersion: integer('screened_version'),
  },
  (table) => [
    index('recipients_screened_version_idx').on(table.screenedVersion, table.id),
    uniqueIndex('recipients_user_account_ifsc_key')
      .on(table.userId, table.accountNumber, table.ifscCode)
      .where(sql`${table.deletedAt} is null`),
    index('recipients_user_id_idx').on(table.userId, table.createdAt.desc()),
    index('recipients_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
    // The 24-hour rule per beneficiary (issue 31): every customer's recipient rows of one bank account.
    index('recipients_beneficiary_idx').on(table.accountNumber, table.ifscCode),
    // The operators' search (issue 34): any part of the name, and the account number's last digits.
    index('recipients_name_search_idx').using('gin', sql`${recipientNameSearchText(table)} gin_trgm_ops`),
    index('recipients_account_suffix_idx').on(sql`${reversedAccountNumber(table)} text_pattern_ops`),
    check('recipients_relationship_check', sql`${table.relationship} in ${RELATIONSHIPS_SQL}`),
  ],
);

export const transfers = pgTable(
  'transfers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => recipients.id),
    referenceCode: varchar('reference_code', { length: 10 }).notNull().unique(),
    cadAmount: numeric('cad_amount', { precision: 10, scale: 2 }).notNull(),
    inrAmount: numeric('inr_amount', { precision: 10, scale: 2 }).notNull(),
    exchangeRate: numeric('exchange_rate', { precision: 10, scale: 4 }).notNull().default(DEFAULT_TRANSFER_RATE),
    paymentMethod: text('payment_method').notNull().default('economy'),
    status: text('status').notNull().default('pending'),
    // Snapshot of the recipient when the transfer was made; history never changes after a delete.
    recipientName: text('recipient_name').notNull(),
    recipientAccountNumber: text('recipient_account_number').notNull(),
    recipientIfscCode: text('recipient_ifsc_code').notNull(),
    recipientBankName: text('recipient_bank_name').notNull(),
    /** Travel rule (1,000 CAD or more): the recipient's and the sender's address when the transfer was made. */
    recipientAddress: text('recipient_address'),
    senderAddress: text('sender_address'),
    /** The identity verification in force when the transfer was made (compliance records). */
    verificationId: integer('verification_id').references((): AnyPgColumn => identityVerifications.id),
    /** The held rate it was made at (issue 20), if any: one transfer per quote. */
    quoteId: uuid('quote_id')
      .unique()
      .references((): AnyPgColumn => quotes.id),
    fuzeTransactionId: text('fuze_transaction_id'),
    fuzeStatus: text('fuze_status'),
    apayloTransactionId: text('apaylo_transaction_id'),
    apayloSenderName: text('apaylo_sender_name'),
    apayloSenderEmail: text('apaylo_sender_email'),
    /**
     * The sanctions list version the e-Transfer payer's name (apaylo_sender_name) was screened
     * against when the payment was matched; null when not yet (the transfer waits: screening_pending).
     */
    payerScreenedVersion: integer('payer_screened_version'),
    errorMessage: text('error_message'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The market rate it was priced from (issue 33): INR per CAD, its source and time; null for a manual rate with no market. */
    midRate: numeric('mid_rate', { precision: 12, scale: 6 }),
    midSource: text('mid_source'),
    midAsOf: timestamp('mid_as_of', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('transfers_user_created_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    // A customer's history by status in list order, and their summary (counts and CAD sums per
    // status) read from the index alone: cad_amount rides along as the last column.
    index('transfers_user_status_created_idx').on(table.userId, table.status, table.createdAt.desc(), table.id.desc(), table.cadAmount),
    index('transfers_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('transfers_status_created_idx').on(table.status, table.createdAt.desc(), table.id.desc()),
    // A recipient's transfers in time order: the beneficiary's 24-hour total (issue 31) reads a range of it.
    index('transfers_recipient_id_idx').on(table.recipientId, table.createdAt),
    // Admin search by reference-code prefix (LIKE 'ABC%'), whatever the database's collation.
    index('transfers_reference_code_prefix_idx').on(table.referenceCode.op('varchar_pattern_ops')),
    // One incoming e-Transfer pays for at most one transfer.
    uniqueIndex('transfers_apaylo_transaction_id_key')
      .on(table.apayloTransactionId)
      .where(sql`${table.apayloTransactionId} is not null`),
    check('transfers_cad_amount_check', sql`${table.cadAmount} > 0`),
    check('transfers_inr_amount_check', sql`${table.inrAmount} > 0`),
    check('transfers_exchange_rate_check', sql`${table.exchangeRate} > 0`),
    check(
      'transfers_status_check',
      sql`${table.status} in ('pending', 'approved', 'completed', 'rejected', 'cancelled')`,
    ),
    check('transfers_payment_method_check', sql`${table.paymentMethod} in ('economy', 'instant')`),
    check('transfers_reference_code_check', sql`${table.referenceCode} ~ '^[A-Z0-9]{1,10}$'`),
  ],
);

export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fromCurrency: varchar('from_currency', { length: 3 }).notNull(),
    toCurrency: varchar('to_currency', { length: 3 }).notNull(),
    rate: numeric('rate', { precision: 10, scale: 6 }).notNull(),
    createdBy: integer('created_by').references(() => users.id),
    /** The market rate it was priced from (issue 33): INR per CAD, its source and time; null for a manual rate with no market. */
    midRate: numeric('mid_rate', { precision: 12, scale: 6 }),
    midSource: text('mid_source'),
    midAsOf: timestamp('mid_as_of', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('exchange_rates_mid_check', sql`num_nonnulls(${table.midRate}, ${table.midSource}, ${table.midAsOf}) in (0, 3)`),
    index('exchange_rates_pair_created_idx').on(
      table.fromCurrency,
      table.toCurrency,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    check('exchange_rates_rate_check', sql`${table.rate} > 0`),
    check('exchange_rates_pair_check', sql`${table.fromCurrency} = 'CAD' and ${table.toCurrency} = 'INR'`),
  ],
);

/**
 * A rate held for a customer (issue 20): a quote POST /api/quotes priced at the newest rate (its id
 * and value kept), honoured by POST /api/transfers with its id until expires_at (the server's
 * clock). The transfer it backs points to it (transfers.quote_id, unique). Maintenance prunes the
 * unused ones an hour after they expire (quotes/prune-quotes.ts).
 */
export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    cadAmount: numeric('cad_amount', { precision: 10, scale: 2 }).notNull(),
    paymentMethod: text('payment_method').notNull(),
    exchangeRateId: integer('exchange_rate_id')
      .notNull()
      .references(() => exchangeRates.id),
    /** The operator's rate it was priced at (exchange_rates.rate). */
    rate: numeric('rate', { precision: 10, scale: 6 }).notNull(),
    /** The rate the payment method applies (domain/quote.ts), as a transfer stores it. */
    exchangeRate: numeric('exchange_rate', { precision: 10, scale: 4 }).notNull(),
    inrAmount: numeric('inr_amount', { precision: 10, scale: 2 }).notNull(),
    /** The market rate it was priced from (issue 33): INR per CAD, its source and time; null for a manual rate with no market. */
    midRate: numeric('mid_rate', { precision: 12, scale: 6 }),
    midSource: text('mid_source'),
    midAsOf: timestamp('mid_as_of', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // A customer's open quotes: the one to answer again, and how many are held.
    index('quotes_user_expires_idx').on(table.userId, table.expiresAt),
    index('quotes_expires_at_idx').on(table.expiresAt),
    check('quotes_cad_amount_check', sql`${table.cadAmount} > 0`),
    check('quotes_inr_amount_check', sql`${table.inrAmount} > 0`),
    check('quotes_exchange_rate_check', sql`${table.exchangeRate} > 0 and ${table.rate} > 0`),
    check('quotes_payment_method_check', sql`${table.paymentMethod} in ('economy', 'instant')`),
    check('quotes_expiry_check', sql`${table.expiresAt} > ${table.createdAt}`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the session token; the token itself lives only in the browser's cookie. */
    tokenHash: text('token_hash').primaryKey(),
    /** The session's name in the API (GET /api/auth/sessions): random, so it tells nothing of the token or of other sessions. */
    id: uuid('id').notNull().defaultRandom().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    /**
     * Signed in with the password of an account that has a second factor, and no code entered yet:
     * such a session may only finish signing in (auth/access.ts), and lives minutes, not hours.
     */
    secondFactorPending: boolean('second_factor_pending').notNull().default(false),
    /** When this session last completed a second factor (a TOTP or recovery code): issue 18's operator rule reads it. */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
    /**
     * When this session last proved the account's password, a passkey or a current code (its sign-in,
     * a step-up, POST /api/auth/reauthenticate): changing the account's second factors needs it
     * within 10 minutes (issue 32, auth/reauthentication.ts). Null: never since it was made.
     */
    reauthenticatedAt: timestamp('reauthenticated_at', { withTimezone: true }),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_absolute_expires_idx').on(table.absoluteExpiresAt),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('password_reset_tokens_user_id_idx').on(table.userId)],
);

/** Links that verify a sign-up's email (issue 18): single use, 24 hours, only the SHA-256 kept. */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('email_verification_tokens_user_id_idx').on(table.userId)],
);

/**
 * The browser and OS pairs an account has signed in from (issue 18): a sign-in from a pair not
 * listed here mails the customer. Sessions are deleted when they end, so they cannot remember this.
 */
export const knownBrowsers = pgTable(
  'known_browsers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    browser: text('browser').notNull(),
    os: text('os').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.browser, table.os] })],
);

export const transferEvents = pgTable(
  'transfer_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => transfers.id),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    reason: text('reason'),
    /**
     * The reason is for operators only (issue 31: a rejection while a suspicious-transaction or
     * sanctions case held the transfer): the customer's timeline and mail show no reason.
     */
    reasonWithheld: boolean('reason_withheld').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('transfer_events_transfer_id_idx').on(table.transferId, table.createdAt)],
);

/** Append-only (a trigger refuses updates and deletes): admin actions and security events. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_events_created_idx').on(table.createdAt.desc()),
    index('audit_events_target_idx').on(table.targetType, table.targetId),
  ],
);

/** Fixed-window counters for rate limits, shared by every server instance. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index('rate_limit_counters_window_idx').on(table.windowStart),
  ],
);

/**
 * The business time zone (BUSINESS_TIMEZONE) the day aggregates below are keyed by. One row; the
 * server writes it at start-up and rebuilds the aggregates when it changes.
 */
export const businessSettings = pgTable(
  'business_settings',
  {
    id: boolean('id').primaryKey().default(true),
    timeZone: text('time_zone').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [check('business_settings_single_row', sql`${table.id}`)],
);

/**
 * Transfers per business-time-zone day and status, with their CAD sum, kept exact by statement
 * triggers on transfers (same transaction as the change), so admin counts and stats never scan
 * the transfers table. Each (day, status) is split over 8 slots (transfer id % 8) so concurrent
 * submissions do not all queue on one hot row; readers add the slots up.
 */
export const transferDailyStats = pgTable(
  'transfer_daily_stats',
  {
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    slot: smallint('slot').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
    cadTotal: numeric('cad_total', { precision: 18, scale: 2 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.status, table.slot] })],
);

/** Row counts of users and live recipients (the admin lists' "N Total"), kept by triggers, 8 slots each. */
export const rowCounts = pgTable(
  'row_counts',
  {
    name: text('name').notNull(),
    slot: smallint('slot').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.name, table.slot] })],
);

/**
 * The sandbox collection provider's "bank account": incoming Interac e-Transfers, recorded by
 * `npm run manage -- sandbox-etransfer`. A real provider's API takes this table's place.
 */
export const sandboxETransfers = pgTable(
  'sandbox_etransfers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: text('transaction_id').notNull().unique(),
    /** The message the sender typed: it should hold the transfer's reference code. */
    message: text('message').notNull(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    senderName: text('sender_name').notNull(),
    senderEmail: text('sender_email').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('sandbox_etransfers_amount_check', sql`${table.amount} > 0`)],
);

/** Every incoming e-Transfer the payment monitor has fetched from the collection provider. */
export const incomingETransfers = pgTable(
  'incoming_etransfers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    transactionId: text('transaction_id').notNull(),
    message: text('message').notNull(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    senderName: text('sender_name').notNull(),
    senderEmail: text('sender_email').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    matchedTransferId: bigint('matched_transfer_id', { mode: 'number' }).references(() => transfers.id),
    matchedAt: timestamp('matched_at', { withTimezone: true }),
    /**
     * Why it waits for an operator instead of being recorded as a payment (domain/payment-matching.ts):
     * its message names several transfers, or its sender is not the customer. Null otherwise.
     */
    reviewReason: text('review_reason'),
    /** The transfers its message names, when it waits for review. */
    candidateTransferIds: bigint('candidate_transfer_ids', { mode: 'number' }).array(),
    /** An operator's decision on a review: 'accepted' (matched to one of the candidates) or 'dismissed'. */
    resolution: text('resolution'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id),
    resolutionNote: text('resolution_note'),
    /**
     * The notification's text as received (COLLECTION_PROVIDER=imap, for a review), cleaned of
     * control and direction characters, shown to operators as plain text. Null for other providers.
     */
    rawText: text('raw_text'),
  },
  (table) => [
    uniqueIndex('incoming_etransfers_provider_transaction_key').on(table.provider, table.transactionId),
    uniqueIndex('incoming_etransfers_matched_transfer_key')
      .on(table.matchedTransferId)
      .where(sql`${table.matchedTransferId} is not null`),
    // What the monitor still tries to match on each run.
    index('incoming_etransfers_open_idx')
      .on(table.receivedAt, table.id)
      .where(sql`${table.matchedTransferId} is null and ${table.reviewReason} is null and ${table.resolution} is null`),
    // The operators' review queue, newest first.
    index('incoming_etransfers_review_idx')
      .on(table.recordedAt.desc(), table.id.desc())
      .where(sql`${table.reviewReason} is not null and ${table.resolution} is null`),
    check('incoming_etransfers_review_reason_check', sql`${table.reviewReason} in ('several_references', 'sender_mismatch', 'unverified_sender', 'unreadable', 'unsupported_currency', 'no_transfer')`),
    check('incoming_etransfers_resolution_check', sql`${table.resolution} in ('accepted', 'dismissed')`),
  ],
);

/**
 * Where the payment monitor has read the provider up to (an opaque, provider-specific cursor), and
 * the latest period whose scheduled run an instance has claimed (payments/monitor.ts): a claim
 * only moves it forward, so each period is claimed by one instance.
 */
export const paymentMonitorState = pgTable('payment_monitor_state', {
  provider: text('provider').primaryKey(),
  cursor: text('cursor'),
  updatedAt: updatedAt(),
  /**
   * The latest period claimed before migration 0019 moved the claims to scheduled_jobs; still read
   * by instances of an older release during a rolling upgrade, no longer written. Drop it later.
   */
  scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
});

/**
 * The background jobs' claims (server/src/jobs/scheduler.ts): per job, the latest period an
 * instance claimed and which instance. A claim only moves scheduled_for forward, in one statement,
 * so of all instances whose timers fire for a period exactly one runs it.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  scheduledFor: timestamp('scheduled_for', { withTimezone: true }).notNull(),
  /** host:pid of the process that claimed it. */
  claimedBy: text('claimed_by').notNull(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
});

/** One row per payment-monitor run (kept 7 days): what monitoring-status reports. */
export const paymentMonitorRuns = pgTable(
  'payment_monitor_runs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** 'schedule' (the periodic job) or 'check' (an operator's check-payment). */
    trigger: text('trigger').notNull(),
    /** The start of the period a scheduled run was claimed for; null for checks (and runs before 0009). */
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    /** Which server process ran it (host:pid); null for runs before 0009. */
    instance: text('instance'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    fetchedCount: integer('fetched_count').notNull().default(0),
    matchedCount: integer('matched_count').notNull().default(0),
    unmatchedCount: integer('unmatched_count').notNull().default(0),
    error: text('error'),
  },
  (table) => [index('payment_monitor_runs_started_idx').on(table.startedAt.desc(), table.id.desc())],
);

/**
 * The customer mail a transfer's timeline event owes (submitted, approved, rejected, completed),
 * written in the same transaction as the event, so a crash after the commit cannot lose it. The
 * mail queue (mail/mail-queue.ts) renders it from the event and sends it; a row is claimed by
 * pushing next_attempt_at forward, so instances never send one twice at the same time.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The mail is about one transfer event (submitted, approved, …), one verification's outcome… */
    transferEventId: bigint('transfer_event_id', { mode: 'number' })
      .unique()
      .references(() => transferEvents.id),
    verificationId: integer('verification_id')
      .unique()
      .references((): AnyPgColumn => identityVerifications.id),
    /** …or a rate alert that a new rate reached (issue 20): one mail per alert, ever. */
    rateAlertId: integer('rate_alert_id')
      .unique()
      .references((): AnyPgColumn => rateAlerts.id),
    createdAt: createdAt(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (table) => [
    index('mail_queue_due_idx').on(table.nextAttemptAt, table.id).where(sql`${table.sentAt} is null`),
    check('mail_queue_subject_check', sql`num_nonnulls(${table.transferEventId}, ${table.verificationId}, ${table.rateAlertId}) = 1`),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Photos of identity documents, encrypted at rest (AES-256-GCM with the server's secret key:
 * server/src/crypto/seal.ts, bound to the owner)
 * and served to operators only.
 */
export const verificationDocuments = pgTable(
  'verification_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    /** iv (12 bytes) ‖ ciphertext ‖ GCM tag (16 bytes). */
    sealed: bytea('sealed').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('verification_documents_user_idx').on(table.userId),
    check('verification_documents_type_check', sql`${table.contentType} in ('image/jpeg', 'image/png', 'application/pdf')`),
  ],
);

/** Identity verifications: submitted in the app (method "document") or recorded by an operator (verify-identity). */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull(),
    method: text('method').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    occupation: text('occupation'),
    street: text('street'),
    city: text('city'),
    province: text('province'),
    postalCode: text('postal_code'),
    idType: text('id_type'),
    idNumber: text('id_number'),
    idJurisdiction: text('id_jurisdiction'),
    idExpiry: date('id_expiry', { mode: 'string' }),
    documentId: integer('document_id').references(() => verificationDocuments.id),
    /** The operator's note for a verification done outside the app. */
    note: text('note'),
    /** The name verified (set when approved): the account's legal name from then on. */
    legalName: text('legal_name'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id),
    reason: text('reason'),
  },
  (table) => [
    index('identity_verifications_status_idx').on(table.status, table.submittedAt.desc(), table.id.desc()),
    index('identity_verifications_user_idx').on(table.userId, table.submittedAt.desc()),
    // One verification waits for an operator per customer.
    uniqueIndex('identity_verifications_one_pending').on(table.userId).where(sql`${table.status} = 'pending'`),
    check('identity_verifications_status_check', sql`${table.status} in ('pending', 'approved', 'rejected')`),
    check('identity_verifications_method_check', sql`${table.method} in ('document', 'in-person', 'dual-process', 'credit-file')`),
  ],
);

/** Limits per tier (domain/compliance.ts DEFAULT_LIMITS until an operator changes them). */
export const transactionLimits = pgTable(
  'transaction_limits',
  {
    tier: text('tier').primaryKey(),
    perTransfer: numeric('per_transfer', { precision: 12, scale: 2 }).notNull(),
    daily: numeric('daily', { precision: 12, scale: 2 }).notNull(),
    monthly: numeric('monthly', { precision: 12, scale: 2 }).notNull(),
    updatedAt: updatedAt(),
    updatedBy: integer('updated_by').references(() => users.id),
  },
  (table) => [check('transaction_limits_tier_check', sql`${table.tier} in ('basic', 'verified')`)],
);

/**
 * Report cases: an EFT report due under the 24-hour rule — per customer (eftr) or per beneficiary
 * across customers (eftr_beneficiary, no single customer: user_id is null) —, a suspicious
 * transaction flagged by an operator or by the refused-attempts rule (str), or a possible sanctions
 * match (sanctions). An open str or sanctions case holds the transfers it concerns: they cannot be
 * approved until it is closed; a sanctions case closed as a listed-person property report
 * (listed_property) freezes its party's transfers until an operator records the authorities' decision.
 */
export const complianceCases = pgTable(
  'compliance_cases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    /** The customer the case is about; null only for an eftr_beneficiary case. */
    userId: integer('user_id').references(() => users.id),
    recipientId: integer('recipient_id').references(() => recipients.id),
    /** eftr_beneficiary: the beneficiary's bank account (account number + IFSC), whoever sent to it. */
    beneficiaryAccountNumber: text('beneficiary_account_number'),
    beneficiaryIfscCode: text('beneficiary_ifsc_code'),
    status: text('status').notNull().default('open'),
    total: numeric('total', { precision: 14, scale: 2 }),
    windowStart: timestamp('window_start', { withTimezone: true }),
    windowEnd: timestamp('window_end', { withTimezone: true }),
    dueBy: date('due_by', { mode: 'string' }),
    summary: text('summary').notNull(),
    /** sanctions: the list entry matched ("list name/entry id"), so a match an operator cleared is not opened again. */
    sanctionsMatch: text('sanctions_match'),
    /**
     * sanctions: whose name matched — the customer, their recipient (recipient_id), or the payer of
     * an e-Transfer (the transfer it paid is the case's one transfer).
     */
    party: text('party'),
    /** A rule that opened it, not an operator (str: 'refused_attempts'); such a case holds nothing by itself. */
    rule: text('rule'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    openedBy: integer('opened_by').references(() => users.id),
    /** The operator working the case (issue 31), if any. */
    assignedTo: integer('assigned_to').references(() => users.id),
    outcome: text('outcome'),
    reference: text('reference'),
    note: text('note'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: integer('closed_by').references(() => users.id),
    /** listed_property: what the authorities decided, recorded by an operator; it ends the freeze. */
    authorityDecision: text('authority_decision'),
    authorityNote: text('authority_note'),
    authorityDecidedAt: timestamp('authority_decided_at', { withTimezone: true }),
    authorityDecidedBy: integer('authority_decided_by').references(() => users.id),
  },
  (table) => [
    index('compliance_cases_status_idx').on(table.status, table.openedAt.desc(), table.id.desc()),
    index('compliance_cases_user_idx').on(table.userId, table.kind, table.status),
    // One EFT report case per customer and window, whatever retries or instances do.
    uniqueIndex('compliance_cases_eftr_window_key').on(table.userId, table.windowStart).where(sql`${table.kind} = 'eftr'`),
    // …and per beneficiary and window.
    uniqueIndex('compliance_cases_eftr_beneficiary_window_key')
      .on(table.beneficiaryAccountNumber, table.beneficiaryIfscCode, table.windowStart)
      .where(sql`${table.kind} = 'eftr_beneficiary'`),
    // One open sanctions case per customer and per recipient, however often or wherever they are screened.
    uniqueIndex('compliance_cases_open_sanctions_customer_key')
      .on(table.userId)
      .where(sql`${table.kind} = 'sanctions' and ${table.status} = 'open' and ${table.party} = 'customer'`),
    uniqueIndex('compliance_cases_open_sanctions_recipient_key')
      .on(table.recipientId)
      .where(sql`${table.kind} = 'sanctions' and ${table.status} = 'open' and ${table.recipientId} is not null`),
    // The freezes in force (few): read by every approval, rejection and cancel.
    index('compliance_cases_frozen_idx')
      .on(table.userId, table.recipientId)
      .where(sql`${table.outcome} = 'listed_property' and ${table.authorityDecision} is null`),
    check('compliance_cases_kind_check', sql`${table.kind} in ('eftr', 'eftr_beneficiary', 'str', 'sanctions')`),
    check(
      'compliance_cases_sanctions_party_check',
      sql`(${table.kind} = 'sanctions') = (${table.party} is not null) and (${table.party} = 'recipient') = (${table.recipientId} is not null)`,
    ),
    check('compliance_cases_status_check', sql`${table.status} in ('open', 'closed')`),
    check(
      'compliance_cases_outcome_check',
      sql`${table.outcome} is null or ${table.outcome} in ('filed', 'cleared', 'not_reportable')
        or (${table.outcome} = 'listed_property' and ${table.kind} = 'sanctions')`,
    ),
    check(
      'compliance_cases_party_check',
      sql`case when ${table.kind} = 'eftr_beneficiary'
        then ${table.userId} is null and ${table.beneficiaryAccountNumber} is not null and ${table.beneficiaryIfscCode} is not null
        else ${table.userId} is not null and ${table.beneficiaryAccountNumber} is null and ${table.beneficiaryIfscCode} is null end`,
    ),
    check('compliance_cases_authority_decision_check', sql`${table.authorityDecision} is null or ${table.authorityDecision} in ('released', 'seized')`),
  ],
);

/**
 * A case's history (issue 31): every open, join, recompute, note, assignment, close, reopen, freeze
 * and authority decision, with who (null: the system) and when. Append-only, like the audit log.
 */
export const complianceCaseEvents = pgTable(
  'compliance_case_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    caseId: integer('case_id')
      .notNull()
      .references(() => complianceCases.id),
    kind: text('kind').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    /** An operator's words: the note, the closing note, the authorities' decision. */
    text: text('text'),
    /** What changed (totals, transfers, outcome, assignee…), as the API shows it. */
    details: jsonb('details').notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (table) => [
    index('compliance_case_events_case_idx').on(table.caseId, table.createdAt, table.id),
    check(
      'compliance_case_events_kind_check',
      sql`${table.kind} in ('opened', 'joined', 'recomputed', 'note', 'assigned', 'closed', 'reopened', 'frozen', 'authority_decision', 'transfer_rejected')`,
    ),
  ],
);

/**
 * Transfers a customer tried to make and a rule refused (issue 31): verification_required,
 * limit_exceeded, recipient_address_required at creation, and compliance_hold — a transfer an
 * operator rejected while a suspicious-transaction or sanctions case held it. Operators see them on
 * the customer; enough of them in 24 hours opens an str review case (compliance_settings).
 */
export const transferAttempts = pgTable(
  'transfer_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The customer's own recipient it was for; null when the id named none of theirs. */
    recipientId: integer('recipient_id').references(() => recipients.id),
    recipientName: text('recipient_name'),
    cadAmount: numeric('cad_amount', { precision: 10, scale: 2 }).notNull(),
    reason: text('reason').notNull(),
    /** The submission's reference (a retry of one refused submission is one attempt), or the rejected transfer's. */
    referenceCode: text('reference_code').notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => transfers.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('transfer_attempts_user_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    index('transfer_attempts_created_idx').on(table.createdAt.desc(), table.id.desc()),
    uniqueIndex('transfer_attempts_reference_key').on(table.userId, table.referenceCode, table.reason),
    check(
      'transfer_attempts_reason_check',
      sql`${table.reason} in ('verification_required', 'limit_exceeded', 'recipient_address_required', 'compliance_hold')`,
    ),
    check('transfer_attempts_cad_amount_check', sql`${table.cadAmount} > 0`),
  ],
);

/** The operators' compliance settings besides the limits (issue 31): one row. */
export const complianceSettings = pgTable(
  'compliance_settings',
  {
    id: boolean('id').primaryKey().default(true),
    /** Refused attempts in 24 hours that open an str review case. */
    refusedAttemptsThreshold: integer('refused_attempts_threshold').notNull().default(3),
    /** How far the 24-hour rule per beneficiary has looked at new transfers (compliance/beneficiary-rule-job.ts). */
    beneficiaryCheckedTo: timestamp('beneficiary_checked_to', { withTimezone: true }),
    updatedAt: updatedAt(),
    updatedBy: integer('updated_by').references(() => users.id),
  },
  (table) => [
    check('compliance_settings_single_row', sql`${table.id}`),
    check('compliance_settings_threshold_check', sql`${table.refusedAttemptsThreshold} between 1 and 100`),
  ],
);

export const complianceCaseTransfers = pgTable(
  'compliance_case_transfers',
  {
    caseId: integer('case_id')
      .notNull()
      .references(() => complianceCases.id),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => transfers.id),
  },
  (table) => [primaryKey({ columns: [table.caseId, table.transferId] }), index('compliance_case_transfers_transfer_idx').on(table.transferId)],
);

/**
 * Sanctions lists imported by an operator (npm run manage -- import-sanctions FILE): every entry of
 * every list, as of the newest list version. An import replaces the lists it holds; an entry it adds
 * or changes takes the import's version, so a re-screen compares parties only with what changed.
 */
export const sanctionsEntries = pgTable(
  'sanctions_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    listName: text('list_name').notNull(),
    entryId: text('entry_id').notNull(),
    /** 'person', 'organization' or 'unknown', as the list says. */
    kind: text('kind').notNull().default('unknown'),
    name: text('name').notNull(),
    aliases: text('aliases').array().notNull().default(sql`'{}'::text[]`),
    /** YYYY, YYYY-MM or YYYY-MM-DD each, as the list gives them. */
    datesOfBirth: text('dates_of_birth').array().notNull().default(sql`'{}'::text[]`),
    country: text('country'),
    /** The list version that added the entry or last changed it. */
    listVersion: integer('list_version')
      .notNull()
      .references((): AnyPgColumn => sanctionsListVersions.version),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sanctions_entries_list_entry_key').on(table.listName, table.entryId),
    index('sanctions_entries_list_version_idx').on(table.listVersion),
    check('sanctions_entries_kind_check', sql`${table.kind} in ('person', 'organization', 'unknown')`),
  ],
);

/**
 * One row per sanctions import: the version every screening records (users, recipients and
 * transfers' screened_version), what changed, and the re-screen of every party it started
 * (screening/rescreen.ts), with its progress for operators.
 */
export const sanctionsListVersions = pgTable('sanctions_list_versions', {
  version: integer('version').primaryKey().generatedAlwaysAsIdentity(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  /** Who imported what: { operator, file, format }. */
  origin: jsonb('origin').notNull(),
  /** Per list: { listName, imported, added, changed, removed }. */
  lists: jsonb('lists').notNull(),
  /** Entries of every list after the import. */
  entryCount: integer('entry_count').notNull(),
  /** Parties not yet screened against this version when its re-screen began, and how many are done. */
  rescreenTotal: integer('rescreen_total'),
  rescreenDone: integer('rescreen_done').notNull().default(0),
  rescreenMatches: integer('rescreen_matches').notNull().default(0),
  rescreenStartedAt: timestamp('rescreen_started_at', { withTimezone: true }),
  rescreenFinishedAt: timestamp('rescreen_finished_at', { withTimezone: true }),
});

/**
 * An account's authenticator app (TOTP, RFC 6238): the secret sealed with the server's key
 * (crypto/seal.ts), bound to the user. Unconfirmed until the first code is entered; only a
 * confirmed one is asked for at sign-in. `lastUsedStep` makes every code single use.
 */
export const totpCredentials = pgTable('totp_credentials', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sealedSecret: bytea('sealed_secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** Single-use recovery codes (10 per confirmation); only a SHA-256 of each 80-bit code is kept. */
export const totpRecoveryCodes = pgTable(
  'totp_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('totp_recovery_codes_user_hash_key').on(table.userId, table.codeHash)],
);

/**
 * Second-factor code tries per account (issue 32): TOTP and recovery codes share one budget. `tries`
 * counts the tries since the last lockout (or success); at the budget's end codes are locked out
 * until `locked_until`, for a time that doubles with each consecutive lockout (`lockouts`). A success
 * deletes the row; a day without a try or a lockout forgets it. Locked `for update` while a try is
 * counted, so racing tries queue.
 */
export const secondFactorAttempts = pgTable(
  'second_factor_attempts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tries: integer('tries').notNull().default(0),
    lastTryAt: timestamp('last_try_at', { withTimezone: true }).notNull(),
    lockouts: integer('lockouts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [check('second_factor_attempts_counts_check', sql`${table.tries} >= 0 and ${table.lockouts} >= 0`)],
);

/**
 * An account's passkeys (WebAuthn, issue 18). `id` names it in the API; `credentialId` (base64url)
 * is what the authenticator presents, unique across accounts. The signature counter and the backup
 * flags are kept as the authenticator last reported them (a counter that stops rising is a clone).
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull().unique(),
    publicKey: bytea('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default(sql`'{}'::text[]`),
    /** 'singleDevice' or 'multiDevice' (a synced passkey). */
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('passkeys_user_id_idx').on(table.userId)],
);

/**
 * WebAuthn challenges, kept in the database so any instance can check the answer to one another
 * instance issued. Single use: taking one is a `delete … returning`; 5 minutes at most.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    /** base64url, as it comes back in clientDataJSON. */
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The session that asked (if any): registration answers only count from that same session. */
    sessionTokenHash: text('session_token_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('passkey_challenges_expires_at_idx').on(table.expiresAt),
    check('passkey_challenges_purpose_check', sql`${table.purpose} in ('register', 'authenticate', 'reauthenticate')`),
  ],
);

/**
 * "Tell me when 1 CAD ≥ target INR" (issue 20): a customer's alert is active until an operator sets
 * a rate that crosses it (previous rate < target ≤ new rate), which ends it (triggered_at, with the
 * rate that did) and queues its one mail in the same transaction (rate-alerts/trigger-rate-alerts.ts).
 */
export const rateAlerts = pgTable(
  'rate_alerts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** INR per 1 CAD, at most 4 decimals, as operators set rates. */
    targetRate: numeric('target_rate', { precision: 10, scale: 4 }).notNull(),
    createdAt: createdAt(),
    triggeredAt: timestamp('triggered_at', { withTimezone: true }),
    /** The rate whose setting ended the alert. */
    triggeredRate: numeric('triggered_rate', { precision: 10, scale: 6 }),
    /** Its exchange_rates row: a correction of that rate within 15 minutes re-arms the alert (issue 33). */
    triggeredByRateId: integer('triggered_by_rate_id').references((): AnyPgColumn => exchangeRates.id),
  },
  (table) => [
    index('rate_alerts_user_active_idx').on(table.userId, table.createdAt, table.id).where(sql`${table.triggeredAt} is null`),
    // Rate changes look for the active targets they cross.
    index('rate_alerts_active_target_idx').on(table.targetRate).where(sql`${table.triggeredAt} is null`),
    uniqueIndex('rate_alerts_user_target_active_key').on(table.userId, table.targetRate).where(sql`${table.triggeredAt} is null`),
    check('rate_alerts_target_rate_check', sql`${table.targetRate} > 0`),
    check('rate_alerts_triggered_check', sql`(${table.triggeredAt} is null) = (${table.triggeredRate} is null)`),
  ],
);

/**
 * Webhook deliveries from a payout rail (issue 33: Wise's `transfers#state-change`), each stored
 * once per delivery id after its signature verified (payouts/payout-refresh.ts). A delivery is
 * never the payout's truth: it only asks the payouts job to read the payout back from the rail,
 * which marks it refreshed once it has. `provider_status` is what the delivery said, kept to
 * compare with what the read found.
 */
export const payoutWebhookDeliveries = pgTable(
  'payout_webhook_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    /** The rail's delivery id (Wise: the X-Delivery-Id header, a UUID). */
    deliveryId: text('delivery_id').notNull(),
    eventType: text('event_type').notNull(),
    /** The rail's id of the payout the event is about (Wise's transfer id). */
    providerId: text('provider_id').notNull(),
    providerStatus: text('provider_status'),
    /** When the rail says the change happened (Wise: data.occurred_at; deliveries come in any order). */
    occurredAt: timestamp('occurred_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    /** Set by the payouts job once it has read the payout back after this delivery. */
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payout_webhook_deliveries_delivery_key').on(table.provider, table.deliveryId),
    index('payout_webhook_deliveries_pending_idx').on(table.id).where(sql`${table.refreshedAt} is null`),
    check('payout_webhook_deliveries_provider_check', sql`${table.provider} in ('wise')`),
  ],
);

/**
 * Market rates fetched from RATE_SOURCE (issue 33, rates/market-rate-job.ts): INR per 1 CAD, as the
 * source published it at as_of. Kept as history; the newest is the market rate.
 */
export const marketRates = pgTable(
  'market_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    source: text('source').notNull(),
    rate: numeric('rate', { precision: 12, scale: 6 }).notNull(),
    asOf: timestamp('as_of', { withTimezone: true }).notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('market_rates_fetched_idx').on(table.fetchedAt.desc(), table.id.desc()),
    check('market_rates_rate_check', sql`${table.rate} > 0`),
    check('market_rates_source_check', sql`${table.source} in ('bank-of-canada', 'wise')`),
  ],
);

/** The operators' pricing settings (issue 33): one row. The margin is a percentage, 2 decimals. */
export const rateSettings = pgTable(
  'rate_settings',
  {
    id: boolean('id').primaryKey().default(true),
    marginPercent: numeric('margin_percent', { precision: 4, scale: 2 }).notNull().default('1.50'),
    /** The market rate job's last attempt and, when it failed, why (shown in Settings). */
    lastFetchAt: timestamp('last_fetch_at', { withTimezone: true }),
    lastFetchError: text('last_fetch_error'),
    updatedAt: updatedAt(),
    updatedBy: integer('updated_by').references(() => users.id),
  },
  (table) => [
    check('rate_settings_single_row', sql`${table.id}`),
    check('rate_settings_margin_check', sql`${table.marginPercent} >= 0 and ${table.marginPercent} <= 10`),
  ],
);

/**
 * Payout attempts (issue 33, domain/payout-states.ts, docs/PAYMENTS.md): one row per attempt to pay
 * a transfer's rupees through the payout rail. Created with the approval (same transaction), moved
 * only forward by conditional updates; at most one live attempt per transfer.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => transfers.id),
    attempt: smallint('attempt').notNull(),
    /** UUID v5 of the transfer id and attempt: the rail's idempotency key (Wise: customerTransactionId). */
    idempotencyKey: uuid('idempotency_key').notNull().unique(),
    provider: text('provider').notNull(),
    state: text('state').notNull().default('pending'),
    providerStatus: text('provider_status'),
    providerId: text('provider_id'),
    /** The bank's reference of the credit (UTR) or the rail's own reference. */
    providerReference: text('provider_reference'),
    nameCheck: text('name_check'),
    nameAtBank: text('name_at_bank'),
    failureReason: text('failure_reason'),
    /** The operator who approved it without a recorded payment, and why (issue 33, item 8); null otherwise. */
    unpaidReason: text('unpaid_reason'),
    /** The operator who decided to pay a payout in review anyway (review → cleared). */
    clearedByUserId: integer('cleared_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    inFlightAt: timestamp('in_flight_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('payouts_transfer_attempt_key').on(table.transferId, table.attempt),
    // One live attempt per transfer: a retry starts only once the previous attempt has finished.
    uniqueIndex('payouts_one_live_per_transfer')
      .on(table.transferId)
      .where(sql`${table.state} in ('pending', 'review', 'cleared', 'sending', 'unknown', 'in_flight')`),
    // The job's work list: the payouts to send or to poll.
    index('payouts_state_idx').on(table.state, table.id),
    check('payouts_attempt_check', sql`${table.attempt} >= 1`),
    check(
      'payouts_state_check',
      sql`${table.state} in ('pending', 'review', 'cleared', 'blocked', 'sending', 'unknown', 'in_flight', 'paid', 'failed', 'returned', 'cancelled')`,
    ),
    check(
      'payouts_name_check_check',
      sql`${table.nameCheck} is null or ${table.nameCheck} in ('match', 'partial_match', 'mismatch', 'invalid_account', 'unavailable')`,
    ),
  ],
);

/** The sandbox payout rail's own ledger (PAYOUT_PROVIDER=sandbox): what a real rail would hold. */
export const sandboxPayouts = pgTable(
  'sandbox_payouts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    idempotencyKey: uuid('idempotency_key').notNull().unique(),
    referenceCode: text('reference_code').notNull(),
    inrAmount: numeric('inr_amount', { precision: 12, scale: 2 }).notNull(),
    /** in_flight until paid after the delay; `manage sandbox-payout` makes it fail or return. */
    state: text('state').notNull().default('in_flight'),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [check('sandbox_payouts_state_check', sql`${table.state} in ('in_flight', 'paid', 'failed', 'returned')`)],
);

/** One reconciliation (issue 33, item 9): the rails' statements against our records, once a day. */
export const reconciliationRuns = pgTable('reconciliation_runs', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  /** The window compared: [periodStart, periodEnd). */
  periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
  periodEnd: timestamp('period_end', { withTimezone: true }).notNull().unique(),
  payoutProvider: text('payout_provider').notNull(),
  collectionProvider: text('collection_provider').notNull(),
  /** The payout rail's balance when the run read it (decimal string) and its currency. */
  payoutBalance: numeric('payout_balance', { precision: 14, scale: 2 }),
  payoutBalanceCurrency: text('payout_balance_currency'),
  payoutsCompared: integer('payouts_compared').notNull().default(0),
  paymentsCompared: integer('payments_compared').notNull().default(0),
  differenceCount: integer('difference_count').notNull().default(0),
  error: text('error'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

export const reconciliationDifferences = pgTable(
  'reconciliation_differences',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    runId: bigint('run_id', { mode: 'number' })
      .notNull()
      .references(() => reconciliationRuns.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => transfers.id),
    payoutId: bigint('payout_id', { mode: 'number' }).references(() => payouts.id),
    /** What each side says, in words and amounts (the rail's line, our row). */
    details: jsonb('details').notNull(),
  },
  (table) => [
    index('reconciliation_differences_run_idx').on(table.runId),
    check(
      'reconciliation_differences_kind_check',
      sql`${table.kind} in ('payout_not_at_rail', 'rail_payout_unknown', 'payout_amount_differs', 'payout_state_differs', 'payment_not_received', 'etransfer_unmatched')`,
    ),
  ],
);

/**
 * A manual rate more than 10 % from the reference (issue 33): it waits here until a second operator
 * approves it (then it becomes an exchange_rates row) or an operator rejects it.
 */
export const rateChangeRequests = pgTable(
  'rate_change_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    rate: numeric('rate', { precision: 10, scale: 6 }).notNull(),
    /** The rate it was compared with, and whether that was the current or the market rate. */
    referenceRate: numeric('reference_rate', { precision: 12, scale: 6 }).notNull(),
    referenceKind: text('reference_kind').notNull(),
    changePercent: numeric('change_percent', { precision: 12, scale: 2 }).notNull(),
    status: text('status').notNull().default('pending'),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    exchangeRateId: integer('exchange_rate_id').references(() => exchangeRates.id),
  },
  (table) => [
    index('rate_change_requests_pending_idx').on(table.requestedAt).where(sql`${table.status} = 'pending'`),
    check('rate_change_requests_status_check', sql`${table.status} in ('pending', 'approved', 'rejected')`),
    check('rate_change_requests_kind_check', sql`${table.referenceKind} in ('current', 'market')`),
    check('rate_change_requests_rate_check', sql`${table.rate} > 0`),
  ],
);
