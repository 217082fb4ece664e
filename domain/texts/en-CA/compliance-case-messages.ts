/** The English (Canada) texts of domain/compliance-case-messages.ts: the source every other language translates. */

const complianceCaseMessages = {
  caseNotFound: 'Case not found',
  caseClosed: 'This case is already closed.',
  customerNotFound: 'Customer not found',
  /** 409 on approving or completing a held transfer; the answer's code is "compliance_hold". */
  onHold: 'This transfer is on hold for a compliance review',
  /** 409 on approving or completing a transfer whose parties are not yet screened against the current list; code "screening_pending". */
  screeningPending: 'This transfer waits for sanctions screening against the current list. Try again when the re-screen has finished.',
  caseStatusInvalid: 'Status must be open, closed or all',
  caseKindInvalid: 'Kind must be eftr, str or sanctions',
  passwordIncorrect: 'The password is not correct',
  accountClosed: 'Your account is closed and you are signed out everywhere. We keep your records for 5 years, as the law requires.',
} as const;

export default { complianceCaseMessages };
