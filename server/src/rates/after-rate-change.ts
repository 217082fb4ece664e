import type { AppContext } from '../context';

/** After a rate change committed: this instance answers with the new rate at once (others hear the trigger's NOTIFY). */
export function afterRateChange(ctx: Pick<AppContext, 'publicRate' | 'publicRateHistory' | 'mailQueue'>, alertsEnded: number): void {
  ctx.publicRate.invalidate();
  ctx.publicRateHistory.invalidate();
  if (alertsEnded > 0) ctx.mailQueue.kick();
}
