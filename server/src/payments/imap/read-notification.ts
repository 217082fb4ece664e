import { createHash } from 'node:crypto';
import { dkimVerify } from 'mailauth/lib/dkim/verify.js';
import { simpleParser, type ParsedMail } from 'mailparser';
import { compareDecimal, roundDecimal } from '../../../../domain/money';
import type { PaymentReviewReason } from '../../../../domain/payment-matching';
import { isReferenceCode, referenceWords } from '../../../../domain/reference-code';
import { removeHiddenCharactersKeepingLines } from '../../../../domain/text';
import type { IncomingETransfer } from '../collection-provider';
import { NOTIFICATION_TEMPLATES, OPTIONAL_PATTERNS, type NotificationTemplate } from './templates';

/**
 * One Interac auto-deposit notification → the e-Transfer it reports (issue 33 item 2). It is
 * trusted only when a DKIM signature of IMAP_DKIM_DOMAIN verifies (d= that domain, aligned with the
 * From domain) and the one From address is IMAP_SENDER; then it is read by a template
 * (templates.ts). Anything else is still returned, with the reason it needs an operator and its
 * text, so it lands in "Payments to review" and is never dropped:
 * - unverified_sender: no passing, aligned DKIM signature, or another sender (possibly forged);
 * - unreadable: trusted, but no template reads it;
 * - unsupported_currency: trusted and read, but not CAD;
 * - no_transfer: trusted and read, but its message holds no reference code.
 * A trusted notification's transaction id is its Interac reference number, so the same deposit is
 * recorded once whoever reads it; an untrusted one's is the hash of the mail, so a forgery can
 * never take the reference number of a real deposit still to come.
 */

/** Answers DNS questions as node:dns's resolve does (TXT: one array of strings per record); tests inject one. */
export type DnsResolver = (name: string, rrtype: string) => Promise<string[][] | string[]>;

export interface NotificationTrust {
  /** The only From address trusted (lower case). */
  sender: string;
  /** The DKIM signing domain required (lower case). */
  dkimDomain: string;
  resolver?: DnsResolver | undefined;
}

/** A notification bigger than this is not parsed (Interac's are a few tens of kB). */
const MAX_NOTIFICATION_BYTES = 1_000_000;
/** What operators see of a notification's text at most. */
const MAX_RAW_TEXT = 20_000;
/** The amount column's ceiling: numeric(10,2). */
const MAX_AMOUNT = '99999999.99';

/** The notification's text as an operator may read it: plain text, no hidden characters, bounded. */
export function displayText(text: string): string {
  // The one text policy's hidden characters (domain/text.ts), lines kept.
  return removeHiddenCharactersKeepingLines(text).slice(0, MAX_RAW_TEXT);
}

interface ReadFields {
  templateId: string;
  senderName: string;
  amount: string;
  currency: string;
  message: string;
  reference: string;
}

function normaliseAmount(raw: string, format: NotificationTemplate['amountFormat']): string | undefined {
  const plain = format === 'en' ? raw.replace(/,/g, '') : raw.replace(/[ \u00a0\u202f]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return undefined;
  const amount = roundDecimal(plain, 2);
  return compareDecimal(amount, '0') > 0 && compareDecimal(amount, MAX_AMOUNT) <= 0 ? amount : undefined;
}

/** The first template whose every required pattern matches, with its fields; undefined when none reads it. */
export function readWithTemplates(document: string, templates: readonly NotificationTemplate[] = NOTIFICATION_TEMPLATES): ReadFields | undefined {
  for (const template of templates) {
    const groups: Record<string, string> = {};
    const matched = template.patterns.every((pattern) => {
      const match = pattern.exec(document);
      if (!match) return OPTIONAL_PATTERNS.has(pattern);
      for (const [key, value] of Object.entries(match.groups ?? {})) if (value !== undefined) groups[key] = value;
      return true;
    });
    if (!matched) continue;
    const senderName = groups['senderName']?.trim();
    const amount = groups['amount'] === undefined ? undefined : normaliseAmount(groups['amount'], template.amountFormat);
    const reference = groups['reference'];
    if (!senderName || !amount || !reference) continue;
    return {
      templateId: template.id,
      senderName: senderName.slice(0, 200),
      amount,
      currency: groups['currency'] ?? template.currency,
      message: (groups['message'] ?? '').trim().slice(0, 400),
      reference,
    };
  }
  return undefined;
}

/** Whether the message names a reference code at all (split as the matcher splits it). */
function namesReferenceCode(message: string): boolean {
  return referenceWords(message).some(isReferenceCode);
}

function domainOf(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1).toLowerCase();
}

