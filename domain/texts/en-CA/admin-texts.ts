/** The English (Canada) texts of domain/admin-texts.ts: the source every other language translates. */

import type { ToastText } from '../../messages';

const adminToasts = {
  statusUpdated: { title: 'Transfer status updated successfully' },
  statusUpdateFailed: { title: 'Failed to update status' },
  rateUpdated: { title: 'Exchange rate updated successfully' },
  rateUpdateFailed: { title: 'Failed to update rate' },
  exported: { title: 'Excel file exported successfully' },
  noDataToExport: { title: 'No data to export' },
  exportFailed: { title: 'Export failed', description: 'The spreadsheet could not be created. Please try again.' },
  paymentAccepted: { title: 'Payment recorded' },
  paymentSetAside: { title: 'Payment set aside' },
  reviewFailed: { title: 'Could not decide the payment' },
} as const satisfies Record<string, ToastText>;

/**
 * The admin desk's second factor (issue 18): what an operator sees when /api/admin/* answers
 * second_factor_required — enrolment when the account has none, a step-up when it has one.
 */
const adminSecondFactorTexts = {
  checking: 'Checking your second factor...',
  loadFailed: 'Your second factor could not be checked.',
  enrolTitle: 'Add a second factor to use the admin desk',
  enrolIntro:
    'Operators approve payouts and set the rate, so a password alone does not open the desk. Add a passkey or set up an authenticator app below; after that, the desk asks for it at sign-in and again every 12 hours.',
  passkeyTitle: 'Add a passkey',
  passkeyIntro: 'Your device unlocks it with your fingerprint, face or screen lock: nothing to type.',
  orAuthenticator: 'Or use an authenticator app',
  stepUpTitle: 'Confirm it is you',
  stepUpIntro: 'The admin desk asks for your second factor at sign-in and every 12 hours. Use it to carry on.',
  orCode: 'Or enter a code',
  totpLabel: 'Enter the 6-digit code from your authenticator app',
  recoveryLabel: 'Enter one of your recovery codes',
  recoveryHint: 'Each recovery code works once.',
  useRecoveryCode: 'Use a recovery code',
  useAuthenticator: 'Use your authenticator app',
  confirm: 'Confirm',
  confirming: 'Checking...',
  codeRequired: 'Enter the code first',
  confirmFailed: 'Your code could not be checked',
  confirmedToast: 'Thank you: the admin desk is open for 12 hours',
} as const;

