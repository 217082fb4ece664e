import { sql } from 'drizzle-orm';
import { businessDate } from '../../../domain/business-date';
import type { AppContext } from '../context';

/** What an operator watches (docs/DEPLOY.md § What to watch), read in one round trip per scrape. */
export interface BusinessGauges {
  pendingAwaitingPayment: number;
  pendingPaid: number;
  /** Seconds since the payment monitor last finished a run without an error; null before the first. */
  paymentMonitorLagSeconds: number | null;
  mailQueueDepth: number;
  /** Seconds the oldest unsent mail has waited; 0 with none. */
  mailQueueOldestSeconds: number;
  openCases: Record<string, number>;
  /** Open EFT report cases whose due date (business days, FINTRAC's 5 working days) has passed. */
  overdueEftReports: number;
  payouts: Record<string, number>;
}

/** Payout states a dashboard shows: those still moving, and those waiting for an operator. */
export const WATCHED_PAYOUT_STATES = ['pending', 'review', 'cleared', 'sending', 'unknown', 'in_flight', 'blocked', 'failed', 'returned'] as const;

export async function readBusinessGauges(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>): Promise<BusinessGauges> {
  const now = ctx.clock.now();
  const today = businessDate(now, ctx.config.businessTimeZone);
  const result = await ctx.db.execute<{
    pending_awaiting: number;
    pending_paid: number;
    monitor_finished: Date | string | null;
    mail_depth: number;
    mail_oldest: Date | string | null;
    eft_overdue: number;
    cases: Record<string, number> | null;
    payouts: Record<string, number> | null;
  }>(sql`
    select
      (select count(*) from transfers where status = 'pending' and apaylo_transaction_id is null)::int as pending_awaiting,
      (select count(*) from transfers where status = 'pending' and apaylo_transaction_id is not null)::int as pending_paid,
      (select max(finished_at) from payment_monitor_runs where error is null) as monitor_finished,
      (select count(*) from mail_queue where sent_at is null)::int as mail_depth,
      (select min(created_at) from mail_queue where sent_at is null) as mail_oldest,
      (select count(*) from compliance_cases where status = 'open' and kind in ('eftr', 'eftr_beneficiary') and due_by < ${today}::date)::int as eft_overdue,
      (select json_object_agg(kind, n) from (select kind, count(*)::int as n from compliance_cases where status = 'open' group by kind) k) as cases,
      (select json_object_agg(state, n) from (
        select state, count(*)::int as n from payouts
        where state in (${sql.join(WATCHED_PAYOUT_STATES.map((state) => sql`${state}`), sql`, `)})
        group by state) p) as payouts`);
  const row = result.rows[0]!;
  const secondsSince = (value: Date | string | null) => (value === null ? null : Math.max(0, (now.getTime() - new Date(value).getTime()) / 1000));
  return {
    pendingAwaitingPayment: row.pending_awaiting,
    pendingPaid: row.pending_paid,
    paymentMonitorLagSeconds: secondsSince(row.monitor_finished),
    mailQueueDepth: row.mail_depth,
    mailQueueOldestSeconds: secondsSince(row.mail_oldest) ?? 0,
    openCases: row.cases ?? {},
    overdueEftReports: row.eft_overdue,
    payouts: row.payouts ?? {},
  };
}
