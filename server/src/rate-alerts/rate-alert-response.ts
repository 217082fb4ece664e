import type { RateAlert } from '../../../domain/schemas/rate-alerts';
import type { rateAlerts } from '../db/schema';

type RateAlertRow = Pick<typeof rateAlerts.$inferSelect, 'id' | 'targetRate' | 'createdAt'>;

export function toRateAlertResponse(row: RateAlertRow): RateAlert {
  return { id: row.id, targetRate: row.targetRate, createdAt: row.createdAt.toISOString() };
}
