import { and, eq, fillPlaceholders, sql, type AnyColumn } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { needsTravelRule } from '../../../domain/compliance';
import { SOURCE_CURRENCY, TARGET_CURRENCY } from '../../../domain/constants';
import type { PaymentMethod } from '../../../domain/quote';
import { applyEftRule } from '../compliance/apply-eft-rule';
import { recordRefusedAttempts, type RefusedAttempt } from '../compliance/record-attempts';
import { decideTransfers, readRecipientAddresses, type ComplianceSnapshot, type TransferDecision } from '../compliance/decide-transfers';
import { lockCustomers } from '../compliance/lock-customers';
import { readStandings } from '../compliance/read-standings';
import type { Clock } from '../clock';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { newestFirst } from '../db/order';
import { Batcher } from '../db/batcher';
import { fromDatabaseRow } from '../db/rows';
import { exchangeRates, mailQueue, quotes, recipients, transferEvents, transfers, users } from '../db/schema';
import { transactionDb, withTransaction } from '../db/transaction';
import type { AppError } from '../http/errors';
import { currentListVersionSql } from '../screening/list-version';
import type { TransferRow } from './to-response';

export interface PendingTransferAtRate {
  /**
   * The current rate the quote was computed from; nothing is inserted unless it is still current.
   * Null for a transfer at a held quote, which is checked instead.
   */
  rate: string | null;
  /**
   * A quote the customer holds (issue 20): nothing is inserted unless it is theirs, unexpired when
   * the batch holds the lock, unused, and carries exactly these amounts, method and rate.
   */
  quoteId: string | null;
  userId: number;
  recipientId: number;
  referenceCode: string;
  cadAmount: string;
  inrAmount: string;
  exchangeRate: string;
  paymentMethod: PaymentMethod;
  /** When it was requested; the batch creates it at the time it holds the customer's lock (runBatch). */
  now: Date;
}

/** A transfer the rules allowed, with what it carries for the records. */
type AllowedTransfer = PendingTransferAtRate & ComplianceSnapshot;

/** The list versions a new transfer's customer and recipient were last screened against (null: never), and the current one. */
export interface PartiesScreened {
  customer: number | null;
  recipient: number | null;
  current: number;
}

/** A batch item's answer: the new transfer, a rule's refusal, or nothing inserted (the caller finds out why). */
export type PendingTransferResult = { transfer: TransferRow; screened: PartiesScreened } | { refused: AppError } | undefined;

export type CreatedPendingTransfer = { transfer: TransferRow; screened: PartiesScreened };
type CreatedRow = CreatedPendingTransfer;

function createdRow(raw: Record<string, unknown>): CreatedRow {
  const version = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    transfer: fromDatabaseRow(transfers, raw),
    screened: {
      customer: version(raw.customer_screened_version),
      recipient: version(raw.recipient_screened_version),
      current: version(raw.current_list_version) ?? 0,
    },
  };
}

const name = (column: AnyColumn) => sql.identifier(column.name);

/** The statement's input: one array per field, one element per transfer. */
const INPUT: { [Field in keyof AllowedTransfer]: { column: string; type: string } } = {
  userId: { column: 'user_id', type: 'integer' },
  recipientId: { column: 'recipient_id', type: 'integer' },
  referenceCode: { column: 'reference_code', type: 'text' },
  cadAmount: { column: 'cad_amount', type: 'numeric' },
  inrAmount: { column: 'inr_amount', type: 'numeric' },
  exchangeRate: { column: 'exchange_rate', type: 'numeric' },
  paymentMethod: { column: 'payment_method', type: 'text' },
  now: { column: 'now', type: 'timestamptz' },
  rate: { column: 'rate', type: 'numeric' },
  quoteId: { column: 'quote_id', type: 'uuid' },
  recipientAddress: { column: 'recipient_address', type: 'text' },
  senderAddress: { column: 'sender_address', type: 'text' },
  verificationId: { column: 'verification_id', type: 'integer' },
};
const FIELDS = Object.keys(INPUT) as (keyof AllowedTransfer)[];

/**
 * One statement, prepared once, for a batch of pending transfers: each is inserted with its
 * recipient's details copied from recipients (the customer's own, not deleted), its first timeline
 * event and the mail that event owes the customer (mail/mail-queue.ts sends it), only while the
 * rate it was priced at is the newest CAD→INR rate — or, at a held quote, while that quote holds
 * it. It runs in the batch's transaction (runBatch), for the transfers the compliance rules allowed.
 */
