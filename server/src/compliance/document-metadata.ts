import sharp from 'sharp';
import type { DocumentType } from '../../../domain/schemas/compliance';
import { verificationMessages } from '../../../domain/verification-messages';
import { invalidInput } from '../http/errors';

/**
 * The largest picture decoded (pixels): a 50-megapixel phone photo fits; a small file that claims
 * a huge picture (a decompression bomb) is refused before it is decoded.
 */
export const DOCUMENT_MAX_PIXELS = 50_000_000;

/**
 * A photo of an ID as it is stored: drawn again from its pixels, so nothing but the picture is kept
 * (issue 32). A phone's JPEG carries EXIF — the GPS position where it was taken, the phone's make
 * and serial, the time — and PNGs can carry text chunks, or bytes after their end; none of it is
 * needed to check an identity. The EXIF orientation is applied first, so the picture stands as it
 * was taken. PDFs are stored as sent: their metadata (author, software, dates, and EXIF inside
 * embedded photos) stays; SECURITY.md says so.
 */
export async function withoutMetadata(type: DocumentType, content: Buffer): Promise<Buffer> {
  if (type === 'application/pdf') return content;
  // 'error', not the default 'warning': a photo with a harmless oddity (an extra byte at its end)
  // is still a photo; one that cannot be decoded is refused.
  const image = sharp(content, { autoOrient: true, limitInputPixels: DOCUMENT_MAX_PIXELS, failOn: 'error' });
  try {
    // Without withMetadata()/keepExif(), sharp writes no EXIF, XMP, IPTC or ICC profile (colours are
    // converted to sRGB first).
    return type === 'image/jpeg' ? await image.jpeg({ quality: 90 }).toBuffer() : await image.png().toBuffer();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw invalidInput(verificationMessages.documentTooManyPixels(DOCUMENT_MAX_PIXELS / 1_000_000));
    }
    throw invalidInput(verificationMessages.documentUnreadable);
  }
}
