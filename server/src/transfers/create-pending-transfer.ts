import { and, eq, fillPlaceholders, sql, type AnyColumn } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { SOURCE_CURRENCY, TARGET_CURRENCY } from '../../../domain/constants';
import type { PaymentMethod } from '../../../domain/quote';
import type { Db } from '../db/client';
import { newestFirst } from '../db/order';
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

/**
 * One statement, prepared once: insert the pending transfer with its recipient's details copied
 * from recipients (the customer's own, not deleted), its first timeline event and the mail that
 * event owes the customer (mail/mail-queue.ts sends it), only while
 * `rate` is the newest CAD→INR rate. A data-modifying CTE is atomic without BEGIN and COMMIT.
 */
function prepareInsertAtRate(db: Db) {
  const value = (key: string, type: string) => sql`${sql.placeholder(key)}::${sql.raw(type)}`;
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
  const query = sql`
    with inserted as (
      insert into ${transfers} (${sql.join(columns.map(name), sql`, `)})
      select ${value('userId', 'integer')}, ${recipients.id}, ${value('referenceCode', 'text')}, ${value('cadAmount', 'numeric')},
        ${value('inrAmount', 'numeric')}, ${value('exchangeRate', 'numeric')}, ${value('paymentMethod', 'text')}, 'pending',
        ${recipients.name}, ${recipients.accountNumber}, ${recipients.ifscCode}, ${recipients.bankName},
        ${value('now', 'timestamptz')}, ${value('now', 'timestamptz')}
      from ${recipients}
      where ${recipients.id} = ${value('recipientId', 'integer')} and ${recipients.userId} = ${value('userId', 'integer')}
        and ${recipients.deletedAt} is null and ${newestRate} = ${value('rate', 'numeric')}
      on conflict (${name(transfers.referenceCode)}) do nothing
      returning *
    ),
    first_event as (
      insert into ${transferEvents} (${sql.join(eventColumns.map(name), sql`, `)})
      select ${name(transfers.id)}, null, 'pending', ${value('userId', 'integer')}, ${value('now', 'timestamptz')} from inserted
      returning ${name(transferEvents.id)}
    ),
    submitted_mail as (
      insert into ${mailQueue} (${name(mailQueue.transferEventId)}, ${name(mailQueue.createdAt)}, ${name(mailQueue.nextAttemptAt)})
      select ${name(transferEvents.id)}, ${value('now', 'timestamptz')}, ${value('now', 'timestamptz')} from first_event
    )
    select * from inserted`;
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  return async (values: PendingTransferAtRate): Promise<TransferRow | undefined> => {
    const result = await db.$client.query<Record<string, unknown>>(
      { name: 'insert_pending_transfer_at_rate', text },
      fillPlaceholders(params, { ...values }),
    );
    const [raw] = result.rows;
    return raw ? fromDatabaseRow(transfers, raw) : undefined;
  };
}

const insertAtRate = preparedPerShape(prepareInsertAtRate);

/** The new pending transfer; undefined if the rate is no longer current, the recipient is not the customer's, or the reference is taken. */
export function insertPendingTransferAtRate(db: Db, values: PendingTransferAtRate): Promise<TransferRow | undefined> {
  return insertAtRate(db)(values);
}
