/** The English (Canada) texts of domain/passkey-texts.ts: the source every other language translates. */

const passkeyMessages = {
  challengeInvalid: 'This passkey request has expired or was already used. Please try again.',
  responseInvalid: 'The passkey answer could not be read. Please try again.',
  registrationFailed: 'This passkey could not be added. Please try again.',
  alreadyRegistered: 'This passkey is already added to an account.',
  notVerified: 'This passkey could not be verified. Please try again.',
  counterRegressed: 'This passkey reported a use count lower than before, which a copied passkey does. It was refused; remove it in Profile → Security and add it again.',
  notAccepted: 'That passkey is not accepted here. Sign in with your email and password.',
  otherAccount: 'That passkey belongs to another account.',
  notFound: 'Passkey not found',
  nameInvalid: 'Give the passkey a name of 1 to 60 characters',
  renamed: 'Passkey renamed',
  removed: 'Passkey removed',
};

const passkeyMail = {
  addedSubject: 'A passkey was added to your account',
  added: (name: string) => `A passkey named "${name}" was added to your MapleRupee account. It can now sign you in without your password.`,
  notYou: 'If this was not you, remove it at once in Profile → Security, reset your password from the sign-in screen ("Forgot Password") and contact support.',
};

const passkeyTexts = {
  sectionTitle: 'Passkeys',
  sectionIntro: 'Sign in with your fingerprint, face or screen lock instead of your password. A passkey also counts as your second step.',
  loading: 'Loading your passkeys...',
  loadFailed: 'Your passkeys could not be loaded.',
  none: 'No passkeys yet.',
  nameLabel: 'Name for the new passkey',
  nameHint: 'So you can tell it apart later, e.g. "My phone".',
  add: 'Add a passkey',
  adding: 'Adding...',
  added: 'Passkey added',
  unsupported: 'This browser cannot use passkeys.',
  cancelled: 'No passkey was added.',
  createdOn: (when: string) => `Added ${when}`,
  lastUsed: (when: string) => `Last used ${when}`,
  neverUsed: 'Not used to sign in yet',
  synced: 'Synced',
  rename: 'Rename',
  renameLabel: (name: string) => `Rename passkey ${name}`,
  renameTitle: 'Rename passkey',
  newNameLabel: 'New name',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  remove: 'Remove',
  removeLabel: (name: string) => `Remove passkey ${name}`,
  removeTitle: (name: string) => `Remove the passkey "${name}"?`,
  removeBody: 'It will no longer sign you in to MapleRupee. You can add it again later.',
  removing: 'Removing...',
  failed: 'That did not work. Please try again.',
  // Sign-in and step-up.
  signIn: 'Sign in with a passkey',
  signingIn: 'Waiting for your passkey...',
  signInCancelled: 'No passkey was used.',
  usePasskey: 'Use a passkey',
  stepUp: 'Confirm with a passkey',
  steppedUp: 'Confirmed with your passkey',
  defaultName: 'Passkey',
  renamed: 'Passkey renamed',
};

export default { passkeyMessages, passkeyMail, passkeyTexts };
