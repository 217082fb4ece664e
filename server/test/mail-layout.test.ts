import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../domain/escape-html';
import { SUPPORTED_LOCALES, type Locale } from '../../domain/locale';
import { layoutTexts, type LayoutTexts } from '../src/mail/layout-texts';
import { LOGO_CID } from '../src/mail/logo';
import { buttonUrl, everyMail, MAIL_KINDS, MARKUP_VALUES, SAMPLE_SITE, TRANSFER_MAIL_STATUS, type MailKind } from './mail-samples';

/**
 * Issue 34 item 9: every mail MapleRupee sends, of every kind, in every language, is in the one
 * layout (server/src/mail/layout.ts): the logo and the name, a preheader, one button to the mail's
 * own address, a transfer's amount card with its amounts in the mail's language, and the footer;
 * every value a person typed reaches the HTML as text; the HTML says every line of the text part;
 * and the text part is what it was before the layout, word for word (fixtures/mail/ holds each
 * kind's subject and text as the templates wrote them before; mail-samples.ts makes them again).
 */

const before = JSON.parse(readFileSync(new URL('./fixtures/mail/text-parts-before-layout.json', import.meta.url), 'utf8')) as Record<
  string,
  { subject: string; text: string }
>;

const NB = '\u00a0';
/** The sample transfer as each language writes it (1234.56 CAD, 77,700 INR at 62.94), with its arrival day. */
const CARD: Record<Locale, { cad: string; inr: string; rate: string; expected: string; arrived: string }> = {
  // Submitted or approved on Monday March 2, 2026: three business days, skipping Holi (Wednesday March 4, an Indian bank holiday).
  'en-CA': { cad: '$1,234.56', inr: '₹77,700.00', rate: '1 CAD = 62.94 INR', expected: 'Mar 6, 2026', arrived: 'Mar 2, 2026' },
  'fr-CA': { cad: `1${NB}234,56${NB}$`, inr: `77${NB}700,00${NB}₹`, rate: '1 CAD = 62,94 INR', expected: '6 mars 2026', arrived: '2 mars 2026' },
  'hi-IN': { cad: '$1,234.56', inr: '₹77,700.00', rate: '1 CAD = 62.94 INR', expected: '6 मार्च 2026', arrived: '2 मार्च 2026' },
};

const FOOTER_OF: Record<MailKind, keyof LayoutTexts['footer']['why']> = {
  passwordReset: 'account',
  transferSubmitted: 'transfer',
  transferApproved: 'transfer',
  transferRejected: 'transfer',
  transferCompleted: 'transfer',
  transferCancelledByCustomer: 'transfer',
  transferCancelledUnpaid: 'transfer',
  verificationApproved: 'account',
  verificationRejected: 'account',
  secondFactorAdded: 'security',
  rateAlert: 'rateAlert',
  verifyEmail: 'signUp',
  passwordChanged: 'security',
  newBrowser: 'security',
  passkeyAdded: 'security',
  passkeyRemoved: 'security',
  totpTurnedOff: 'security',
  recoveryCodesReplaced: 'security',
  secondFactorLocked: 'security',
};

/** What the HTML's entities stand for (escapeHtml writes &#N;; the layout writes a few named ones). */
const unescape = (html: string) =>
  html.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&');

/** The amount card's rows, [label, value] as the reader sees them. */
function cardRows(html: string): [string, string][] {
  return [...html.matchAll(/<td class="mr-muted mr-rule"[^>]*>([^<]*)<\/td>\s*<td class="[^"]*mr-rule"[^>]*>([^<]*)/g)].map((match) => [
    unescape(match[1]!),
    unescape(match[2]!),
  ]);
}

