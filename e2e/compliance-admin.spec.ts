import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { quoteTransfer } from '../domain/quote';
import type { ComplianceCase } from '../domain/schemas/compliance';
import { expectAccessible } from './support/a11y';
import { expectToast, manage, newUser, openApp, signIn, type TestUser } from './support/app';
import { addRecipient, send, submitVerification } from './support/compliance-admin';
import { openSanctionsCase } from './support/db';
import { approveTransfer, chooseRowAction, enrolAuthenticator, enterSecondFactor, openRowMenu, type Authenticator } from './support/operator';
import { lightAndDarkShots } from './support/shots';
import { serverUrl } from './support/worker';

/**
 * The operator's Compliance tab (issue 17), at a desk (1280×800): a verification approved from the
 * queue with the photo of the ID in view; the EFT report case two 5,000 transfers open, closed with
 * a note, and the records export; a flagged transfer that cannot be approved until its case is
 * closed; the limits editor showing the server’s refusal; and (issue 31) a case's history, notes and
 * assignee, a listed-person property report freezing a transfer until a second operator records the
 * authorities' decision, refused attempts and their rule, on a desk and on a phone. Customers and
 * their data are set up through the API, as the customer screens would. With PWA_SHOTS_DIR set, the
 * new parts are also pictured for a person to look at (support/shots.ts).
 */

const baseURL = serverUrl();

let admin: TestUser;
let kiran: TestUser;
let adminApi: APIRequestContext;
/** The operator's authenticator app: the desk needs a second factor (issue 18). */
let authenticator: Authenticator;
let kiranApi: APIRequestContext;

/** A signed-in API session; state-changing calls carry the app's Origin, as the browser's do. */
async function session(user: TestUser): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const response = await context.post('/api/auth/signup', { data: { ...user, country: 'Canada' } });
  expect(response.status(), await response.text()).toBe(201);
  return context;
}

test.beforeAll(async () => {
  admin = newUser('Devika');
  kiran = newUser('Kiran');
  adminApi = await session(admin);
  kiranApi = await session(kiran);
  expect(await manage('grant-admin', admin.email)).toContain('is now an admin');
  authenticator = await enrolAuthenticator(adminApi);
});

test.afterAll(async () => {
  await adminApi.dispose();
  await kiranApi.dispose();
});

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, reducedMotion: 'reduce' });

