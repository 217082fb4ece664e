/**
 * Texts of the admin dashboard (/admin, docs/product.md § Admin dashboard). Re-exported by messages.ts (the
 * one catalogue); a module of its own so that only the admin chunk loads it.
 */

import type { ToastText } from './messages';

export const adminToasts = {
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

export const adminTexts = {
  subtitle: 'Manage transfers and exchange rates',
  paymentReceivedFrom: (sender: string) => `Payment received from ${sender}`,
  welcome: (name: string) => `Welcome, ${name}`,

  // Count cards.
  countsLabel: 'Transfer counts',
  countsForDates: 'Counts follow the date filters',

  // Tabs.
  tabsLabel: 'Admin sections',
  tabTransfers: 'Transfers',
  tabPeople: 'Users & Recipients',
  tabSettings: 'Settings',

  // Transfers tab: filters.
  filtersLabel: 'Transfer filters',
  statusFilter: 'Status',
  allStatus: 'All Status',
  statusLabels: { pending: 'Pending', approved: 'Approved', completed: 'Completed', rejected: 'Rejected' },
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
  noActions: 'No actions',
  rateLine: (rate: string) => `1 CAD = ${rate} INR`,
  rate: 'Rate',
  sender: 'Sender',
  recipient: 'Recipient',
  ifsc: 'IFSC',
  account: 'Account',
  instant: 'Instant',
  paymentReceived: 'Payment received',
  rejectionReason: (reason: string) => `Reason: ${reason}`,
  transferLabel: (reference: string) => `Transfer ${reference}`,

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