async function isTrusted(source: Buffer, mail: ParsedMail, trust: NotificationTrust): Promise<boolean> {
  const fromHeaders = mail.headerLines.filter((line) => line.key === 'from');
  const from = mail.from?.value ?? [];
  const address = from[0]?.address?.toLowerCase();
  if (fromHeaders.length !== 1 || from.length !== 1 || address !== trust.sender) return false;
  const fromDomain = domainOf(address);
  // Relaxed alignment (as DMARC): the From domain is the signing domain or under it.
  if (fromDomain !== trust.dkimDomain && !fromDomain.endsWith(`.${trust.dkimDomain}`)) return false;
  const verified = await dkimVerify(source, trust.resolver ? { resolver: trust.resolver } : {});
  // A signature with a body length (l=) that leaves part of the body unsigned covers only part of
  // what would be read: refused, as if unsigned.
  return verified.results.some(
    (result) => result.status.result === 'pass' && !result.status.underSized && result.signingDomain.toLowerCase() === trust.dkimDomain,
  );
}

function review(reason: PaymentReviewReason, fields: Partial<ReadFields>, source: Buffer, rawText: string, receivedAt: Date, fallbackName: string): IncomingETransfer {
  // A trusted notification keeps its Interac reference as id; any other is known by its content only.
  const trustedReference = reason === 'unsupported_currency' || reason === 'no_transfer' ? fields.reference : undefined;
  return {
    transactionId: trustedReference ?? `mail:${createHash('sha256').update(source).digest('hex')}`,
    message: displayText(fields.message ?? ''),
    amount: fields.amount ?? '0.00',
    senderName: displayText(fields.senderName ?? fallbackName),
    senderEmail: '',
    receivedAt,
    reviewReason: reason,
    rawText,
  };
}

/** Reads one notification's raw source (RFC 822) into the e-Transfer it reports, or its review. */
export async function readNotification(source: Buffer, trust: NotificationTrust, fallbackReceivedAt: Date): Promise<IncomingETransfer> {
  if (source.length > MAX_NOTIFICATION_BYTES) {
    return review('unreadable', {}, source, displayText(source.subarray(0, MAX_RAW_TEXT).toString('utf8')), fallbackReceivedAt, '');
  }
  const mail = await simpleParser(source, { skipImageLinks: true, skipTextToHtml: true });
  const subject = mail.subject ?? '';
  const text = mail.text ?? '';
  const receivedAt = mail.date && !Number.isNaN(mail.date.getTime()) ? mail.date : fallbackReceivedAt;
  const rawText = displayText(`From: ${mail.from?.text ?? ''}\nSubject: ${subject}\nDate: ${receivedAt.toISOString()}\n\n${text}`);
  const fallbackName = displayText(mail.from?.value[0]?.name ?? '').slice(0, 200);
  const fields = readWithTemplates(`Subject: ${subject}\n${text.replace(/\r\n?/g, '\n')}`);
  if (!(await isTrusted(source, mail, trust))) return review('unverified_sender', fields ?? {}, source, rawText, receivedAt, fallbackName);
  if (!fields) return review('unreadable', {}, source, rawText, receivedAt, fallbackName);
  if (fields.currency !== 'CAD') return review('unsupported_currency', fields, source, rawText, receivedAt, fallbackName);
  if (!namesReferenceCode(fields.message)) return review('no_transfer', fields, source, rawText, receivedAt, fallbackName);
  return {
    transactionId: fields.reference,
    message: displayText(fields.message),
    amount: fields.amount,
    senderName: displayText(fields.senderName),
    senderEmail: '',
    receivedAt,
  };
}
