/** The English (Canada) texts of domain/transfer-details-texts.ts: the source every other language translates. */

const transferDetailsTexts = {
  title: 'Transfer details',
  backToHistory: 'Back to History',
  loading: 'Loading your transfer...',
  loadFailed: 'We could not load this transfer.',
  notFound: 'Transfer not found',
  notFoundHint: 'It is not one of your transfers. Find yours in History.',
  // The amounts.
  fee: 'Fee',
  delivery: 'Delivery',
  instant: 'Instant',
  // The timeline, as the customer reads each step.
  progressTitle: 'Progress',
  steps: {
    submitted: 'Submitted',
    payment_received: 'Payment received',
    approved: 'Approved',
    completed: 'Paid out',
    rejected: 'Rejected',
    cancelled: 'Cancelled',
  },
  // What an upcoming step will be, under its name.
  upcoming: {
    payment_received: 'We match your Interac e-Transfer by its reference.',
    approved: 'We check your transfer and approve it.',
    completed: 'Your recipient’s bank account is paid in rupees.',
  },
  stepDone: 'Done',
  stepNext: 'Not yet',
  reason: (reason: string) => `Reason: ${reason}`,
  // When the money arrives (a calendar day).
  expectedBy: (day: string) => `Expected by ${day}`,
  expectedIfPaidToday: (day: string) => `Expected by ${day} if your payment reaches us today`,
  arrived: (day: string) => `Arrived ${day}`,
  businessDaysNote: 'Business days skip weekends and bank holidays in Canada and India.',
  // Actions.
  actionsTitle: 'Actions',
  receipt: 'Receipt',
  // Read after the button's name by screen readers: what the download is.
  receiptFormat: ' (PDF)',
  sendAgain: 'Send again',
};

export default { transferDetailsTexts };
