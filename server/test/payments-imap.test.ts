import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteTransfer } from '../../domain/quote';
import { paymentReviewListSchema } from '../../domain/schemas/payment-review';
import { incomingETransfers, paymentMonitorState } from '../src/db/schema';
import { ImapCollectionProvider } from '../src/payments/imap/imap-provider';
import { runPaymentMonitor } from '../src/payments/monitor';
import type { ApiClient } from './api-client';
import { notificationFixtures, reminderFixture, type NotificationFields } from './fixtures/interac/notifications';
import { adminClient, newRecipient, signedUpClient, startTestApp, type TestApp } from './harness';
import { composeNotification, dkimKey, startImapServer, testResolver, type TestImapServer } from './imap-server';

/**
 * COLLECTION_PROVIDER=imap end to end (issue 33 items 1-4): a real IMAP server on 127.0.0.1
 * (hoodiecrow-imap) holds Interac notifications DKIM-signed by a key this test makes, which only
 * the test's resolver publishes; the payment monitor reads them through the IMAP provider,
 * records and matches them, and puts every other one in "Payments to review" with its reason
 * and text. Then: the cursor across a restart, two instances at once, a renumbered mailbox.
 */

const interac = dkimKey('payments.interac.ca');
const resolver = testResolver([interac]);
const imapConfig = (url: string) => ({ url, mailbox: 'INBOX', sender: 'notify@payments.interac.ca', dkimDomain: 'payments.interac.ca' });
const newProvider = (server: TestImapServer) => new ImapCollectionProvider({ imap: imapConfig(server.url), resolver });

let imap: TestImapServer;
let testApp: TestApp;
let admin: ApiClient;
let referenceCounter = 0;
/** The first notification as delivered, replayed into a restored mailbox below. */
let firstNotification: Buffer;

beforeAll(async () => {
  imap = await startImapServer({ uidValidity: 1 });
  testApp = await startTestApp({ payments: { collection: newProvider(imap) } });
  admin = (await adminClient(testApp)).client;
});
afterAll(async () => {
  await testApp.close();
  await imap.close();
});

const db = () => testApp.database.db;
const run = (provider?: ImapCollectionProvider) =>
  runPaymentMonitor(testApp.app.ctx, { trigger: 'schedule', waitForLock: true, ...(provider ? { provider } : {}) });

async function pendingTransfer(cadAmount = '500') {
  const customer = await signedUpClient(testApp);
  const recipient = await customer.client.post('/api/recipients', newRecipient());
  const response = await customer.client.post('/api/transfers', { ...quoteTransfer({ cadAmount, currentRate: '63' }), recipientId: recipient.body.id });
  expect(response.status).toBe(201);
  return response.body as { id: number; referenceCode: string; cadAmount: string };
}

function deposit(referenceCode: string, overrides: Partial<NotificationFields> = {}): NotificationFields {
  referenceCounter += 1;
  return { senderName: 'ASHA PATEL', amount: '500.00', message: `MapleRupee ${referenceCode}`, reference: `CA1MR${String(referenceCounter).padStart(7, '0')}`, ...overrides };
}

async function paid(transferId: number): Promise<string | null> {
  const rows = await db().execute<{ id: string | null }>(sql`select apaylo_transaction_id as id from transfers where id = ${transferId}`);
  return rows.rows[0]?.id ?? null;
}

async function reviews() {
  const response = await admin.get('/api/admin/payment-reviews');
  expect(response.status).toBe(200);
  return paymentReviewListSchema.parse(response.body);
}

async function cursor(): Promise<string | null> {
  const [state] = await db().select().from(paymentMonitorState).where(eq(paymentMonitorState.provider, 'imap'));
  return state?.cursor ?? null;
}

