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
  caseKindInvalid: 'Kind must be eftr, eftr_beneficiary, str or sanctions',
  frozenInvalid: 'frozen must be true or false',
  passwordIncorrect: 'The password is not correct',
  /** 403 own_transfer: separation of duties (issue 31). */
  ownTransfer: 'You sent this transfer, so another operator must change its status.',
  /** 403 own_case: a verification, payment review or case about the operator or one of their recipients. */
  ownCase: 'This concerns you or one of your recipients, so another operator must handle it.',
  /** 409 second_operator_required. */
  secondOperatorToFile: 'You opened this case, so another operator must close it as filed.',
  secondOperatorForAuthority: 'You froze these transfers, so another operator must record what the authorities decided.',
  /** 409 listed_property_frozen on approving, completing or rejecting a frozen party's transfer. */
  frozen:
    'This transfer is frozen by a listed-person property report: it can be neither approved nor rejected until an operator records what the authorities decided.',
  listedPropertySanctionsOnly: 'Only a sanctions case can be closed as a listed-person property report.',
  notFrozen: 'This case froze no transfers, so there is no decision of the authorities to record.',
  authorityDecided: 'What the authorities decided is already recorded for this case.',
  operatorNotFound: 'Operator not found',
  assigneeNotOperator: 'Assign the case to an operator.',
  assigneeIsSubject: 'This operator is who the case is about, so they cannot work on it.',
  /** The narrative of a review case the refused-attempts rule opens. */
  attemptsSummary: (count: number) =>
    `${count} transfers refused by the rules within 24 hours (limits, identity, travel rule or holds). Review whether to report them as attempted transactions.`,
  accountClosed: 'Your account is closed and you are signed out everywhere. We keep your records for 5 years, as the law requires.',
} as const;

export default { complianceCaseMessages };
