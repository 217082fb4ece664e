import { tierOf } from '../../../domain/compliance';
import { fromUnits, toUnits } from '../../../domain/money';
import type { CustomerLimits } from '../../../domain/schemas/compliance';
import type { AppContext } from '../context';
import { readStandings } from './read-standings';

function headroom(limit: string, used: string): string {
  const left = toUnits(limit, 2) - toUnits(used, 2);
  return fromUnits(left < 0n ? 0n : left, 2);
}

/**
 * GET /api/limits: the caller's tier and each limit with what the rolling windows have used, read
 * as the transfer rules read it (compliance/read-standings.ts), at the server's clock; and the
 * smallest amount a transfer may carry (MIN_TRANSFER_CAD), which the send screen says.
 */
export async function getCustomerLimits(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>, userId: number): Promise<CustomerLimits> {
  const { limits, byUser } = await readStandings(ctx.db.$client, [userId], ctx.clock.now());
  const standing = byUser.get(userId);
  if (!standing) throw new Error(`no standing for user ${userId}`);
  const tier = tierOf(standing.verification);
  const own = limits[tier];
  const window = (limit: string, used: string) => ({ limit, used, remaining: headroom(limit, used) });
  return {
    tier,
    verification: standing.verification,
    perTransfer: own.perTransfer,
    minimumPerTransfer: ctx.config.minTransferCad,
    daily: window(own.daily, standing.usage.daily),
    monthly: window(own.monthly, standing.usage.monthly),
  };
}
