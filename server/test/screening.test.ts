import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteTransfer } from '../../domain/quote';
import { recipients, users } from '../src/db/schema';
import { recordSandboxETransfer } from '../src/payments/sandbox';
import { runPaymentMonitor } from '../src/payments/monitor';
import { rescreenParties } from '../src/screening/rescreen';
import { screenRecipient } from '../src/screening/screen-parties';
import { ScreeningService } from '../src/screening/screening-service';
import type { ApiClient } from './api-client';
import { adminClient, newRecipient, signedUpClient, startTestApp, type TestApp } from './harness';
import { projectRoot, runManage } from './server-process';
import { SAMPLE_PNG, verificationBody } from './verification-samples';

/**
 * Who is screened, when, and what a possible match or a screening not yet done holds (issue 31):
 * customers at sign-up, at a new name and at every verification; recipients when added and when a
 * transfer uses them; the payer of a matched e-Transfer; everyone again after every list change,
 * while no transfer of a party behind the current list version is approved (screening_pending).
 */

const SAMPLE = path.join(projectRoot, 'server/src/compliance/sample-sanctions.csv');
const HOLD = { message: 'This transfer is on hold for a compliance review', code: 'compliance_hold' };

let testApp: TestApp;
let admin: ApiClient;

const manage = (...args: string[]) => runManage(testApp.config.databaseUrl, ...args);
// Each manage command is a new process (the bundled server's modules and packages): seconds apiece on a busy two-core
// machine, so tests that run several get more than the default 30 s.
const MANAGE_TIMEOUT = 120_000;

/** Imports a list file with the command, then lets this app's matcher load the new version (the NOTIFY is asynchronous). */
async function importList(file: string, ...flags: string[]) {
  const result = await manage('import-sanctions', file, ...flags);
  await testApp.app.ctx.screening.refresh();
  return result;
}

async function listFile(name: string, rows: string[]): Promise<string> {
  const file = path.join(os.tmpdir(), `screening-${process.pid}-${name}.csv`);
  await writeFile(file, ['name,aliases,date_of_birth,country,list_name,entry_id', ...rows].join('\n') + '\n');
  return file;
}

async function sanctionsCases(query = 'status=open') {
  const response = await admin.get(`/api/admin/compliance/cases?kind=sanctions&${query}&limit=500`);
  expect(response.status).toBe(200);
  return response.body as { id: number; userId: number; recipientId: number | null; transferIds: number[]; summary: string; status: string }[];
}

const casesOf = async (userId: number, query?: string) => (await sanctionsCases(query)).filter((row) => row.userId === userId);

async function newTransfer(customer: ApiClient, recipientId: number, cadAmount = '300'): Promise<{ id: number; referenceCode: string }> {
  const response = await customer.post('/api/transfers', { ...quoteTransfer({ cadAmount, currentRate: '63' }), recipientId });
  expect(response.status).toBe(201);
  return response.body;
}

const approve = (id: number) => admin.patch(`/api/admin/transfers/${id}`, { status: 'approved' });

async function screenedVersionOf(userId: number): Promise<number | null> {
  const [row] = await testApp.database.db.select({ version: users.screenedVersion }).from(users).where(eq(users.id, userId));
  return row!.version;
}

beforeAll(async () => {
  testApp = await startTestApp();
  admin = (await adminClient(testApp)).client;
  const imported = await importList(SAMPLE);
  expect(imported.code).toBe(0);
});
afterAll(async () => {
  await testApp.close();
});

