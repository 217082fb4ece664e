import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { openApp } from './support/app';

test.use({ reducedMotion: 'reduce' });

// The accessibility check of every journey must be able to fail: a screen with a serious violation in
// one theme only (text the dark theme draws too faint, a button without a name) is refused, naming it.
test('the accessibility check refuses a faint text in the dark theme and a button without a name', async ({ page }) => {
  await openApp(page);
  await expectAccessible(page, 'sign-in');
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = '@media (prefers-color-scheme: dark) { #faint { color: #333 !important; background: #000 !important; } }';
    document.head.append(style);
    const faint = Object.assign(document.createElement('p'), { id: 'faint', textContent: 'Faint only in the dark' });
    document.querySelector('main')!.append(faint);
  });
  const darkOnly = await expectAccessible(page, 'faint').then(() => '', (error: Error) => error.message);
  expect(darkOnly).toContain('faint (dark): axe violations');
  expect(darkOnly).toContain('color-contrast (serious): #faint');

  await page.evaluate(() => document.querySelector('main')!.append(Object.assign(document.createElement('button'), { id: 'nameless' })));
  const nameless = await expectAccessible(page, 'nameless').then(() => '', (error: Error) => error.message);
  expect(nameless).toContain('nameless (light): axe violations');
  expect(nameless).toContain('button-name (critical): #nameless');
});
