import { beneficiaryRuleJob } from '../compliance/beneficiary-rule-job';
import type { AppContext } from '../context';
import { unusedDocumentsJob } from '../compliance/prune-unused-documents';
import { maintenanceJob } from '../maintenance';
import { marketRateJob } from '../rates/market-rate-job';
import { rescreenJob } from '../screening/rescreen';
import { paymentMonitorJob } from '../payments/monitor';
import { payoutJob } from '../payouts/payout-job';
import { reconciliationJob } from '../payouts/reconcile';
import { cancelOverdueTransfersJob } from '../transfers/cancel-overdue-transfers';
import type { PeriodicJob } from './scheduler';

/**
 * Every periodic job a server runs (started by server.ts through the scheduler). The mail queue's
 * 15-second look for due mail is not here: every instance, and every app a test builds, sends the
 * mail it queues (mail/mail-queue.ts), so it belongs to the app.
 */
export function backgroundJobs(ctx: AppContext): PeriodicJob[] {
  return [
    paymentMonitorJob(ctx),
    // The payout state machine (issue 33): send and poll payouts; reconcile once a day.
    ...(ctx.payoutRail.automatic ? [payoutJob(ctx)] : []),
    reconciliationJob(ctx),
    ...(ctx.config.unpaidCancelHours === undefined ? [] : [cancelOverdueTransfersJob(ctx)]),
    maintenanceJob(ctx),
    rescreenJob(ctx),
    unusedDocumentsJob(ctx),
    // The 24-hour rule per beneficiary (issue 31): off the creation path, once a minute.
    beneficiaryRuleJob(ctx),
    // The market rate (issue 33), when one is configured.
    ...(ctx.config.rates.source === 'manual' ? [] : [marketRateJob(ctx)]),
  ];
}
