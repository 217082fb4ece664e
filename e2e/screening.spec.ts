import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { manage, newUser, openApp, signIn, type TestUser } from './support/app';
import { enrolAuthenticator, enterSecondFactor, type Authenticator } from './support/operator';
import { serverUrl } from './support/worker';

/**
 * Sanctions screening on the operator's Compliance tab (issue 31): after an import the list's
 * version and its finished re-screen are shown, and a name typed in "Test a name" — reordered, with
 * a lookalike Cyrillic letter inside it — is found with its score and what made it; an ordinary name is not.
 * At a desk (1280×800) and on a phone (390×844).
 */

const baseURL = serverUrl();

let operator: TestUser;
let operatorApi: APIRequestContext;
let authenticator: Authenticator;

test.beforeAll(async () => {
  operator = newUser('Farida');
  operatorApi = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  expect((await operatorApi.post('/api/auth/signup', { data: { ...operator, country: 'Canada' } })).status()).toBe(201);
  expect(await manage('grant-admin', operator.email)).toContain('is now an admin');
  authenticator = await enrolAuthenticator(operatorApi);
  // Waits for the re-screen of everyone against the new version, as an operator's import does.
  expect(await manage('import-sanctions', 'server/src/compliance/sample-sanctions.csv')).toMatch(/Imported 10 sanctions entries/);
});

test.afterAll(async () => {
  await operatorApi.dispose();
});

test.describe.configure({ mode: 'serial' });

async function openCompliance(page: Page): Promise<void> {
  await openApp(page);
  await signIn(page, operator.email, operator.password);
  await enterSecondFactor(page, authenticator);
  await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Admin' }).click();
  await page.getByRole('tab', { name: /^Compliance/ }).click();
}

for (const viewport of [
  { name: 'desk', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`an operator tests names against the list (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openCompliance(page);
    const card = page.getByRole('region', { name: 'Sanctions screening' });
    await expect(card).toContainText(/List version \d+: 10 entries/);
    await expect(card).toContainText(/Everyone re-screened against this version/);

    // Reordered, with a Cyrillic "а" among the Latin letters: still the listed person.
    await card.getByLabel('Name', { exact: true }).fill('Kravetz Borislаv');
    await card.getByLabel('Date of birth (optional)').fill('1961-04-17');
    await card.getByRole('button', { name: 'Test', exact: true }).click();
    const results = card.getByRole('status').filter({ hasText: 'possible match' });
    await expect(results).toContainText(/\d+ possible match(es)? on list version \d+/);
    const first = results.getByRole('listitem').first();
    await expect(first).toContainText('Borislav Ignatov Kravetz');
    await expect(first).toContainText('FICTIONAL SAMPLE LIST · FICT-001');
    await expect(first).toContainText(/score (0|1)\.\d\d/);
    await expectAccessible(page, `screening test result (${viewport.name})`);
    await page.screenshot({ path: test.info().outputPath(`screening-${viewport.name}.png`), fullPage: true });

    await card.getByLabel('Name', { exact: true }).fill('Priya Sharma');
    await card.getByLabel('Date of birth (optional)').fill('');
    await card.getByRole('button', { name: 'Test', exact: true }).click();
    await expect(card.getByRole('status').filter({ hasText: 'No possible match' })).toBeVisible();

    // The server's rule, shown at its field.
    await card.getByLabel('Name', { exact: true }).fill('');
    await card.getByRole('button', { name: 'Test', exact: true }).click();
    await expect(card.getByText('Enter a name to test')).toBeVisible();
    await expect(card.getByLabel('Name', { exact: true })).toBeFocused();
  });
}
