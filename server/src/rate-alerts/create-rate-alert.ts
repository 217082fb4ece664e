import { and, count, eq, isNull } from 'drizzle-orm';
import { formatRate } from '../../../domain/format';
import { compareDecimal } from '../../../domain/money';
import { rateMessages } from '../../../domain/rate-texts';
import { RATE_ALERT_MAX_ACTIVE, type RateAlert } from '../../../domain/schemas/rate-alerts';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { rateAlerts } from '../db/schema';
import { conflict, invalidInput } from '../http/errors';
import { currentRate } from '../rates/current-rate';
import { lockAgainstRateChanges, lockCustomerRateAlerts } from '../rates/rate-change-lock';
import { toRateAlertResponse } from './rate-alert-response';

/**
 * "Tell me when 1 CAD ≥ target INR". Refused when today's rate already meets the target (400: it
 * could only be crossed after first falling below), when the customer has RATE_ALERT_MAX_ACTIVE
 * active alerts (409), or already one for this target (409).
 */
export async function createRateAlert(deps: { db: Db; clock: Clock }, userId: number, targetRate: string): Promise<RateAlert> {
  try {
    return await deps.db.transaction(async (tx) => {
      await lockAgainstRateChanges(tx);
      await lockCustomerRateAlerts(tx, userId);
      const rate = await currentRate(tx);
      if (compareDecimal(rate, targetRate) >= 0) {
        const message = rateMessages.alreadyMet(formatRate(rate));
        throw invalidInput(message, { targetRate: message });
      }
      const [active] = await tx
        .select({ count: count() })
        .from(rateAlerts)
        .where(and(eq(rateAlerts.userId, userId), isNull(rateAlerts.triggeredAt)));
      if ((active?.count ?? 0) >= RATE_ALERT_MAX_ACTIVE) throw conflict(rateMessages.limitReached(RATE_ALERT_MAX_ACTIVE));
      const [row] = await tx
        .insert(rateAlerts)
        .values({ userId, targetRate, createdAt: deps.clock.now() })
        .returning({ id: rateAlerts.id, targetRate: rateAlerts.targetRate, createdAt: rateAlerts.createdAt });
      if (!row) throw new Error('insert returned no rate alert');
      return toRateAlertResponse(row);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'rate_alerts_user_target_active_key')) throw conflict(rateMessages.duplicate);
    throw error;
  }
}
