import { expect, test } from '@playwright/test';

/** SECURITY.md promise 5 for what only the built app serves: the page, its assets and the icon. */
test('security headers on the page, its static assets and the 404 of a missing asset', async ({ request, page }) => {
  const page200 = await request.get('/');
  const html = await page200.text();
  // The app's entry module (a hashed asset), which /boot.js loads after the first paint.
  const script = /<meta name="mr-entry" content="([^"]+)"/.exec(html)?.[1];
  expect(script).toBeDefined();
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/); // no inline script: CSP forbids it anyway

  for (const path of ['/', '/history', '/boot.js', script!, '/favicon-32x32.png', '/assets/missing-file.js']) {
    const response = await request.get(path);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, path).toContain("script-src 'self'");
    expect(csp, path).toContain("object-src 'none'");
    expect(csp, path).toContain("base-uri 'self'");
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('no-referrer');
  }
  expect((await request.get(script!)).headers()['cache-control']).toContain('immutable');
  expect((await request.get('/')).headers()['cache-control']).toBe('no-cache');
  expect((await request.get('/assets/missing-file.js')).status()).toBe(404);

  // The browser runs the app under that policy without a single violation.
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) violations.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible({ timeout: 15_000 });
  expect(violations).toEqual([]);
});
