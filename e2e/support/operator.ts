import { expect, request, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { manage, newUser } from './app';

const STEP_MS = 30_000;

/**
 * An operator's authenticator app (issue 18: the admin desk needs a second factor). The server
 * accepts each 30-second step once per account, later steps only: `nextCode()` answers the code of
 * the first step not used yet (this one or the next, both within the server's ±1 step), or — when
 * both are taken — one of the recovery codes, so a spec that signs in often never waits.
 */
export class Authenticator {
  private lastStep: number;

  constructor(
    readonly secret: string,
    private readonly recoveryCodes: string[],
    usedAt = Date.now(),
  ) {
    this.lastStep = Math.floor(usedAt / STEP_MS);
  }

  nextCode(): { kind: 'totp' | 'recovery'; code: string } {
    const step = Math.max(this.lastStep + 1, Math.floor(Date.now() / STEP_MS));
    if (step <= Math.floor(Date.now() / STEP_MS) + 1 || this.recoveryCodes.length === 0) {
      this.lastStep = step;
      const totp = new TOTP({ secret: Secret.fromBase32(this.secret), algorithm: 'SHA1', digits: 6, period: 30 });
      return { kind: 'totp', code: totp.generate({ timestamp: step * STEP_MS + 1_000 }) };
    }
    return { kind: 'recovery', code: this.recoveryCodes.shift()! };
  }
}

/**
 * Enrols an authenticator app for the signed-in API context (an API session or a page's
 * `page.request`), as the admin desk asks a new operator to: the confirming code steps that
 * session up. Answers the operator's authenticator for later sign-ins.
 */
export async function enrolAuthenticator(context: APIRequestContext, origin?: string): Promise<Authenticator> {
  // A page's own request context sends no Origin: give it the app's, as the page would.
  const headers: Record<string, string> = origin ? { origin } : {};
  const started = await context.post('/api/auth/totp', { headers });
  if (!started.ok()) throw new Error(`totp enrolment: ${started.status()} ${await started.text()}`);
  const { secret } = (await started.json()) as { secret: string };
  const now = Date.now();
  const code = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: now });
  const confirmed = await context.post('/api/auth/totp/confirm', { data: { code }, headers });
  if (!confirmed.ok()) throw new Error(`totp confirm: ${confirmed.status()} ${await confirmed.text()}`);
  const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
  return new Authenticator(secret, recoveryCodes, now);
}

/** Enters the sign-in's second step (a code, or a recovery code when the app's steps are used up). */
export async function enterSecondFactor(page: Page, authenticator: Authenticator): Promise<void> {
  const { kind, code } = authenticator.nextCode();
  if (kind === 'recovery') {
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Enter one of your recovery codes').fill(code);
  } else {
    await page.getByLabel('Enter the 6-digit code from your authenticator app').fill(code);
  }
  await page.getByRole('button', { name: 'Verify' }).click();
  // Signed in, the app turns to the account's language (issue 19): its main navigation may already
  // be named in French or Hindi.
  await expect(page.getByRole('navigation', { name: MAIN_NAVIGATION })).toBeVisible();
}

/** The main navigation's name in each language (screenTexts.mainNavigation). */
export const MAIN_NAVIGATION = /^(Main|Navigation principale|मुख्य मेनू)$/;

/**
 * An operator of the back office, signed in through the real API, made an admin with the same
 * CLI an operator would use and given an authenticator app (the desk needs a second factor) — so
 * test set-up goes through the status machine and the audit trail rather than around them.
 */
let operator: Promise<APIRequestContext> | undefined;

async function signInApiOperator(baseURL: string): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const user = newUser('Olivia');
  const signup = await context.post('/api/auth/signup', { data: { ...user, country: 'Canada' } });
  if (!signup.ok()) throw new Error(`operator sign-up: ${signup.status()} ${await signup.text()}`);
  await manage('grant-admin', user.email);
  await enrolAuthenticator(context);
  return context;
}

function theOperator(baseURL: string): Promise<APIRequestContext> {
  operator ??= signInApiOperator(baseURL);
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
  // Confirmed (issue 33): the specs' rates are within 10 % of each other, so none waits for a second operator.
  await call(page, 'POST', '/api/admin/exchange-rates', { fromCurrency: 'CAD', toCurrency: 'INR', rate, confirm: true });
}

/** Walks a transfer through the admin actions given, in order (e.g. approved, then completed). */
export async function moveTransfer(page: Page, transferId: number, ...statuses: string[]): Promise<void> {
  for (const status of statuses) await call(page, 'PATCH', `/api/admin/transfers/${transferId}`, { status });
}

/** Runs the payment monitor for one transfer at once (the desk's check-payment), as after an e-Transfer arrived. */
export async function checkPayment(page: Page, transferId: number): Promise<void> {
  await call(page, 'POST', `/api/admin/check-payment/${transferId}`);
}

/** Rejects a pending transfer with the reason the customer is told, as the desk's Reject does. */
export async function rejectTransfer(page: Page, transferId: number, reason: string): Promise<void> {
  await call(page, 'PATCH', `/api/admin/transfers/${transferId}`, { status: 'rejected', reason });
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

/**
 * Approve on a transfer's row or card, then yes to its question (issue 34: Approve asks first, as
 * Reject does). `texts` for another language than English.
 */
export async function approveTransfer(
  page: Page,
  scope: Locator,
  name: string = 'Approve',
  texts: { approve: string; approveTitle: string } = { approve: 'Approve', approveTitle: 'Approve transfer?' },
): Promise<void> {
  await scope.getByRole('button', { name }).click();
  await page.getByRole('alertdialog', { name: texts.approveTitle }).getByRole('button', { name: texts.approve, exact: true }).click();
}

/** The name of a transfer's "⋮" menu button in each language (adminTexts.moreActionsLabel). */
export const ROW_MENU = /^(More actions for|Autres actions pour le transfert) |के लिए और कार्रवाइयाँ$/;

/**
 * Opens the "⋮" menu of a transfer's row or card (issue 34: one primary action per row, Reject,
 * Flag, Refund and the payout's Details in this menu) and answers the open menu.
 */
export async function openRowMenu(scope: Locator): Promise<Locator> {
  await scope.getByRole('button', { name: ROW_MENU }).click();
  const menu = scope.page().getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** Chooses an action (Reject, Flag, Refund, Details) from a row's or card's "⋮" menu; its dialog then opens. */
export async function chooseRowAction(scope: Locator, action: string): Promise<void> {
  const menu = await openRowMenu(scope);
  await menu.getByRole('menuitem', { name: action, exact: true }).click();
  await expect(menu).toHaveCount(0);
}
