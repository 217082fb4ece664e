import { and, eq } from 'drizzle-orm';
import { quoteMessages } from '../../../domain/quote-texts';
import type { Db } from '../db/client';
import { quotes, transfers } from '../db/schema';
import { notFound } from '../http/errors';
import type { QuoteRow } from './quote-row';

type Reader = Pick<Db, 'select'>;

export interface OwnQuote extends QuoteRow {
  /** The reference code of the transfer made at it, if one was. */
  usedBy: string | null;
}

/** The caller's own quote; anyone else's is "Quote not found", exactly like one that does not exist. */
export async function findOwnQuote(db: Reader, userId: number, id: string): Promise<OwnQuote> {
  const [row] = await db
    .select({ quote: quotes, usedBy: transfers.referenceCode })
    .from(quotes)
    .leftJoin(transfers, eq(transfers.quoteId, quotes.id))
    .where(and(eq(quotes.id, id), eq(quotes.userId, userId)))
    .limit(1);
  if (!row) throw notFound(quoteMessages.notFound);
  return { ...row.quote, usedBy: row.usedBy };
}