describe('import-sanctions makes list versions', { timeout: MANAGE_TIMEOUT }, () => {
  it('counts what each import adds, changes and removes; an import that changes nothing makes no version; a malformed file changes nothing', async () => {
    const before = (await admin.get('/api/admin/screening/status')).body;
    expect(before).toMatchObject({ listVersion: 1, entryCount: 10, rescreen: { finishedAt: expect.any(String) } });

    const first = await listFile('v-first', ['Perpetua Nox Vandal,,,,SECOND FICTIONAL LIST,S-1', 'Corvin Hale Dray,,1950,,SECOND FICTIONAL LIST,S-2']);
    const added = await importList(first);
    expect(added.code).toBe(0);
    expect(added.output).toContain('SECOND FICTIONAL LIST: 2 entries (2 added, 0 changed, 0 removed)');
    expect(added.output).toContain('This is list version 2.');

    const again = await importList(first);
    expect(again.output).toContain('Nothing changed: the list version stays 2');

    const second = await listFile('v-second', ['Perpetua Nox Vandal,Perpetua Vandal,,,SECOND FICTIONAL LIST,S-1']);
    const changed = await importList(second);
    expect(changed.output).toContain('SECOND FICTIONAL LIST: 1 entries (0 added, 1 changed, 1 removed)');
    expect(changed.output).toContain('This is list version 3.');
    const versions = await testApp.database.db.execute<{ list_name: string; entry_id: string; list_version: number }>(
      sql`select list_name, entry_id, list_version from sanctions_entries where list_name = 'SECOND FICTIONAL LIST'`,
    );
    expect(versions.rows).toEqual([{ list_name: 'SECOND FICTIONAL LIST', entry_id: 'S-1', list_version: 3 }]);

    const broken = await listFile('broken', ['A B,,,,SECOND FICTIONAL LIST,S-1', 'C D,,not-a-date,,SECOND FICTIONAL LIST,S-2']);
    const refused = await importList(broken);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('Line 3: date_of_birth "not-a-date" is not YYYY, YYYY-MM or YYYY-MM-DD');
    expect((await admin.get('/api/admin/screening/status')).body).toMatchObject({ listVersion: 3 });

    const missing = await importList(path.join(os.tmpdir(), 'no-such-file.csv'));
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('Cannot read');

    const audits = await testApp.database.db.execute<{ after: Record<string, unknown> }>(
      sql`select after from audit_events where action = 'sanctions.imported' order by id`,
    );
    expect(audits.rows.at(-1)!.after).toMatchObject({
      file: second,
      operator: expect.stringContaining('@'),
      version: 3,
      changed: true,
      lists: [{ listName: 'SECOND FICTIONAL LIST', imported: 1, added: 0, changed: 1, removed: 1 }],
    });
  });

  it('imports the published lists (UN XML, OpenSanctions CSV), printing what each left out and keeping every date of birth', async () => {
    const fixtures = path.join(projectRoot, 'server/test/fixtures/sanctions');
    const un = await importList(path.join(fixtures, 'un-odd-entries.xml'), '--no-wait');
    expect(un.code).toBe(0);
    expect(un.output).toContain('4 entries left out, and 4 aliases, dates of birth or countries dropped from kept entries:');
    expect(un.output).toContain('Line 5, <INDIVIDUAL> QDi.911: entry left out: the entry has no name (FIRST_NAME…FOURTH_NAME are empty)');
    expect(un.output).toContain('Line 16, <INDIVIDUAL> QDi.913: alias left out: ALIAS_NAME holds control or invisible characters');
    expect(un.output).toContain('UN Security Council Consolidated List: 4 entries (4 added, 0 changed, 0 removed)');

    const openSanctions = await importList(path.join(fixtures, 'opensanctions-targets.simple.csv'), '--no-wait');
    expect(openSanctions.code).toBe(0);
    expect(openSanctions.output).toContain('Imported 14 sanctions entries');
    expect(openSanctions.output).toContain('OpenSanctions US OFAC Specially Designated Nationals (SDN) List: 5 entries (5 added, 0 changed, 0 removed)');
    const born = await testApp.database.db.execute<{ entry_id: string; dates_of_birth: string[]; kind: string }>(
      sql`select entry_id, dates_of_birth, kind from sanctions_entries where entry_id in ('QDi.913', 'NK-fict2kZ8fR3pQ9xYvWmLtHcD', 'NK-fict8Tg7Sh6Ri5Qj4Pk3Ol2N') order by entry_id`,
    );
    expect(born.rows).toEqual([
      { entry_id: 'NK-fict2kZ8fR3pQ9xYvWmLtHcD', dates_of_birth: ['1961-04-17'], kind: expect.any(String) },
      { entry_id: 'NK-fict8Tg7Sh6Ri5Qj4Pk3Ol2N', dates_of_birth: expect.arrayContaining([expect.any(String), expect.any(String)]), kind: expect.any(String) },
      { entry_id: 'QDi.913', dates_of_birth: ['1970-02'], kind: 'person' },
    ]);
    await rescreenParties(testApp.app.ctx);
  });
});

