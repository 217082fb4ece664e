/** The English (Canada) texts of domain/pwa-texts.ts: the source every other language translates. */

const pwaTexts = {
  installTitle: 'Install MapleRupee',
  installDescription: 'Add it to your home screen to open it in one tap, full screen.',
  install: 'Install',
  dismissInstall: 'Not now',
  installStepsTitle: 'Add MapleRupee to your home screen',
  safariSteps: ['Tap the Share button in Safari’s toolbar.', 'Scroll down and tap “Add to Home Screen”.', 'Tap “Add”.'],
  firefoxSteps: ['Tap the menu button (⋮ or ☰) in Firefox.', 'Tap “Install” (or “Add to Home screen”).', 'Confirm with “Add”.'],
  otherSteps: [
    'Open your browser’s menu (⋮ or the Share button).',
    'Tap “Install app” or “Add to Home screen”.',
    'Confirm, then open MapleRupee from your home screen.',
  ],
  gotIt: 'Got it',
  offlineTitle: 'You’re offline',
  offlineMessage: 'MapleRupee needs an internet connection to send money. Check your Wi-Fi or mobile data, then try again.',
  offlineBanner: 'You’re offline. An internet connection is needed to send money.',
  retry: 'Retry',
  retrying: 'Checking…',
  updateTitle: 'A new version is available',
  updateDescription: 'Reload to use the latest MapleRupee. Anything you typed on this screen will be cleared.',
  reload: 'Reload',
  later: 'Later',
} as const;

export default { pwaTexts };
