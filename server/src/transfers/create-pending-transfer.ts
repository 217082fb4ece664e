import { and, eq, fillPlaceholders, sql, type AnyColumn } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { SOURCE_CURRENCY, TARGET_CURRENCY } from '../../../domain/constants';
import type { PaymentMethod } from '../../../domain/quote';
import type { Db } from '../db/client';
import { newestFirst } from '../db/order';
import { Batcher } from '../db/batcher';
import { preparedPerShape } from '../db/prepared';
import { fromDatabaseRow } from '../db/rows';
import { exchangeRates, mailQueue, recipients, transferEvents, transfers } from '../db/schema';
import type { TransferRow } from './to-response';

export interface PendingTransferAtRate {
  /** The current rate the quote was computed from; nothing is inserted unless it is still current. */
  rate: string;
  userId: number;
  recipientId: number;
  referenceCode: string;
  cadAmount: string;
  inrAmount: string;
  exchangeRate: string;
  paymentMethod: PaymentMethod;
  now: Date;
}

const name = (column: AnyColumn) => sql.identifier(column.name);

/** The statement's input: one array per field, one element per transfer. */
const INPUT: { [Field in keyof PendingTransferAtRate]: { column: string; type: string } } = {
  userId: { column: 'user_id', type: 'integer' },
  recipientId: { column: 'recipient_id', type: 'integer' },
  referenceCode: { column: 'reference_code', type: 'text' },
  cadAmount: { column: 'cad_amount', type: 'numeric' },
  inrAmount: { column: 'inr_amount', type: 'numeric' },
  exchangeRate: { column: 'exchange_rate', type: 'numeric' },
  paymentMethod: { column: 'payment_method', type: 'text' },
  now: { column: 'now', type: 'timestamptz' },
  rate: { column: 'rate', type: 'numeric' },
};
const FIELDS = Object.keys(INPUT) as (keyof PendingTransferAtRate)[];

/**
 * One statement, prepared once, for a batch of pending transfers: each is inserted with its
 * recipient's details copied from recipients (the customer's own, not deleted), its first timeline
 * event and the mail that event owes the customer (mail/mail-queue.ts sends it), only while the
 * rate it was priced at is the newest CAD→INR rate. A data-modifying CTE is atomic without BEGIN
 * and COMMIT.
 */
function insertAtRateStatement(db: Db) {
  const newestRate = db
    .select({ rate: exchangeRates.rate })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.fromCurrency, SOURCE_CURRENCY), eq(exchangeRates.toCurrency, TARGET_CURRENCY)))
    .orderBy(...newestFirst(exchangeRates.createdAt, exchangeRates.id))
    .limit(1);
  const columns = [
    transfers.userId, transfers.recipientId, transfers.referenceCode, transfers.cadAmount, transfers.inrAmount,
    transfers.exchangeRate, transfers.paymentMethod, transfers.status, transfers.recipientName,
    transfers.recipientAccountNumber, transfers.recipientIfscCode, transfers.recipientBankName,
    transfers.createdAt, transfers.updatedAt,
  ];
  const eventColumns = [transferEvents.transferId, transferEvents.fromStatus, transferEvents.toStatus, transferEvents.actorUserId, transferEvents.createdAt];
  const arrays = sql.join(FIELDS.map((field) => sql`${sql.placeholder(field)}::${sql.raw(INPUT[field].type)}[]`), sql`, `);
  const query = sql`
    with input as (
      select * from unnest(${arrays}) as i(${sql.raw(FIELDS.map((field) => INPUT[field].column).join(', '))})
    ),
    inserted as (
      insert into ${transfers} (${sql.join(columns.map(name), sql`, `)})
      select i.user_id, ${recipients.id}, i.reference_code, i.cad_amount, i.inr_amount, i.exchange_rate, i.payment_method, 'pending',
        ${recipients.name}, ${recipients.accountNumber}, ${recipients.ifscCode}, ${recipients.bankName}, i.now, i.now
      from input i
      join ${recipients} on ${recipients.id} = i.recipient_id and ${recipients.userId} = i.user_id and ${recipients.deletedAt} is null
      where i.rate = (${newestRate})
      on conflict (${name(transfers.referenceCode)}) do nothing
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
    select * from inserted`;
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  return (items: PendingTransferAtRate[]) => {
    const values = Object.fromEntries(FIELDS.map((field) => [field, items.map((item) => item[field])]));
    return db.$client.query<Record<string, unknown>>({ name: 'insert_pending_transfers_at_rate', text }, fillPlaceholders(params, values));
  };
}

/**
 * Concurrent creations share one statement and one commit (db/batcher.ts): under load the commit,
 * the aggregate trigger and the statement's overhead were most of PostgreSQL's work per transfer.
 * One batch at a time: two at once waited on each other's locks of the day's aggregate rows.
 */
const BATCHING = { maxInFlight: 1, maxBatch: 50 };

function prepareInsertAtRate(db: Db): Batcher<PendingTransferAtRate, TransferRow | undefined> {
  const insert = insertAtRateStatement(db);
  return new Batcher(async (items) => {
    // A reference goes into a statement once. A later item with the same one (a retried
    // submission racing its first) is answered after this statement commits: not inserted, so
    // the caller finds the transfer that was, as it would after waiting on the unique index.
    const firstWith = new Map<string, number>();
    items.forEach((item, index) => {
      if (!firstWith.has(item.referenceCode)) firstWith.set(item.referenceCode, index);
    });
    const batch = items.filter((item, index) => firstWith.get(item.referenceCode) === index);
    const result = await insert(batch);
    const inserted = new Map(result.rows.map((raw) => [raw.reference_code as string, raw]));
    return items.map((item, index) => {
      const raw = firstWith.get(item.referenceCode) === index ? inserted.get(item.referenceCode) : undefined;
      return raw ? fromDatabaseRow(transfers, raw) : undefined;
    });
  }, BATCHING);
}

const insertAtRate = preparedPerShape(prepareInsertAtRate);

/** The new pending transfer; undefined if the rate is no longer current, the recipient is not the customer's, or the reference is taken. */
export function insertPendingTransferAtRate(db: Db, values: PendingTransferAtRate): Promise<TransferRow | undefined> {
  return insertAtRate(db).submit(values);
}
