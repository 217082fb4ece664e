import { PRODUCT_NAME, TRANSFER_FEE_CAD } from '../../../domain/constants';
import { formatCad, formatCalendarDay, formatDateTime, formatInr, formatRate } from '../../../domain/format';
import type { Locale } from '../../../domain/locale';
import { LEFT_HALF, RIGHT_HALF, RUPEE, splitWordmark } from '../../../domain/logo-parts';
import { screenTexts } from '../../../domain/messages';
import { sumDecimals } from '../../../domain/money';
import { receiptTexts } from '../../../domain/receipt-texts';
import type { TransferDetails } from '../../../domain/schemas/transfer';
import { transferDetailsTexts } from '../../../domain/transfer-details-texts';
import { arrivalLine } from '../../../domain/transfer-timeline';
import type { ReceiptFonts } from './receipt-fonts';

/**
 * A transfer's receipt as one Letter page (issue 20), written in the current language (the caller
 * makes it the account's): who sends what to whom, at which rate and fee, each step's time, when
 * the money arrives, the cancelling terms and where to complain, under the business's name and
 * FINTRAC registration. Only what the customer's own view shows: the account number stays masked.
 */

export interface ReceiptContent {
  locale: Locale;
  issuedAt: Date;
  /** BUSINESS_TIMEZONE: every time is written there, and the receipt says so. */
  timeZone: string;
  msbRegistrationNumber: string | undefined;
  complaintsEmail: string;
  /** UNPAID_CANCEL_HOURS: how long a customer has to pay before an unpaid transfer is cancelled; undefined when it is off. */
  unpaidCancelHours: number | undefined;
  customer: { name: string; email: string; address: string | null };
  transfer: TransferDetails;
  recipientIfsc: string;
}

