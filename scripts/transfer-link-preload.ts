import type { Rollup } from 'vite';
import { SUPPORTED_LOCALES } from '../domain/locale';
import { START_TEXTS } from '../domain/texts/load-texts';
import { SIGNED_IN_TEXTS, TRANSFER_DETAILS_TEXTS } from '../web/src/app/signed-in-texts';

/**
 * What a mailed link to a transfer (/history/REFERENCE) needs beyond the page's own chunks, in the
 * order it is needed: the first texts and the session's contract, then the warm start, the signed-in
 * frame, the details page and the contracts of its data, then their texts. Found by the modules
 * they hold; a renamed one fails the build rather than silently preloading nothing.
 */
const TRANSFER_LINK_NEEDS: readonly ({ module: string } | { texts: readonly string[] })[] = [
  { texts: START_TEXTS },
  { module: 'domain/schemas/auth.ts' },
  { module: 'web/src/app/warm-start.ts' },
  { module: 'web/src/app/SignedInApp.tsx' },
  { module: 'web/src/history/TransferDetailsScreen.tsx' },
  { module: 'web/src/history/api/get-transfer-details.ts' },
  { module: 'web/src/send/api/get-payment-instructions.ts' },
  { texts: ['screen-loaders', ...SIGNED_IN_TEXTS, ...TRANSFER_DETAILS_TEXTS] },
];

/**
 * The <meta name="mr-transfer-link"> tags web/boot.js turns into modulepreloads on a mailed link:
 * each chunk with the chunks it imports, once, without those the page already loads. A lazy
 * chunk's imports are otherwise found only as each arrives — four round trips deep for the details
 * page (docs/PERFORMANCE.md § A mailed link). Texts carry their language; what they share does not.
 */
export function transferLinkPreloads(bundle: Rollup.OutputBundle, pageChunks: readonly string[]): string {
  const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
  const byModule = (module: string) => {
    const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(`/${module}`)));
    if (!chunk) throw new Error(`transfer-link-preload: no chunk holds ${module}`);
    return chunk;
  };
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set(pageChunks.map((file) => file.replace(/^\//, '')));
  const tags: string[] = [];
  const add = (chunk: Rollup.OutputChunk, locale?: string) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    tags.push(`<meta name="mr-transfer-link" content="/${chunk.fileName}"${locale ? ` data-locale="${locale}"` : ''}>`);
    // What a text chunk imports is shared by every language's.
    for (const imported of chunk.imports) add(byFile.get(imported)!);
  };
  for (const need of TRANSFER_LINK_NEEDS) {
    if ('module' in need) add(byModule(need.module));
    else for (const locale of SUPPORTED_LOCALES) for (const texts of need.texts) add(byModule(`domain/texts/${locale}/${texts}.ts`), locale);
  }
  return tags.join('\n    ');
}
