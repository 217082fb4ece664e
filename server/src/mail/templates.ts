import { formatCad, formatInr, formatRate } from '../../../domain/format';
import type { Locale } from '../../../domain/locale';
import { transferCard, type TransferOfMail } from './amount-card';
import { layoutMail, type MailBlock, type MailSite } from './layout';
import { layoutTexts } from './layout-texts';
import type { MailMessage } from './mailer';
import { mailTexts, type MailTexts, type TransferFacts } from './mail-texts';

/**
 * The customer's mail, written in the account's language (`locale`, users.locale): texts from
 * mail-texts.ts, amounts formatted in that language, in the one layout of layout.ts. Each caller
 * passes the account's locale and the site (APP_URL and the support address).
 */

/** The first line after the greeting: what the mailbox shows after the subject. */
export function preheaderOf(lines: readonly string[]): string {
  return lines.slice(1).find(Boolean) ?? lines[0] ?? '';
}

export function passwordResetMail(input: { to: string; firstName: string; link: string; validMinutes: number; site: MailSite; locale: Locale }): MailMessage {
  const texts = mailTexts[input.locale];
  const mail = texts.passwordReset;
  const greeting = texts.hello(input.firstName);
  const openWithin = mail.openWithin(input.validMinutes);
  const lines = [greeting, '', mail.received, openWithin, '', input.link, '', mail.ignore];
  return layoutMail({
    to: input.to,
    subject: mail.subject,
    text: lines.join('\n'),
    locale: input.locale,
    site: input.site,
    preheader: mail.received,
    blocks: [
      { kind: 'text', lines: [greeting, mail.received, openWithin] },
      { kind: 'button', label: mail.link, url: input.link, showAddress: true },
      { kind: 'text', lines: [mail.ignore] },
    ],
    footer: 'account',
  });
}

/**
 * The transfer's page in the app (/history/REFERENCE), and its receipt (/history/REFERENCE/receipt:
 * the page, which downloads the PDF — after signing in when the browser has no session).
 */
function transferLinks(appUrl: string, reference: string, texts: MailTexts['transferLinks'], withReceipt: boolean) {
  const page = `${appUrl}/history/${reference}`;
  const links = [{ label: texts.details, url: page }, ...(withReceipt ? [{ label: texts.receipt, url: `${page}/receipt` }] : [])];
  return { page, links, lines: links.map(({ label, url }) => `${label} ${url}`) };
}

/** The transfer's facts as the mail writes them: amounts in the mail's language (INR always grouped the Indian way). */
function transferFacts(transfer: TransferOfMail, locale: Locale): TransferFacts {
  return {
    reference: transfer.referenceCode,
    cad: formatCad(transfer.cadAmount, locale),
    inr: formatInr(transfer.inrAmount, locale),
    recipientName: transfer.recipientName,
    bankName: transfer.recipientBankName,
  };
}

/** The customer's first mail about a transfer: what to send by Interac e-Transfer, and where to follow it. */
export function transferSubmittedMail(input: {
  to: string;
  firstName: string;
  transfer: TransferOfMail;
  paymentEmail: string;
  securityQuestion: string;
  securityAnswer: string;
  site: MailSite;
  locale: Locale;
}): MailMessage {
  const texts = mailTexts[input.locale];
  const mail = texts.transferSubmitted;
  const facts = transferFacts(input.transfer, input.locale);
  const links = transferLinks(input.site.appUrl, facts.reference, texts.transferLinks, true);
  const greeting = texts.hello(input.firstName);
  const received = mail.received(facts);
  const etransfer = [
    mail.to(input.paymentEmail),
    mail.amount(facts.cad),
    mail.message(facts.reference),
    mail.question(input.securityQuestion),
    mail.answer(input.securityAnswer),
  ];
  const lines = [greeting, '', received, '', mail.sendNow, ...etransfer.map((line) => `  ${line}`), '', mail.arrival];
  return layoutMail({
    to: input.to,
    subject: mail.subject(facts.reference),
    text: [...lines, '', ...links.lines].join('\n'),
    locale: input.locale,
    site: input.site,
    preheader: received,
    blocks: [
      { kind: 'text', lines: [greeting, received] },
      { kind: 'card', card: transferCard(input.transfer, 'pending', input.locale) },
      { kind: 'text', lines: [mail.sendNow] },
      { kind: 'box', lines: etransfer },
      { kind: 'text', lines: [mail.arrival] },
      ...transferActions(links, input.locale),
    ],
    footer: 'transfer',
  });
}

/** The button to the transfer's page, then each link with its address (the text part's lines). */
function transferActions(links: ReturnType<typeof transferLinks>, locale: Locale): MailBlock[] {
  return [
    { kind: 'button', label: layoutTexts[locale].buttons.transfer, url: links.page, showAddress: false },
    { kind: 'links', links: links.links },
  ];
}

