/**
 * Account security (issue 18): sessions, change password, verified email — the answers of its
 * API, the mail it sends and the Security screen's words. Part of the catalogue of messages.ts, in
 * a module of its own that imports nothing (the schemas import it).
 */
export const securityMessages = {
  sessionNotFound: 'Session not found',
  sessionEnded: 'Signed out of that session',
  othersEnded: (count: number) => (count === 1 ? 'Signed out of 1 other session' : `Signed out of ${count} other sessions`),
  currentPasswordRequired: 'Enter your current password',
  currentPasswordWrong: 'Your current password is not right',
  newPasswordSame: 'Choose a new password that differs from the current one',
  passwordChanged: 'Your password was changed. Your other sessions were signed out.',
  verifyTokenInvalid: 'This verification link is invalid, used or expired. Ask for a new one from the banner in the app.',
  emailVerified: 'Your email is verified.',
  emailAlreadyVerified: 'Your email is already verified.',
  verificationSent: 'We sent a new link to your email.',
  emailUnverified: 'Verify your email before verifying your identity: open the link we emailed you, or ask for a new one.',
  othersQueryInvalid: 'To sign out every other session, send ?others=true',
};

export const securityMail = {
  verifySubject: 'Verify your MapleRupee email',
  verifyIntro: 'Please confirm this is your email address by opening this link within 24 hours:',
  verifyIgnore: 'If you did not create a MapleRupee account, ignore this message.',
  passwordChangedSubject: 'Your MapleRupee password was changed',
  passwordChanged: 'The password of your MapleRupee account was just changed, and every other session was signed out.',
  notYou: 'If this was not you, reset your password at once from the sign-in screen ("Forgot Password") and contact support.',
  newBrowserSubject: 'New sign-in to your MapleRupee account',
  newBrowser: (browser: string, os: string, ip: string) => `Your account was just signed in from ${browser} on ${os} (IP address ${ip}).`,
  newBrowserCheck: 'If this was you, there is nothing to do. You can see and end your sessions in Profile → Security.',
};

export const securityTexts = {
  securityRow: 'Security',
  title: 'Security',
  intro: 'Where you are signed in, your password, and two-step sign-in.',
  sessionsTitle: 'Where you are signed in',
  thisDevice: 'This device',
  signOutSession: 'Sign out',
  signOutSessionLabel: (browser: string, os: string) => `Sign out ${browser} on ${os}`,
  signOutOthers: 'Sign out everywhere else',
  signingOut: 'Signing out...',
  onlyThisSession: 'You are signed in only on this device.',
  browserOn: (browser: string, os: string) => `${browser} on ${os}`,
  signedIn: (when: string) => `Signed in ${when}`,
  lastActive: (when: string) => `Last active ${when}`,
  ipAddress: (ip: string) => `IP address ${ip}`,
  sessionsLoading: 'Loading your sessions...',
  sessionsLoadFailed: 'Your sessions could not be loaded.',
  signOutFailed: 'That session could not be signed out. Please try again.',
  changePasswordFailed: 'Your password could not be changed. Please try again.',
  changePasswordTitle: 'Change password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  changePassword: 'Change password',
  changingPassword: 'Changing...',
  passwordsDoNotMatch: 'Passwords do not match',
  twoStepTitle: 'Two-step sign-in',
  verifyBanner: 'Please verify your email: open the link we sent you.',
  resendLink: 'Send a new link',
  resending: 'Sending...',
  verifyEmailTitle: 'Verify your email',
  verifyingEmail: 'Verifying your email...',
  verifyEmailDone: 'Your email is verified.',
  continueToApp: 'Continue',
  verifyNeedsEmail: 'Verify your email first: open the link we emailed you, then come back here. No link? Send a new one.',
};
