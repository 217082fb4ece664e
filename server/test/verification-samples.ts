/** Files and bodies for identity-verification tests (and the route samples of the security tests). */

/** A 1×1 PNG. */
export const SAMPLE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** An 8×8 JPEG (a real one: images are decoded and drawn again on upload, issue 32). */
export const SAMPLE_JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCfAHod/9k=',
  'base64',
);

/** The first bytes of a JPEG (SOI, JFIF APP0) and nothing a decoder can draw: a damaged photo. */
export const BROKEN_JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
  Buffer.alloc(64, 0x11),
  Buffer.from([0xff, 0xd9]),
]);

export const SAMPLE_PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

/** A Windows program's first bytes ("MZ", the DOS header): what a renamed .exe looks like. */
export const SAMPLE_EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00', 'latin1'), Buffer.alloc(256, 0)]);

/** A valid POST /api/verification body (adult, ID valid for years) for an uploaded photo. */
export function verificationBody(documentId: number, overrides: Record<string, unknown> = {}) {
  return {
    dateOfBirth: '1985-06-15',
    occupation: 'Software developer',
    address: { street: '100 Queen St W', city: 'Toronto', province: 'ON', postalCode: 'M5H 2N2' },
    idDocument: { type: 'drivers_licence', number: 'P1234-56789-01234', issuingJurisdiction: 'Ontario', expiryDate: '2099-12-31' },
    documentId,
    ...overrides,
  };
}
