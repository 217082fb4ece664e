/**
 * Every text SPEC.md puts in quotes, in one catalogue used by the browser and the server.
 * A toast is a title with an optional description. Adding a language means adding a catalogue
 * of the same shape, not touching components.
 */

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
  resetPasswordTitle: 'Reset Password',
  sendResetLink: 'Send Reset Link',
  cancel: 'Cancel',
  signOut: 'Sign Out',
  signOutQuestion: 'Do you wish to sign out of the product?',
  welcome: 'Welcome',
  defaultUserName: 'User',
  defaultAdminName: 'Admin',
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
  invalidInput: 'Some of the information is not valid.',
  serverError: 'Something went wrong',
  unavailable: 'The service is temporarily unavailable. Please try again shortly.',
} as const;
