import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteTransfer } from '../../domain/quote';
import {
  complianceCaseEvents,
  complianceCaseTransfers,
  complianceCases,
  identityVerifications,
  mailQueue,
  recipients,
  transferAttempts,
  transferEvents,
  transfers,
  passkeys,
  totpCredentials,
  totpRecoveryCodes,
  userCredentials,
  users,
  verificationDocuments,
} from '../src/db/schema';
import { databaseFingerprint } from './fingerprint';
import { adminClient, newRecipient, seedTransfers, signedUpClient, startTestApp, type TestApp } from './harness';
import { runManage } from './server-process';

/**
 * Closing an account (POST /api/profile/close, issue 17) and purging records past their 5-year
 * retention (`npm run manage -- purge-records [--before YYYY-MM-DD] [--apply]`).
 */

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

const CLOSED_MESSAGE = 'Your account is closed and you are signed out everywhere. We keep your records for 5 years, as the law requires.';

async function closedAt(userId: number): Promise<Date | null> {
  const [row] = await testApp.database.db.select({ closedAt: users.closedAt }).from(users).where(eq(users.id, userId));
  return row!.closedAt;
}

describe('POST /api/profile/close', () => {
  it('needs a session', async () => {
    const response = await testApp.client().post('/api/profile/close', { password: 'maple-secret-1' });
    expect(response.status).toBe(401);
  });

  it('refuses a wrong or missing password and changes nothing', async () => {
    const customer = await signedUpClient(testApp);
    const wrong = await customer.client.post('/api/profile/close', { password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: 'The password is not correct', errors: { password: 'The password is not correct' } });
    for (const body of [{}, { password: '' }, { password: 12345678 }]) {
      const response = await customer.client.post('/api/profile/close', body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Password is required');
    }
    expect(await closedAt(customer.user.id)).toBeNull();
    expect((await customer.client.get('/api/auth/me')).status).toBe(200);
  });

  it('closes only the caller’s own account (another customer’s password is just a wrong password)', async () => {
    const owner = await signedUpClient(testApp);
    const other = await signedUpClient(testApp);
    const attempt = await other.client.post('/api/profile/close', { password: owner.password.toUpperCase() });
    expect(attempt.status).toBe(400);
    expect(await closedAt(owner.user.id)).toBeNull();
    expect(await closedAt(other.user.id)).toBeNull();
  });

  it('closes the account: every session ends, sign-in answers like a wrong password, records are kept, and it is audited', async () => {
    const customer = await signedUpClient(testApp, { firstName: 'Kiran', lastName: 'Mehta' });
    const otherBrowser = testApp.client();
    expect((await otherBrowser.post('/api/auth/login', { email: customer.email, password: customer.password })).status).toBe(200);
    const bystander = await signedUpClient(testApp);
    const recipient = await customer.client.post('/api/recipients', newRecipient());
    const transfer = await customer.client.post('/api/transfers', { ...quoteTransfer({ cadAmount: '250', currentRate: '63' }), recipientId: recipient.body.id });
    expect(transfer.status).toBe(201);
    const oldCookie = customer.client.cookieHeader;

    const closed = await customer.client.post('/api/profile/close', { password: customer.password });
    expect(closed.status).toBe(200);
    expect(closed.body).toEqual({ message: CLOSED_MESSAGE });
    expect(closed.headers.getSetCookie().some((cookie) => /Expires=Thu, 01 Jan 1970/i.test(cookie))).toBe(true);
    expect(await closedAt(customer.user.id)).toBeInstanceOf(Date);

    // Every session of the account has ended, this browser's and the other's, whatever cookie is replayed.
    expect((await customer.client.get('/api/auth/me')).status).toBe(401);
    expect((await otherBrowser.get('/api/auth/me')).status).toBe(401);
    expect((await fetch(`${testApp.url}/api/auth/me`, { headers: { cookie: oldCookie } })).status).toBe(401);
    const sessions = await testApp.database.db.execute<{ n: number }>(sql`select count(*)::int as n from sessions where user_id = ${customer.user.id}`);
    expect(sessions.rows[0]!.n).toBe(0);

    // Signing in: exactly what a wrong password gets.
    const signIn = await testApp.client().post('/api/auth/login', { email: customer.email, password: customer.password });
    const wrongPassword = await testApp.client().post('/api/auth/login', { email: bystander.email, password: 'wrong-password-1' });
    expect(signIn.status).toBe(401);
    expect(signIn.status).toBe(wrongPassword.status);
    expect(signIn.body).toEqual(wrongPassword.body);

    // Records kept.
    const [kept] = await testApp.database.db.select({ id: transfers.id }).from(transfers).where(eq(transfers.id, transfer.body.id));
    expect(kept).toBeDefined();
    const [keptRecipient] = await testApp.database.db.select({ id: recipients.id }).from(recipients).where(eq(recipients.id, recipient.body.id));
    expect(keptRecipient).toBeDefined();

    const audit = await testApp.database.db.execute<{ actor_user_id: number; after: Record<string, unknown> }>(
      sql`select actor_user_id, after from audit_events where action = 'account.closed' and target_id = ${String(customer.user.id)}`,
    );
    expect(audit.rows).toEqual([{ actor_user_id: customer.user.id, after: { closedAt: expect.any(String), reason: expect.stringContaining('Close account') } }]);

    // The other customer is untouched.
    expect((await bystander.client.get('/api/auth/me')).status).toBe(200);
  });

  it('lets an operator close their own account, which ends their admin sessions too', async () => {
    const operator = await adminClient(testApp);
    expect((await operator.client.get('/api/admin/users?limit=1')).status).toBe(200);
    expect((await operator.client.post('/api/profile/close', { password: operator.password })).status).toBe(200);
    expect((await operator.client.get('/api/admin/users?limit=1')).status).toBe(401);
  });

  it('records one closure however many requests race', async () => {
    const customer = await signedUpClient(testApp);
    const answers = await Promise.all(Array.from({ length: 5 }, () => customer.client.post('/api/profile/close', { password: customer.password })));
    expect(answers.every((answer) => answer.status === 200 || answer.status === 401)).toBe(true);
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    const audit = await testApp.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_events where action = 'account.closed' and target_id = ${String(customer.user.id)}`,
    );
    expect(audit.rows[0]!.n).toBe(1);
  });
});

const manage = (...args: string[]) => runManage(testApp.config.databaseUrl, ...args);

const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;
const yearsAgo = (years: number) => new Date(Date.now() - years * YEAR_MS);

interface Seeded {
  userId: number;
  transferIds: number[];
  recipientId: number;
}

/** A customer with a recipient, transfers (with timeline events and mail), a verification with its photo and a closed case. */
async function seedAccount(options: { closedAt: Date | null; transferAt: Date; verifiedAt?: Date; openCase?: boolean }): Promise<Seeded> {
  const db = testApp.database.db;
  const customer = await signedUpClient(testApp);
  const userId = customer.user.id;
  // Sign-up gave it a session; a closed account has none.
  await db.execute(sql`delete from sessions where user_id = ${userId}`);
  await db.update(users).set({ closedAt: options.closedAt }).where(eq(users.id, userId));
  const [recipient] = await db.insert(recipients).values({ userId, ...newRecipient(), createdAt: options.transferAt }).returning({ id: recipients.id });
  const seeded = await seedTransfers(
    testApp,
    [
      { createdAt: options.transferAt, cadAmount: '1200.00', status: 'completed' },
      { createdAt: new Date(options.transferAt.getTime() + 60_000), cadAmount: '300.00' },
    ],
    { userId, recipientId: recipient!.id },
  );
  for (const transferId of seeded.ids) {
    const [event] = await db
      .insert(transferEvents)
      .values({ transferId, fromStatus: null, toStatus: 'pending', actorUserId: userId, createdAt: options.transferAt })
      .returning({ id: transferEvents.id });
    await db.insert(mailQueue).values({ transferEventId: event!.id, createdAt: options.transferAt, nextAttemptAt: options.transferAt, sentAt: options.transferAt });
  }
  const verifiedAt = options.verifiedAt ?? options.transferAt;
  const [document] = await db
    .insert(verificationDocuments)
    .values({ userId, contentType: 'image/png', bytes: 4, sealed: Buffer.from('sealed-bytes'), createdAt: verifiedAt })
    .returning({ id: verificationDocuments.id });
  const [verification] = await db
    .insert(identityVerifications)
    .values({ userId, status: 'approved', method: 'document', dateOfBirth: '1980-01-01', documentId: document!.id, submittedAt: verifiedAt, decidedAt: verifiedAt })
    .returning({ id: identityVerifications.id });
  await db.update(transfers).set({ verificationId: verification!.id }).where(eq(transfers.id, seeded.ids[0]!));
  const [closedCase] = await db
    .insert(complianceCases)
    .values({
      kind: 'str',
      userId,
      summary: 'Old flag',
      openedAt: options.transferAt,
      ...(options.openCase ? {} : { status: 'closed', outcome: 'cleared', note: 'Fine', closedAt: options.transferAt }),
    })
    .returning({ id: complianceCases.id });
  await db.insert(complianceCaseTransfers).values({ caseId: closedCase!.id, transferId: seeded.ids[0]! });
  // Issue 31: the case's history, a refused attempt and the verified legal name are the account's records too.
  await db.insert(complianceCaseEvents).values({ caseId: closedCase!.id, kind: 'note', actorUserId: null, text: 'Old note', createdAt: options.transferAt });
  await db.insert(transferAttempts).values({
    userId,
    recipientId: recipient!.id,
    recipientName: 'Priya Sharma',
    cadAmount: '5000.00',
    reason: 'limit_exceeded',
    referenceCode: `AT${userId}X1`,
    transferId: seeded.ids[0]!,
    createdAt: options.transferAt,
  });
  await db.update(users).set({ legalName: sql`${users.username}` }).where(eq(users.id, userId));
  await db.insert(userCredentials).values({ userId, credentialId: `cred-${userId}`, publicKey: 'key' });
  await db.insert(passkeys).values({ userId, credentialId: `passkey-${userId}`, publicKey: Buffer.from('key'), deviceType: 'multiDevice', backedUp: true, name: 'Phone' });
  await db.insert(totpCredentials).values({ userId, sealedSecret: Buffer.from('sealed'), confirmedAt: options.closedAt });
  await db.insert(totpRecoveryCodes).values({ userId, codeHash: `hash-${userId}` });
  return { userId, transferIds: seeded.ids, recipientId: recipient!.id };
}

async function rowsOf(userId: number) {
  const db = testApp.database.db;
  const own = await db.select({ id: transfers.id }).from(transfers).where(eq(transfers.userId, userId));
  const ids = own.map((row) => row.id);
  const countWhere = async (query: ReturnType<typeof sql>) => (await db.execute<{ n: number }>(query)).rows[0]!.n;
  return {
    transfers: ids.length,
    events: ids.length ? (await db.select({ id: transferEvents.id }).from(transferEvents).where(inArray(transferEvents.transferId, ids))).length : 0,
    recipients: await countWhere(sql`select count(*)::int as n from recipients where user_id = ${userId}`),
    verifications: await countWhere(sql`select count(*)::int as n from identity_verifications where user_id = ${userId}`),
    documents: await countWhere(sql`select count(*)::int as n from verification_documents where user_id = ${userId}`),
    cases: await countWhere(sql`select count(*)::int as n from compliance_cases where user_id = ${userId}`),
    caseWork: await countWhere(sql`select ((select count(*) from compliance_case_events e join compliance_cases c on c.id = e.case_id where c.user_id = ${userId})
      + (select count(*) from transfer_attempts where user_id = ${userId}))::int as n`),
    credentials: await countWhere(sql`select count(*)::int as n from user_credentials where user_id = ${userId}`),
    factors: await countWhere(sql`select ((select count(*) from passkeys where user_id = ${userId})
      + (select count(*) from totp_credentials where user_id = ${userId}) + (select count(*) from totp_recovery_codes where user_id = ${userId}))::int as n`),
    audits: await countWhere(sql`select count(*)::int as n from audit_events where actor_user_id = ${userId} or (target_type = 'user' and target_id = ${String(userId)})`),
  };
}

describe('npm run manage -- purge-records', () => {
  let purgeable: Seeded;
  let kept: Record<string, Seeded>;

  beforeAll(async () => {
    purgeable = await seedAccount({ closedAt: yearsAgo(6), transferAt: yearsAgo(6.5) });
    kept = {
      recentTransfer: await seedAccount({ closedAt: yearsAgo(6), transferAt: yearsAgo(4) }),
      recentlyClosed: await seedAccount({ closedAt: yearsAgo(2), transferAt: yearsAgo(7) }),
      open: await seedAccount({ closedAt: null, transferAt: yearsAgo(8) }),
      openCase: await seedAccount({ closedAt: yearsAgo(6), transferAt: yearsAgo(7), openCase: true }),
      recentVerification: await seedAccount({ closedAt: yearsAgo(6), transferAt: yearsAgo(7), verifiedAt: yearsAgo(3) }),
    };
  });

  it('dry run by default: lists only the accounts past retention, and changes nothing', async () => {
    const before = await databaseFingerprint(testApp);
    const dryRun = await manage('purge-records');
    expect(dryRun.code).toBe(0);
    expect(dryRun.output).toContain('Would delete the records of 1 closed account');
    expect(dryRun.output).toContain(`user ${purgeable.userId} <`);
    expect(dryRun.output).toContain('2 transfers, 2 events, 1 recipients, 1 verifications, 1 documents, 1 cases');
    for (const account of Object.values(kept)) expect(dryRun.output).not.toContain(`user ${account.userId} `);
    expect(dryRun.output).toContain('Dry run: nothing was deleted.');
    expect(await databaseFingerprint(testApp)).toEqual(before);
  });

  it('refuses a cutoff within the retention period, and honours an earlier one', async () => {
    const tooLate = await manage('purge-records', '--before', yearsAgo(3).toISOString().slice(0, 10));
    expect(tooLate.code).toBe(1);
    expect(tooLate.output).toContain('is too late: records are kept 5 years');
    expect((await manage('purge-records', '--before', '2026-02-30')).code).toBe(2);
    // Before the purgeable account's transfers: nothing qualifies.
    const earlier = await manage('purge-records', '--before', yearsAgo(7).toISOString().slice(0, 10));
    expect(earlier.code).toBe(0);
    expect(earlier.output).toContain('No closed account has records past retention');
  });

  it('--apply deletes exactly those records in one transaction, keeps the audit log and the emptied account row, and the timeline stays append-only', async () => {
    const keptBefore = await Promise.all(Object.values(kept).map((account) => rowsOf(account.userId)));
    const purgedBefore = await rowsOf(purgeable.userId);
    expect(purgedBefore).toMatchObject({ transfers: 2, events: 2, recipients: 1, verifications: 1, documents: 1, cases: 1, caseWork: 2, credentials: 1, factors: 3 });

    const applied = await manage('purge-records', '--apply');
    expect(applied.output).toContain('Deleted the records of 1 closed account');
    expect(applied.code).toBe(0);
    expect(applied.output).toContain(`user ${purgeable.userId} closed`);

    expect(await rowsOf(purgeable.userId)).toEqual({ ...purgedBefore, transfers: 0, events: 0, recipients: 0, verifications: 0, documents: 0, cases: 0, caseWork: 0, credentials: 0, factors: 0, audits: purgedBefore.audits + 1 });
    const [row] = await testApp.database.db.select().from(users).where(eq(users.id, purgeable.userId));
    expect(row).toMatchObject({
      email: `purged-${purgeable.userId}@purged.invalid`,
      username: 'Purged account',
      firstName: 'Purged',
      lastName: 'Account',
      phone: null,
      address: null,
      legalName: null,
      passwordHash: '!purged',
      closedAt: expect.any(Date),
      purgedAt: expect.any(Date),
    });
    const audit = await testApp.database.db.execute<{ actor_user_id: number | null; after: Record<string, unknown> }>(
      sql`select actor_user_id, after from audit_events where action = 'records.purged' and target_id = ${String(purgeable.userId)}`,
    );
    expect(audit.rows).toEqual([
      {
        actor_user_id: null,
        after: expect.objectContaining({ operator: expect.any(String), cutoffDate: expect.any(String), deleted: expect.objectContaining({ transfers: 2, events: 2 }), reason: expect.stringContaining('retention') }),
      },
    ]);
    expect(JSON.stringify(audit.rows[0]!.after)).not.toContain('@example.com');

    // Everyone else's records are whole.
    expect(await Promise.all(Object.values(kept).map((account) => rowsOf(account.userId)))).toEqual(keptBefore);

    // The append-only trigger is back on.
    const keptEvent = await testApp.database.db.select({ id: transferEvents.id }).from(transferEvents).where(inArray(transferEvents.transferId, kept.open!.transferIds));
    await expect(testApp.database.db.delete(transferEvents).where(eq(transferEvents.id, keptEvent[0]!.id))).rejects.toThrow();
    const stillThere = await testApp.database.db.select({ id: transferEvents.id }).from(transferEvents).where(eq(transferEvents.id, keptEvent[0]!.id));
    expect(stillThere).toHaveLength(1);

    // A purged account is not purged again.
    const again = await manage('purge-records', '--apply');
    expect(again.output).toContain('No closed account has records past retention');
  });
});
