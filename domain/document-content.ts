import type { DocumentType } from './schemas/compliance';

/**
 * What a file is, read from its first bytes (its "magic number") rather than from its name or the
 * Content-Type a client claims: a program renamed photo.jpg is still a program.
 */
const SIGNATURES: readonly { type: DocumentType; bytes: readonly number[] }[] = [
  // JPEG: start of image, then the first marker.
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  // PNG: \x89 P N G \r \n \x1a \n
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // PDF: %PDF-
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/** The document type the content is, or undefined when it is none of JPEG, PNG or PDF. */
export function documentTypeOf(content: Uint8Array): DocumentType | undefined {
  return SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => content[index] === byte))?.type;
}

/** How a person names each type ("a PNG image"), for messages. */
export const DOCUMENT_TYPE_NAMES: Record<DocumentType, string> = {
  'image/jpeg': 'a JPEG image',
  'image/png': 'a PNG image',
  'application/pdf': 'a PDF document',
};
