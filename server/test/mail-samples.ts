import type { Locale } from '../../domain/locale';
import { expectedArrivalAt } from '../../domain/transfer-timeline';
import type { TransferStatus } from '../../domain/transfer-status';
import type { TransferOfMail } from '../src/mail/amount-card';
import type { MailSite } from '../src/mail/layout';
import type { MailMessage } from '../src/mail/mailer';
import * as security from '../src/mail/security-templates';
import * as templates from '../src/mail/templates';

/**
 * Every kind of mail MapleRupee sends, built by its template from one set of sample facts: for the
 * layout's tests (server/test/mail-layout.test.ts, with values that look like markup) and for its
 * pictures (e2e/screenshots/mail.shots.ts, with ordinary ones).
 */

/** What a person typed, or an operator wrote, that a mail repeats. */
export interface SampleValues {
  firstName: string;
  recipientName: string;
  bankName: string;
  rejectionReason: string;
  verificationReason: string;
  securityQuestion: string;
  securityAnswer: string;
  browser: string;
  addedPasskey: string;
  removedPasskey: string;
  resetToken: string;
}

/** Values that are markup, quotes and ampersands: each must reach the HTML as text (fixtures/mail/ was written with these). */
export const MARKUP_VALUES: SampleValues = {
  firstName: 'Asha <script>alert("x")</script> & \'Q\'',
  recipientName: 'Priya "P" <b>Sharma</b>',
  bankName: 'Canara <Bank>',
  rejectionReason: 'Wrong IFSC <i>code</i>',
  verificationReason: 'Photo <blurred>',
  securityQuestion: 'Reference <code>?',
  securityAnswer: 'maple&rupee',
  browser: 'Firefox <148>',
  addedPasskey: '<img src=x onerror=alert(1)>',
  removedPasskey: 'My "phone"',
  resetToken: 'abc"<x>',
};

export const ORDINARY_VALUES: SampleValues = {
  firstName: 'Asha',
  recipientName: 'Priya Sharma',
  bankName: 'Canara Bank',
  rejectionReason: 'The account number does not match the IFSC code.',
  verificationReason: 'The photo of the ID is blurred.',
  securityQuestion: 'What is the transfer reference?',
  securityAnswer: 'maplerupee',
  browser: 'Firefox',
  addedPasskey: 'My phone',
  removedPasskey: 'Old laptop',
  resetToken: 'q3Xv9LmT2bRk8WcZ',
};

export const SAMPLE_SITE: MailSite = { appUrl: 'https://app.maplerupee.test', supportEmail: 'support@maplerupee.test' };
export const SAMPLE_REFERENCE = 'K7QP4MXR2A';
/** When the event of each transfer mail happened: a Monday in Toronto. */
const EVENT_AT = new Date('2026-03-02T14:05:00Z');
const TIME_ZONE = 'America/Toronto';

