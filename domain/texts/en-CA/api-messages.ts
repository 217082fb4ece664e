/** The English (Canada) texts of domain/api-messages.ts: the source every other language translates. */

/** Answers of the API that a person may read. */
const apiMessages = {
  contentLengthMismatch: 'The Content-Length header does not match the body.',
  bodyNotObject: 'Send the request body as a JSON object with the required fields.',
  notSignedIn: 'Please sign in to continue.',
  metricsTokenRequired: 'Send the metrics token as Authorization: Bearer <METRICS_TOKEN>.',
  notAdmin: "You don't have admin privileges to access this page.",
  notFound: 'Not found',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  tooManyAttempts: 'Too many attempts. Please wait a while and try again.',
  resetRequested: 'If an account exists for that email, a reset link is on its way.',
  passwordReset: 'Your password has been reset. Please sign in.',
  signedOut: 'Signed out',
  invalidJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is too large.',
  unsupportedMediaType: 'Send the request body as JSON (Content-Type: application/json).',
  crossOrigin: 'Cross-origin requests are not allowed.',
  webhookSignatureInvalid: 'The webhook’s signature is missing or does not verify.',
  webhookDeliveryInvalid: 'The webhook delivery is not one we can read: it needs an X-Delivery-Id header and a JSON event.',
  malformedRequest: 'The request could not be read: it is not well-formed HTTP.',
  malformedUrl: 'The address is not valid: it has a broken %-escape.',
  pathTooLong: 'The address is too long.',
  headersTooLarge: 'The request headers are too large.',
  requestTimeout: 'The request took too long to arrive.',
  invalidInput: 'Some of the information is not valid.',
  serverError: 'Something went wrong',
  unavailable: 'The service is temporarily unavailable. Please try again shortly.',
  recipientNotFound: 'Recipient not found',
  recipientDuplicate: 'You have already saved a recipient with this account number and IFSC code',
  recipientDeleted: 'Recipient deleted',
  transferNotFound: 'Transfer not found',
  quoteChanged: 'The exchange rate has changed. Please review the new amount and confirm again.',
  amountTooSmall: 'The amount is too small to send: the recipient would get ₹0 after rounding to the nearest 100 rupees.',
  /** The smallest amount a transfer may carry (MIN_TRANSFER_CAD), written as the customer's language writes CAD. */
  amountBelowMinimum: (minimum: string) => `The smallest amount you can send is ${minimum}. Enter ${minimum} or more.`,
  referenceInUse: 'This payment reference is already used by another transfer. Please start again.',
  // The paged lists and their filters (docs/api.md § Paging): the history's and the admin's.
  statusInvalid: 'Status must be one of pending, approved, completed or rejected',
  statusFilterInvalid: 'Status must be one of pending, approved, completed, rejected, cancelled or all',
  limitInvalid: 'limit must be a whole number from 1 to 500',
  cursorInvalid: 'This page link is no longer valid. Please start again from the first page.',
  historySearchInvalid: 'Search for at most 100 characters of a reference or a recipient’s name',
  // Two-step sign-in (issue 18): authenticator app codes and recovery codes.
  secondFactorPending: 'Finish signing in with your second factor: a code from your authenticator app, or a passkey.',
  secondFactorCodeWrong: 'That code is not right. Check your authenticator app and try again.',
  secondFactorCodeFormat: 'Enter the 6-digit code from your authenticator app, or a recovery code',
  secondFactorNone: 'This account has no second factor yet. Add an authenticator app in Profile → Security.',
  totpAlreadyOn: 'Your authenticator app is already set up. Turn it off first to set up another one.',
  totpNotStarted: 'Start setting up your authenticator app first.',
  totpNotEnabled: 'Your authenticator app is not turned on.',
  totpTurnedOff: 'Your authenticator app is turned off. Signing in no longer asks for its codes.',
  secondFactorLocked: 'Too many wrong codes. For your safety, codes are not accepted for a while: try again later, or use a passkey.',
  // Operators (issue 18): every /api/admin/* call needs a second factor completed within 12 hours.
  secondFactorRequired:
    'The admin desk needs your second factor: add one, or confirm it is you with a code from your authenticator app. This is asked again every 12 hours.',
} as const;

/**
 * Answers of GET /readyz, for operators and load balancers: which check failed. A catalogue of its
 * own, so the web app's bundle does not carry texts only the server sends.
 */
const healthMessages = {
  database: 'Not ready: the database is not answering.',
  databaseSlow: (seconds: number) => `Not ready: the database did not answer within ${seconds} seconds.`,
  migrations: (pending: number, total: number) =>
    pending === total
      ? 'Not ready: no database migration is applied. Run `npm run manage -- migrate`.'
      : `Not ready: ${pending} of ${total} database migrations ${pending === 1 ? 'is' : 'are'} not applied yet. Run \`npm run manage -- migrate\`.`,
  migrationsUnreadable:
    'Not ready: the database role may not read the migrations table drizzle.__drizzle_migrations (see docs/database-roles.sql).',
} as const;

