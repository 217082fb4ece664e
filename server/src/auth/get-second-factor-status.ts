import type { SecondFactorStatus } from '../../../domain/schemas/second-factor';
import type { AppContext } from '../context';
import { hasRecentSecondFactor, SECOND_FACTOR_MAX_AGE_MS } from './second-factor-policy';
import { secondFactorMethodsOf } from './second-factor-methods';
import type { ActiveSession } from './sessions';

/**
 * GET /api/auth/second-factor: what the web app may offer — enrolment (no second factor yet) or a
 * step-up (one exists, this session has not used it within 12 hours, as /api/admin/* requires).
 */
export async function getSecondFactorStatus(ctx: AppContext, session: ActiveSession): Promise<SecondFactorStatus> {
  const methods = await secondFactorMethodsOf(ctx, session.user.id);
  const recent = hasRecentSecondFactor(session, ctx.clock.now());
  return {
    enrolled: methods.length > 0,
    methods,
    recent,
    recentUntil: recent && session.secondFactorAt ? new Date(session.secondFactorAt.getTime() + SECOND_FACTOR_MAX_AGE_MS).toISOString() : null,
  };
}