describe('every party, every time it matters', { timeout: MANAGE_TIMEOUT }, () => {
  it('a customer whose name is on the list is screened at sign-up: a case before the first transfer, which it holds', async () => {
    const customer = await signedUpClient(testApp, { firstName: 'Ludovica', lastName: 'Shrike' });
    const cases = await casesOf(customer.user.id);
    expect(cases).toEqual([expect.objectContaining({ recipientId: null, status: 'open' })]);
    expect(cases[0]!.summary).toContain('Possible sanctions match (customer): "Ludovica Shrike" resembles FICTIONAL SAMPLE LIST entry FICT-006');
    // A basic-tier customer's 900 CAD: created (nothing is said to them), but it cannot be approved.
    const recipient = await customer.client.post('/api/recipients', newRecipient({ name: 'Anil Rao' }));
    const transfer = await newTransfer(customer.client, recipient.body.id, '900');
    expect((await approve(transfer.id)).body).toEqual(HOLD);
  });

  it('a name changed in Profile is screened before the answer', async () => {
    const customer = await signedUpClient(testApp, { firstName: 'Mira', lastName: 'Olsen' });
    expect(await casesOf(customer.user.id)).toEqual([]);
    const renamed = await customer.client.patch('/api/profile', { username: 'Tobiah Vandermeer Ostrow' });
    expect(renamed.status).toBe(200);
    expect(await casesOf(customer.user.id)).toEqual([expect.objectContaining({ status: 'open' })]);
    expect(await screenedVersionOf(customer.user.id)).toBe(testApp.app.ctx.screening.version);
  });

  it('a verification in the app is screened with the date of birth just given', async () => {
    const customer = await signedUpClient(testApp, { firstName: 'Octavian', lastName: 'Grimsby' });
    // Listed as "Octavian Pell Grimsby", born 1980-09-02: the middle name is missing here, so at
    // sign-up (no date of birth yet) it may or may not be a case; with the listed date it must be.
    const upload = await customer.client.request('POST', '/api/verification/document', { body: SAMPLE_PNG, headers: { 'content-type': 'image/png' } });
    expect(upload.status).toBe(201);
    const submitted = await customer.client.post('/api/verification', verificationBody(upload.body.documentId, { dateOfBirth: '1980-09-02' }));
    // The customer is told only that the verification is pending (no tipping off).
    expect(submitted).toMatchObject({ status: 201, body: { status: 'pending' } });
    expect(await casesOf(customer.user.id)).toEqual([expect.objectContaining({ recipientId: null, status: 'open' })]);
  });

  it('a verification recorded outside the app (manage verify-identity) screens the customer', async () => {
    const customer = await signedUpClient(testApp, { firstName: 'Quill', lastName: 'Marchbanks' });
    // Sign-up screened them already: close that case as cleared, and see verify-identity screen again without reopening it…
    const [atSignUp] = await casesOf(customer.user.id);
    expect(atSignUp).toBeDefined();
    await admin.post(`/api/admin/compliance/cases/${atSignUp!.id}/close`, { outcome: 'cleared', note: 'Another person' });
    await testApp.database.db.update(users).set({ screenedVersion: null }).where(eq(users.id, customer.user.id));
    const verified = await manage('verify-identity', customer.email, '--method', 'in-person', '--note', 'Passport seen at the branch');
    expect(verified.code).toBe(0);
    // …it was screened (the version is recorded), and a cleared match is not opened again.
    expect(await screenedVersionOf(customer.user.id)).toBe(testApp.app.ctx.screening.version);
    expect(await casesOf(customer.user.id)).toEqual([]);
  });

  it('a recipient added before the list named it is screened when a transfer uses it, before the answer', async () => {
    const customer = await signedUpClient(testApp);
    // Screened when added, against the list of the day: nothing then.
    const added = await customer.client.post('/api/recipients', newRecipient({ name: 'Sabine Korrow Ulm' }));
    expect(added.status).toBe(201);
    expect(await casesOf(customer.user.id, 'status=all')).toEqual([]);
    const file = await listFile('korrow', ['Sabine Korrow Ulm,,,,THIRD FICTIONAL LIST,K-1']);
    expect((await importList(file, '--no-wait')).code).toBe(0);
    // The transfer's answer comes after the recipient was screened against the new list.
    const transfer = await newTransfer(customer.client, added.body.id);
    expect(await casesOf(customer.user.id)).toEqual([expect.objectContaining({ recipientId: added.body.id })]);
    expect((await approve(transfer.id)).body).toEqual(HOLD);
  });

  it('the payer of a matched e-Transfer is screened: a listed payer holds the transfer it paid', async () => {
    const customer = await signedUpClient(testApp, { firstName: 'Ravi', lastName: 'Menon' });
    const recipient = await customer.client.post('/api/recipients', newRecipient({ name: 'Sita Menon' }));
    const clean = await newTransfer(customer.client, recipient.body.id);
    const paidByListed = await newTransfer(customer.client, recipient.body.id, '250');
    await recordSandboxETransfer(testApp.database.db, testApp.clock, { reference: clean.referenceCode, amount: '300.00', sender: 'Ravi Menon', email: customer.email });
    await recordSandboxETransfer(testApp.database.db, testApp.clock, {
      reference: paidByListed.referenceCode,
      amount: '250.00',
      sender: 'Marisol Quenby Ardent',
      email: customer.email,
    });
    await runPaymentMonitor(testApp.app.ctx, { trigger: 'check' });
    const payerCases = (await casesOf(customer.user.id)).filter((row) => row.transferIds.length > 0);
    expect(payerCases).toEqual([expect.objectContaining({ recipientId: null, transferIds: [paidByListed.id] })]);
    expect(payerCases[0]!.summary).toContain('Possible sanctions match (e-Transfer payer): "Marisol Quenby Ardent"');
    expect((await approve(paidByListed.id)).body).toEqual(HOLD);
    // The other transfer of the same customer is not held by the payer's case.
    expect((await approve(clean.id)).body).toMatchObject({ status: 'approved' });
  });
});

