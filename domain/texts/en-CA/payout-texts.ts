/** The English (Canada) texts of domain/payout-texts.ts: the source every other language translates. */

/** The operators' payout desk (issue 33): pending queues, approving unpaid, payouts, reconciliation. */
const payoutTexts = {
  // The pending queues above the list.
  queuesLabel: 'Pending transfers by payment',
  awaitingPayment: 'Awaiting payment',
  paidReadyToApprove: 'Paid — ready to approve',
  queueOnHold: (count: number) => (count === 1 ? '1 pending transfer is on hold' : `${count} pending transfers are on hold`),

  // Approving a transfer whose e-Transfer is not recorded.
  unpaidTitle: 'No payment recorded — approve anyway?',
  unpaidQuestion: (reference: string, amount: string) =>
    `No e-Transfer is recorded for ${reference} (${amount}). If you approve it now, its payout waits until the payment is recorded.`,
  unpaidReasonLabel: 'Reason (required): why approve before the money is in',
  approveAnyway: 'Approve anyway',
  approving: 'Approving...',

  // A payout on the desk.
  payoutLine: (state: string) => `Payout: ${state}`,
  waitingForPayment: 'waiting for the payment',
  payoutStates: {
    pending: 'waiting to send',
    review: 'name check needs you',
    cleared: 'released to send',
    blocked: 'blocked by the name check',
    sending: 'sending',
    unknown: 'being confirmed',
    in_flight: 'on its way',
    paid: 'paid',
    failed: 'failed',
    returned: 'returned by the bank',
    cancelled: 'cancelled',
  },
  payAgain: 'Pay again',
  payAnyway: 'Pay anyway',
  refund: 'Refund',
  details: 'Payout details',
  payAgainTitle: 'Pay again?',
  payAgainQuestion: (reference: string) =>
    `A new payout attempt for ${reference} is sent on the next run. Check the recipient’s bank details with the customer first.`,
  payAnywayTitle: 'Pay anyway?',
  payAnywayQuestion: (reference: string) =>
    `The bank did not confirm the recipient’s name for ${reference}. Pay only if you are sure the account is theirs: the payout is sent on the next run.`,
  refundTitle: 'Refund this transfer?',
  refundQuestion: (reference: string, amount: string) =>
    `${reference} (${amount}) is rejected and the customer is told their money is being returned. This cannot be undone.`,
  refundReasonLabel: 'Reason (required, the customer reads it)',
  refunding: 'Refunding...',
  sending: 'Sending...',
  actionFailed: 'The payout action failed',
  refunded: 'Transfer refunded',

  // The payout attempts of one transfer.
  attemptsTitle: (reference: string) => `Payouts of ${reference}`,
  attempt: (attempt: number, provider: string) => `Attempt ${attempt} · ${provider}`,
  noPayouts: 'No payout attempt yet.',
  loadPayoutsFailed: 'We could not load the payouts.',
  nameChecks: {
    match: 'The bank confirmed the recipient’s name',
    partial_match: 'The name at the bank matches only partly',
    mismatch: 'Another name at the bank',
    invalid_account: 'The account is invalid',
    unavailable: 'The bank could not check the name',
  },
  nameAtBank: (name: string) => `Name at the bank: ${name}`,
  bankReference: (reference: string) => `Bank reference (UTR): ${reference}`,
  failureReason: (reason: string) => `Why: ${reason}`,
  unpaidReason: (reason: string) => `Approved before the payment: ${reason}`,
  createdAt: (when: string) => `Created ${when}`,
  paidAt: (when: string) => `Paid ${when}`,

  // Reconciliation.
  reconciliationTitle: 'Reconciliation',
  reconciliationIntro: 'Every day the payouts are compared with the payout provider’s statement, and the recorded payments with the collection inbox.',
  noRuns: 'No reconciliation has run yet.',
  loadRunsFailed: 'We could not load the reconciliation runs.',
  runDay: (day: string) => `Day ending ${day}`,
  differences: (count: number) => (count === 0 ? 'No differences' : count === 1 ? '1 difference' : `${count} differences`),
  runError: (error: string) => `Did not finish: ${error}`,
  runRunning: 'Running',
  compared: (payouts: number, payments: number) => `${payouts} payouts and ${payments} payments compared`,
  balance: (amount: string) => `Provider balance: ${amount}`,
  openRunShort: 'Open',
  openRun: (day: string) => `Open the reconciliation of ${day}`,
  differencesTitle: (day: string) => `Reconciliation of ${day}`,
  noDifferences: 'Every payout and payment agrees.',
  differenceKinds: {
    payout_not_at_rail: 'Our payout is not in the provider’s statement',
    rail_payout_unknown: 'The provider paid something we have no payout for',
    payout_amount_differs: 'The amounts differ',
    payout_state_differs: 'The provider says another state',
    payment_not_received: 'A recorded payment is not in the inbox',
    etransfer_unmatched: 'An e-Transfer in the inbox matches no transfer',
  },
  noTransfer: 'No transfer',
} as const;

export default { payoutTexts };
