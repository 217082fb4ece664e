import { expect, type Page } from '@playwright/test';
import enApi from '../../domain/texts/en-CA/api-messages';
import enCompliance from '../../domain/texts/en-CA/compliance-texts';
import enMessages from '../../domain/texts/en-CA/messages';
import enPasskeys from '../../domain/texts/en-CA/passkey-texts';
import enPwa from '../../domain/texts/en-CA/pwa-texts';
import enScreens from '../../domain/texts/en-CA/screen-messages';
import enSecondFactor from '../../domain/texts/en-CA/second-factor-texts';
import enSecurity from '../../domain/texts/en-CA/security-texts';
import enTransferDetails from '../../domain/texts/en-CA/transfer-details-texts';

/** Every English text of the customer's catalogues (strings, not functions), with its path. */
function englishTexts(value: unknown, path: string, into: Map<string, string>): Map<string, string> {
  if (typeof value === 'string') into.set(value.trim(), path);
  else if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) englishTexts(child, `${path}.${key}`, into);
  return into;
}

const ENGLISH = englishTexts({ enMessages, enApi, enScreens, enCompliance, enPwa, enPasskeys, enSecondFactor, enSecurity, enTransferDetails }, '', new Map());

/**
 * Issue 19's "no English left behind": no line of text on the screen is an English catalogue text
 * (a word spelled alike in the language on screen is allowed by `alike`). Catches a screen that reads
 * a text from somewhere other than the live catalogue.
 */
export async function expectNoEnglishLeft(page: Page, alike: readonly string[] = []): Promise<void> {
  const lines = (await page.locator('body').innerText()).split('\n').map((line) => line.trim()).filter(Boolean);
  const english = lines.filter((line) => ENGLISH.has(line) && !alike.includes(line) && /[a-z]{3}/.test(line));
  expect(english.map((line) => `${ENGLISH.get(line)}: ${line}`)).toEqual([]);
}
