/**
 * Every text a person reads (quoted in docs/product.md), in one catalogue used by the browser and the server.
 * A toast is a title with an optional description. Adding a language means adding a catalogue
 * of the same shape, not touching components.
 */

import { PRODUCT_NAME, TAGLINE } from './constants';

export interface ToastText {
  title: string;
  description?: string;
}

export const validation = {
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 6 characters',
  firstNameMin: 'First name must be at least 2 characters',
  lastNameMin: 'Last name must be at least 2 characters',
  countryRequired: 'Please select your country',
  emailRequired: 'Please enter your email address',
  recipientNameMin: 'Recipient name must be at least 2 characters',
  accountNumberRequired: 'Account number is required',
  ifscRequired: 'IFSC code is required',
  bankNameRequired: 'Bank name is required',
  relationshipRequired: 'Please select your relationship',
  amountPositive: 'Amount must be greater than 0',
  recipientRequired: 'Please select a recipient',
  ratePositive: 'Rate must be a positive number',
  resetTokenInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  recipientNameMax: 'Recipient name must be at most 100 characters',
  accountNumberFormat: 'Account number must be 9 to 18 digits',
  ifscFormat: 'IFSC code must be 4 letters, a zero, then 6 letters or digits (e.g., SBIN0001234)',
  bankNameMax: 'Bank name must be at most 100 characters',
  amountNumber: 'Amount must be a number such as 500 or 500.25',
  amountMax: 'Maximum transfer limit is 5000 CAD',
  amountDecimals: 'Amount can have at most 2 decimal places',
  decimalNumber: 'Must be a number such as 63.25',
  referenceCodeFormat: 'The payment reference must be 10 capital letters and digits, with at least one of each',
  fullNameMin: 'Full name must be at least 2 characters',
  fullNameMax: 'Full name must be at most 100 characters',
  phoneFormat: 'Phone may contain digits, spaces, +, -, ( and ) only (at most 30 characters)',
  addressMax: 'Address must be at most 300 characters',
  controlCharacters: 'Text must not contain control characters or invisible formatting characters',
  firstNameMax: 'First name must be at most 100 characters',
  lastNameMax: 'Last name must be at most 100 characters',
  recipientAddressMax: 'Address must be at most 200 characters',
  recipientCityMax: 'City must be at most 100 characters',
  recipientStateMax: 'State must be at most 100 characters',
  localeInvalid: 'Choose English (en-CA), French (fr-CA) or Hindi (hi-IN)',
} as const;

export const toasts = {
  missingFields: { title: 'Missing fields', description: 'Please fill in all required fields' },
  passwordTooShort: {
    title: 'Password too short',
    description: 'Password must be at least 6 characters long',
  },
  emailRequired: { title: 'Email required', description: 'Please enter your email address' },
  welcomeBack: { title: 'Welcome back!' },
  accountCreated: { title: 'Account created!' },
  resetLinkSent: { title: 'Reset link sent' },
  signedOut: { title: 'Signed out successfully' },
  signInFailed: { title: 'Please check your email and password and try again.' },
  signUpFailed: { title: 'Please check your information and try again.' },
  resetLinkFailed: {
    title: 'Failed to send reset link',
    description: 'Please check your email address and try again.',
  },
  signOutFailed: { title: 'Sign out failed', description: 'Failed to sign out' },
  passwordUpdated: { title: 'Password updated', description: 'Sign in with your new password.' },
  passwordResetFailed: { title: 'Password reset failed' },

} as const satisfies Record<string, ToastText>;