const adminTexts = {
  subtitle: 'Manage transfers and exchange rates',
  paymentReceivedFrom: (sender: string) => `Payment received from ${sender}`,
  welcome: (name: string) => `Welcome, ${name}`,

  // Count cards.
  countsLabel: 'Transfer counts',

  // Tabs.
  tabsLabel: 'Admin sections',
  tabTransfers: 'Transfers',
  tabPeople: 'Users & Recipients',
  tabSettings: 'Settings',
  tabCompliance: 'Compliance',

  // Transfers tab: filters.
  filtersLabel: 'Transfer filters',
  statusFilter: 'Status',
  allStatus: 'All Status',
  statusLabels: { pending: 'Pending', approved: 'Approved', completed: 'Completed', rejected: 'Rejected', cancelled: 'Cancelled' },
  fromDate: 'From Date',
  toDate: 'To Date',
  clearDateFilters: 'Clear Date Filters',
  exportToExcel: 'Export to Excel',
  exporting: 'Exporting...',
  // docs/product.md § Admin dashboard quotes it so, whatever N is.
  showing: (count: number) => `Showing ${count} transfers`,
  loadingTransfers: 'Loading transfers...',
  noTransfers: 'No transfers found',
  noTransfersHint: 'Transfers matching the filters will appear here',
  fetchTransfersFailed: 'Failed to fetch transfers',

  // Transfers tab: table and cards.
  transfersTableCaption: 'Transfers, newest first',
  colReference: 'Reference',
  colSender: 'Sender Details',
  colAmount: 'Amount (CAD → INR)',
  colRecipient: 'Recipient Details',
  colStatus: 'Status',
  colDate: 'Date',
  colActions: 'Actions',
  rateLine: (rate: string) => `1 CAD = ${rate} INR`,
  rate: 'Rate',
  sender: 'Sender',
  recipient: 'Recipient',
  ifsc: 'IFSC',
  account: 'Account',
  instant: 'Instant',
  paymentReceived: 'Payment received',
  rejectionReason: (reason: string) => `Reason: ${reason}`,
  onHold: 'On hold',
  onHoldDetail: 'Compliance review: cannot be approved until its case is closed',

  // Status actions.
  approve: 'Approve',
  reject: 'Reject',
  markComplete: 'Mark Complete',
  actionLabel: (action: string, reference: string) => `${action} ${reference}`,
  rejectTitle: 'Reject transfer?',
  rejectQuestion: (reference: string, amount: string) =>
    `Transfer ${reference} (${amount}) will be rejected and the customer told by email. This cannot be undone.`,
  rejectReason: 'Reason (optional, shown to the customer)',
  rejecting: 'Rejecting...',

  // Users & Recipients tab.
  recentUsers: 'Recent User Signups',
  recentRecipients: 'Recent Recipients Added',
  total: (count: number) => `${count} Total`,
  noUsers: 'No users found',
  noRecipients: 'No recipients found',
  loadingUsers: 'Loading users...',
  loadingRecipients: 'Loading recipients...',
  usersLoadFailed: 'Failed to fetch users',
  recipientsLoadFailed: 'Failed to fetch recipients',
  adminBadge: 'Admin',
  userBadge: 'User',
  signedUp: (when: string) => `Signed up ${when}`,
  addedBy: 'Added by',
  addedOn: (when: string) => `Added ${when}`,
  bank: 'Bank',

  // Settings tab.
  rateManagement: 'Exchange Rate Management',
  currentRate: 'Current rate',
  newRate: 'New rate (INR per 1 CAD)',
  ratePlaceholder: '60.50',
  update: 'Update',
  updating: 'Updating...',
  rateNote: 'Current rate will be applied to new transfers',
  rateHistory: 'Recent rate changes',
  rateHistoryEmpty: 'No rate changes yet',
  rateSetBy: (name: string) => `by ${name}`,
  rateSeeded: 'initial rate',
  rateChangeTo: 'to',

  // Header: payments monitor and provider balance.
  paymentsLabel: 'Payments',
  monitorRunning: 'Payment monitor running',
  monitorStopped: 'Payment monitor stopped',
  unmatched: (count: number) => `${count} unmatched`,
  toReview: (count: number) => (count === 1 ? '1 payment to review' : `${count} payments to review`),

  // Payments to review (Transfers tab, above the list).
  reviewsTitle: 'Payments to review',
  reviewsIntro: 'These e-Transfers were not recorded on their own. Check who paid before you accept one.',
  reviewsLoadFailed: 'Failed to fetch payments to review',
  reviewFrom: (amount: string, sender: string) => `${amount} from ${sender}`,
  reviewReceived: (when: string) => `Received ${when}`,
  reviewMessage: 'Message',
  reviewReasons: {
    several_references: 'The message names more than one transfer.',
    sender_mismatch: 'The sender is not the customer of the transfer it names.',
  },
  reviewCandidates: 'Transfers the message names',
  senderIsCustomer: 'Sender is the customer',
  senderIsNotCustomer: 'Sender is not the customer',
  cannotTakePayment: 'Cannot take this payment',
  acceptFor: (reference: string) => `Accept for ${reference}`,
  acceptTitle: (reference: string) => `Record this payment on ${reference}?`,
  acceptQuestion: (amount: string, sender: string, customer: string) =>
    `${amount} from ${sender} will be recorded as ${customer}'s payment. Accept only if you have confirmed who paid.`,
  acceptNote: 'Note (optional): how you confirmed it',
  accept: 'Accept',
  accepting: 'Accepting...',
  setAside: 'Set aside',
  setAsideTitle: 'Set this payment aside?',
  setAsideQuestion: (amount: string, sender: string) =>
    `No transfer will be marked as paid with ${amount} from ${sender}. Say why, for example that it was refunded.`,
  setAsideNote: 'Note (required)',
  settingAside: 'Setting aside...',
  balance: (amount: string) => `Balance ${amount}`,
} as const;

