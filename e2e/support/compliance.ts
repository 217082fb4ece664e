import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** A small picture of a (fictional) photo ID, for the Verify your identity flow. */
export const ID_PHOTO = path.resolve(import.meta.dirname, '../fixtures/id-card.png');

/** A date `years` from today, YYYY-MM-DD (negative: in the past), in the browser's own calendar. */
export function yearsFromToday(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() + years);
  return date.toISOString().slice(0, 10);
}

/** Fills every field of the verify form as a 34-year-old in Toronto with an Ontario driver's licence, photo included. */
export async function fillVerifyForm(page: Page): Promise<void> {
  await page.getByLabel('Date of birth').fill(yearsFromToday(-34));
  await page.getByLabel('Occupation').fill('Nurse');
  await page.getByLabel('Street address').fill('100 Queen St W');
  await page.getByLabel('City').fill('Toronto');
  await page.getByLabel('Province or territory').selectOption({ label: 'Ontario' });
  await page.getByLabel('Postal code').fill('m5h 2n2');
  await page.getByLabel('Type of ID').selectOption({ label: 'Driver’s licence' });
  await page.getByLabel('ID number').fill('P1234-56789-01234');
  await page.getByLabel('Issued by').fill('Ontario');
  await page.getByLabel('Expiry date').fill(yearsFromToday(3));
  await page.getByLabel('Photo of your ID').setInputFiles(ID_PHOTO);
  await expect(page.getByText(/^id-card\.png \(\d+ KB\)$/)).toBeVisible();
}