describe('after a list change', { timeout: MANAGE_TIMEOUT }, () => {
  it('a customer signed up before an import gets a case after it; until re-screened, their transfers wait (screening_pending)', async () => {
    const customer = await signedUpClient(testApp, { firstName: 'Idris', lastName: 'Valcourt' });
    const recipient = await customer.client.post('/api/recipients', newRecipient({ name: 'Meena Iyer' }));
    const transfer = await newTransfer(customer.client, recipient.body.id);
    const version = testApp.app.ctx.screening.version!;

    const file = await listFile('valcourt', ['Idris Amadou Valcourt,,,,FOURTH FICTIONAL LIST,V-1']);
    const imported = await importList(file, '--no-wait');
    expect(imported.output).toContain('Not waiting');
    expect(testApp.app.ctx.screening.version).toBe(version + 1);
    // Nobody has re-screened yet: approving any transfer whose parties are behind the list waits.
    const waiting = await approve(transfer.id);
    expect(waiting.status).toBe(409);
    expect(waiting.body).toMatchObject({ code: 'screening_pending' });
    const status = (await admin.get('/api/admin/screening/status')).body;
    expect(status.listVersion).toBe(version + 1);
    expect(status.waiting.customers).toBeGreaterThan(0);

    const run = await rescreenParties(testApp.app.ctx);
    expect(run).toMatchObject({ version: version + 1, finished: true });
    expect(run.matches).toBeGreaterThanOrEqual(1);
    expect(await casesOf(customer.user.id)).toEqual([expect.objectContaining({ recipientId: null, status: 'open' })]);
    expect((await approve(transfer.id)).body).toEqual(HOLD);
    expect((await admin.get('/api/admin/screening/status')).body).toMatchObject({
      listVersion: version + 1,
      rescreen: { finishedAt: expect.any(String), matches: expect.any(Number) },
      waiting: { customers: 0, recipients: 0, payers: 0 },
    });
  });

  it('the import command re-screens everyone and prints its progress when it waits', async () => {
    const customer = await signedUpClient(testApp, { firstName: 'Wendeline', lastName: 'Farrowby' });
    const file = await listFile('farrowby', ['Wendeline Farrowby,,,,FIFTH FICTIONAL LIST,F-1']);
    const imported = await importList(file);
    expect(imported.code).toBe(0);
    expect(imported.output).toMatch(/re-screened [\d,]+ of [\d,]+ parties/);
    expect(imported.output).toMatch(/Re-screen against list version \d+ finished: [\d,]+ parties screened, \d+ possible match/);
    expect(await casesOf(customer.user.id)).toEqual([expect.objectContaining({ status: 'open' })]);
    expect((await admin.get('/api/admin/screening/status')).body.waiting).toEqual({ customers: 0, recipients: 0, payers: 0 });
  });

  it('a cleared match is not opened again by a re-screen; a new entry for the same party is', async () => {
    const customer = await signedUpClient(testApp, { firstName: 'Hesper', lastName: 'Vost' });
    const [opened] = await casesOf(customer.user.id);
    expect(opened).toBeDefined();
    await admin.post(`/api/admin/compliance/cases/${opened!.id}/close`, { outcome: 'cleared', note: 'Born 2001, not the listed person' });
    const file = await listFile('vost', ['Hesper N. Vost,,,,SIXTH FICTIONAL LIST,H-1']);
    await importList(file);
    const cases = await casesOf(customer.user.id);
    expect(cases).toEqual([expect.objectContaining({ status: 'open' })]);
    expect(cases[0]!.summary).toContain('SIXTH FICTIONAL LIST entry H-1');
  });
});