export const MAIL_KINDS = [
  'passwordReset',
  'transferSubmitted',
  'transferApproved',
  'transferRejected',
  'transferCompleted',
  'transferCancelledByCustomer',
  'transferCancelledUnpaid',
  'verificationApproved',
  'verificationRejected',
  'secondFactorAdded',
  'rateAlert',
  'verifyEmail',
  'passwordChanged',
  'newBrowser',
  'passkeyAdded',
  'passkeyRemoved',
  'totpTurnedOff',
  'recoveryCodesReplaced',
  'secondFactorLocked',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** The transfer mails, and the status each tells of. */
export const TRANSFER_MAIL_STATUS: Partial<Record<MailKind, TransferStatus>> = {
  transferSubmitted: 'pending',
  transferApproved: 'approved',
  transferRejected: 'rejected',
  transferCompleted: 'completed',
  transferCancelledByCustomer: 'cancelled',
  transferCancelledUnpaid: 'cancelled',
};

/** The sample transfer in `status`, its arrival day computed as the mail queue computes it. */
export function sampleTransfer(values: SampleValues, status: TransferStatus): TransferOfMail {
  return {
    referenceCode: SAMPLE_REFERENCE,
    cadAmount: '1234.56',
    inrAmount: '77700.00',
    exchangeRate: '62.9400',
    recipientName: values.recipientName,
    recipientBankName: values.bankName,
    expectedBy: expectedArrivalAt({ status, paymentMethod: 'economy', now: EVENT_AT, approvedAt: EVENT_AT, completedAt: EVENT_AT, timeZone: TIME_ZONE }),
  };
}

/** Where each mail's button leads. */
export function buttonUrl(kind: MailKind, values: SampleValues): string {
  const { appUrl } = SAMPLE_SITE;
  if (TRANSFER_MAIL_STATUS[kind]) return `${appUrl}/history/${SAMPLE_REFERENCE}`;
  const urls: Partial<Record<MailKind, string>> = {
    passwordReset: `${appUrl}/reset-password?token=${values.resetToken}`,
    verifyEmail: `${appUrl}/verify-email?token=abc`,
    rateAlert: `${appUrl}/`,
    verificationApproved: `${appUrl}/profile/limits`,
    verificationRejected: `${appUrl}/profile/verify`,
  };
  return urls[kind] ?? `${appUrl}/profile/security`;
}

/** Every kind of mail, in `locale`, with `values`. */
export function everyMail(values: SampleValues, locale: Locale): Record<MailKind, MailMessage> {
  const to = 'asha@example.com';
  const site = SAMPLE_SITE;
  const who = { to, firstName: values.firstName, site, locale };
  const transfer = (status: TransferStatus) => sampleTransfer(values, status);
  const detailsUrl = `${site.appUrl}/history/${SAMPLE_REFERENCE}`;
  return {
    passwordReset: templates.passwordResetMail({ ...who, link: buttonUrl('passwordReset', values), validMinutes: 60 }),
    transferSubmitted: templates.transferSubmittedMail({
      ...who,
      transfer: transfer('pending'),
      paymentEmail: 'pay@maplerupee.test',
      securityQuestion: values.securityQuestion,
      securityAnswer: values.securityAnswer,
    }),
    transferApproved: templates.transferStatusMail({ ...who, transfer: transfer('approved'), status: 'approved' }),
    transferRejected: templates.transferStatusMail({ ...who, transfer: transfer('rejected'), status: 'rejected', reason: values.rejectionReason }),
    transferCompleted: templates.transferStatusMail({ ...who, transfer: transfer('completed'), status: 'completed' }),
    transferCancelledByCustomer: templates.transferCancelledMail({ ...who, transfer: transfer('cancelled'), unpaidHours: null, detailsUrl }),
    transferCancelledUnpaid: templates.transferCancelledMail({ ...who, transfer: transfer('cancelled'), unpaidHours: 48, detailsUrl }),
    verificationApproved: templates.verificationOutcomeMail({ ...who, status: 'approved' }),
    verificationRejected: templates.verificationOutcomeMail({ ...who, status: 'rejected', reason: values.verificationReason }),
    secondFactorAdded: security.secondFactorAddedMail(who),
    rateAlert: templates.rateAlertMail({ ...who, rate: '64.5', targetRate: '64.25', sendUrl: buttonUrl('rateAlert', values) }),
    verifyEmail: security.verifyEmailMail({ ...who, link: buttonUrl('verifyEmail', values) }),
    passwordChanged: security.passwordChangedMail(who),
    newBrowser: security.newBrowserMail({ ...who, browser: values.browser, os: 'Unknown system', ip: '203.0.113.7', at: EVENT_AT }),
    passkeyAdded: security.passkeyAddedMail({ ...who, name: values.addedPasskey }),
    passkeyRemoved: security.passkeyRemovedMail({ ...who, name: values.removedPasskey }),
    totpTurnedOff: security.totpTurnedOffMail(who),
    recoveryCodesReplaced: security.recoveryCodesReplacedMail(who),
    secondFactorLocked: security.secondFactorLockedMail({ ...who, ip: '203.0.113.7', lockedUntil: new Date('2026-03-02T14:20:00Z') }),
  };
}
