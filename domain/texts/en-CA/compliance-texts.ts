/** The English (Canada) texts of domain/compliance-texts.ts: the source every other language translates. */

import type { ToastText } from '../toast-text';
import type { IdDocumentType, PROVINCES } from '../../identity-documents';

type Province = (typeof PROVINCES)[number];

const complianceToasts = {
  verificationSubmitted: { title: 'Verification sent', description: 'We will email you when your identity is checked.' },
  verificationFailed: { title: 'Verification not sent', description: 'Please check your details and try again.' },
  accountClosed: { title: 'Account closed', description: 'You are signed out. Your records are kept as the law requires.' },
  closeAccountFailed: { title: 'Account not closed' },
  recipientAddressSaved: { title: 'Address saved', description: 'The recipient’s address has been updated.' },
  recipientAddressFailed: { title: 'Address not saved', description: 'Please check the address and try again.' },
  amountNeedsVerification: { title: 'Verify your identity first', description: 'Verify your identity to send this amount.' },
  amountOverLimit: { title: 'Amount over your limit' },
  recipientAddressNeeded: { title: 'Add the recipient’s address first', description: 'Transfers of $1,000 CAD or more need the recipient’s city and state.' },
} as const satisfies Record<string, ToastText>;

const complianceTexts = {
  /**
   * 409 name_locked on PATCH /api/profile, and the Profile screen's note under the name once the
   * identity is verified (issue 31): the name is the verified one; how to ask for a change.
   */
  nameLocked:
    'Your name is the one we verified on your photo ID, so it cannot be changed here. To change it (after a marriage, for example), contact support with a photo ID in your new name: we record it as a new verification.',
  nameLockedLabel: 'Verified name',
  // Profile rows.
  limitsRow: 'Verification & limits',
  closeAccountRow: 'Close account',

  // Verification & limits (/profile/limits).
  limitsTitle: 'Verification & limits',
  back: 'Back',
  backToProfile: 'Back to Profile',
  tier: 'Your level',
  tierNames: { basic: 'Basic', verified: 'Verified' },
  tierExplained: {
    basic: 'Basic: you can send under $1,000 in any 24 hours without verifying your identity.',
    verified: 'Verified: your identity is confirmed, so you can send larger amounts.',
  },
  verificationLabel: 'Identity',
  identityHeading: 'Your identity',
  verificationNames: { none: 'Not verified', pending: 'Being checked', verified: 'Verified', rejected: 'Not accepted' },
  verificationExplained: {
    none: 'The law asks us to verify your identity before you send $1,000 or more in 24 hours. It takes a few minutes: have your photo ID at hand.',
    pending: 'Thank you. We are checking your ID, usually within 1 business day. We will email you the result.',
    verified: 'Your identity is verified.',
    rejected: 'We could not verify your identity with the ID you sent. Please try again with a clear photo of a valid ID.',
  },
  verifyIdentity: 'Verify your identity',
  verifyAgain: 'Try again',
  limitsHeading: 'Your limits',
  perTransfer: 'Per transfer',
  perTransferValue: (amount: string) => `Up to ${amount} each time`,
  daily: 'Any 24 hours',
  monthly: 'Any 30 days',
  used: 'Used',
  remaining: 'Left',
  usedOf: (used: string, limit: string) => `${used} of ${limit} used`,
  remainingValue: (amount: string) => `${amount} left`,
  limitsNote: 'Limits count every transfer that was not rejected, over the last 24 hours and the last 30 days. Your bank also sets its own limits on Interac e-Transfers.',
  limitsLoading: 'Loading your limits...',
  limitsLoadFailed: 'We could not load your limits.',

  // Send screen.
  canSendNow: (amount: string) => `You can send up to ${amount} now`,
  limitReached: 'You have reached your limit for now. Older transfers stop counting after 24 hours (and 30 days).',
  needsVerification: (threshold: string) => `To send ${threshold} or more in 24 hours, the law asks us to verify your identity first.`,
  needsVerificationPending: 'Your identity is being checked. You can send this amount once it is verified.',
  needsVerificationRejected: 'We could not verify your identity. Verify it again to send this amount.',
  overLimit: (remaining: string) => `This is more than you can send now. You can send up to ${remaining}.`,
  verifyLink: 'Verify your identity',
  seeLimits: 'See your limits',
  transferRefusedTitle: 'This transfer cannot be sent',
  editRecipientAddress: (name: string) => `Add ${name}’s address`,
  recipientAddressNeeded: (threshold: string, name: string) =>
    `To send ${threshold} or more, the law asks for ${name}’s address: at least the city and state.`,

  // Verify your identity (/profile/verify).
  verifyTitle: 'Verify your identity',
  verifyIntro: 'We need this once, as the law asks of every money transfer service. Your details are kept safe and only our compliance team sees your ID.',
  aboutYou: 'About you',
  dateOfBirth: 'Date of birth',
  occupation: 'Occupation',
  occupationHint: 'For example: nurse, student, retired',
  homeAddress: 'Home address',
  street: 'Street address',
  city: 'City',
  province: 'Province or territory',
  selectProvince: 'Select province or territory',
  provinceNames: {
    AB: 'Alberta',
    BC: 'British Columbia',
    MB: 'Manitoba',
    NB: 'New Brunswick',
    NL: 'Newfoundland and Labrador',
    NS: 'Nova Scotia',
    NT: 'Northwest Territories',
    NU: 'Nunavut',
    ON: 'Ontario',
    PE: 'Prince Edward Island',
    QC: 'Quebec',
    SK: 'Saskatchewan',
    YT: 'Yukon',
  } satisfies Record<Province, string>,
  postalCode: 'Postal code',
  postalCodeHint: 'For example: K1A 0B1',
  photoId: 'Government photo ID',
  idType: 'Type of ID',
  selectIdType: 'Select type of ID',
  idTypes: {
    passport: 'Passport',
    drivers_licence: 'Driver’s licence',
    provincial_photo_id: 'Provincial photo ID card',
    permanent_resident_card: 'Permanent resident card',
  } satisfies Record<IdDocumentType, string>,
  idNumber: 'ID number',
  issuingJurisdiction: 'Issued by',
  issuingJurisdictionHint: 'The province, territory or country that issued it, e.g. Ontario or Canada',
  expiryDate: 'Expiry date',
  idPhoto: 'Photo of your ID',
  idPhotoHint: 'A clear photo or scan of the whole ID: JPEG, PNG or PDF, up to 5 MB.',
  idPhotoChosen: (name: string, size: string) => `${name} (${size})`,
  tooYoung: (age: number) => `You must be ${age} or older to send money with MapleRupee`,
  dateOfBirthFuture: 'Enter your real date of birth',
  idExpired: 'This ID has expired. Use an ID that is still valid',
  photoRequired: 'Add a photo of your ID',
  photoTooLarge: (max: string) => `This file is too large. Choose a photo or PDF of at most ${max}`,
  photoWrongType: 'Choose a JPEG or PNG photo, or a PDF',
  submitVerification: 'Send for verification',
  uploadingPhoto: 'Uploading photo...',
  submittingVerification: 'Sending...',
  verificationPendingTitle: 'Verification pending',
  verificationPendingText: 'Thank you. We are checking your ID, usually within 1 business day, and will email you the result. Until then you can keep sending under $1,000 in 24 hours.',
  alreadyVerifiedText: 'Your identity is already verified. There is nothing more to do.',
  alreadyPendingText: 'Your ID is already being checked. We will email you the result.',

  // Recipient address (travel rule).
  recipientAddress: 'Address',
  recipientCity: 'City',
  recipientState: 'State',
  recipientAddressHint: 'Needed for transfers of $1,000 CAD or more: at least the city and state.',
  recipientAddressTitle: 'Recipient’s address',
  recipientAddressIntro: 'For transfers of $1,000 CAD or more the law asks for the recipient’s address: at least the city and state.',
  editAddress: 'Edit address',
  editAddressLabel: (name: string) => `Edit ${name}’s address`,
  saveAddress: 'Save Address',
  savingAddress: 'Saving...',
  noAddress: 'No address yet',
  cityRequired: 'Enter the city',
  stateRequired: 'Enter the state',

  // Close account.
  closeAccountIntro: 'Closing your account signs you out everywhere and you can no longer send money with it.',
  closeAccountRecords: (years: number) =>
    `As the law requires, we keep the records of your account, identity checks and transfers for ${years} years, also after closing, then delete them.`,
  closeAccountPending: 'Transfers already sent keep going as usual. If one is still pending, contact support before closing.',
  closeAccountPassword: 'Your password',
  closeAccountPasswordHint: 'Enter your password to confirm.',
  closeAccountConfirm: 'Close account',
  closingAccount: 'Closing...',
} as const;