describe('concurrency and failure', { timeout: MANAGE_TIMEOUT }, () => {
  it('concurrent screenings of one recipient open one case', async () => {
    const customer = await signedUpClient(testApp);
    const [recipient] = await testApp.database.db
      .insert(recipients)
      .values({ userId: customer.user.id, name: 'Rudra Sehgalwal', accountNumber: '998877665544', ifscCode: 'SBIN0001234', bankName: 'State Bank of India', relationship: 'Family' })
      .returning({ id: recipients.id });
    const results = await Promise.all(Array.from({ length: 8 }, () => screenRecipient(testApp.app.ctx, recipient!.id)));
    expect(results.filter((result) => result.outcome === 'opened')).toHaveLength(1);
    expect(results.filter((result) => result.outcome === 'already_open')).toHaveLength(7);
    expect((await casesOf(customer.user.id)).filter((row) => row.recipientId === recipient!.id)).toHaveLength(1);
  });

  it('fails closed: when the matcher cannot run, the transfer is made but waits (screening_pending) until a re-screen succeeds', async () => {
    const failing = {
      version: undefined,
      load: async () => {
        throw new Error('matcher down');
      },
      screen: async () => {
        throw new Error('matcher down');
      },
      close: async () => undefined,
    };
    const broken = await startTestApp({ screeningEngine: failing });
    try {
      // The same list as every other test database has after an import.
      await runManage(broken.config.databaseUrl, 'import-sanctions', SAMPLE, '--no-wait');
      const brokenAdmin = (await adminClient(broken)).client;
      const customer = await signedUpClient(broken, { firstName: 'Nadia', lastName: 'Okafor' });
      const recipient = await customer.client.post('/api/recipients', newRecipient({ name: 'Kiran Das' }));
      expect(recipient.status).toBe(201);
      const transfer = await customer.client.post('/api/transfers', { ...quoteTransfer({ cadAmount: '300', currentRate: '63' }), recipientId: recipient.body.id });
      expect(transfer.status).toBe(201);
      const approveThere = () => brokenAdmin.patch(`/api/admin/transfers/${transfer.body.id}`, { status: 'approved' });
      const refused = await approveThere();
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'screening_pending' });
      // A matcher that works (as the next instance's, or this one's once back) re-screens them: the transfer can go.
      const working = new ScreeningService(broken.database.db, broken.app.ctx.log);
      try {
        const run = await rescreenParties({ db: broken.database.db, clock: broken.clock, log: broken.app.ctx.log, screening: working });
        expect(run).toMatchObject({ finished: true, matches: 0 });
      } finally {
        await working.close();
      }
      expect((await approveThere()).status).toBe(200);
    } finally {
      await broken.close();
    }
  });
});

