import { escapeHtml } from '../../../domain/escape-html';
import { formatCad, formatCalendarDay, formatInr, formatRate } from '../../../domain/format';
import type { Locale } from '../../../domain/locale';
import { arrivalLine } from '../../../domain/transfer-timeline';
import { recipientAmountWording, type TransferStatus } from '../../../domain/transfer-status';
import { FONT, LIGHT, STATUS_COLOURS } from './layout-style';
import { layoutTexts } from './layout-texts';

/**
 * A transfer mail's amount card: what the customer sends, what the recipient gets (named as the
 * transfer's page names it), the rate, who gets it, and the day the money arrives — the day its
 * details page shows, computed by the same function (domain/transfer-timeline.ts expectedArrivalAt),
 * worded as that page words it (arrivalLine).
 */

export interface AmountCard {
  title: string;
  status: { label: string; tone: TransferStatus };
  rows: readonly { label: string; value: string; detail?: string; emphasis?: boolean }[];
  notes: readonly string[];
}

/** A transfer as its mail shows it: decimal strings as stored; `expectedBy` a day (YYYY-MM-DD) or none. */
export interface TransferOfMail {
  referenceCode: string;
  cadAmount: string;
  inrAmount: string;
  exchangeRate: string;
  recipientName: string;
  recipientBankName: string;
  expectedBy: string | null;
}

/** The card of `transfer` in the status the mail tells of, in the mail's language. */
export function transferCard(transfer: TransferOfMail, status: TransferStatus, locale: Locale): AmountCard {
  const texts = layoutTexts[locale].card;
  // The mail goes out as the status changes: a pending transfer's payment is not recorded yet.
  const arrival = arrivalLine({ status, expectedBy: transfer.expectedBy, timeline: [] });
  const notes = { arrived: [], expected: [texts.businessDays], ifPaidToday: [texts.ifPaidToday, texts.businessDays] };
  const wording = recipientAmountWording(status);
  return {
    title: texts.title(transfer.referenceCode),
    status: { label: texts.status[status], tone: status },
    rows: [
      { label: texts.youSend, value: formatCad(transfer.cadAmount, locale) },
      // The rupees stand out, unless none will be paid.
      { label: texts[wording], value: formatInr(transfer.inrAmount, locale), emphasis: wording !== 'notPaidOut' },
      { label: texts.rate, value: texts.rateValue(formatRate(transfer.exchangeRate, locale)) },
      { label: texts.recipient, value: transfer.recipientName, detail: transfer.recipientBankName },
      ...(arrival ? [{ label: arrival.kind === 'arrived' ? texts.arrived : texts.expectedBy, value: formatCalendarDay(arrival.day, locale) }] : []),
    ],
    notes: arrival ? notes[arrival.kind] : [],
  };
}

const esc = escapeHtml;
const TABLE = 'role="presentation" border="0" cellpadding="0" cellspacing="0"';

/** The card as a table: a title and a status chip, then one row per fact (label left, value right), then its notes. */
export function renderCard(card: AmountCard): string {
  const [chipBackground, chipText] = STATUS_COLOURS[card.status.tone].light;
  const rule = `border-top:1px solid ${LIGHT.border};`;
  const rows = card.rows.map(
    (row) => `<tr>
<td class="mr-muted mr-rule" style="${rule}padding:10px 12px 10px 0;font-size:14px;line-height:1.5;color:${LIGHT.muted};vertical-align:top;">${esc(row.label)}</td>
<td class="${row.emphasis ? 'mr-brand' : 'mr-text'} mr-rule" align="right" style="${rule}padding:10px 0;font-size:${row.emphasis ? 20 : 16}px;font-weight:700;line-height:1.4;color:${row.emphasis ? LIGHT.primary : LIGHT.text};text-align:right;vertical-align:top;overflow-wrap:anywhere;word-break:break-word;">${esc(row.value)}${
      row.detail ? `<br><span class="mr-muted" style="font-size:13px;font-weight:400;color:${LIGHT.muted};">${esc(row.detail)}</span>` : ''
    }</td>
</tr>`,
  );
  const notes = card.notes.length
    ? `<tr><td class="mr-muted" style="padding:0 20px 16px;font-size:13px;line-height:1.5;color:${LIGHT.muted};">${card.notes.map((note) => `<p style="margin:0 0 4px;">${esc(note)}</p>`).join('')}</td></tr>`
    : '';
  return `<table ${TABLE} width="100%" class="mr-muted-bg" style="margin:8px 0 24px;background-color:${LIGHT.surfaceMuted};border:1px solid ${LIGHT.border};border-radius:12px;border-collapse:separate;font-family:${FONT};">
<tr><td style="padding:16px 20px 4px;">
<table ${TABLE} width="100%"><tr>
<td class="mr-muted" style="font-size:14px;line-height:1.5;color:${LIGHT.muted};vertical-align:middle;">${esc(card.title)}</td>
<td align="right" style="vertical-align:middle;text-align:right;"><span class="mr-chip-${card.status.tone}" style="display:inline-block;padding:2px 10px;border-radius:999px;background-color:${chipBackground};color:${chipText};font-size:13px;font-weight:700;line-height:20px;white-space:nowrap;">${esc(card.status.label)}</span></td>
</tr></table>
</td></tr>
<tr><td style="padding:4px 20px 8px;">
<table ${TABLE} width="100%">
${rows.join('\n')}
</table>
</td></tr>
${notes}
</table>`;
}
