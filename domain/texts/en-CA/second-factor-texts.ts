/** The English (Canada) texts of domain/second-factor-texts.ts: the source every other language translates. */

const secondFactorTexts = {
  // The sign-in screen's second step.
  stepTitle: 'Two-step sign-in',
  totpLabel: 'Enter the 6-digit code from your authenticator app',
  recoveryLabel: 'Enter one of your recovery codes',
  recoveryHint: 'Each recovery code works once.',
  useRecoveryCode: 'Use a recovery code',
  useAuthenticator: 'Use your authenticator app',
  verify: 'Verify',
  verifying: 'Verifying...',
  backToSignIn: 'Back to sign in',
  codeRequired: 'Enter the code first',
  // Profile → Security: the authenticator app.
  sectionTitle: 'Two-step sign-in',
  sectionIntro: 'After your password, signing in asks for a code from an authenticator app on your phone, so a stolen password alone cannot open your account.',
  statusOn: 'On',
  statusOff: 'Off',
  statusLabel: 'Authenticator app',
  recoveryCodesLeft: (count: number) => `${count} of 10 recovery codes left`,
  loading: 'Loading two-step sign-in...',
  loadFailed: 'Two-step sign-in could not be loaded.',
  setUp: 'Set up an authenticator app',
  starting: 'Starting...',
  scanTitle: 'Scan this QR code with your authenticator app',
  qrLabel: 'QR code for your authenticator app',
  secretLabel: 'Or type this key into the app',
  confirmLabel: 'Then enter the 6-digit code the app shows',
  confirm: 'Turn on',
  confirming: 'Checking...',
  cancel: 'Cancel',
  recoveryTitle: 'Save your recovery codes',
  recoveryIntro:
    'If you lose your phone, each of these codes signs you in once instead of a code from the app. This is the only time they are shown: write them down or keep them in a password manager.',
  recoveryListLabel: 'Recovery codes',
  copyCodes: 'Copy codes',
  copied: 'Copied',
  savedThem: 'I have saved them',
  enabledToast: 'Two-step sign-in is on',
} as const;

export default { secondFactorTexts };