const PAGE = { width: 612, height: 792, margin: 50 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const GUTTER = 24;
const COLUMN_WIDTH = (CONTENT_WIDTH - GUTTER) / 2;
const RIGHT_X = PAGE.margin + COLUMN_WIDTH + GUTTER;
const COLOURS = { text: '#1a1f1e', muted: '#5b6664', primary: '#0b6e66', rule: '#d5dedc', maple: '#c8312b', saffron: '#e8961e' } as const;
/** The type shrinks by these steps, down to the last, until the longest names and reasons the forms take fit the page. */
const SCALES = [1, 0.92, 0.85, 0.78, 0.72, 0.66];

/**
 * A label and its value. An `identifier` (an email address) is never broken inside a word, where
 * a reader would copy it wrong ("name@example.co" / "m"): it shrinks to fit its column, and an
 * address too long even then goes onto two lines after its "@" (each half up to about 40
 * characters; only a longer half still wraps inside).
 */
type Row = readonly [label: string, value: string, kind?: 'identifier'];
/** The smallest size an identifier shrinks to, in points before the page's own scale. */
const IDENTIFIER_MIN_SIZE = 6.5;
type Font = 'regular' | 'bold';

/** The font has no narrow no-break space (Intl writes one in some French formats): its wide sibling looks the same. */
const printable = (text: string) => text.replaceAll('\u202f', '\u00a0');

export async function writeReceiptPdf(content: ReceiptContent, fonts: ReceiptFonts): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE.margin,
    lang: content.locale,
    displayTitle: true,
    info: { Title: `${PRODUCT_NAME} — ${receiptTexts.title} ${content.transfer.referenceCode}`, Author: PRODUCT_NAME, CreationDate: content.issuedAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // pdfkit takes a font fontkit has parsed already (its typings, written for 0.17, say only files and bytes).
  doc.registerFont('regular', fonts.regular as unknown as PDFKit.Mixins.PDFFontSource);
  doc.registerFont('bold', fonts.bold as unknown as PDFKit.Mixins.PDFFontSource);

  const blocks = receiptBlocks(content);
  const bottom = PAGE.height - PAGE.margin;
  // Measured first (nothing drawn), then drawn at the largest scale whose layout ends on the page.
  const scale = SCALES.find((candidate) => layOut(doc, blocks, candidate, false) <= bottom) ?? SCALES.at(-1)!;
  drawLogo(doc);
  layOut(doc, blocks, scale, true);
  doc.end();
  return ended;
}

interface ReceiptBlocks {
  title: string;
  issued: string;
  registration: string;
  reference: string;
  status: string;
  amounts: string;
  sender: readonly Row[];
  recipient: readonly Row[];
  money: readonly Row[];
  dates: readonly Row[];
  timesNote: string;
  terms: readonly (readonly [title: string, text: string])[];
  keep: string;
}

/** Every text of the receipt, in the current language. */
function receiptBlocks(content: ReceiptContent): ReceiptBlocks {
  const { transfer, locale, timeZone } = content;
  const when = (iso: string) => formatDateTime(iso, locale, timeZone);
  const day = (calendarDay: string) => formatCalendarDay(calendarDay, locale);
  const dates: Row[] = transfer.timeline.flatMap((entry): Row[] => [
    [transferDetailsTexts.steps[entry.step], when(entry.at)],
    ...(entry.note ? [[receiptTexts.reason, entry.note] as const] : []),
  ]);
  const arrival = arrivalLine(transfer);
  if (arrival?.kind === 'arrived') dates.push([receiptTexts.arrivedOn, day(arrival.day)]);
  else if (arrival?.kind === 'ifPaidToday') dates.push([receiptTexts.expectedBy, receiptTexts.expectedEstimate(day(arrival.day))]);
  else if (arrival) dates.push([receiptTexts.expectedBy, day(arrival.day)]);
  const labels: Record<string, string> = { ...transferDetailsTexts.steps, ...screenTexts.statusLabels };
  return {
    title: receiptTexts.title,
    issued: receiptTexts.issued(when(content.issuedAt.toISOString())),
    registration: receiptTexts.msbRegistration(content.msbRegistrationNumber ?? receiptTexts.msbNotProvided),
    reference: `${receiptTexts.reference} ${transfer.referenceCode}`,
    status: receiptTexts.statusLine(labels[transfer.status] ?? transfer.status),
    amounts: `${formatCad(transfer.cadAmount, locale)}  ›  ${formatInr(transfer.inrAmount, locale)}`,
    sender: [
      [receiptTexts.name, content.customer.name],
      [receiptTexts.email, content.customer.email, 'identifier'],
      ...(content.customer.address ? [[receiptTexts.address, content.customer.address] as const] : []),
    ],
    recipient: [
      [receiptTexts.name, transfer.recipientName],
      [receiptTexts.bank, transfer.recipientBankName],
      [receiptTexts.ifsc, content.recipientIfsc],
      [receiptTexts.account, transfer.recipientAccount],
    ],
    money: [
      [receiptTexts.amountSent, formatCad(transfer.cadAmount, locale)],
      [receiptTexts.fee, formatCad(TRANSFER_FEE_CAD, locale)],
      [receiptTexts.totalPaid, formatCad(sumDecimals([transfer.cadAmount, TRANSFER_FEE_CAD], 2), locale)],
      [receiptTexts.exchangeRate, screenTexts.rateLine(formatRate(transfer.exchangeRate, locale))],
      [receiptTexts.recipientGets, formatInr(transfer.inrAmount, locale)],
      [receiptTexts.paymentMethod, transfer.paymentMethod === 'instant' ? receiptTexts.instant : receiptTexts.economy],
      [receiptTexts.payBy, screenTexts.payByValue],
    ],
    dates,
    timesNote: receiptTexts.timesIn(timeZone),
    terms: [
      [
        receiptTexts.cancellationTitle,
        content.unpaidCancelHours === undefined ? receiptTexts.cancellationTermsNoTimeLimit : receiptTexts.cancellationTerms(content.unpaidCancelHours),
      ],
      [receiptTexts.complaintsTitle, receiptTexts.complaints(content.complaintsEmail)],
    ],
    keep: receiptTexts.keep,
  };
}

/** The mark (64 × 64 units, as web/brand/logo.svg) at the top left. */
function drawLogo(doc: PDFKit.PDFDocument): void {
  const points = (list: string) => list.split(' ').map((pair) => pair.split(',').map(Number));
  doc.save().translate(PAGE.margin, PAGE.margin - 4).scale(36 / 64);
  doc.polygon(...points(LEFT_HALF)).fill(COLOURS.maple);
  doc.polygon(...points(RIGHT_HALF)).fill(COLOURS.saffron);
  doc.path(RUPEE).lineWidth(2.6).lineCap('round').lineJoin('round').stroke('#ffffff');
  doc.restore();
}

/**
 * Lays the receipt out at `scale` (of every text size); draws it when `draw`, else only measures.
 * Answers where the last line ends.
 */
function layOut(doc: PDFKit.PDFDocument, blocks: ReceiptBlocks, scale: number, draw: boolean): number {
  /** Writes (or measures) a text `width` wide at (x, y); answers where it ends. */
  const put = (text: string, x: number, y: number, width: number, style: { font?: Font; size: number; colour?: string; align?: 'left' | 'right' }) => {
    const options = { width, lineGap: 1.5 * scale, align: style.align ?? 'left' };
    doc.font(style.font ?? 'regular').fontSize(style.size * scale);
    const height = doc.heightOfString(printable(text), options);
    if (draw) doc.fillColor(style.colour ?? COLOURS.text).text(printable(text), x, y, options);
    return y + height;
  };
  const rule = (y: number) => {
    if (draw) doc.moveTo(PAGE.margin, y).lineTo(PAGE.width - PAGE.margin, y).lineWidth(0.75).strokeColor(COLOURS.rule).stroke();
    return y + 12 * scale;
  };
  /** An identifier on one line, smaller if need be; else its two halves around the "@", each fitted. */
  const putIdentifier = (value: string, x: number, y: number, width: number): number => {
    /** The size (before the page's scale) at which `text` is exactly `width` wide. */
    const sizeToFill = (text: string) => {
      doc.font('regular').fontSize(9.5 * scale);
      return (9.5 * width) / doc.widthOfString(printable(text));
    };
    const bounded = (size: number) => Math.max(IDENTIFIER_MIN_SIZE, Math.min(9.5, size));
    const at = value.lastIndexOf('@');
    // A point of slack: a text measured exactly as wide as its box must not wrap on rounding.
    const wholeSize = sizeToFill(value);
    if (at <= 0 || wholeSize >= IDENTIFIER_MIN_SIZE) return put(value, x, y, width + 1, { size: bounded(wholeSize) });
    const [local, domain] = [value.slice(0, at + 1), value.slice(at + 1)];
    const size = bounded(Math.min(sizeToFill(local), sizeToFill(domain)));
    return put(domain, x, put(local, x, y, width + 1, { size }), width + 1, { size });
  };
  /** A titled list of label → value, one column wide. */
  const section = (title: string, rows: readonly Row[], x: number, top: number) => {
    let y = put(title, x, top, COLUMN_WIDTH, { font: 'bold', size: 11, colour: COLOURS.primary }) + 3 * scale;
    const labelWidth = Math.round(COLUMN_WIDTH * 0.34);
    for (const [label, value, kind] of rows) {
      const valueWidth = COLUMN_WIDTH - labelWidth - 8;
      // The label first: a reader (and text extraction) meets it before its value.
      const labelEnd = put(label, x, y, labelWidth, { size: 8.5, colour: COLOURS.muted });
      const valueEnd = kind === 'identifier' ? putIdentifier(value, x + labelWidth + 8, y, valueWidth) : put(value, x + labelWidth + 8, y, valueWidth, { size: 9.5 });
      y = Math.max(labelEnd, valueEnd) + 4 * scale;
    }
    return y;
  };
  const half = CONTENT_WIDTH / 2;

  // The wordmark beside the logo, the title and its date on the right.
  const [maple, rupee] = splitWordmark(PRODUCT_NAME);
  if (draw) {
    doc.font('bold').fontSize(20).fillColor(COLOURS.text).text(maple, PAGE.margin + 44, PAGE.margin + 2, { continued: true });
    doc.fillColor(COLOURS.primary).text(rupee);
  }
  let y = put(blocks.title, PAGE.margin + half, PAGE.margin - 2, half, { font: 'bold', size: 16, align: 'right' });
  y = put(blocks.issued, PAGE.margin + half, y, half, { size: 8.5, colour: COLOURS.muted, align: 'right' });
  y = Math.max(y, PAGE.margin + 40) + 6;
  y = rule(put(blocks.registration, PAGE.margin, y, CONTENT_WIDTH, { size: 8.5, colour: COLOURS.muted }) + 8 * scale);

  // The transfer at a glance.
  const referenceEnd = put(blocks.reference, PAGE.margin, y, COLUMN_WIDTH, { font: 'bold', size: 14 });
  const statusEnd = put(blocks.status, RIGHT_X, y + 2, COLUMN_WIDTH, { font: 'bold', size: 11, colour: COLOURS.primary, align: 'right' });
  y = Math.max(referenceEnd, statusEnd) + 4 * scale;
  y = rule(put(blocks.amounts, PAGE.margin, y, CONTENT_WIDTH, { font: 'bold', size: 18 }) + 10 * scale);

  // Who, how much, when: two columns.
  y = Math.max(section(receiptTexts.sender, blocks.sender, PAGE.margin, y), section(receiptTexts.recipient, blocks.recipient, RIGHT_X, y)) + 10 * scale;
  const datesEnd = put(blocks.timesNote, RIGHT_X, section(receiptTexts.dates, blocks.dates, RIGHT_X, y), COLUMN_WIDTH, { size: 8, colour: COLOURS.muted });
  y = rule(Math.max(section(receiptTexts.amounts, blocks.money, PAGE.margin, y), datesEnd) + 10 * scale);

  // The terms, then the footer.
  for (const [title, text] of blocks.terms) {
    y = put(title, PAGE.margin, y, CONTENT_WIDTH, { font: 'bold', size: 11, colour: COLOURS.primary }) + 2 * scale;
    y = put(text, PAGE.margin, y, CONTENT_WIDTH, { size: 9 }) + 10 * scale;
  }
  return put(blocks.keep, PAGE.margin, y + 4 * scale, CONTENT_WIDTH, { size: 8.5, colour: COLOURS.muted });
}