describe('reading the Interac inbox', () => {
  it('a signed notification from Interac is recorded under its reference number and matched to the transfer it names', async () => {
    const transfer = await pendingTransfer('500');
    const fields = deposit(transfer.referenceCode);
    firstNotification = await composeNotification(notificationFixtures.enYouReceived(fields), { key: interac });
    await imap.append(firstNotification);

    const result = await run();
    expect(result).toMatchObject({ fetchedCount: 1, matchedCount: 1, reviewCount: 0, matchedTransferIds: [transfer.id] });
    expect(await paid(transfer.id)).toBe(fields.reference);
    const [row] = await db().select().from(incomingETransfers).where(eq(incomingETransfers.transactionId, fields.reference));
    expect(row).toMatchObject({ provider: 'imap', amount: '500.00', senderName: 'ASHA PATEL', senderEmail: '', reviewReason: null, rawText: null });
    expect(await cursor()).toBe('1:1');
    expect((await admin.get('/api/admin/monitoring-status')).body).toMatchObject({ provider: 'imap' });
  });

  it('a French notification is matched the same way', async () => {
    const transfer = await pendingTransfer('250');
    await imap.append(await composeNotification(notificationFixtures.frVousAEnvoye(deposit(transfer.referenceCode, { amount: '250,00' })), { key: interac }));
    expect((await run()).matchedTransferIds).toEqual([transfer.id]);
  });

  it('a forged one, one from another sender and an unreadable one go to Payments to review with the reason and the text; nothing is paid', async () => {
    const transfer = await pendingTransfer('700');
    const forger = { ...dkimKey('payments.interac.ca'), keySelector: interac.keySelector };
    const lookalike = dkimKey('payments-interac.ca.example');
    await imap.append(await composeNotification(notificationFixtures.enMoneyTransfer(deposit(transfer.referenceCode, { amount: '700.00' })), { key: forger }));
    await imap.append(
      await composeNotification(notificationFixtures.enMoneyTransfer(deposit(transfer.referenceCode, { amount: '700.00' })), {
        key: lookalike,
        from: 'notify@payments-interac.ca.example',
      }),
    );
    await imap.append(await composeNotification(reminderFixture, { key: interac }));

    const result = await run();
    expect(result).toMatchObject({ fetchedCount: 3, matchedCount: 0 });
    expect(await paid(transfer.id)).toBeNull();
    const open = await reviews();
    const forged = open.filter((review) => review.reason === 'unverified_sender');
    expect(forged).toHaveLength(2);
    for (const review of forged) {
      expect(review.transactionId).toMatch(/^mail:[0-9a-f]{64}$/);
      expect(review.rawText).toContain(transfer.referenceCode);
      // The operator may still accept it for the transfer it names, once the bank shows the money.
      expect(review.candidates.map((candidate) => candidate.transferId)).toEqual([transfer.id]);
    }
    expect(forged.map((review) => review.rawText?.split('\n')[0]).sort()).toEqual([
      'From: "Interac e-Transfer" <notify@payments-interac.ca.example>',
      'From: "Interac e-Transfer" <notify@payments.interac.ca>',
    ]);
    const unreadable = open.filter((review) => review.reason === 'unreadable');
    expect(unreadable).toHaveLength(1);
    expect(unreadable[0]).toMatchObject({ candidates: [], amount: '0.00' });
    expect(unreadable[0]!.rawText).toContain('Reminder: INTERAC e-Transfer');
    expect((await admin.get('/api/admin/monitoring-status')).body).toMatchObject({ reviewCount: 3 });
  });

  it('a refused login fails the run with its error recorded (retried next period), and reads nothing', async () => {
    const wrongPassword = new ImapCollectionProvider({ imap: imapConfig(imap.url.replace('testpass', 'wrong')), resolver });
    const before = await cursor();
    await expect(run(wrongPassword)).rejects.toThrow();
    expect(await cursor()).toBe(before);
    expect((await admin.get('/api/admin/monitoring-status')).body.lastError).toEqual(expect.any(String));
  });

  it('the balance is not something an inbox knows: 503 with a clear message', async () => {
    const response = await admin.get('/api/admin/apaylo-balance');
    expect(response.status).toBe(503);
    expect(response.body.message).toMatch(/not the account’s balance/);
  });
});

describe('each notification read once', () => {
  it('the cursor survives a restart: a new provider reads only what came after it', async () => {
    const before = await cursor();
    expect(before).toBe('1:5');
    const transfer = await pendingTransfer('300');
    await imap.append(await composeNotification(notificationFixtures.enSentYouMoney(deposit(transfer.referenceCode, { amount: '300.00' })), { key: interac }));

    const restarted = newProvider(imap);
    expect((await restarted.listIncoming(before, 500)).transfers).toHaveLength(1);
    const result = await run(restarted);
    expect(result).toMatchObject({ fetchedCount: 1, matchedTransferIds: [transfer.id] });
    expect(await cursor()).toBe('1:6');
  });

  it('two instances reading at once record each notification once, and reading everything again records nothing', async () => {
    const first = await pendingTransfer('111');
    const second = await pendingTransfer('222');
    const fields = [deposit(first.referenceCode, { amount: '111.00' }), deposit(second.referenceCode, { amount: '222.00' })];
    await imap.append(await composeNotification(notificationFixtures.enMoneyTransfer(fields[0]!), { key: interac }));
    await imap.append(await composeNotification(notificationFixtures.frTransfertDepose({ ...fields[1]!, amount: '222,00' }), { key: interac }));

    const results = await Promise.all([run(newProvider(imap)), run(newProvider(imap))]);
    expect(results.reduce((sum, result) => sum + result.fetchedCount, 0)).toBe(2);
    expect(results.flatMap((result) => result.matchedTransferIds).sort()).toEqual([first.id, second.id].sort());

    // An instance with no cursor (or a lost one) reads the whole mailbox: nothing is recorded twice.
    const total = async () => (await db().select({ id: incomingETransfers.id }).from(incomingETransfers)).length;
    const rowsBefore = await total();
    await db().update(paymentMonitorState).set({ cursor: null }).where(eq(paymentMonitorState.provider, 'imap'));
    expect((await run(newProvider(imap))).fetchedCount).toBe(0);
    expect(await total()).toBe(rowsBefore);
    expect(await cursor()).toBe('1:8');
    const recorded = await db().select().from(incomingETransfers).where(inArray(incomingETransfers.transactionId, fields.map((f) => f.reference)));
    expect(recorded).toHaveLength(2);
  });

  it('a changed UIDVALIDITY reads the renumbered mailbox from the start, recording only what is new', async () => {
    const restored = await startImapServer({ uidValidity: 2 });
    try {
      const transfer = await pendingTransfer('400');
      const recorded = async () => (await db().select().from(incomingETransfers).where(eq(incomingETransfers.provider, 'imap'))).length;
      const before = await recorded();
      // The restored mailbox holds a notification already recorded (under the old numbering), then a new one.
      await restored.append(firstNotification);
      await restored.append(await composeNotification(notificationFixtures.enYouReceived(deposit(transfer.referenceCode, { amount: '400.00' })), { key: interac }));
      const result = await run(newProvider(restored));
      // Both were read (UID 1 of the new numbering is not hidden by the old cursor 1:8), only the new one recorded.
      expect(result.fetchedCount).toBe(1);
      expect(result.matchedTransferIds).toEqual([transfer.id]);
      expect(await cursor()).toBe('2:2');
      expect(await recorded()).toBe(before + 1);
      // Read again under the new numbering: nothing more.
      expect((await run(newProvider(restored))).fetchedCount).toBe(0);
    } finally {
      await restored.close();
    }
  });
});
