import { request, type APIRequestContext, type Page } from '@playwright/test';
import { manage, newUser } from './app';

/**
 * An operator of the back office, signed in through the real API and made an admin with the same
 * CLI an operator would use — so test set-up goes through the status machine and the audit trail
 * rather than around them.
 */
let operator: Promise<APIRequestContext> | undefined;

async function signInOperator(baseURL: string): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const user = newUser('Olivia');
  const signup = await context.post('/api/auth/signup', { data: { ...user, country: 'Canada' } });
  if (!signup.ok()) throw new Error(`operator sign-up: ${signup.status()} ${await signup.text()}`);
  await manage('grant-admin', user.email);
  return context;
}

function theOperator(baseURL: string): Promise<APIRequestContext> {
  operator ??= signInOperator(baseURL);
  return operator;
}

async function call<T = unknown>(page: Page, method: 'GET' | 'POST' | 'PATCH', url: string, data?: unknown): Promise<T> {
  const context = await theOperator(new URL(page.url()).origin);
  const response = await context.fetch(url, { method, data });
  if (!response.ok()) throw new Error(`${method} ${url}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Makes `rate` the current CAD→INR rate, as the Settings tab of the admin dashboard does. */
export async function setExchangeRate(page: Page, rate: string): Promise<void> {
  await call(page, 'POST', '/api/admin/exchange-rates', { fromCurrency: 'CAD', toCurrency: 'INR', rate });
}

/** Walks a transfer through the admin actions given, in order (e.g. approved, then completed). */
export async function moveTransfer(page: Page, transferId: number, ...statuses: string[]): Promise<void> {
  for (const status of statuses) await call(page, 'PATCH', `/api/admin/transfers/${transferId}`, { status });
}

/**
 * Approves the customer's verification waiting in the queue, as an operator does under Admin →
 * Compliance (a pending one cannot be recorded at the console with verify-identity).
 */
export async function approveVerification(page: Page, email: string): Promise<void> {
  const pending = await call<{ id: number; customerEmail: string }[]>(page, 'GET', '/api/admin/verifications?status=pending&limit=500');
  const verification = pending.find((entry) => entry.customerEmail.toLowerCase() === email.toLowerCase());
  if (!verification) throw new Error(`no pending verification for ${email}`);
  await call(page, 'POST', `/api/admin/verifications/${verification.id}/decision`, { decision: 'approved' });
}
