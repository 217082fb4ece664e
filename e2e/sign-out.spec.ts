import { expect, test } from '@playwright/test';
import { quoteTransfer } from '../domain/quote';
import type { Recipient } from '../domain/schemas/recipient';
import type { Transfer } from '../domain/schemas/transfer';
import { api, expectGreeting, goToTab, newUser, RECIPIENT, signUp, signUpNewCustomer } from './support/app';

test.use({ reducedMotion: 'reduce' });

/**
 * SECURITY.md promise 10: a shared phone. After one customer signs out, the next one to sign in on
 * the same browser tab sees none of the first one's data — not from the query cache, not from
 * storage, not by going back in history.
 */
test('the next customer on the same browser sees nothing of the one who signed out', async ({ page }) => {
  await signUpNewCustomer(page, 'Meenakshi');
  const recipient = await api<Recipient>(page, 'POST', '/api/recipients', {
    ...RECIPIENT,
    name: 'Venkatesh Iyer',
    accountNumber: '445566778899',
  });
  const { rate } = await api<{ rate: number }>(page, 'GET', '/api/exchange-rates');
  const transfer = await api<Transfer>(page, 'POST', '/api/transfers', {
    ...quoteTransfer({ cadAmount: '777.77', currentRate: String(rate) }),
    recipientId: recipient.id,
  });
  // Everything the first customer has is on screen, so it is in the client's cache.
  await goToTab(page, 'History');
  await expect(page.getByRole('region', { name: `Reference ${transfer.referenceCode}` })).toBeVisible();
  await goToTab(page, 'Recipients');
  await expect(page.getByRole('heading', { name: 'Venkatesh Iyer' })).toBeVisible();
  await goToTab(page, 'Profile');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();

  // Going back does not bring the first customer's screens back.
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByText('Venkatesh Iyer')).toHaveCount(0);

  // From here on, record whether the first customer's data is ever rendered, even for a frame
  // while fresh data loads.
  await page.evaluate((secrets) => {
    const seen = new Set<string>();
    (window as unknown as { leaked: Set<string> }).leaked = seen;
    new MutationObserver(() => {
      const text = document.body.textContent ?? '';
      for (const secret of secrets) if (text.includes(secret)) seen.add(secret);
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, ['Venkatesh Iyer', transfer.referenceCode, 'Meenakshi']);

  const second = newUser('Harpreet');
  await signUp(page, second);
  // Signed in where the back button left the tab (the first customer's last screen), now empty of them.
  await goToTab(page, 'Send');
  await expectGreeting(page, 'Harpreet');
  await goToTab(page, 'History');
  await expect(page.getByRole('heading', { name: 'No transfers found' })).toBeVisible();
  await goToTab(page, 'Recipients');
  await expect(page.getByRole('heading', { name: 'No recipients yet' })).toBeVisible();
  await goToTab(page, 'Send');
  await expect(page.getByLabel('Recipient', { exact: true })).not.toContainText('Venkatesh Iyer');

  expect(await page.evaluate(() => [...(window as unknown as { leaked: Set<string> }).leaked])).toEqual([]);
  // Nothing personal is kept in the browser's storage.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  for (const secret of ['Venkatesh', 'Meenakshi', transfer.referenceCode, '445566778899']) expect(stored).not.toContain(secret);
});
