import type { SendMailOptions } from 'nodemailer';
import sharp from 'sharp';
import { LEFT_HALF, RIGHT_HALF, RUPEE } from '../../../domain/logo-parts';

/**
 * The logo a mail shows at its top: the maple leaf of web/brand/logo.svg, drawn from the same parts
 * (domain/logo-parts.ts) as a PNG, attached to the message and shown by its Content-ID
 * (`<img src="cid:…">`, multipart/related). Why a PNG by Content-ID: mail clients drop inline SVG
 * (Gmail, Outlook), and Gmail and Outlook do not show data: URIs either; an image from the web is
 * hidden until the reader allows remote images, and needs APP_URL reachable from outside. A related
 * part is shown at once by Gmail (web and apps), Apple Mail, Outlook and Thunderbird. The name beside
 * it is live text (layout.ts), so the brand reads even where images are off.
 */

export const LOGO_CID = 'logo@maplerupee';
/** Shown at this many CSS pixels square; drawn at three times that for sharp screens. */
export const LOGO_SIZE = 40;

// The colours of web/brand/logo.svg (and the receipt's): transparent around the leaf, so it sits on a light or dark page.
const LOGO_SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">',
  `<polygon fill="#c8312b" points="${LEFT_HALF}"/>`,
  `<polygon fill="#e8961e" points="${RIGHT_HALF}"/>`,
  `<path d="${RUPEE}" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>`,
  '</svg>',
].join('');

let drawn: Promise<Buffer> | undefined;

/** The logo as PNG (about 3 KB), drawn once per process on first use (~50 ms). */
export function logoPng(): Promise<Buffer> {
  drawn ??= sharp(Buffer.from(LOGO_SVG), { density: 72 * 4 })
    .resize(LOGO_SIZE * 3, LOGO_SIZE * 3)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer()
    .catch((error: unknown) => {
      drawn = undefined; // drawn again on the next mail rather than never
      throw error;
    });
  return drawn;
}

/** The related part a mail's HTML shows by LOGO_CID; none for a mail whose HTML does not (or that has none). */
export async function logoAttachments(html: string | undefined): Promise<NonNullable<SendMailOptions['attachments']>> {
  if (!html?.includes(`cid:${LOGO_CID}`)) return [];
  return [{ filename: 'maplerupee.png', content: await logoPng(), contentType: 'image/png', cid: LOGO_CID, contentDisposition: 'inline' }];
}
