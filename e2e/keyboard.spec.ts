import { expect, request, test, type Locator, type Page } from '@playwright/test';
import type { Transfer } from '../domain/schemas/transfer';
import { expectToast, newUser, onScreen, openApp, RECIPIENT } from './support/app';

/**
 * Issue #6: sign in → send → confirm with the keyboard alone — Tab to move, Enter and Space to
 * act, arrows in the recipient list. Not a single click.
 */

// A keyboard is a desktop's (or a tablet's with a keyboard): no touch emulation.
test.use({ reducedMotion: 'reduce', isMobile: false, hasTouch: false });

/** Presses Tab until `target` has the focus (at most `maxTabs` times), as a keyboard user would. */
async function tabTo(page: Page, target: Locator, maxTabs = 40): Promise<void> {
  const handle = await target.elementHandle();
  for (let tabs = 0; tabs < maxTabs; tabs++) {
    if (await page.evaluate((element) => document.activeElement === element, handle)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${String(target)} was not reached with ${maxTabs} presses of Tab`);
}

/** The focused element shows a visible focus indicator (an outline or a ring). */
async function expectVisibleFocus(target: Locator): Promise<void> {
  const style = await target.evaluate((element) => {
    const computed = getComputedStyle(element);
    return { outline: computed.outlineStyle, outlineWidth: computed.outlineWidth, shadow: computed.boxShadow };
  });
  const outlined = style.outline !== 'none' && style.outlineWidth !== '0px';
  expect(outlined || style.shadow !== 'none', `focus indicator on ${String(target)}`).toBe(true);
}

test('sign in, send 250 CAD and confirm it by keyboard alone', async ({ page, baseURL }) => {
  // A customer with a saved recipient, set up through the API.
  const user = newUser('Keya');
  const setup = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL ?? '' } });
  expect((await setup.post('/api/auth/signup', { data: { ...user, country: 'Canada' } })).ok()).toBe(true);
  expect((await setup.post('/api/recipients', { data: RECIPIENT })).ok()).toBe(true);
  await setup.dispose();

  await openApp(page);
  const email = page.getByLabel('Email');
  await tabTo(page, email);
  await expectVisibleFocus(email);
  await page.keyboard.type(user.email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Keya' })).toBeVisible();

  const amount = page.getByLabel('You send');
  await tabTo(page, amount);
  await expectVisibleFocus(amount);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('250');
  await expect(page.getByLabel('Recipient gets')).toHaveValue('₹15,800.00');

  const recipient = page.getByLabel('Recipient', { exact: true });
  await tabTo(page, recipient);
  await expectVisibleFocus(recipient);
  // The only saved recipient is chosen already.
  await expect(recipient.locator('option:checked')).toHaveText('Priya Sharma (State Bank of India)');
  // Arrowing onto "Add New Recipient" does not open the form: Enter does, and Escape comes back.
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('Press Enter to add a new recipient')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add New Recipient' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Full Name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(recipient).toBeFocused();
  // Down past it to the saved recipient.
  await page.keyboard.press('ArrowDown');
  await expect(recipient.locator('option:checked')).toHaveText('Priya Sharma (State Bank of India)');

  const sendMoney = page.getByRole('button', { name: 'Send Money' });
  await tabTo(page, sendMoney);
  await expectVisibleFocus(sendMoney);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: onScreen('Pay by Interac e-Transfer') })).toBeVisible();

  const confirmation = page.getByRole('checkbox');
  await tabTo(page, confirmation);
  await expectVisibleFocus(confirmation);
  await page.keyboard.press('Space');
  await expect(confirmation).toBeChecked();
  const confirm = page.getByRole('button', { name: 'Confirm Payment' });
  await tabTo(page, confirm);
  await page.keyboard.press('Enter');
  await expectToast(page, 'Transaction Submitted!');

  const transfers = (await (await page.request.get('/api/transfers')).json()) as Transfer[];
  expect(transfers).toHaveLength(1);
  expect(transfers[0]).toMatchObject({ cadAmount: '250.00', inrAmount: '15800.00', recipientName: 'Priya Sharma', status: 'pending' });
});
