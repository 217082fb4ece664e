import { TIERS, type Limits } from '../../../domain/compliance';
import { roundDecimal } from '../../../domain/money';
import type { LimitsBody } from '../../../domain/schemas/compliance';
import { recordAudit } from '../audit/audit';
import type { UserRow } from '../auth/user-response';
import type { AppContext, RequestMeta } from '../context';
import { transactionLimits } from '../db/schema';
import { getLimits } from './get-limits';

/**
 * PUT /api/admin/limits: both tiers at once (the schema refused a per-transfer limit above 5,000
 * and limits out of order), audited with the limits they replace. Transfers created after the
 * commit are checked against them: every batch reads the limits afresh.
 */
export async function updateLimits(ctx: Pick<AppContext, 'db' | 'clock'>, actor: UserRow, input: LimitsBody, meta: RequestMeta): Promise<Limits> {
  const after: Limits = {
    basic: { perTransfer: roundDecimal(input.basic.perTransfer, 2), daily: roundDecimal(input.basic.daily, 2), monthly: roundDecimal(input.basic.monthly, 2) },
    verified: { perTransfer: roundDecimal(input.verified.perTransfer, 2), daily: roundDecimal(input.verified.daily, 2), monthly: roundDecimal(input.verified.monthly, 2) },
  };
  return ctx.db.transaction(async (tx) => {
    // Locked, so two operators saving at once each audit the limits they really replaced.
    const before = await getLimits(tx, { forUpdate: true });
    const now = ctx.clock.now();
    for (const tier of TIERS) {
      const values = { ...after[tier], updatedAt: now, updatedBy: actor.id };
      await tx.insert(transactionLimits).values({ tier, ...values }).onConflictDoUpdate({ target: transactionLimits.tier, set: values });
    }
    await recordAudit(tx, { actorUserId: actor.id, action: 'limits.updated', targetType: 'transaction_limits', before, after, ip: meta.ip });
    return after;
  });
}
