import { UAParser } from 'ua-parser-js';

export interface BrowserAndOs {
  browser: string;
  os: string;
}

/** Stored and shown as they are; mail says them in the account's language (security-templates.ts). */
export const UNKNOWN_BROWSER = 'Unknown browser';
export const UNKNOWN_OS = 'Unknown system';

/**
 * The browser and operating system named by a User-Agent header, without versions: a browser that
 * updates itself stays the same browser (the new-browser mail compares these names).
 */
export function describeUserAgent(userAgent: string | null | undefined): BrowserAndOs {
  if (!userAgent) return { browser: UNKNOWN_BROWSER, os: UNKNOWN_OS };
  const parsed = new UAParser(userAgent).getResult();
  return { browser: parsed.browser.name || UNKNOWN_BROWSER, os: parsed.os.name || UNKNOWN_OS };
}
