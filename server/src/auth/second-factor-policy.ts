import type { ActiveSession } from './sessions';

/**
 * Issue 18: an operator's session must have completed a second factor within the last 12 hours.
 * Enforced on every admin route by access.ts (403 `second_factor_required`).
 */
export const SECOND_FACTOR_MAX_AGE_MS = 12 * 60 * 60_000;

export function hasRecentSecondFactor(session: Pick<ActiveSession, 'secondFactorPending' | 'secondFactorAt'>, now: Date): boolean {
  if (session.secondFactorPending || !session.secondFactorAt) return false;
  return now.getTime() - session.secondFactorAt.getTime() < SECOND_FACTOR_MAX_AGE_MS;
}
