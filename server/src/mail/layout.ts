import { PRODUCT_NAME } from '../../../domain/constants';
import { escapeHtml } from '../../../domain/escape-html';
import type { Locale } from '../../../domain/locale';
import { splitWordmark } from '../../../domain/logo-parts';
import type { Config } from '../config';
import { renderCard, type AmountCard } from './amount-card';
import { FONT, LIGHT, STYLE_SHEET } from './layout-style';
import { layoutTexts, type LayoutTexts } from './layout-texts';
import { LOGO_CID, LOGO_SIZE } from './logo';
import type { MailMessage } from './mailer';

/**
 * The one layout of every mail MapleRupee sends (issue 34): the logo, the mail's own content (its
 * paragraphs, a transfer's amount card, one button), and a footer saying why it came and where to
 * ask. The templates (templates.ts, security-templates.ts) only fill it. The HTML says what the
 * text part says — the same lines, in the same order — with the address of the mail's action as a
 * button; the text part is the template's own and is not touched here.
 *
 * As mail clients need it: tables for layout, styles inline (layout-style.ts), at most 600 px wide,
 * `lang` and `dir` of the mail's language, a hidden preheader (the line a mailbox shows after the
 * subject), and every value escaped: a name or a reason is text, never markup.
 */

/** What the footer links to: APP_URL and the support address (COMPLAINTS_EMAIL, else the payment email). */
export interface MailSite {
  appUrl: string;
  supportEmail: string;
}

export function mailSite(config: Pick<Config, 'appUrl' | 'complaintsEmail'>): MailSite {
  return { appUrl: config.appUrl, supportEmail: config.complaintsEmail };
}

export type MailBlock =
  /** Paragraphs, one per line (empty lines only separate paragraphs in the text part). */
  | { kind: 'text'; lines: readonly string[] }
  /** Lines in a framed box: the e-Transfer to send. */
  | { kind: 'box'; lines: readonly string[] }
  | { kind: 'card'; card: AmountCard }
  /** The mail's one call to action; `showAddress` writes its address under it (when no line below shows it). */
  | { kind: 'button'; label: string; url: string; showAddress: boolean }
  /** Small print: a label, then its address as a link (a transfer's page and receipt). */
  | { kind: 'links'; links: readonly { label: string; url: string }[] }
  /** Small print: lines. */
  | { kind: 'note'; lines: readonly string[] };

export type FooterReason = keyof LayoutTexts['footer']['why'];

export interface MailContent {
  to: string;
  subject: string;
  /** The text part, as the template wrote it. */
  text: string;
  locale: Locale;
  site: MailSite;
  preheader: string;
  blocks: readonly MailBlock[];
  footer: FooterReason;
}

/** The languages' writing direction: all three are written left to right. */
const DIRECTION: Readonly<Record<Locale, 'ltr' | 'rtl'>> = { 'en-CA': 'ltr', 'fr-CA': 'ltr', 'hi-IN': 'ltr' };

const esc = escapeHtml;
const TABLE = 'role="presentation" border="0" cellpadding="0" cellspacing="0"';

export function layoutMail(content: MailContent): MailMessage {
  return { to: content.to, subject: content.subject, text: content.text, html: renderHtml(content) };
}

function renderHtml(content: MailContent): string {
  const lang = esc(content.locale);
  return `<!DOCTYPE html>
<html lang="${lang}" dir="${DIRECTION[content.locale]}" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${esc(content.subject)}</title>
<style>
${STYLE_SHEET}
</style>
</head>
<body class="mr-page" style="margin:0;padding:0;background-color:${LIGHT.page};">
${preheader(content.preheader)}
<table ${TABLE} width="100%" class="mr-page" style="background-color:${LIGHT.page};">
<tr><td align="center" class="mr-outer" style="padding:24px 12px;">
<!--[if mso]><table ${TABLE} width="600" align="center"><tr><td><![endif]-->
<table ${TABLE} width="100%" style="width:100%;max-width:600px;">
<tr><td style="padding:0 4px 16px;">${header()}</td></tr>
<tr><td class="mr-surface mr-pad mr-body mr-text" style="background-color:${LIGHT.surface};border:1px solid ${LIGHT.border};border-radius:12px;padding:32px 28px;font-family:${FONT};font-size:16px;line-height:1.6;color:${LIGHT.text};text-align:start;">
${content.blocks.map((block) => renderBlock(block, content.locale)).join('\n')}
</td></tr>
<tr><td class="mr-muted" style="padding:20px 8px 8px;font-family:${FONT};font-size:13px;line-height:1.6;color:${LIGHT.muted};">
${footer(content)}
</td></tr>
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr>
</table>
</body>
</html>
`;
}

/** Shown by the mailbox after the subject, hidden in the message; padded so the body's first words do not follow it there. */
function preheader(text: string): string {
  const padding = '&#847;&zwnj;&nbsp;'.repeat(40);
  return `<div class="mr-preheader" style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;mso-hide:all;font-size:1px;line-height:1px;color:${LIGHT.page};">${esc(text)}${padding}</div>`;
}

