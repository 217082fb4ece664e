import { randomUUID } from 'node:crypto';
import { and, eq, fillPlaceholders, gt, notExists, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { z } from 'zod/mini';
import { SOURCE_CURRENCY, TARGET_CURRENCY } from '../../../domain/constants';
import { apiMessages } from '../../../domain/messages';
import { compareDecimal } from '../../../domain/money';
import { quoteTransfer } from '../../../domain/quote';
import { quoteMessages } from '../../../domain/quote-texts';
import type { createQuoteRequestSchema } from '../../../domain/schemas/quote';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { newestFirst } from '../db/order';
import { fromDatabaseRow } from '../db/rows';
import { exchangeRates, quotes, transfers } from '../db/schema';
import { AppError } from '../http/errors';
import { currentRate } from '../rates/current-rate';
import { assertAtLeastMinimum } from '../transfers/minimum-amount';
import type { QuoteRow } from './quote-row';

type QuoteRequest = z.output<typeof createQuoteRequestSchema>;

/**
 * Quotes a customer may hold at once (unexpired, not used by a transfer): far more than a person
 * needs (each opening of the payment step for the same amount gets the same quote back), and a bound
 * on the table. Concurrent requests each count before any of them inserts, so a burst may pass it by
 * at most the requests in flight (the connection pool).
 */
export const OPEN_QUOTES_MAX = 10;

export interface HeldQuoteResult {
  quote: QuoteRow;
  /** True when an open quote for the same amount and method was answered again. */
  reused: boolean;
}

interface Values {
  id: string;
  userId: number;
  cadAmount: string;
  paymentMethod: string;
  /** The current rate the quote was priced at; nothing is inserted unless it is still current. */
  pricedRate: string;
  exchangeRate: string;
  inrAmount: string;
  now: Date;
  expiresAt: Date;
  /** An open quote expiring at or after this is answered again instead of a new one. */
  reuseFrom: Date;
  openMax: number;
}

const param = (name: keyof Values, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}`;
const name = (column: { name: string }) => sql.identifier(column.name);

/**
 * One statement, prepared once: the customer's open quote for this amount and method with at least
 * half its time left, else a new one — priced at the rate the caller computed it from, inserted only
 * while that rate is the newest CAD→INR rate (a stale rate cache can never hold a rate) and while
 * the customer holds fewer than `openMax` open quotes. It answers the row, and whether it was reused.
 */
function holdStatement() {
  const userId = param('userId', 'integer');
  const now = param('now', 'timestamptz');
  const unused = (alias: string) =>
    sql`not exists (select 1 from ${transfers} where ${transfers.quoteId} = ${sql.raw(alias)}.${name(quotes.id)})`;
  const newest = sql`select ${exchangeRates.id}, ${exchangeRates.rate}, ${exchangeRates.midRate}, ${exchangeRates.midSource}, ${exchangeRates.midAsOf} from ${exchangeRates}
    where ${and(eq(exchangeRates.fromCurrency, SOURCE_CURRENCY), eq(exchangeRates.toCurrency, TARGET_CURRENCY))}
    order by ${sql.join(newestFirst(exchangeRates.createdAt, exchangeRates.id), sql`, `)} limit 1`;
  const columns = [
    quotes.id, quotes.userId, quotes.cadAmount, quotes.paymentMethod, quotes.exchangeRateId, quotes.rate,
    quotes.exchangeRate, quotes.inrAmount, quotes.createdAt, quotes.expiresAt, quotes.midRate, quotes.midSource, quotes.midAsOf,
  ];
  const query = sql`
    with reusable as (
      select q.* from ${quotes} q
      where q.${name(quotes.userId)} = ${userId} and q.${name(quotes.cadAmount)} = ${param('cadAmount', 'numeric')}
        and q.${name(quotes.paymentMethod)} = ${param('paymentMethod', 'text')}
        and q.${name(quotes.expiresAt)} >= ${param('reuseFrom', 'timestamptz')} and ${unused('q')}
      order by q.${name(quotes.expiresAt)} desc
      limit 1
    ),
    newest as (${newest}),
    inserted as (
      insert into ${quotes} (${sql.join(columns.map(name), sql`, `)})
      select ${param('id', 'uuid')}, ${userId}, ${param('cadAmount', 'numeric')}, ${param('paymentMethod', 'text')},
        newest.${name(exchangeRates.id)}, newest.${name(exchangeRates.rate)}, ${param('exchangeRate', 'numeric')},
        ${param('inrAmount', 'numeric')}, ${now}, ${param('expiresAt', 'timestamptz')},
        newest.${name(exchangeRates.midRate)}, newest.${name(exchangeRates.midSource)}, newest.${name(exchangeRates.midAsOf)}
      from newest
      where newest.${name(exchangeRates.rate)} = ${param('pricedRate', 'numeric')}
        and not exists (select 1 from reusable)
        and (select count(*) from ${quotes} o
             where o.${name(quotes.userId)} = ${userId} and o.${name(quotes.expiresAt)} > ${now} and ${unused('o')}) < ${param('openMax', 'integer')}
      returning *
    )
    select *, false as reused from inserted
    union all
    select *, true as reused from reusable`;
  return new PgDialect().sqlToQuery(query);
}

let statement: ReturnType<typeof holdStatement> | undefined;

async function hold(db: Db, values: Values): Promise<HeldQuoteResult | undefined> {
  statement ??= holdStatement();
  const result = await db.$client.query<Record<string, unknown>>(
    { name: 'hold_quote', text: statement.sql },
    fillPlaceholders(statement.params, values as unknown as Record<string, unknown>),
  );
  const [raw] = result.rows;
  return raw ? { quote: fromDatabaseRow(quotes, raw), reused: raw.reused === true } : undefined;
}

/** No transfer was made at the quote. */
const notUsed = notExists(sql`(select 1 from ${transfers} where ${transfers.quoteId} = ${quotes.id})`);

/** The earliest moment one of the customer's open quotes runs out: when another may be held. */
async function retryAfterSeconds(db: Db, userId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ soonest: sql<Date | null>`min(${quotes.expiresAt})`.mapWith(quotes.expiresAt) })
    .from(quotes)
    .where(and(eq(quotes.userId, userId), gt(quotes.expiresAt, now), notUsed));
  const soonest = row?.soonest?.getTime() ?? now.getTime();
  return Math.max(1, Math.ceil((soonest - now.getTime()) / 1000));
}

/**
 * Holds the current rate for a customer's amount and method for QUOTE_MINUTES (issue 20), priced by
 * the one quote function. The customer's open quote for the same amount and method is answered
 * again while at least half its time is left (opening the payment step again, a second tab), so
 * the table grows with new amounts only, and no more than OPEN_QUOTES_MAX open quotes are held
 * (429 past that). Limits are not checked here: the transfer checks them, when it is made.
 */
export async function holdQuote(ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'publicRate'>, userId: number, input: QuoteRequest): Promise<HeldQuoteResult> {
  assertAtLeastMinimum(ctx.config, input.cadAmount);
  let rate = await ctx.publicRate.get();
  for (let attempt = 0; attempt < 3; attempt++) {
    const priced = quoteTransfer({ cadAmount: input.cadAmount, currentRate: rate, paymentMethod: input.paymentMethod });
    if (compareDecimal(priced.inrAmount, '0') === 0) {
      throw new AppError('invalid_input', apiMessages.amountTooSmall, { errors: { cadAmount: apiMessages.amountTooSmall } });
    }
    const now = ctx.clock.now();
    const held = await hold(ctx.db, {
      id: randomUUID(),
      userId,
      cadAmount: priced.cadAmount,
      paymentMethod: priced.paymentMethod,
      pricedRate: rate,
      exchangeRate: priced.exchangeRate,
      inrAmount: priced.inrAmount,
      now,
      expiresAt: new Date(now.getTime() + ctx.config.quoteHoldMs),
      reuseFrom: new Date(now.getTime() + ctx.config.quoteHoldMs / 2),
      openMax: OPEN_QUOTES_MAX,
    });
    if (held) return held;
    // Nothing held: the rate moved on (price again at the database's), or the customer holds too many.
    const current = await currentRate(ctx.db);
    if (compareDecimal(current, rate) === 0) {
      throw new AppError('too_many_requests', quoteMessages.tooMany, {
        headers: { 'Retry-After': String(await retryAfterSeconds(ctx.db, userId, now)) },
      });
    }
    rate = current;
  }
  throw new Error('the exchange rate kept changing while a quote was held');
}
