import { and, asc, eq, isNull } from 'drizzle-orm';
import type { RateAlert } from '../../../domain/schemas/rate-alerts';
import type { Db } from '../db/client';
import { rateAlerts } from '../db/schema';
import { toRateAlertResponse } from './rate-alert-response';

/** The customer's active alerts (ended ones are gone from here), oldest first. */
export async function listRateAlerts(db: Pick<Db, 'select'>, userId: number): Promise<RateAlert[]> {
  const rows = await db
    .select({ id: rateAlerts.id, targetRate: rateAlerts.targetRate, createdAt: rateAlerts.createdAt })
    .from(rateAlerts)
    .where(and(eq(rateAlerts.userId, userId), isNull(rateAlerts.triggeredAt)))
    .orderBy(asc(rateAlerts.createdAt), asc(rateAlerts.id));
  return rows.map(toRateAlertResponse);
}