/** The customer's mail when an operator approves, rejects or completes their transfer. */
export function transferStatusMail(input: {
  to: string;
  firstName: string;
  transfer: TransferOfMail;
  status: 'approved' | 'rejected' | 'completed';
  reason?: string | null | undefined;
  site: MailSite;
  locale: Locale;
}): MailMessage {
  const texts = mailTexts[input.locale];
  const mail = texts.transferStatus;
  const facts = transferFacts(input.transfer, input.locale);
  const bodies = {
    approved: { subject: mail.approvedSubject(facts.reference), what: mail.approved(facts), then: [mail.approvedNext] },
    rejected: {
      subject: mail.rejectedSubject(facts.reference),
      what: mail.rejected(facts),
      // The operator's reason is shown as they wrote it.
      then: [...(input.reason ? [mail.reason(input.reason)] : []), mail.rejectedReply],
    },
    completed: { subject: mail.completedSubject(facts.reference), what: mail.completed(facts), then: [mail.thanks] },
  };
  const { subject, what, then } = bodies[input.status];
  const greeting = texts.hello(input.firstName);
  const links = transferLinks(input.site.appUrl, facts.reference, texts.transferLinks, false);
  return layoutMail({
    to: input.to,
    subject,
    text: [greeting, '', what, ...then, '', ...links.lines].join('\n'),
    locale: input.locale,
    site: input.site,
    preheader: what,
    blocks: [
      { kind: 'text', lines: [greeting, what] },
      { kind: 'card', card: transferCard(input.transfer, input.status, input.locale) },
      { kind: 'text', lines: then },
      ...transferActions(links, input.locale),
    ],
    footer: 'transfer',
  });
}

/**
 * The customer's mail when their transfer is cancelled: at their own request, or by the system when
 * no payment was received within `unpaidHours`. It links to the transfer's page.
 */
export function transferCancelledMail(input: {
  to: string;
  firstName: string;
  transfer: TransferOfMail;
  /** null: the customer cancelled it; else the hours it waited unpaid. */
  unpaidHours: number | null;
  detailsUrl: string;
  site: MailSite;
  locale: Locale;
}): MailMessage {
  const texts = mailTexts[input.locale];
  const mail = texts.transferCancelled;
  const facts = transferFacts(input.transfer, input.locale);
  const [what, ...then] = input.unpaidHours === null ? [mail.byCustomer(facts)] : [mail.notPaid(facts, input.unpaidHours), mail.sendAgain];
  const greeting = texts.hello(input.firstName);
  const details = mail.details(input.detailsUrl);
  return layoutMail({
    to: input.to,
    subject: mail.subject(facts.reference),
    text: [greeting, '', what, ...then, mail.doNotPay, '', details].join('\n'),
    locale: input.locale,
    site: input.site,
    preheader: what ?? '',
    blocks: [
      { kind: 'text', lines: [greeting, what ?? ''] },
      { kind: 'card', card: transferCard(input.transfer, 'cancelled', input.locale) },
      { kind: 'text', lines: [...then, mail.doNotPay] },
      { kind: 'button', label: layoutTexts[input.locale].buttons.transfer, url: input.detailsUrl, showAddress: false },
      { kind: 'note', lines: [details] },
    ],
    footer: 'transfer',
  });
}

/** The customer's mail when an operator decides on their identity verification (or records one verified elsewhere). */
export function verificationOutcomeMail(input: {
  to: string;
  firstName: string;
  status: 'approved' | 'rejected';
  reason?: string | null | undefined;
  site: MailSite;
  locale: Locale;
}): MailMessage {
  const texts = mailTexts[input.locale];
  const mail = texts.verification;
  const buttons = layoutTexts[input.locale].buttons;
  const body =
    input.status === 'approved'
      ? { subject: mail.approvedSubject, lines: [...mail.approved], button: { label: buttons.limits, path: '/profile/limits' } }
      : {
          subject: mail.rejectedSubject,
          lines: [mail.rejected, ...(input.reason ? [mail.reason(input.reason)] : []), mail.tryAgain],
          button: { label: buttons.verifyAgain, path: '/profile/verify' },
        };
  const lines = [texts.hello(input.firstName), '', ...body.lines];
  return layoutMail({
    to: input.to,
    subject: body.subject,
    text: lines.join('\n'),
    locale: input.locale,
    site: input.site,
    preheader: preheaderOf(lines),
    blocks: [
      { kind: 'text', lines },
      { kind: 'button', label: body.button.label, url: `${input.site.appUrl}${body.button.path}`, showAddress: false },
    ],
    footer: 'account',
  });
}

/**
 * A rate alert was reached (issue 20): the new rate and the customer's target, in the mail's
 * language, with a button to the send screen.
 */
export function rateAlertMail(input: { to: string; firstName: string; rate: string; targetRate: string; sendUrl: string; site: MailSite; locale: Locale }): MailMessage {
  const texts = mailTexts[input.locale];
  const mail = texts.rateAlert;
  const rate = formatRate(input.rate, input.locale);
  const greeting = texts.hello(input.firstName);
  const reached = mail.reached(rate, formatRate(input.targetRate, input.locale));
  const lines = [greeting, '', reached, '', mail.send, input.sendUrl, '', mail.ratesChange, mail.ended];
  return layoutMail({
    to: input.to,
    subject: mail.subject(rate),
    text: lines.join('\n'),
    locale: input.locale,
    site: input.site,
    preheader: reached,
    blocks: [
      { kind: 'text', lines: [greeting, reached, mail.send] },
      { kind: 'button', label: mail.link, url: input.sendUrl, showAddress: false },
      { kind: 'text', lines: [mail.ratesChange, mail.ended] },
    ],
    footer: 'rateAlert',
  });
}
