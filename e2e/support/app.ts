import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { quoteTransfer } from '../../domain/quote';
import type { Transfer } from '../../domain/schemas/transfer';
import { dataDir } from './worker';

export interface TestUser {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
}

export function newUser(firstName = 'Asha'): TestUser {
  return {
    email: `${firstName.toLowerCase()}.${randomBytes(4).toString('hex')}@example.com`,
    firstName,
    lastName: 'Patel',
    password: 'maple-secret-1',
  };
}

/**
 * An open toast with this title. Located by Radix's toast element rather than the Notifications
 * region, which a modal dialog hides from the accessibility tree (the toast is still announced
 * through Radix's live-region copy of its text).
 */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = page.locator('li[data-state="open"]');
  await expect(toast.getByText(title, { exact: true })).toBeVisible();
  if (description !== undefined) await expect(toast.getByText(description, { exact: true })).toBeVisible();
}

/** Waits for the splash (2 s + 0.5 s fade) and the session check to hand over to the app. */
export async function openApp(page: Page, url = '/'): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('tab', { name: 'Sign In' }).or(page.getByRole('navigation', { name: /main/i }))).toBeVisible({
    timeout: 15_000,
  });
}

export async function signUp(page: Page, user: TestUser, country = 'United Kingdom'): Promise<void> {
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('First Name').fill(user.firstName);
  await page.getByLabel('Last Name').fill(user.lastName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Country').selectOption({ label: country });
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('tab', { name: 'Sign In' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

export async function expectGreeting(page: Page, firstName: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: `Welcome ${firstName}` })).toBeVisible();
}

/** Runs the console (`manage`) against the e2e server's embedded database (the server is running). */
export async function manage(...args: string[]): Promise<string> {
  return manageWith({ DATA_DIR: dataDir() }, ...args);
}

/**
 * The built console (`node dist/server/manage.js`, as an operator runs it beside the built server)
 * with another server's settings (a spec's own server: support/server.ts). Built, not through tsx:
 * 1.3 s a call instead of 5.5 on a loaded machine.
 */
export async function manageWith(env: Record<string, string>, ...args: string[]): Promise<string> {
  const root = path.resolve(import.meta.dirname, '../..');
  const { stdout } = await promisify(execFile)(process.execPath, ['dist/server/manage.js', ...args], {
    cwd: root,
    env: { ...process.env, ...env },
  });
  return stdout;
}

export const RECIPIENT = {
  name: 'Priya Sharma',
  accountNumber: '123456789012',
  ifscCode: 'SBIN0001234',
  bankName: 'State Bank of India',
  relationship: 'Family',
} as const;

/**
 * A text as the app shows it: "e-Transfer" with a non-breaking hyphen (web/src/text-display.ts), so
 * it never breaks across lines. Texts typed by people are shown as typed.
 */
export function onScreen(text: string): string {
  return text.replaceAll('e-Transfer', 'e\u2011Transfer');
}

/** Signs a new customer up through the UI and waits for the Send screen. */
export async function signUpNewCustomer(page: Page, firstName = 'Asha'): Promise<TestUser> {
  const user = newUser(firstName);
  await openApp(page);
  await signUp(page, user);
  await expectGreeting(page, firstName);
  return user;
}

/**
 * A call of the API as the signed-in browser (its cookies), for setting a journey up quickly.
 * State-changing calls carry the app's Origin, as the browser's own calls do.
 */
export async function api<T = unknown>(page: Page, method: 'GET' | 'POST' | 'PATCH', url: string, data?: unknown): Promise<T> {
  const origin = new URL(page.url()).origin;
  const response = await page.request.fetch(url, { method, data, headers: method === 'GET' ? {} : { origin } });
  if (!response.ok()) throw new Error(`${method} ${url}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A transfer made through the API as the signed-in customer, priced at the current rate. */
export async function sendTransfer(page: Page, recipientId: number, cadAmount: string): Promise<Transfer> {
  const { rate } = await api<{ rate: number }>(page, 'GET', '/api/exchange-rates');
  return api<Transfer>(page, 'POST', '/api/transfers', { ...quoteTransfer({ cadAmount, currentRate: String(rate) }), recipientId });
}

/** How many set-up calls run at once: a journey's seeding, not a load test. */
const SEEDING_CONCURRENCY = 10;

/** `make` for every item, SEEDING_CONCURRENCY at a time; the results in the items' order. */
export async function seedAll<T, R>(items: readonly T[], make: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const made: R[] = [];
  for (let start = 0; start < items.length; start += SEEDING_CONCURRENCY) {
    made.push(...(await Promise.all(items.slice(start, start + SEEDING_CONCURRENCY).map((item, offset) => make(item, start + offset)))));
  }
  return made;
}

/**
 * Many transfers made through the API as the signed-in customer, ten at a time at the current rate,
 * returned oldest first as the server orders them (created, then id): sequential calls cost a
 * paging journey ~14 s of its 35.
 */
export async function sendTransfers(page: Page, recipientId: number, cadAmounts: readonly string[]): Promise<Transfer[]> {
  const { rate } = await api<{ rate: number }>(page, 'GET', '/api/exchange-rates');
  const sent = await seedAll(cadAmounts, (cadAmount) =>
    api<Transfer>(page, 'POST', '/api/transfers', { ...quoteTransfer({ cadAmount, currentRate: String(rate) }), recipientId }),
  );
  return sent.sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id);
}

/** Tab of the bottom navigation. */
export async function goToTab(page: Page, name: 'Send' | 'History' | 'Recipients' | 'Profile'): Promise<void> {
  const nav = page.getByRole('navigation', { name: /main/i });
  await nav.getByRole('link', { name }).click();
  await expect(nav.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
}