/** The Compliance tab (issue 17): identity verifications, report cases, limits, records export, flags. */
const adminComplianceToasts = {
  verificationApproved: { title: 'Identity verified', description: 'The customer is told by email.' },
  verificationRejected: { title: 'Verification rejected', description: 'The customer is told by email, with your reason.' },
  decisionFailed: { title: 'Could not record the decision' },
  caseClosed: { title: 'Case closed' },
  closeFailed: { title: 'Could not close the case' },
  flagged: { title: 'Transfer flagged', description: 'A suspicious transaction case is open; the transfer is on hold until it is closed.' },
  flagFailed: { title: 'Could not flag the transfer' },
  limitsSaved: { title: 'Limits saved', description: 'They apply to the next transfer of every customer.' },
  recordsExported: { title: 'Records exported' },
  recordsExportFailed: { title: 'Export failed', description: 'The records could not be exported. Please try again.' },
} as const satisfies Record<string, ToastText>;

const adminComplianceTexts = {
  badgeLabel: (count: number) => (count === 1 ? '1 item to act on' : `${count} items to act on`),
  loading: 'Loading...',

  // Verification queue.
  verificationsTitle: 'Identity verifications',
  verificationsIntro: 'Check the photo ID against the details before you decide. The customer is mailed the outcome.',
  verificationFilter: 'Show',
  verificationStatusLabels: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected', all: 'All' },
  verificationsLoadFailed: 'Failed to fetch verifications',
  noVerifications: 'No verifications here',
  noVerificationsHint: 'Verifications customers submit will appear here',
  showingVerifications: (count: number) => (count === 1 ? '1 verification' : `${count} verifications`),
  submitted: (when: string) => `Submitted ${when}`,
  decided: (status: string, when: string, by: string | null) => `${status} ${when}${by ? ` by ${by}` : ''}`,
  decidedReason: (reason: string) => `Reason: ${reason}`,
  method: 'Method',
  methodLabels: { document: 'Photo ID', 'in-person': 'In person', 'dual-process': 'Dual process', 'credit-file': 'Credit file' } as Record<string, string>,
  dateOfBirth: 'Date of birth',
  occupation: 'Occupation',
  homeAddress: 'Home address',
  idDocument: 'Photo ID',
  idNumber: 'Number',
  idIssuedBy: 'Issued by',
  idExpires: 'Expires',
  idTypeLabels: {
    passport: 'Passport',
    drivers_licence: "Driver's licence",
    provincial_photo_id: 'Provincial photo ID card',
    permanent_resident_card: 'Permanent resident card',
  } as Record<string, string>,
  note: 'Note',
  documentAlt: (name: string) => `Photo ID submitted by ${name}`,
  documentPdfTitle: (name: string) => `Photo ID (PDF) submitted by ${name}`,
  openDocument: 'Open the document in a new tab',
  noDocument: 'No document (verified outside the app)',
  documentFailed: 'The document could not be shown. Open it in a new tab.',
  approve: 'Approve',
  approving: 'Approving...',
  approveTitle: 'Approve this identity?',
  approveQuestion: (name: string) =>
    `${name} moves to the verified tier and may send up to its limits. Approve only if the photo ID matches every detail.`,
  approveNote: 'Note (optional): what you checked',
  reject: 'Reject',
  rejecting: 'Rejecting...',
  rejectTitle: 'Reject this verification?',
  rejectQuestion: (name: string) => `${name} stays in the basic tier and is mailed your reason. They may submit again.`,
  rejectReason: 'Reason (required, sent to the customer)',
  decisionLabel: (action: string, name: string) => `${action} ${name}`,

  // Report cases.
  casesTitle: 'Report cases',
  casesIntro: 'EFT reports are due to FINTRAC within 5 working days. Close a case once it is filed or cleared.',
  caseStatusFilter: 'Status',
  caseStatusLabels: { open: 'Open', closed: 'Closed', all: 'All' },
  caseKindFilter: 'Kind',
  allKinds: 'All kinds',
  kindLabels: { eftr: 'EFT report', str: 'Suspicious transaction', sanctions: 'Sanctions' },
  casesLoadFailed: 'Failed to fetch cases',
  noCases: 'No cases here',
  noCasesHint: 'Cases open on their own (24-hour rule, sanctions) or when an operator flags a transfer',
  showingCases: (count: number) => (count === 1 ? '1 case' : `${count} cases`),
  overdueCount: (count: number) => (count === 1 ? '1 overdue' : `${count} overdue`),
  caseTitle: (kind: string, id: number) => `${kind} #${id}`,
  overdue: 'Overdue',
  overdueDetail: (due: string) => `Overdue: was due ${due}`,
  customer: 'Customer',
  total: 'Total',
  window: 'Window',
  windowRange: (start: string, end: string) => `${start} – ${end}`,
  dueBy: 'Due by',
  transfers: 'Transfers',
  noTransfersCustomer: 'None: the case is about the customer',
  noTransfersRecipient: 'None: the case is about a recipient',
  opened: 'Opened',
  closed: 'Closed',
  outcomeLabels: { filed: 'Filed with FINTRAC', cleared: 'Cleared' },
  closedSummary: (outcome: string, when: string) => `${outcome} ${when}`,
  reference: 'Reference',
  close: 'Close',
  closeLabel: (title: string) => `Close ${title}`,
  closeTitle: (title: string) => `Close ${title}`,
  closeIntro: 'Say what was done. The outcome, reference and note are kept with the case.',
  outcome: 'Outcome',
  referenceLabel: 'Reference (optional)',
  referenceHint: 'The FINTRAC report number, when filed',
  closeNote: 'Note',
  closeNoteHint: 'Required: what you checked and decided',
  closeNoteRequired: 'Write a note',
  closeConfirm: 'Close case',
  closing: 'Closing...',

  // Limits.
  limitsTitle: 'Transfer limits',
  limitsIntro: 'CAD per tier. Basic customers have not verified their identity. No transfer can be above 5,000.00.',
  tierLabels: { basic: 'Basic (unverified)', verified: 'Verified' },
  perTransfer: 'Per transfer',
  daily: '24 hours',
  monthly: '30 days',
  limitsLoadFailed: 'Failed to fetch limits',
  save: 'Save limits',
  saving: 'Saving...',
  limitsSaveFailed: 'The limits were not saved',

  // Records export.
  recordsTitle: 'Records export',
  recordsIntro: 'Every transfer of 1,000 CAD or more with its travel-rule details, and the verifications, as a spreadsheet.',
  download: 'Download records',
  downloading: 'Downloading...',

  // Flag a transfer (Transfers tab).
  flag: 'Flag',
  flagLabel: (reference: string) => `Flag ${reference}`,
  flagTitle: 'Flag as suspicious?',
  flagQuestion: (reference: string, amount: string) =>
    `Transfer ${reference} (${amount}) goes on hold and a suspicious transaction case opens. It cannot be approved until the case is closed.`,
  flagNarrative: 'What is suspicious (required)',
  flagConfirm: 'Flag transfer',
  flagging: 'Flagging...',
} as const;

export default { adminToasts, adminSecondFactorTexts, adminTexts, adminComplianceToasts, adminComplianceTexts };