/** The leaf (a related PNG, logo.ts) and the name as live text, its second half in the brand colour. */
function header(): string {
  const [maple, rupee] = splitWordmark(PRODUCT_NAME);
  return `<table ${TABLE}><tr>
<td style="width:${LOGO_SIZE}px;padding-right:10px;vertical-align:middle;"><img src="cid:${LOGO_CID}" width="${LOGO_SIZE}" height="${LOGO_SIZE}" alt="" style="display:block;width:${LOGO_SIZE}px;height:${LOGO_SIZE}px;border:0;outline:none;"></td>
<td class="mr-text" style="vertical-align:middle;font-family:${FONT};font-size:24px;font-weight:700;letter-spacing:-0.2px;line-height:30px;color:${LIGHT.text};">${esc(maple)}<span class="mr-brand" style="color:${LIGHT.primary};">${esc(rupee)}</span></td>
</tr></table>`;
}

function renderBlock(block: MailBlock, locale: Locale): string {
  switch (block.kind) {
    case 'text':
      return block.lines.filter(Boolean).map((line) => `<p>${esc(line)}</p>`).join('\n');
    case 'box':
      return `<table ${TABLE} width="100%" style="margin:0 0 16px;"><tr><td class="mr-muted-bg" style="background-color:${LIGHT.surfaceMuted};border:1px solid ${LIGHT.border};border-radius:8px;padding:12px 16px;font-size:15px;line-height:1.6;overflow-wrap:anywhere;word-break:break-word;">
${block.lines.map((line) => `<p style="margin:0;">${esc(line)}</p>`).join('\n')}
</td></tr></table>`;
    case 'card':
      return renderCard(block.card);
    case 'button':
      return button(block.label, block.url, block.showAddress ? layoutTexts[locale].fallback : null);
    case 'links':
      return small(block.links.map(({ label, url }) => `<p style="margin:0 0 8px;">${esc(label)} <a href="${esc(url)}">${esc(url)}</a></p>`));
    case 'note':
      return small(block.lines.filter(Boolean).map((line) => `<p style="margin:0 0 8px;">${esc(line)}</p>`));
  }
}

/** Smaller, quieter lines; long addresses break anywhere rather than widen the mail on a phone. */
function small(paragraphs: readonly string[]): string {
  return `<div class="mr-links mr-muted" style="font-size:14px;line-height:1.6;color:${LIGHT.muted};overflow-wrap:anywhere;word-break:break-word;">
${paragraphs.join('\n')}
</div>`;
}

/**
 * A "bulletproof" button: a table cell with the colour (Outlook for Windows draws a cell's bgcolor),
 * holding the link, whose thick border of the same colour makes the 48 px target (Outlook ignores a
 * link's padding but draws its border). Optionally its address below, for a client that shows the
 * button but not where it leads, or a reader who copies it.
 */
function button(label: string, url: string, fallback: string | null): string {
  const href = esc(url);
  const cell = `<table ${TABLE} style="margin:8px 0 ${fallback ? 12 : 24}px;border-collapse:separate;"><tr><td align="center" bgcolor="${LIGHT.primary}" class="mr-button" style="border-radius:8px;background-color:${LIGHT.primary};">
<a href="${href}" class="mr-button-link" target="_blank" rel="noopener" style="display:inline-block;border:solid ${LIGHT.primary};border-width:14px 28px;font-family:${FONT};font-size:16px;font-weight:700;line-height:20px;color:${LIGHT.primaryText};text-decoration:none;border-radius:8px;background-color:${LIGHT.primary};">${esc(label)}</a>
</td></tr></table>`;
  if (!fallback) return cell;
  return `${cell}
<p class="mr-muted" style="margin:0 0 24px;font-size:13px;line-height:1.5;color:${LIGHT.muted};">${esc(fallback)}<br><a href="${href}" class="mr-link" style="color:${LIGHT.primary};word-break:break-all;">${href}</a></p>`;
}

function footer(content: MailContent): string {
  const texts = layoutTexts[content.locale].footer;
  const { appUrl, supportEmail } = content.site;
  const link = (href: string, text: string) => `<a href="${esc(href)}" class="mr-link" style="color:${LIGHT.primary};">${esc(text)}</a>`;
  const host = URL.canParse(appUrl) ? new URL(appUrl).host : appUrl;
  return [
    `<p style="margin:0 0 8px;">${esc(texts.why[content.footer])}</p>`,
    `<p style="margin:0 0 8px;">${esc(texts.support)} ${link(`mailto:${supportEmail}`, supportEmail)}</p>`,
    `<p style="margin:0;">${esc(PRODUCT_NAME)} · ${link(appUrl, host)}</p>`,
  ].join('\n');
}
