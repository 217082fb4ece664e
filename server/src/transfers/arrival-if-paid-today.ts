import { businessDate } from '../../../domain/business-date';
import { expectedArrival } from '../../../domain/transfer-timeline';
import type { AppContext } from '../context';

let memo: { today: string; arrival: string } | undefined;

/**
 * The day an economy transfer submitted and paid today should arrive by: what its details page will
 * say once it exists (get-transfer-details.ts), said on the send screen before Continue. Worked out
 * once per business day — the public rate answers many requests a second.
 */
export function arrivalIfPaidToday(ctx: Pick<AppContext, 'clock' | 'config'>): string {
  const today = businessDate(ctx.clock.now(), ctx.config.businessTimeZone);
  if (memo?.today !== today) {
    const arrival = expectedArrival({ status: 'pending', paymentMethod: 'economy', today, approvedOn: null, completedOn: null });
    memo = { today, arrival: arrival ?? today };
  }
  return memo.arrival;
}
