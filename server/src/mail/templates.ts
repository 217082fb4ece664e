import { escapeHtml } from '../../../domain/escape-html';
import { formatCad, formatInr, formatRate } from '../../../domain/format';
import type { Locale } from '../../../domain/locale';
import type { MailMessage } from './mailer';
import { mailTexts, type MailTexts, type TransferFacts } from './mail-texts';

/**
 * The customer's mail, written in the account's language (`locale`, users.locale): texts from
 * mail-texts.ts, amounts formatted in that language. Each caller passes the account's locale.
 */

/** One paragraph per line; empty lines only separate paragraphs in the text part. */
export function paragraphs(lines: readonly string[]): string {
  return lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '')).join('\n');
}

export function passwordResetMail(input: { to: string; firstName: string; link: string; validMinutes: number; locale: Locale }): MailMessage {
  const texts = mailTexts[input.locale];
  const mail = texts.passwordReset;
  const greeting = texts.hello(input.firstName);
  const lines = [greeting, '', mail.received, mail.openWithin(input.validMinutes), '', input.link, '', mail.ignore];
  return {
    to: input.to,
    subject: mail.subject,
    text: lines.join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(mail.received)}</p>`,
      `<p><a href="${escapeHtml(input.link)}">${escapeHtml(mail.link)}</a> ${escapeHtml(mail.validFor(input.validMinutes))}</p>`,
      `<p>${escapeHtml(mail.ignore)}</p>`,
    ].join('\n'),
  };
}

interface TransferOfMail {
  referenceCode: string;
  cadAmount: string;
  inrAmount: string;
  recipientName: string;
  recipientBankName?: string;
}

/**
 * The transfer's page in the app (/history/REFERENCE), and its receipt (/history/REFERENCE/receipt:
 * the page, which downloads the PDF — after signing in when the browser has no session).
 */
function transferLinks(appUrl: string, reference: string, texts: MailTexts['transferLinks'], withReceipt: boolean) {
  const page = `${appUrl}/history/${reference}`;
  const links = [{ label: texts.details, url: page }, ...(withReceipt ? [{ label: texts.receipt, url: `${page}/receipt` }] : [])];
  return {
    lines: links.map(({ label, url }) => `${label} ${url}`),
    html: links.map(({ label, url }) => `<p>${escapeHtml(label)} <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`).join('\n'),
  };
}

/** The transfer's facts as the mail writes them: amounts in the mail's language (INR always grouped the Indian way). */
function transferFacts(transfer: TransferOfMail, locale: Locale): TransferFacts {
  return {
    reference: transfer.referenceCode,
    cad: formatCad(transfer.cadAmount, locale),
    inr: formatInr(transfer.inrAmount, locale),
    recipientName: transfer.recipientName,
    bankName: transfer.recipientBankName ?? '',
  };
}

export function transferSubmittedMail(input: {
  to: string;
  firstName: string;
  transfer: { referenceCode: string; cadAmount: string; inrAmount: string; recipientName: string };
  paymentEmail: string;
  securityQuestion: string;
  securityAnswer: string;
  /** APP_URL: the mail links to the transfer's page and its receipt. */
  appUrl: string;
  locale: Locale;
}): MailMessage {
  const texts = mailTexts[input.locale];
  const mail = texts.transferSubmitted;
  const facts = transferFacts(input.transfer, input.locale);
  const links = transferLinks(input.appUrl, facts.reference, texts.transferLinks, true);
  const lines = [
    texts.hello(input.firstName),
    '',
    mail.received(facts),
    '',
    mail.sendNow,
    `  ${mail.to(input.paymentEmail)}`,
    `  ${mail.amount(facts.cad)}`,
    `  ${mail.message(facts.reference)}`,
    `  ${mail.question(input.securityQuestion)}`,
    `  ${mail.answer(input.securityAnswer)}`,
    '',
    mail.arrival,
  ];
  return {
    to: input.to,
    subject: mail.subject(facts.reference),
    text: [...lines, '', ...links.lines].join('\n'),
    html: `${paragraphs(lines)}\n${links.html}`,
  };
}

/** The customer's mail when an operator approves, rejects or completes their transfer. */
export function transferStatusMail(input: {
  to: string;
  firstName: string;
  transfer: { referenceCode: string; cadAmount: string; inrAmount: string; recipientName: string; recipientBankName: string };
  status: 'approved' | 'rejected' | 'completed';
  reason?: string | null | undefined;
  /** APP_URL: the mail links to the transfer's page. */
  appUrl: string;
  locale: Locale;
}): MailMessage {
  const texts = mailTexts[input.locale];
  const mail = texts.transferStatus;
  const facts = transferFacts(input.transfer, input.locale);
  const bodies = {
    approved: { subject: mail.approvedSubject(facts.reference), lines: [mail.approved(facts), mail.approvedNext] },
    rejected: {
      subject: mail.rejectedSubject(facts.reference),
      // The operator's reason is shown as they wrote it.
      lines: [mail.rejected(facts), ...(input.reason ? [mail.reason(input.reason)] : []), mail.rejectedReply],
    },
    completed: { subject: mail.completedSubject(facts.reference), lines: [mail.completed(facts), mail.thanks] },
  };
  const { subject, lines: body } = bodies[input.status];
  const lines = [texts.hello(input.firstName), '', ...body];
  const links = transferLinks(input.appUrl, facts.reference, texts.transferLinks, false);
  return { to: input.to, subject, text: [...lines, '', ...links.lines].join('\n'), html: `${paragraphs(lines)}\n${links.html}` };
}

/**
 * The customer's mail when their transfer is cancelled: at their own request, or by the system when
 * no payment was received within `unpaidHours`. It links to the transfer's page.
 */
export function transferCancelledMail(input: {
  to: string;
  firstName: string;
  transfer: { referenceCode: string; cadAmount: string; inrAmount: string; recipientName: string; recipientBankName: string };
  /** null: the customer cancelled it; else the hours it waited unpaid. */
  unpaidHours: number | null;
  detailsUrl: string;
  locale: Locale;
}): MailMessage {
  const texts = mailTexts[input.locale];
  const mail = texts.transferCancelled;
  const facts = transferFacts(input.transfer, input.locale);
  const why = input.unpaidHours === null ? [mail.byCustomer(facts)] : [mail.notPaid(facts, input.unpaidHours), mail.sendAgain];
  const lines = [texts.hello(input.firstName), '', ...why, mail.doNotPay, '', mail.details(input.detailsUrl)];
  return { to: input.to, subject: mail.subject(facts.reference), text: lines.join('\n'), html: paragraphs(lines) };
}

/** The customer's mail when an operator decides on their identity verification (or records one verified elsewhere). */
export function verificationOutcomeMail(input: {
  to: string;
  firstName: string;
  status: 'approved' | 'rejected';
  reason?: string | null | undefined;
  locale: Locale;
}): MailMessage {
  const texts = mailTexts[input.locale];
  const mail = texts.verification;
  const body =
    input.status === 'approved'
      ? { subject: mail.approvedSubject, lines: [...mail.approved] }
      : { subject: mail.rejectedSubject, lines: [mail.rejected, ...(input.reason ? [mail.reason(input.reason)] : []), mail.tryAgain] };
  const lines = [texts.hello(input.firstName), '', ...body.lines];
  return { to: input.to, subject: body.subject, text: lines.join('\n'), html: paragraphs(lines) };
}

/** Security mail (issue 18): an authenticator app now guards the account. */
export function secondFactorAddedMail(input: { to: string; firstName: string; appUrl: string; locale: Locale }): MailMessage {
  const texts = mailTexts[input.locale];
  const mail = texts.secondFactorAdded;
  const lines = [texts.hello(input.firstName), '', mail.added, '', mail.notYou(input.appUrl)];
  return { to: input.to, subject: mail.subject, text: lines.join('\n'), html: paragraphs(lines) };
}

/**
 * A rate alert was reached (issue 20): the new rate and the customer's target, in the mail's
 * language, with a link to the send screen.
 */
export function rateAlertMail(input: { to: string; firstName: string; rate: string; targetRate: string; sendUrl: string; locale: Locale }): MailMessage {
  const texts = mailTexts[input.locale];
  const mail = texts.rateAlert;
  const rate = formatRate(input.rate, input.locale);
  const reached = mail.reached(rate, formatRate(input.targetRate, input.locale));
  const lines = [texts.hello(input.firstName), '', reached, '', mail.send, input.sendUrl, '', mail.ratesChange, mail.ended];
  return {
    to: input.to,
    subject: mail.subject(rate),
    text: lines.join('\n'),
    html: [
      `<p>${escapeHtml(texts.hello(input.firstName))}</p>`,
      `<p>${escapeHtml(reached)}</p>`,
      `<p>${escapeHtml(mail.send)} <a href="${escapeHtml(input.sendUrl)}">${escapeHtml(mail.link)}</a></p>`,
      `<p>${escapeHtml(mail.ratesChange)}</p>`,
      `<p>${escapeHtml(mail.ended)}</p>`,
    ].join('\n'),
  };
}
