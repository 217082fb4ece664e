/** The English (Canada) texts of domain/verification-messages.ts: the source every other language translates. */

const verificationMessages = {
  documentTooLarge: (maxBytes: number) =>
    `The photo of your ID must be ${maxBytes / (1024 * 1024)} MB or smaller. Take a smaller photo or scan and try again.`,
  documentWrongType: 'Send the photo of your ID as a JPEG or PNG image or a PDF document (Content-Type image/jpeg, image/png or application/pdf).',
  documentNotAllowed: 'This file is not a JPEG or PNG image or a PDF document. Send a photo or a scan of your ID.',
  documentMismatch: (actual: string, declared: string) =>
    `This file is ${actual} but was sent as ${declared}. Send it with the type it really is.`,
  documentEmpty: 'The photo of your ID is empty. Choose the file again.',
  documentMissing: 'Add a photo of your ID',
  documentUsed: 'This photo was already sent with an earlier verification. Upload the photo of your ID again.',
  documentUnreadable: 'This picture cannot be read: the file may be damaged. Take the photo again, or scan your ID as a PDF.',
  documentTooManyPixels: (megapixels: number) =>
    `This picture is larger than ${megapixels} megapixels. Take a smaller photo, or scan your ID as a PDF.`,
  documentUploadsLimited: 'You have uploaded as many photos of an ID as we accept for now. Try again later (tomorrow at the latest).',
  tooYoung: (minimumAge: number) => `You must be ${minimumAge} or older to send money with MapleRupee.`,
  idExpired: 'This ID has expired. Use an ID whose expiry date is after today.',
  alreadyPending: 'Your identity verification is already waiting for review. We will email you the outcome.',
  alreadyVerified: 'Your identity is already verified.',
  notFound: 'Verification not found',
  documentNotFound: 'This verification has no photo of an ID',
  decided: (status: string) => `This verification was already ${status}.`,
  ownVerification: 'You cannot decide on your own identity verification: ask another operator.',
  statusInvalid: 'Status must be one of pending, approved, rejected or all',
  methodInvalid: 'The method must be in-person, dual-process or credit-file',
  noteRequired: 'Write a note saying how the identity was verified',
} as const;

export default { verificationMessages };