describe.each(SUPPORTED_LOCALES)('mail in %s', (locale) => {
  const mails = everyMail(MARKUP_VALUES, locale);
  const texts = layoutTexts[locale];

  it.each(MAIL_KINDS)('%s: its subject and text part are word for word what they were before the layout', (kind) => {
    const mail = mails[kind];
    expect(before[`${kind} ${locale}`]).toBeDefined();
    expect({ subject: mail.subject, text: mail.text }).toEqual(before[`${kind} ${locale}`]);
  });

  it.each(MAIL_KINDS)('%s: is in the layout — language, logo, name, preheader, one button to its address, footer', (kind) => {
    const html = mails[kind].html ?? '';
    expect(html.startsWith('<!DOCTYPE html>\n<html lang="' + locale + '" dir="ltr"')).toBe(true);
    expect(html).toContain(`<title>${escapeHtml(mails[kind].subject)}</title>`);
    expect(html).toContain('max-width:600px');
    expect(html).toMatch(new RegExp(`<img src="cid:${LOGO_CID}" width="40" height="40" alt=""`));
    expect(html).toContain('>Maple<span class="mr-brand" style="color:#0b6e66;">Rupee</span>');
    // The preheader is the text part's first line after the greeting.
    const firstLine = mails[kind].text.split('\n').filter(Boolean)[1]!;
    expect(html).toMatch(new RegExp(`<div class="mr-preheader" style="display:none;[^"]*">${escapeRegExp(escapeHtml(firstLine))}&#847;`));
    // One button, a table cell with the colour holding the link, to where this mail leads.
    const buttons = [...html.matchAll(/<td align="center" bgcolor="#0b6e66" class="mr-button"[^>]*>\s*<a href="([^"]*)" class="mr-button-link"[^>]*>([^<]+)<\/a>/g)];
    expect(buttons).toHaveLength(1);
    expect(unescape(buttons[0]![1]!)).toBe(buttonUrl(kind, MARKUP_VALUES));
    expect(html.match(/mr-button-link/g)).toHaveLength(2); // the link, and its dark colour in the style sheet
    // The footer: why it came, where to ask, the app.
    expect(html).toContain(`<p style="margin:0 0 8px;">${escapeHtml(texts.footer.why[FOOTER_OF[kind]])}</p>`);
    expect(html).toContain(`${escapeHtml(texts.footer.support)} <a href="mailto:${SAMPLE_SITE.supportEmail}"`);
    expect(html).toContain(`<a href="${SAMPLE_SITE.appUrl}" class="mr-link" style="color:#0b6e66;">app.maplerupee.test</a>`);
  });

  it.each(MAIL_KINDS)('%s: every value that came from a person is text in the HTML, never markup', (kind) => {
    const html = mails[kind].html ?? '';
    for (const markup of ['<script', '<b>', '<Bank>', '<i>', '<img src=x', '<blurred>', '<code>', '<148>', '"<x>', '"P"', '"phone"', "'Q'"]) {
      expect(html).not.toContain(markup);
    }
    expect(html).toContain(escapeHtml(MARKUP_VALUES.firstName));
    // Nothing but the layout's own elements: no handler attribute, no script, no remote resource.
    expect(html).not.toMatch(/<script|<[a-z][^>]*\son\w+\s*=|src="http/i);
  });

  it.each(MAIL_KINDS)('%s: the HTML says every line of the text part', (kind) => {
    const html = mails[kind].html ?? '';
    for (const line of mails[kind].text.split('\n').map((each) => each.trim()).filter(Boolean)) {
      // A line that ends with an address ("See your transfer …: https://…", or the address alone) has it as a link or a button.
      const address = /^(.*?)\s*(https?:\/\/\S+)$/.exec(line);
      if (address && !html.includes(escapeHtml(line))) {
        expect(html).toContain(escapeHtml(address[1]!));
        expect(html).toContain(`href="${escapeHtml(address[2]!)}"`);
      } else {
        expect(html).toContain(escapeHtml(line));
      }
    }
  });

  const transferKinds = MAIL_KINDS.filter((kind) => TRANSFER_MAIL_STATUS[kind]);
  it.each(transferKinds)('%s: the amount card — you send, they get, the rate, the recipient, and the day the money arrives', (kind) => {
    const status = TRANSFER_MAIL_STATUS[kind]!;
    const card = CARD[locale];
    const html = mails[kind].html ?? '';
    expect(html).toContain(`>${escapeHtml(texts.card.title('K7QP4MXR2A'))}</td>`);
    expect(html).toContain(`>${escapeHtml(texts.card.status[status])}</span>`);
    const theyGet = { pending: texts.card.recipientGets, approved: texts.card.recipientGets, completed: texts.card.received }[status as string] ?? texts.card.notPaidOut;
    const arrival: [string, string][] =
      status === 'completed' ? [[texts.card.arrived, card.arrived]] : status === 'pending' || status === 'approved' ? [[texts.card.expectedBy, card.expected]] : [];
    expect(cardRows(html)).toEqual([
      [texts.card.youSend, card.cad],
      [theyGet, card.inr],
      [texts.card.rate, card.rate],
      [texts.card.recipient, MARKUP_VALUES.recipientName],
      ...arrival,
    ]);
    expect(html.includes(escapeHtml(texts.card.ifPaidToday))).toBe(status === 'pending');
    // The rupees stand out in the brand colour, unless none will be paid.
    expect(html.includes(`<td class="mr-brand mr-rule"`)).toBe(status !== 'rejected' && status !== 'cancelled');
  });

  it.each(MAIL_KINDS.filter((kind) => !TRANSFER_MAIL_STATUS[kind]))('%s: has no amount card', (kind) => {
    expect(cardRows(mails[kind].html ?? '')).toEqual([]);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
