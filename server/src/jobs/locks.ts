/**
 * Every PostgreSQL advisory lock key the server takes, in one list so no two locks share a key by
 * accident. Any fixed numbers work: they only have to be the same on every instance.
 */
export const ADVISORY_LOCKS = {
  /** Migrations at start-up: concurrent starts take turns (db/client.ts). */
  migrations: 7_236_001,
  /**
   * Held (transaction-scoped) by every payment-monitor run, and by the cancelling of unpaid
   * transfers, which must not overlap one (payments/monitor.ts, transfers/cancel-overdue-transfers.ts).
   */
  paymentMonitor: 7_236_002,
  /** Rate changes take turns, whichever instance makes them (rates/rate-change-lock.ts). */
  rateChanges: 7_236_003,
  /** With the user's id as the second key: one customer's alert creations take turns. */
  rateAlertUser: 7_236_004,
  /** A reconciliation: one at a time across instances (payouts/reconcile.ts). */
  reconciliation: 7_236_033,
} as const;

/** How long after its last run a periodic job (the payment monitor) still counts as running: two missed periods and a margin. */
export const runningGraceMs = (intervalMs: number) => 2 * intervalMs + 5_000;