async function openTab(page: Page, name: 'Transfers' | 'Compliance'): Promise<void> {
  if (page.url().endsWith('/admin') === false) {
    await openApp(page);
    await signIn(page, admin.email, admin.password);
    await enterSecondFactor(page, authenticator);
    const nav = page.getByRole('navigation', { name: /main/i });
    await nav.getByRole('link', { name: 'Admin' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  }
  const tab = page.getByRole('tab', { name: new RegExp(`^${name}`) });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

const verification = (page: Page, user: TestUser) => page.getByTestId('verification').filter({ hasText: user.email });
const cases = (page: Page, user: TestUser) => page.getByTestId('compliance-case').filter({ hasText: user.email });

test('an operator sees a pending verification with its photo and approves it', async ({ page }) => {
  await submitVerification(kiranApi);
  await openTab(page, 'Compliance');
  // The badge counts what waits: at least Kiran's verification.
  await expect(page.getByTestId('compliance-count')).toHaveText(/^[1-9]\d*/);
  await expect(page.getByRole('tab', { name: /^Compliance/ })).toHaveAccessibleName(/Compliance\s*\d+\s*items? to act on/);

  await expect(page.getByLabel('Show')).toHaveValue('pending');
  const item = verification(page, kiran);
  await expect(item.getByRole('heading', { name: 'Kiran Patel' })).toBeVisible();
  await expect(item).toContainText('Pending');
  await expect(item).toContainText(/Submitted \w{3} \d{1,2}, \d{4}/);
  for (const text of ['Nurse', '100 Queen St W', 'Toronto, ON M5H 2N2', "Driver's licence", 'P1234-56789-00000', 'Ontario', 'Aug 31, 2031', 'Apr 12, 1988']) {
    await expect(item).toContainText(text);
  }
  // The photo of the ID is shown inline, loaded from the operators-only URL.
  const photo = item.getByRole('img', { name: 'Photo ID submitted by Kiran Patel' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(320);
  await expectAccessible(page, 'verification queue');

  // Reject needs a reason: Confirm stays disabled without one. Cancel changes nothing.
  await item.getByRole('button', { name: 'Reject Kiran Patel' }).click();
  const reject = page.getByRole('alertdialog', { name: 'Reject this verification?' });
  await expect(reject.getByRole('button', { name: 'Reject' })).toBeDisabled();
  await reject.getByRole('button', { name: 'Cancel' }).click();
  await expect(reject).toBeHidden();

  await item.getByRole('button', { name: 'Approve Kiran Patel' }).click();
  const approve = page.getByRole('alertdialog', { name: 'Approve this identity?' });
  await approve.getByLabel('Note (optional): what you checked').fill('Licence photo and details match.');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expectToast(page, 'Identity verified');
  // The queue refreshes: Kiran is no longer pending, and is listed as approved.
  await expect(item).toHaveCount(0);
  await page.getByLabel('Show').selectOption('approved');
  await expect(verification(page, kiran)).toContainText('Approved');
  await expect(verification(page, kiran)).toContainText(`by ${admin.firstName}`);
  const limits = await (await kiranApi.get('/api/limits')).json();
  expect(limits).toMatchObject({ tier: 'verified', verification: 'verified' });
});

test('two 5,000 transfers of a verified customer show one EFT case with its due date; close it with a note', async ({ page }) => {
  const recipient = await addRecipient(kiranApi);
  const first = await send(kiranApi, recipient.id, '5000.00');
  const second = await send(kiranApi, recipient.id, '5000.00');

  const open = (await (await adminApi.get('/api/admin/compliance/cases?status=open&kind=eftr')).json()) as ComplianceCase[];
  const mine = open.filter((row) => row.customerEmail === kiran.email);
  expect(mine).toHaveLength(1);
  const eftr = mine[0]!;
  const due = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${eftr.dueBy}T00:00:00Z`),
  );

  await openTab(page, 'Compliance');
  await page.getByLabel('Kind').selectOption('eftr');
  const item = cases(page, kiran);
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('heading', { name: `EFT report #${eftr.id}` })).toBeVisible();
  await expect(item).toContainText('$10,000.00');
  await expect(item).toContainText(`Due by${due}`);
  await expect(item).toContainText(`${first.referenceCode} $5,000.00`);
  await expect(item).toContainText(`${second.referenceCode} $5,000.00`);
  await expect(item).not.toContainText('Overdue');
  await expectAccessible(page, 'report cases');

  await item.getByRole('button', { name: `Close EFT report #${eftr.id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Close EFT report #${eftr.id}` });
  await expect(dialog.getByLabel('Filed with FINTRAC')).toBeChecked();
  // A note is required.
  await dialog.getByRole('button', { name: 'Close case' }).click();
  await expect(dialog.getByText('Write a note')).toBeVisible();
  await dialog.getByLabel('Reference (optional)').fill('EFTR-2026-0042');
  await dialog.getByLabel('Note').fill('Large EFT report filed for both transfers.');
  await dialog.getByRole('button', { name: 'Close case' }).click();
  await expectToast(page, 'Case closed');
  await expect(dialog).toBeHidden();
  await expect(item).toHaveCount(0);

  await page.getByLabel('Status').selectOption('closed');
  const closed = cases(page, kiran);
  await expect(closed).toContainText('Filed with FINTRAC');
  await expect(closed).toContainText('Reference: EFTR-2026-0042');
  await expect(closed).toContainText('Large EFT report filed for both transfers.');
  await expect(closed.getByRole('button', { name: /^Close / })).toHaveCount(0);

  // The records of today (in the business time zone) hold Kiran's two transfers: the file downloads.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());
  const records = page.getByRole('region', { name: 'Records export' });
  await records.getByLabel('From Date').fill(today);
  await records.getByLabel('To Date').fill(today);
  const [download] = await Promise.all([page.waitForEvent('download'), records.getByRole('button', { name: 'Download records' }).click()]);
  expect(download.suggestedFilename()).toBe(`MapleRupee_Compliance_Records_${today}_to_${today}.xlsx`);
  await expectToast(page, 'Records exported');
});

test('a flagged transfer cannot be approved until its case is closed', async ({ page }) => {
  const ravi = newUser('Ravi');
  const raviApi = await session(ravi);
  const recipient = await addRecipient(raviApi);
  const transfer = await send(raviApi, recipient.id, '120.00');
  await raviApi.dispose();

  await openTab(page, 'Transfers');
  const row = page.getByTestId('transfer-row').filter({ hasText: transfer.referenceCode });
  await expect(row.getByTestId('on-hold')).toHaveCount(0);
  await chooseRowAction(row, 'Flag');
  const flag = page.getByRole('alertdialog', { name: 'Flag as suspicious?' });
  await expect(flag).toContainText(`Transfer ${transfer.referenceCode} ($120.00) goes on hold`);
  await expect(flag.getByRole('button', { name: 'Flag transfer' })).toBeDisabled();
  await flag.getByLabel('What is suspicious (required)').fill('Third e-Transfer this week from a sender who is not the customer.');
  await flag.getByRole('button', { name: 'Flag transfer' }).click();
  await expectToast(page, 'Transfer flagged');
  await expect(row.getByTestId('on-hold')).toContainText('On hold');

  // Approve is not offered while the case holds it (the server would refuse it: 409 compliance_hold, API-tested).
  await expect(row.getByRole('button', { name: `Approve ${transfer.referenceCode}` })).toHaveCount(0);
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  await expectAccessible(page, 'transfer on hold');
  await expect((await openRowMenu(row)).getByRole('menuitem')).toHaveText(['Reject', 'Flag']);
  await page.keyboard.press('Escape');

  await openTab(page, 'Compliance');
  await page.getByLabel('Kind').selectOption('str');
  const item = cases(page, ravi);
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Suspicious transaction');
  await expect(item).toContainText('Third e-Transfer this week');
  await expect(item).toContainText(`${transfer.referenceCode} $120.00`);
  await item.getByRole('button', { name: /^Close Suspicious transaction #\d+$/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Close Suspicious transaction #\d+$/ });
  await expect(dialog.getByLabel('Cleared')).toBeChecked();
  await dialog.getByLabel('Note').fill('Sender is the customer’s spouse; joint account confirmed by phone.');
  await dialog.getByRole('button', { name: 'Close case' }).click();
  await expectToast(page, 'Case closed');

  await openTab(page, 'Transfers');
  await expect(row.getByTestId('on-hold')).toHaveCount(0);
  await approveTransfer(page, row, `Approve ${transfer.referenceCode}`);
  await expectToast(page, 'Transfer status updated successfully');
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();
});

test('the limits editor shows the server’s message when it refuses', async ({ page }) => {
  await openTab(page, 'Compliance');
  const limits = page.getByRole('region', { name: 'Transfer limits' });
  await expect(limits.getByLabel('Per transfer').first()).toHaveValue(/^\d+\.\d{2}$/);
  await limits.getByRole('group', { name: 'Verified', exact: true }).getByLabel('Per transfer').fill('6000.00');
  await limits.getByRole('button', { name: 'Save limits' }).click();
  await expect(limits.getByRole('alert')).toContainText(/per-transfer limit cannot be above 5,?000/);
  const stored = await (await adminApi.get('/api/admin/limits')).json();
  expect(stored.verified.perTransfer).toBe('5000.00');
});

test('a case’s history, notes and assignee', async ({ page }) => {
  const meera = newUser('Meera');
  const meeraApi = await session(meera);
  const transfer = await send(meeraApi, (await addRecipient(meeraApi)).id, '300.00');
  await meeraApi.dispose();
  const flagged = await adminApi.post('/api/admin/compliance/cases', { data: { transferId: transfer.id, narrative: 'Round amounts to a recipient added today.' } });
  expect(flagged.status()).toBe(201);
  const caseId = ((await flagged.json()) as ComplianceCase).id;

  await openTab(page, 'Compliance');
  await page.getByLabel('Kind').selectOption('str');
  const item = cases(page, meera);
  await expect(item).toContainText('Assigned toNobody');
  await item.getByRole('button', { name: `History and notes of Suspicious transaction #${caseId}` }).click();
  const history = item.getByTestId('case-history');
  await expect(history).toContainText('Opened');
  await expect(history).toContainText(`${admin.firstName} Patel`);
  await expect(history).toContainText('Round amounts to a recipient added today.');

  // A note is required; then it is in the history with who wrote it.
  await item.getByRole('button', { name: 'Add note' }).click();
  await expect(item.getByText('Write a note')).toBeVisible();
  await item.getByLabel('Add a note').fill('Called Meera: the recipient is her brother.\nShe will send his ID.');
  await item.getByRole('button', { name: 'Add note' }).click();
  await expectToast(page, 'Note added');
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history).toContainText('She will send his ID.');

  await item.getByLabel('Assign to').selectOption({ label: `${admin.firstName} Patel` });
  await item.getByRole('button', { name: 'Assign', exact: true }).click();
  await expectToast(page, 'Case assigned');
  await expect(item).toContainText(`Assigned to${admin.firstName} Patel`);
  await expect(history).toContainText(`To ${admin.firstName} Patel`);
  await expectAccessible(page, 'case history and notes');
  await item.scrollIntoViewIfNeeded();
  await lightAndDarkShots(page, 'issue31-desk-case-work');
});

test('a listed-person property report freezes the transfer until a second operator records the authorities’ decision', async ({ page }) => {
  const arjun = newUser('Arjun');
  const arjunApi = await session(arjun);
  const recipient = await addRecipient(arjunApi);
  const transfer = await send(arjunApi, recipient.id, '250.00');
  await arjunApi.dispose();
  const caseId = await openSanctionsCase(arjun.email, recipient.id);

  await openTab(page, 'Compliance');
  await page.getByLabel('Kind').selectOption('sanctions');
  const item = cases(page, arjun);
  await item.getByRole('button', { name: `Close Sanctions #${caseId}` }).click();
  const dialog = page.getByRole('dialog', { name: `Close Sanctions #${caseId}` });
  await dialog.getByLabel('Listed-person property report').check();
  await dialog.getByLabel('Note').fill('Confirmed hit: reported to the RCMP, CSIS and FINTRAC.');
  await dialog.getByRole('button', { name: 'Close case' }).click();
  await expectToast(page, 'Case closed');

  await page.getByLabel('Status').selectOption('all');
  const frozen = cases(page, arjun);
  await expect(frozen).toContainText('Frozen');
  await expect(frozen).toContainText('Listed-person property report');
  await frozen.scrollIntoViewIfNeeded();
  await lightAndDarkShots(page, 'issue31-desk-frozen-case');

  // The desk says so and offers no Approve; the server refuses a rejection too, with its reason.
  await openTab(page, 'Transfers');
  const row = page.getByTestId('transfer-row').filter({ hasText: transfer.referenceCode });
  await expect(row.getByTestId('frozen')).toContainText('Frozen');
  await expect(row.getByRole('button', { name: `Approve ${transfer.referenceCode}` })).toHaveCount(0);
  await chooseRowAction(row, 'Reject');
  await page.getByRole('alertdialog', { name: 'Reject transfer?' }).getByRole('button', { name: 'Reject' }).click();
  await expectToast(
    page,
    'Failed to update status',
    'This transfer is frozen by a listed-person property report: it can be neither approved nor rejected until an operator records what the authorities decided.',
  );
  await expectAccessible(page, 'frozen transfer');

  // The operator who froze it cannot lift the freeze; a second operator records the decision.
  await openTab(page, 'Compliance');
  await page.getByLabel('Status').selectOption('all');
  await page.getByLabel('Kind').selectOption('sanctions');
  await cases(page, arjun).getByRole('button', { name: `Record the authorities’ decision on Sanctions #${caseId}` }).click();
  const decision = page.getByRole('dialog', { name: 'What did the authorities decide?' });
  await decision.getByLabel('Note').fill('RCMP letter of 3 March: not the listed person.');
  await lightAndDarkShots(page, 'issue31-desk-authority-decision');
  await decision.getByRole('button', { name: 'Record decision' }).click();
  await expect(decision.getByRole('alert')).toContainText('another operator must record what the authorities decided');
  await decision.getByRole('button', { name: 'Cancel' }).click();

  const second = newUser('Chloe');
  const secondApi = await session(second);
  expect(await manage('grant-admin', second.email)).toContain('is now an admin');
  await enrolAuthenticator(secondApi);
  const recorded = await secondApi.post(`/api/admin/compliance/cases/${caseId}/authority-decision`, {
    data: { decision: 'released', note: 'RCMP letter of 3 March: not the listed person.' },
  });
  expect(recorded.status(), await recorded.text()).toBe(200);
  await secondApi.dispose();
  await page.reload();
  await openTab(page, 'Compliance');
  await page.getByLabel('Status').selectOption('all');
  await page.getByLabel('Kind').selectOption('sanctions');
  await expect(cases(page, arjun).getByTestId('authority-decision')).toContainText('Released by the authorities');
  await expect(cases(page, arjun)).not.toContainText('Frozen');
});

test('refused attempts are listed, and the rule’s number is a setting the server checks', async ({ page }) => {
  const neha = newUser('Neha');
  const nehaApi = await session(neha);
  const recipient = await addRecipient(nehaApi);
  // 1,000.00 without a verified identity: refused (422 verification_required), kept as an attempt.
  const { rate } = (await (await nehaApi.get('/api/exchange-rates')).json()) as { rate: number };
  const refused = await nehaApi.post('/api/transfers', { data: { ...quoteTransfer({ cadAmount: '1000.00', currentRate: String(rate) }), recipientId: recipient.id } });
  expect(refused.status()).toBe(422);
  await nehaApi.dispose();

  await openTab(page, 'Compliance');
  const attempts = page.getByRole('region', { name: 'Refused attempts' });
  await expect(attempts.getByTestId('transfer-attempt').filter({ hasText: neha.email }).first()).toContainText('Identity not verified');
  const rule = page.getByRole('region', { name: 'Refused-attempts rule' });
  await expect(rule.getByLabel('Refused attempts in 24 hours')).toHaveValue('3');
  await rule.getByLabel('Refused attempts in 24 hours').fill('0');
  await rule.getByRole('button', { name: 'Save rule' }).click();
  await expect(rule.getByText('Enter a whole number from 1 to 100')).toBeVisible();
  await rule.getByLabel('Refused attempts in 24 hours').fill('4');
  await rule.getByRole('button', { name: 'Save rule' }).click();
  await expectToast(page, 'Rule saved');
  expect(await (await adminApi.get('/api/admin/compliance/settings')).json()).toEqual({ refusedAttemptsThreshold: 4 });
  await expectAccessible(page, 'refused attempts and the rule');
  await attempts.scrollIntoViewIfNeeded();
  await lightAndDarkShots(page, 'issue31-desk-attempts');
  await adminApi.put('/api/admin/compliance/settings', { data: { refusedAttemptsThreshold: 3 } });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the case work and the refused attempts fit a phone', async ({ page }) => {
    await openTab(page, 'Compliance');
    await page.getByLabel('Status').selectOption('all');
    const first = page.getByTestId('compliance-case').first();
    await first.getByRole('button', { name: /^History and notes of / }).click();
    await expect(first.getByTestId('case-history')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'case work on a phone');
    await first.getByTestId('case-work').scrollIntoViewIfNeeded();
    await lightAndDarkShots(page, 'issue31-phone-case-work');
    await page.getByRole('region', { name: 'Refused attempts' }).scrollIntoViewIfNeeded();
    await lightAndDarkShots(page, 'issue31-phone-attempts');
  });
});