const LIMIT_NAMES = { perTransfer: 'per-transfer', daily: '24-hour', monthly: '30-day' } as const;
type LimitWindow = keyof typeof LIMIT_NAMES;

/** The compliance schemas' messages (verification form, limits editor, cases, the CLI). */
const complianceValidation = {
  limitNotAmount: (tier: string, window: LimitWindow) => `The ${tier} ${LIMIT_NAMES[window]} limit must be an amount in CAD`,
  limitDecimals: (tier: string, window: LimitWindow) => `The ${tier} ${LIMIT_NAMES[window]} limit must be an amount in CAD with at most 2 decimals`,
  limitAboveZero: (tier: string, window: LimitWindow) => `The ${tier} ${LIMIT_NAMES[window]} limit must be above 0`,
  perTransferOverMaximum: (tier: string, maximum: string) => `The ${tier} per-transfer limit cannot be above ${maximum} CAD`,
  perTransferOverDaily: (tier: string) => `The ${tier} per-transfer limit cannot be above its 24-hour limit`,
  dailyOverMonthly: (tier: string) => `The ${tier} 24-hour limit cannot be above its 30-day limit`,
  atMost: (max: number) => `At most ${max} characters`,
  streetRequired: 'Enter your street address',
  cityRequired: 'Enter your city',
  provinceRequired: 'Choose your province or territory',
  postalCodeFormat: 'Enter a postal code like K1A 0B1',
  dateOfBirthRequired: 'Enter your date of birth',
  occupationRequired: 'Enter your occupation',
  idTypeRequired: 'Choose the type of photo ID',
  idNumberRequired: 'Enter the ID number',
  idIssuerRequired: 'Enter who issued the ID',
  expiryDateRequired: 'Enter the expiry date',
  idPhotoRequired: 'Add a photo of your ID',
  decisionInvalid: 'Decision must be approved or rejected',
  outcomeInvalid: 'Outcome must be filed, cleared or listed_property',
  noteRequired: 'Write a note',
  narrativeRequired: 'Describe what is suspicious',
  transferIdInvalid: 'transferId must be a transfer id',
  userIdInvalid: 'userId must be a customer id',
  flagOneTarget: 'Flag either a transfer or a customer',
  rejectionReasonRequired: 'Say why the verification is rejected',
  customerEmailRequired: 'Give the customer’s email',
  assigneeInvalid: 'userId must be an operator’s id, or null',
  authorityDecisionInvalid: 'Decision must be released or seized',
  attemptsThresholdInvalid: 'Enter a whole number from 1 to 100',
} as const;

export default { complianceToasts, complianceTexts, complianceValidation };
