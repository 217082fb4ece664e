/**
 * The logo's drawing and the wordmark's split, shared by the React logo (web/src/components/logo.tsx), the static
 * splash written into index.html at build time (web/src/app/splash-markup.ts) and the receipt (server/src/receipts/).
 */
export const LEFT_HALF = '32,3 26.5,13.5 21,11 22.5,27 14.5,19.5 12,24.5 3.5,21.5 7.5,32.5 4,35 16.5,44.5 14.5,49.5 29.5,46.5 30.4,47 30.4,60 32,60';
// The rupee sign drawn across the leaf, as in web/brand/logo.svg (the source of the app's icons).
export const RUPEE = 'M24 23.5h16M24 29h16M28 23.5c7 0 7 11 0 11h-2l10 11';
export const RIGHT_HALF = '32,3 37.5,13.5 43,11 41.5,27 49.5,19.5 52,24.5 60.5,21.5 56.5,32.5 60,35 47.5,44.5 49.5,49.5 34.5,46.5 33.6,47 33.6,60 32,60';

/** "MapleRupee" → ["Maple", "Rupee"]: the second half is drawn in the brand colour. */
export function splitWordmark(name: string): [string, string] {
  const split = Math.max(0, name.search(/(?!^)[A-Z]/));
  return [name.slice(0, split), name.slice(split)];
}
