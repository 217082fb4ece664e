import { and, count, eq, isNull } from 'drizzle-orm';
import type { TotpStatus } from '../../../../domain/schemas/second-factor';
import type { AppContext } from '../../context';
import { totpRecoveryCodes } from '../../db/schema';
import { hasConfirmedTotp } from './start-totp-enrolment';

/** Profile → Security: is the authenticator app on, and how many recovery codes remain unused. */
export async function getTotpStatus(ctx: AppContext, userId: number): Promise<TotpStatus> {
  const enabled = await hasConfirmedTotp(ctx, userId);
  if (!enabled) return { enabled, recoveryCodesLeft: 0 };
  const [row] = await ctx.db
    .select({ left: count() })
    .from(totpRecoveryCodes)
    .where(and(eq(totpRecoveryCodes.userId, userId), isNull(totpRecoveryCodes.usedAt)));
  return { enabled, recoveryCodesLeft: row?.left ?? 0 };
}
