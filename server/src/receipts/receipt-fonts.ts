import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Font } from 'fontkit';

/**
 * The receipt's typeface: Noto Sans Devanagari (SIL Open Font License 1.1, the licence beside the
 * files in @expo-google-fonts/noto-sans-devanagari), whose fonts carry Latin, the accents French
 * needs, ₹ and Devanagari, so one font writes a receipt in every language; pdfkit shapes Devanagari
 * through fontkit and embeds only the glyphs used. Read and parsed when the first receipt is made,
 * never at start-up, and kept: fontkit decodes a font's tables as they are used, so a font parsed
 * once serves every receipt after (a new one per receipt cost ~100 ms of decoding and garbage).
 */
export interface ReceiptFonts {
  regular: Font;
  bold: Font;
}

let loading: Promise<ReceiptFonts> | undefined;

export function receiptFonts(): Promise<ReceiptFonts> {
  loading ??= (async () => {
    const require = createRequire(import.meta.url);
    const [{ create }, regular, bold] = await Promise.all([
      import('fontkit'),
      readFile(require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf')),
      readFile(require.resolve('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf')),
    ]);
    return { regular: create(regular) as Font, bold: create(bold) as Font };
  })().catch((error: unknown) => {
    // A failed read is tried again by the next receipt, not remembered.
    loading = undefined;
    throw error;
  });
  return loading;
}