function insertAtRateStatement(db: Db) {
  const newestRate = db
    .select({ rate: exchangeRates.rate })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.fromCurrency, SOURCE_CURRENCY), eq(exchangeRates.toCurrency, TARGET_CURRENCY)))
    .orderBy(...newestFirst(exchangeRates.createdAt, exchangeRates.id))
    .limit(1);
  const newestMid = db
    .select({ mid_rate: exchangeRates.midRate, mid_source: exchangeRates.midSource, mid_as_of: exchangeRates.midAsOf })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.fromCurrency, SOURCE_CURRENCY), eq(exchangeRates.toCurrency, TARGET_CURRENCY)))
    .orderBy(...newestFirst(exchangeRates.createdAt, exchangeRates.id))
    .limit(1);
  const columns = [
    transfers.userId, transfers.recipientId, transfers.referenceCode, transfers.cadAmount, transfers.inrAmount,
    transfers.exchangeRate, transfers.paymentMethod, transfers.status, transfers.recipientName,
    transfers.recipientAccountNumber, transfers.recipientIfscCode, transfers.recipientBankName,
    transfers.createdAt, transfers.updatedAt, transfers.recipientAddress, transfers.senderAddress, transfers.verificationId,
    transfers.quoteId, transfers.midRate, transfers.midSource, transfers.midAsOf,
  ];
  const heldQuote = sql`select 1 from ${quotes} where ${quotes.id} = i.quote_id and ${quotes.userId} = i.user_id
    and ${quotes.expiresAt} > i.now and ${quotes.cadAmount} = i.cad_amount and ${quotes.paymentMethod} = i.payment_method
    and ${quotes.exchangeRate} = i.exchange_rate and ${quotes.inrAmount} = i.inr_amount`;
  const eventColumns = [transferEvents.transferId, transferEvents.fromStatus, transferEvents.toStatus, transferEvents.actorUserId, transferEvents.createdAt];
  const arrays = sql.join(FIELDS.map((field) => sql`${sql.placeholder(field)}::${sql.raw(INPUT[field].type)}[]`), sql`, `);
  const query = sql`
    with input as (
      select * from unnest(${arrays}) as i(${sql.raw(FIELDS.map((field) => INPUT[field].column).join(', '))})
    ),
    inserted as (
      insert into ${transfers} (${sql.join(columns.map(name), sql`, `)})
      select i.user_id, ${recipients.id}, i.reference_code, i.cad_amount, i.inr_amount, i.exchange_rate, i.payment_method, 'pending',
        ${recipients.name}, ${recipients.accountNumber}, ${recipients.ifscCode}, ${recipients.bankName}, i.now, i.now,
        i.recipient_address, i.sender_address, i.verification_id, i.quote_id, mid.mid_rate, mid.mid_source, mid.mid_as_of
      from input i
      join ${recipients} on ${recipients.id} = i.recipient_id and ${recipients.userId} = i.user_id and ${recipients.deletedAt} is null
      -- The market rate it was priced from (issue 33): its quote's, else the newest rate's.
      left join lateral (
        select q.mid_rate, q.mid_source, q.mid_as_of from ${quotes} q where i.quote_id is not null and q.id = i.quote_id
        union all
        select r.mid_rate, r.mid_source, r.mid_as_of from (${newestMid}) r where i.quote_id is null
      ) mid on true
      where case when i.quote_id is null then i.rate = (${newestRate}) else exists (${heldQuote}) end
      -- A taken reference code, or a quote a transfer was already made at (each is unique).
      on conflict do nothing
      returning *
    ),
    first_event as (
      insert into ${transferEvents} (${sql.join(eventColumns.map(name), sql`, `)})
      select ${name(transfers.id)}, null, 'pending', ${name(transfers.userId)}, ${name(transfers.createdAt)} from inserted
      returning ${name(transferEvents.id)}, ${name(transferEvents.createdAt)}
    ),
    submitted_mail as (
      insert into ${mailQueue} (${name(mailQueue.transferEventId)}, ${name(mailQueue.createdAt)}, ${name(mailQueue.nextAttemptAt)})
      select ${name(transferEvents.id)}, ${name(transferEvents.createdAt)}, ${name(transferEvents.createdAt)} from first_event
    )
    -- The list versions its parties were last screened against (screening/): the caller screens a
    -- party this instance's list is newer than, before the answer.
    select inserted.*,
      (select ${users.screenedVersion} from ${users} where ${users.id} = inserted.user_id) as customer_screened_version,
      (select ${recipients.screenedVersion} from ${recipients} where ${recipients.id} = inserted.recipient_id) as recipient_screened_version,
      ${currentListVersionSql} as current_list_version
    from inserted`;
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  return (client: pg.PoolClient, items: AllowedTransfer[]) => {
    const values = Object.fromEntries(FIELDS.map((field) => [field, items.map((item) => item[field])]));
    return client.query<Record<string, unknown>>({ name: 'insert_pending_transfers_at_rate', text }, fillPlaceholders(params, values));
  };
}

/**
 * Concurrent creations share one transaction and one commit (db/batcher.ts): under load the commit,
 * the aggregate trigger and the statement's overhead were most of PostgreSQL's work per transfer.
 * One batch at a time: two at once waited on each other's locks of the day's aggregate rows.
 */
const BATCHING = { maxInFlight: 1, maxBatch: 50 };

