/** The English (Canada) texts of domain/messages.ts: the source every other language translates. */

import type { ToastText } from '../toast-text';

import { PRODUCT_NAME, TAGLINE } from '../../constants';

const validation = {
  passwordMax: (max: number) => `Password must be at most ${max} characters`,
  signupFieldNotText: (field: 'phone' | 'address') => `${field === 'phone' ? 'Phone' : 'Address'} must be text`,
  signupFieldMax: (field: 'phone' | 'address', max: number) => `${field === 'phone' ? 'Phone' : 'Address'} must be at most ${max} characters`,
  idInvalid: (max: number) => `The id must be a whole number from 1 to ${max}`,
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 6 characters',
  firstNameMin: 'First name must be at least 2 characters',
  lastNameMin: 'Last name must be at least 2 characters',
  countryRequired: 'Please select your country',
  emailRequired: 'Please enter your email address',
  resetTokenInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  controlCharacters: 'Text must not contain control characters or invisible formatting characters',
  firstNameMax: 'First name must be at most 100 characters',
  lastNameMax: 'Last name must be at most 100 characters',
  localeInvalid: 'Choose English (en-CA), French (fr-CA) or Hindi (hi-IN)',
} as const;

const toasts = {
  missingFields: { title: 'Missing fields', description: 'Please fill in all required fields' },
  passwordTooShort: {
    title: 'Password too short',
    description: 'Password must be at least 6 characters long',
  },
  emailRequired: { title: 'Email required', description: 'Please enter your email address' },
  welcomeBack: { title: 'Welcome back!' },
  accountCreated: { title: 'Account created!' },
  resetLinkSent: { title: 'Reset link sent' },
  signInFailed: { title: 'Please check your email and password and try again.' },
  signUpFailed: { title: 'Please check your information and try again.' },
  resetLinkFailed: {
    title: 'Failed to send reset link',
    description: 'Please check your email address and try again.',
  },
  passwordUpdated: { title: 'Password updated', description: 'Sign in with your new password.' },
  passwordResetFailed: { title: 'Password reset failed' },

} as const satisfies Record<string, ToastText>;

const texts = {
  loading: 'Loading...',
  signIn: 'Sign In',
  signUp: 'Sign Up',
  forgotPassword: 'Forgot Password',
  signInWithPasskey: 'Sign in with a passkey',
  resetPasswordTitle: 'Reset Password',
  sendResetLink: 'Send Reset Link',
  cancel: 'Cancel',

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
  goHome: 'Go to Send',
  connectionProblem: 'We could not reach MapleRupee. Check your connection and try again.',
  authFootnote: 'Pay by Interac e-Transfer. Your recipient in India is paid in rupees.',
  language: 'Language',
  languageSaveFailed: 'Your language could not be saved to your account. It is used on this device.',
  appErrorTitle: 'Something went wrong',
  appErrorMessage: 'Part of MapleRupee could not be loaded. Check your connection and try again.',
  reload: 'Reload',
} as const;

export default { validation, toasts, texts };
