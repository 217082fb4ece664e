/**
 * A mail's link to one transfer: /history/REFERENCE or /history/REFERENCE/receipt. web/boot.js
 * matches the same paths (it cannot import this). Returns the reference, upper-cased, or undefined.
 */
export function transferLinkReference(path: string): string | undefined {
  return /^\/history\/([A-Za-z0-9]{1,40})(?:\/receipt)?\/?$/.exec(path)?.[1]?.toUpperCase();
}