export const texts = {
  loading: 'Loading...',
  signIn: 'Sign In',
  signUp: 'Sign Up',
  forgotPassword: 'Forgot Password',
  signInWithPasskey: 'Sign in with a passkey',
  resetPasswordTitle: 'Reset Password',
  sendResetLink: 'Send Reset Link',
  cancel: 'Cancel',
  signOut: 'Sign Out',
  signOutQuestion: 'Do you wish to sign out of the product?',
  welcome: 'Welcome',
  defaultUserName: 'User',
  defaultAdminName: 'Admin',

  // Web shell and sign-in (added with the web app).
  productName: PRODUCT_NAME,
  tagline: TAGLINE,
  close: 'Close',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  email: 'Email',
  password: 'Password',
  firstName: 'First Name',
  lastName: 'Last Name',
  country: 'Country',
  selectCountry: 'Select your country',
  passwordHint: 'At least 6 characters',
  signingIn: 'Signing in...',
  creatingAccount: 'Creating account...',
  sendingResetLink: 'Sending...',
  forgotPasswordHint: "Enter your account's email address and we'll send you a link to choose a new password.",
  authTabsLabel: 'Sign in or create an account',
  newPassword: 'New Password',
  confirmNewPassword: 'Confirm New Password',
  passwordsDoNotMatch: 'Passwords do not match',
  resetPasswordIntro: 'Choose a new password for your account.',
  updatePassword: 'Update Password',
  updatingPassword: 'Updating...',
  requestNewLink: 'Request a new link',
  backToSignIn: 'Back to Sign In',
  logOut: 'Log out',
  signingOut: 'Signing out...',
  mainNavigation: 'Main',
  navSend: 'Send',
  navHistory: 'History',
  navRecipients: 'Recipients',
  navProfile: 'Profile',
  navAdmin: 'Admin',
  sendTitle: 'Send Money',
  historyTitle: 'Transfer History',
  recipientsTitle: 'Recipients',
  profileTitle: 'Profile',
  adminTitle: 'Admin Dashboard',
  accessDenied: 'Access Denied',
  accessDeniedMessage: "You don't have admin privileges to access this page.",
  notFoundTitle: 'Page not found',
  notFoundMessage: "The page you're looking for doesn't exist.",
  goHome: 'Go to Send',
  connectionProblem: 'We could not reach MapleRupee. Check your connection and try again.',
  authFootnote: 'Pay by Interac e-Transfer. Your recipient in India is paid in rupees.',
  appErrorTitle: 'Something went wrong',
  appErrorMessage: 'Part of MapleRupee could not be loaded. Check your connection and try again.',
  reload: 'Reload',
} as const;

/** Answers of the API that a person may read. */
export const apiMessages = {
  notSignedIn: 'Please sign in to continue.',
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
  referenceInUse: 'This payment reference is already used by another transfer. Please start again.',
  // The paged lists and their filters (docs/api.md § Paging): the history's and the admin's.
  statusInvalid: 'Status must be one of pending, approved, completed or rejected',
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
  // Operators (issue 18): every /api/admin/* call needs a second factor completed within 12 hours.
  secondFactorRequired:
    'The admin desk needs your second factor: add one, or confirm it is you with a code from your authenticator app. This is asked again every 12 hours.',
} as const;

/**
 * Answers of GET /readyz, for operators and load balancers: which check failed. A catalogue of its
 * own, so the web app's bundle does not carry texts only the server sends.
 */
export const healthMessages = {
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
export const adminMessages = {
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
  noDataToExport: 'No data to export',
  paymentFound: (amount: string, sender: string) => `Payment Found: ${amount} received from ${sender}.`,
  noPayment: (referenceCode: string) => `No Payment: no matching e-Transfer has been received for ${referenceCode} yet.`,
  paymentCheckBusy: 'The payment check is busy. Please try again in a few seconds.',
  providerUnavailable: (provider: string) => `The payment provider (${provider}) is not answering. Please try again in a minute.`,
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
} as const;

/**
 * The signed-in customer screens' texts (send, history, recipients, profile) live in their own
 * module so the sign-in bundle does not carry them; they are part of this catalogue all the same.
 */
export { screenTexts, screenToasts } from './screen-messages';
export { adminComplianceTexts, adminComplianceToasts, adminSecondFactorTexts, adminTexts, adminToasts } from './admin-texts';
export { pwaTexts } from './pwa-texts';
