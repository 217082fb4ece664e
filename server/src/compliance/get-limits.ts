import { DEFAULT_LIMITS, TIERS, type Limits, type Tier } from '../../../domain/compliance';
import { roundDecimal } from '../../../domain/money';
import type { Db } from '../db/client';
import { transactionLimits } from '../db/schema';

/** The limits of both tiers as stored (Settings); a tier without a row has the defaults. */
export async function getLimits(db: Pick<Db, 'select'>, options: { forUpdate?: boolean } = {}): Promise<Limits> {
  const query = db.select().from(transactionLimits);
  const rows = options.forUpdate ? await query.for('update') : await query;
  const limits: Limits = { basic: { ...DEFAULT_LIMITS.basic }, verified: { ...DEFAULT_LIMITS.verified } };
  for (const row of rows) {
    if (!(TIERS as readonly string[]).includes(row.tier)) continue;
    limits[row.tier as Tier] = { perTransfer: roundDecimal(row.perTransfer, 2), daily: roundDecimal(row.daily, 2), monthly: roundDecimal(row.monthly, 2) };
  }
  return limits;
}