/** Admin back office: validation messages of its requests and answers of its API. */
const adminMessages = {
  fromDateInvalid: 'From Date must be a real date written YYYY-MM-DD, e.g. 2026-01-31',
  toDateInvalid: 'To Date must be a real date written YYYY-MM-DD, e.g. 2026-01-31',
  dateRangeOrder: 'From Date must be on or before To Date',
  searchInvalid: 'Search by a reference code (letters and digits) or by a sender’s full email address',
  reasonMax: 'The reason must be at most 500 characters',
  rateDecimals: 'Rate can have at most 4 decimal places',
  rateMax: 'Rate must be less than 10000',
  currencyPair: 'Only the CAD to INR rate can be set',
  statusConflict: (current: string, target: string) => `This transfer is ${current} and cannot be changed to ${target}.`,
  completeNotApproved: (current: string) => `Only an approved transfer can be marked as completed; this one is ${current}.`,
  completeNotEconomy: 'Only economy transfers can be marked as completed here; this one is instant.',
  economyCompleted: 'Economy transfer marked as completed',
  rateUpdated: 'Exchange rate updated successfully',
  rateChangeUnconfirmed: (percent: string) => `This rate is ${percent} % from the rate it is compared with. Confirm the change to set it.`,
  rateChangePending: (percent: string) => `This rate is ${percent} % from the rate it is compared with: it waits for a second operator’s approval.`,
  rateChangeNotFound: 'Rate change not found',
  rateChangeDecided: 'This rate change was already decided.',
  rateChangeOwn: 'A rate change you asked for must be approved by another operator.',
  rateChangeApproved: 'Rate change approved: the rate is live.',
  rateChangeRejected: 'Rate change rejected.',
  marginInvalid: 'The margin must be a percentage from 0 to 10 with at most 2 decimals, e.g. 1.50',
  noDataToExport: 'No data to export',
  paymentFound: (amount: string, sender: string) => `Payment Found: ${amount} received from ${sender}.`,
  noPayment: (referenceCode: string) => `No Payment: no matching e-Transfer has been received for ${referenceCode} yet.`,
  paymentCheckBusy: 'The payment check is busy. Please try again in a few seconds.',
  providerUnavailable: (provider: string) => `The payment provider (${provider}) is not answering. Please try again in a minute.`,
  balanceNotReported: 'The Interac auto-deposit inbox reports deposits, not the account’s balance: see the balance in your bank.',
  reviewNeeded: (amount: string, sender: string) =>
    `Payment needs review: ${amount} from ${sender} names this transfer, but it could not be recorded on its own. Decide under Payments to review.`,
  reviewNotFound: 'Payment review not found',
  reviewDecided: (resolution: string) => `This payment was already ${resolution} by another operator.`,
  reviewNotCandidate: 'Choose one of the transfers this e-Transfer names.',
  reviewNotAcceptable: (reference: string) =>
    `The payment cannot be recorded on ${reference}: it is no longer pending, is already paid, or is for another amount.`,
  reviewAccepted: (reference: string) => `Payment recorded on ${reference}.`,
  reviewDismissed: 'The e-Transfer was set aside with your note.',
  reviewTransferRequired: 'Choose the transfer this payment is for',
  reviewNoteRequired: 'Write a note of at least 2 characters saying why',
  reviewNoteMax: 'The note must be at most 500 characters',
  // The payout state machine (issue 33).
  paymentFilterInvalid: 'Payment must be received or awaiting',
  paymentNotRecorded: 'No payment recorded — approve anyway? Give a reason to approve before the customer’s e-Transfer is recorded; the payout then waits for it.',
  payoutInProgress: (state: string) => `This transfer’s payout is ${state} at the payout rail: wait for its outcome before completing or rejecting the transfer.`,
  payoutNotRetryable: 'Only an approved transfer whose last payout failed, came back or was blocked can be paid again.',
  payoutNotInReview: 'This transfer has no payout waiting for a decision on the recipient’s name.',
  payoutRetried: (attempt: number) => `Payout attempt ${attempt} created: it is sent on the next run.`,
  payoutCleared: 'Payout released: it is sent on the next run without asking the bank again.',
  reconciliationRunNotFound: 'Reconciliation run not found',
  refundReasonRequired: 'Write the reason the customer reads, at least 2 characters',
  // The operators' search and the customer drawer (issue 34).
  queryInvalid: 'Search for 3 to 100 characters: a reference code, a name, an email or an account’s last digits',
  customerNotFound: 'Customer not found',
} as const;

export default { apiMessages, healthMessages, adminMessages };
