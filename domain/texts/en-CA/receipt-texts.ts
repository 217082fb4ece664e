/** The English (Canada) texts of domain/receipt-texts.ts: the source every other language translates. */

const receiptTexts = {
  title: 'Transfer receipt',
  issued: (when: string) => `Issued ${when}`,
  msbRegistration: (number: string) => `FINTRAC money services business registration number: ${number}`,
  msbNotProvided: 'not provided',
  // Sections.
  transfer: 'Transfer',
  sender: 'Sender',
  recipient: 'Recipient',
  amounts: 'Amounts',
  dates: 'Dates',
  // Labels.
  reference: 'Reference',
  statusLine: (status: string) => `Status: ${status}`,
  name: 'Name',
  email: 'Email',
  address: 'Address',
  bank: 'Bank',
  ifsc: 'IFSC code',
  account: 'Account',
  amountSent: 'Amount sent',
  fee: 'Fee',
  totalPaid: 'Total to pay',
  exchangeRate: 'Exchange rate',
  recipientGets: 'Recipient gets',
  paymentMethod: 'Delivery',
  economy: 'Economy (1-3 business days after approval)',
  instant: 'Instant',
  payBy: 'Paid by',
  expectedBy: 'Expected by',
  expectedEstimate: (day: string) => `${day} (estimate, if your payment reaches us today)`,
  arrivedOn: 'Arrived',
  reason: 'Reason',
  timesIn: (timeZone: string) => `Times are in the ${timeZone} time zone.`,
  // Terms.
  cancellationTitle: 'Cancelling',
  cancellationTerms: (hours: number) =>
    `You can cancel a pending transfer in the app until we receive your payment. A transfer whose payment has not reached us within ${hours} hours is cancelled automatically. Once your payment is received, it can no longer be cancelled.`,
  cancellationTermsNoTimeLimit:
    'You can cancel a pending transfer in the app until we receive your payment. Once your payment is received, it can no longer be cancelled.',
  complaintsTitle: 'Questions and complaints',
  complaints: (email: string) => `Write to ${email} and include the reference of this transfer.`,
  keep: 'Keep this receipt for your records.',
};

export default { receiptTexts };