/**
 * One batch, one transaction, the compliance rules race-free (issue 17): the batch's customers are
 * locked (in id order, so batches of several instances never deadlock), then a new statement —
 * a snapshot taken after the lock, so it sees every transfer committed before — reads their
 * standing; each item is decided in JS (compliance/decide-transfers.ts), the allowed ones are
 * inserted by the one statement, and the 24-hour rule runs before the commit, as does the
 * recording of refused attempts (issue 31; the rule per beneficiary is a job of its own:
 * compliance/beneficiary-rule-job.ts). Anyone else's
 * transfer for these customers waits for the commit, and then counts.
 */
async function runBatch(db: Db, settings: BatchSettings, insert: ReturnType<typeof insertAtRateStatement>, requested: PendingTransferAtRate[]) {
  return withTransaction(db.$client, async (client) => {
    const userIds = [...new Set(requested.map((item) => item.userId))].sort((a, b) => a - b);
    const closedUserIds = await lockCustomers(client, userIds);
    // Created when the lock is held, not when requested: a customer's transfers are then created in
    // the order they commit, so each new one is the newest of the windows the rules look back over.
    const at = settings.clock.now();
    const batch = requested.map((item) => ({ ...item, now: at }));
    const standings = await readStandings(client, userIds, at, batch.map((item) => item.referenceCode));
    const tx = transactionDb(client);
    const recipientAddresses = await readRecipientAddresses(tx, batch.filter((item) => needsTravelRule(item.cadAmount)).map((item) => item.recipientId));
    const decisions = decideTransfers(batch, { standings, closedUserIds, recipientAddresses });
    const allowed: AllowedTransfer[] = [];
    decisions.forEach((decision, index) => {
      if (decision.kind === 'allow') allowed.push({ ...batch[index]!, ...decision.snapshot });
    });
    const rows = allowed.length ? (await insert(client, allowed)).rows.map(createdRow) : [];
    await applyEftRule(
      tx,
      rows.map((row) => row.transfer),
      standings,
      settings.timeZone,
    );
    // Refusals only: a batch the rules allowed whole writes nothing more.
    await recordRefusedAttempts(tx, refusedAttempts(batch, decisions));
    return { decisions, created: new Map(rows.map((row) => [row.transfer.referenceCode, row])) };
  });
}

/** The batch's refusals by a rule, as attempts (issue 31). */
function refusedAttempts(batch: readonly PendingTransferAtRate[], decisions: readonly TransferDecision[]): RefusedAttempt[] {
  return batch.flatMap((item, index) => {
    const decision = decisions[index];
    if (decision?.kind !== 'refuse' || !decision.attempt) return [];
    return [{ userId: item.userId, recipientId: item.recipientId, cadAmount: item.cadAmount, reason: decision.attempt, referenceCode: item.referenceCode, at: item.now }];
  });
}

function answer(decision: TransferDecision | undefined, created: Map<string, CreatedRow>, referenceCode: string): PendingTransferResult {
  if (decision?.kind === 'refuse') return { refused: decision.error };
  return decision?.kind === 'allow' ? created.get(referenceCode) : undefined;
}

interface BatchSettings {
  clock: Clock;
  /** Business time zone: EFT report due dates count working days from its date. */
  timeZone: string;
}

function prepareInsertAtRate(db: Db, settings: BatchSettings): Batcher<PendingTransferAtRate, PendingTransferResult> {
  const insert = insertAtRateStatement(db);
  return new Batcher(async (items) => {
    // A reference goes into a batch once, and so does a quote. A later item with the same one (a
    // retried submission racing its first, another submission at the same quote) is answered after
    // this batch commits: not inserted, so the caller finds the transfer that was, as it would
    // after waiting on the unique index.
    const seen = new Set<string>();
    const inBatch = items.map((item) => {
      const keys = item.quoteId === null ? [item.referenceCode] : [item.referenceCode, `quote:${item.quoteId}`];
      if (keys.some((key) => seen.has(key))) return false;
      keys.forEach((key) => seen.add(key));
      return true;
    });
    const batch = items.filter((_, index) => inBatch[index]);
    const { decisions, created } = await runBatch(db, settings, insert, batch);
    const decisionOf = new Map(batch.map((item, index) => [item.referenceCode, decisions[index]]));
    return items.map((item, index) => (inBatch[index] ? answer(decisionOf.get(item.referenceCode), created, item.referenceCode) : undefined));
  }, BATCHING);
}

/** One batcher per database handle (an application's; a test's second instance has its own). */
const batchers = new WeakMap<Db, Batcher<PendingTransferAtRate, PendingTransferResult>>();

/**
 * The new pending transfer, or a compliance rule's refusal; undefined if the rate is no longer
 * current, the recipient is not the customer's, or the reference is taken.
 */
export function insertPendingTransferAtRate(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>, values: PendingTransferAtRate): Promise<PendingTransferResult> {
  let batcher = batchers.get(ctx.db);
  if (!batcher) batchers.set(ctx.db, (batcher = prepareInsertAtRate(ctx.db, { clock: ctx.clock, timeZone: ctx.config.businessTimeZone })));
  return batcher.submit(values);
}
