/**
 * Answers web/boot.js asked for before the app's code arrived: for a mailed link to a transfer, the
 * session and the transfer are requested beside the first chunks instead of after them (issue 34;
 * docs/PERFORMANCE.md § A mailed link). Each is used once, by the app's first read of that URL, and
 * only if boot.js asked in the language the app asks in (the answer's messages are in it); every
 * later read goes to the network as usual.
 */
interface EarlyAnswer {
  locale: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    mapleRupeeEarlyAnswers?: Record<string, EarlyAnswer | undefined>;
  }
}

export function takeEarlyAnswer(url: string, locale: string): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const early = window.mapleRupeeEarlyAnswers?.[url];
  if (!early) return undefined;
  delete window.mapleRupeeEarlyAnswers![url];
  return early.locale === locale ? early.response : undefined;
}