describe('POST /api/admin/screening/test', () => {
  it('answers the matches at or above the threshold, best first, with their features; refuses bad input; audits', async () => {
    const tested = await admin.post('/api/admin/screening/test', { name: 'Kravetz Borislav', dateOfBirth: '1961-04-17' });
    expect(tested.status).toBe(200);
    expect(tested.body.listVersion).toBe(testApp.app.ctx.screening.version);
    expect(tested.body.matches[0]).toMatchObject({
      listName: 'FICTIONAL SAMPLE LIST',
      entryId: 'FICT-001',
      name: 'Borislav Ignatov Kravetz',
      matchedName: expect.any(String),
      score: expect.any(Number),
      features: expect.any(Object),
    });
    const scores = tested.body.matches.map((match: { score: number }) => match.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    expect((await admin.post('/api/admin/screening/test', { name: 'Priya Sharma' })).body.matches).toEqual([]);
    expect((await admin.post('/api/admin/screening/test', { name: '' })).body).toMatchObject({ errors: { name: 'Enter a name to test' } });
    expect((await admin.post('/api/admin/screening/test', { name: 'x'.repeat(301) })).status).toBe(400);
    expect((await admin.post('/api/admin/screening/test', { name: 'A\nB' })).status).toBe(400);
    expect((await admin.post('/api/admin/screening/test', { name: 'Bori\u200dslav Kravetz' })).status).toBe(400);
    // A lookalike letter of another script is no hidden character: the matcher sees through it.
    const lookalike = await admin.post('/api/admin/screening/test', { name: 'Kravetz Borislаv' });
    expect(lookalike.body.matches[0]).toMatchObject({ entryId: 'FICT-001', features: { confusablesFolded: true } });
    expect((await admin.post('/api/admin/screening/test', { name: 'Asha', dateOfBirth: '1961-02-30' })).body).toMatchObject({
      errors: { dateOfBirth: 'Enter a date of birth as YYYY-MM-DD' },
    });

    const customer = await signedUpClient(testApp);
    expect((await customer.client.post('/api/admin/screening/test', { name: 'Borislav Kravetz' })).status).toBe(403);
    expect((await testApp.client().post('/api/admin/screening/test', { name: 'Borislav Kravetz' })).status).toBe(401);

    const audits = await testApp.database.db.execute<{ after: { name: string } }>(sql`select after from audit_events where action = 'screening.name_tested' order by id`);
    expect(audits.rows.map((row) => row.after.name)).toEqual(['Kravetz Borislav', 'Priya Sharma', 'Kravetz Borislаv']);
  });
});
