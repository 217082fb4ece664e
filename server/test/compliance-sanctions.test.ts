import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteTransfer } from '../../domain/quote';
import { identityVerifications, recipients } from '../src/db/schema';
import { findSanctionsMatches, MATCH_THRESHOLD, nameSimilarity, nameWords, type SanctionsEntry } from '../src/compliance/sanctions-match';
import { screenCustomer, screenRecipient } from '../src/compliance/sanctions-screen';
import type { ApiClient } from './api-client';
import { SAMPLE_PNG, verificationBody } from './verification-samples';
import { adminClient, newRecipient, signedUpClient, startTestApp, type TestApp } from './harness';
import { projectRoot, runManage } from './server-process';

/**
 * Sanctions screening (issue 17): the matcher (pure), the import (`npm run manage --
 * import-sanctions`; the list files themselves are read in sanctions-list-formats.test.ts), and screening of recipients (when added) and customers, which opens one
 * sanctions case per party and holds their transfers until an operator closes it.
 */

const SAMPLE = path.join(projectRoot, 'server/src/compliance/sample-sanctions.csv');

const entry = (name: string, overrides: Partial<SanctionsEntry> = {}): SanctionsEntry => ({
  listName: 'TEST LIST',
  entryId: 'T-1',
  name,
  aliases: [],
  dateOfBirth: null,
  country: null,
  ...overrides,
});

describe('sanctions-match (pure)', () => {
  it('normalises names: accents, case and punctuation dropped, words kept', () => {
    expect(nameWords('  Zéphyrine MONTCLAIR-Dufresne, Jr. ')).toEqual(['zephyrine', 'montclair', 'dufresne', 'jr']);
    expect(nameWords('Ñúñez  Çelik')).toEqual(['nunez', 'celik']);
    expect(nameWords('--- ...')).toEqual([]);
  });

  it('tolerates word order, accents, case, punctuation and a letter or two of misspelling', () => {
    const listed = 'Borislav Ignatov Kravetz';
    expect(nameSimilarity('Kravetz Borislav Ignatov', listed)).toBe(1);
    expect(nameSimilarity('BORISLAV  ignatov-KRAVETZ', listed)).toBe(1);
    expect(nameSimilarity('Borislav Ignatov Kravets', listed)).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    expect(nameSimilarity('Boryslav Ignatov Kravetz', listed)).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    expect(nameSimilarity('Zephyrine Montclair Dufresne', 'Zéphyrine Montclair-Dufresne')).toBe(1);
    // A misspelled first letter still lines up whatever the alphabetical order of the words.
    expect(nameSimilarity('Zudovica Shrike', 'Ludovica Shrike')).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    // A middle name on one side only.
    expect(nameSimilarity('Ludovica Anne Shrike', 'Ludovica Shrike')).toBe(1);
  });

  it('does not match different names, one common word, or nothing', () => {
    expect(nameSimilarity('Priya Sharma', 'Borislav Ignatov Kravetz')).toBeLessThan(MATCH_THRESHOLD);
    expect(nameSimilarity('Boris Johnson', 'Boris Kravetz')).toBeLessThan(MATCH_THRESHOLD);
    expect(nameSimilarity('Shrike', 'Ludovica Shrike')).toBe(0);
    expect(nameSimilarity('', 'Ludovica Shrike')).toBe(0);
    expect(nameSimilarity('Ludovica Shrike', '...')).toBe(0);
  });

  it('matches aliases, narrows by date of birth when both are known, and ranks the best first', () => {
    const entries = [
      entry('Borislav Ignatov Kravetz', { entryId: 'A', aliases: ['Boris Kravetz'], dateOfBirth: '1961-04-17' }),
      entry('Cassius Orrin Blackwell-Tate', { entryId: 'B', dateOfBirth: '1972-07' }),
      entry('Boris Kravets', { entryId: 'C' }),
    ];
    const byAlias = findSanctionsMatches({ name: 'Kravetz Boris' }, entries);
    expect(byAlias.map((match) => [match.entry.entryId, match.matchedName, match.similarity])).toEqual([
      ['A', 'Boris Kravetz', 1],
      ['C', 'Boris Kravets', expect.any(Number)],
    ]);
    expect(findSanctionsMatches({ name: 'Boris Kravetz', dateOfBirth: '1961-04-17' }, entries).map((match) => match.entry.entryId)).toEqual(['A', 'C']);
    // Another date of birth rules entry A out (C has none on the list).
    expect(findSanctionsMatches({ name: 'Boris Kravetz', dateOfBirth: '1990-01-01' }, entries).map((match) => match.entry.entryId)).toEqual(['C']);
    // A year-month on the list matches any day of it.
    expect(findSanctionsMatches({ name: 'Cassius Blackwell Tate Orrin', dateOfBirth: '1972-07-30' }, entries)).toHaveLength(1);
    expect(findSanctionsMatches({ name: 'Cassius Blackwell Tate Orrin', dateOfBirth: '1972-08-01' }, entries)).toHaveLength(0);
    expect(findSanctionsMatches({ name: 'Asha Patel' }, entries)).toEqual([]);
  });
});

let testApp: TestApp;
let admin: ApiClient;

const manage = (...args: string[]) => runManage(testApp.config.databaseUrl, ...args);

async function count(query: ReturnType<typeof sql>): Promise<number> {
  return (await testApp.database.db.execute<{ n: number }>(query)).rows[0]!.n;
}

beforeAll(async () => {
  testApp = await startTestApp();
  admin = (await adminClient(testApp)).client;
});
afterAll(async () => {
  await testApp.close();
});

// Each manage command is a new process (tsx and the modules it loads): several seconds apiece on a
// busy two-core machine, so these tests get more than the default 30 s.
const MANAGE_TIMEOUT = 120_000;

describe('npm run manage -- import-sanctions', () => {
  it('imports the sample list, replaces it on a second import, refuses a malformed file with its line, and audits each import', async () => {
    const first = await manage('import-sanctions', SAMPLE);
    expect(first.output).toContain('Imported 10 sanctions entries');
    expect(first.output).toContain('FICTIONAL SAMPLE LIST: 10 entries (replacing 0)');
    expect(first.code).toBe(0);

    // Another list in its own file is added beside it; the sample list again replaces itself.
    const other = path.join(os.tmpdir(), `sanctions-${process.pid}-other.csv`);
    await writeFile(other, 'name,aliases,date_of_birth,country,list_name,entry_id\nPerpetua Nox Vandal,,,,SECOND FICTIONAL LIST,S-1\n');
    expect((await manage('import-sanctions', other)).code).toBe(0);
    const again = await manage('import-sanctions', SAMPLE);
    expect(again.output).toContain('FICTIONAL SAMPLE LIST: 10 entries (replacing 10)');
    expect(await count(sql`select count(*)::int as n from sanctions_entries`)).toBe(11);

    const broken = path.join(os.tmpdir(), `sanctions-${process.pid}-broken.csv`);
    await writeFile(broken, 'name,aliases,date_of_birth,country,list_name,entry_id\nA B,,,,SECOND FICTIONAL LIST,S-1\nC D,,not-a-date,,SECOND FICTIONAL LIST,S-2\n');
    const refused = await manage('import-sanctions', broken);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('Line 3: date_of_birth "not-a-date" is not YYYY, YYYY-MM or YYYY-MM-DD');
    // Nothing of the refused file was loaded: the second list is still its one entry.
    expect(await count(sql`select count(*)::int as n from sanctions_entries where list_name = 'SECOND FICTIONAL LIST' and name = 'Perpetua Nox Vandal'`)).toBe(1);

    const missing = await manage('import-sanctions', path.join(os.tmpdir(), 'no-such-file.csv'));
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('Cannot read');

    const audits = await testApp.database.db.execute<{ actor_user_id: number | null; after: { operator: string; file: string; lists: unknown[]; reason: string } }>(
      sql`select actor_user_id, after from audit_events where action = 'sanctions.imported' order by id`,
    );
    expect(audits.rows).toHaveLength(3);
    expect(audits.rows[0]!.after).toMatchObject({
      file: SAMPLE,
      operator: expect.stringContaining('@'),
      lists: [{ listName: 'FICTIONAL SAMPLE LIST', imported: 10, replaced: 0 }],
      reason: expect.stringContaining('import-sanctions'),
    });
  }, MANAGE_TIMEOUT);

  it('imports the published lists, prints what each left out, and keeps a date of birth only for an entry with one', async () => {
    const fixtures = path.join(projectRoot, 'server/test/fixtures/sanctions');
    const un = await manage('import-sanctions', path.join(fixtures, 'un-odd-entries.xml'));
    expect(un.code).toBe(0);
    expect(un.output).toContain('4 entries left out, and 4 aliases, dates of birth or countries dropped from kept entries:');
    expect(un.output).toContain('Line 5, <INDIVIDUAL> QDi.911: entry left out: the entry has no name (FIRST_NAME…FOURTH_NAME are empty)');
    expect(un.output).toContain('Line 16, <INDIVIDUAL> QDi.913: alias left out: ALIAS_NAME holds control or invisible characters');
    expect(un.output).toContain('UN Security Council Consolidated List: 4 entries (replacing 0)');

    const openSanctions = await manage('import-sanctions', path.join(fixtures, 'opensanctions-targets.simple.csv'));
    expect(openSanctions.code).toBe(0);
    expect(openSanctions.output).toContain('Imported 14 sanctions entries');
    expect(openSanctions.output).toContain('OpenSanctions US OFAC Specially Designated Nationals (SDN) List: 5 entries (replacing 0)');
    expect(openSanctions.output).toContain('OpenSanctions: 4 entries (replacing 0)');
    const born = await testApp.database.db.execute<{ entry_id: string; date_of_birth: string | null }>(
      sql`select entry_id, date_of_birth from sanctions_entries where entry_id in ('QDi.913', 'NK-fict2kZ8fR3pQ9xYvWmLtHcD', 'NK-fict8Tg7Sh6Ri5Qj4Pk3Ol2N') order by entry_id`,
    );
    // Two dates of birth are stored as none, so the screen does not narrow by one of them.
    expect(born.rows).toEqual([
      { entry_id: 'NK-fict2kZ8fR3pQ9xYvWmLtHcD', date_of_birth: '1961-04-17' },
      { entry_id: 'NK-fict8Tg7Sh6Ri5Qj4Pk3Ol2N', date_of_birth: null },
      { entry_id: 'QDi.913', date_of_birth: '1970-02' },
    ]);
    // The screening tests below expect the fictional sample list alone.
    await testApp.database.db.execute(sql`delete from sanctions_entries where list_name like 'OpenSanctions%' or list_name like 'UN %'`);
  }, MANAGE_TIMEOUT);
});

async function newTransfer(customer: ApiClient, recipientId: number): Promise<number> {
  const response = await customer.post('/api/transfers', { ...quoteTransfer({ cadAmount: '300', currentRate: '63' }), recipientId });
  expect(response.status).toBe(201);
  return response.body.id;
}

const approve = (id: number) => admin.patch(`/api/admin/transfers/${id}`, { status: 'approved' });
const HOLD = { message: 'This transfer is on hold for a compliance review', code: 'compliance_hold' };

async function sanctionsCases(query = 'status=open') {
  const response = await admin.get(`/api/admin/compliance/cases?kind=sanctions&${query}`);
  expect(response.status).toBe(200);
  return response.body as { id: number; userId: number; recipientId: number | null; summary: string; status: string }[];
}

describe('screening recipients', () => {
  it('a sanctioned name (reordered, accented, one letter off) opens one case per recipient, which holds its transfers until cleared', async () => {
    expect((await manage('import-sanctions', SAMPLE)).code).toBe(0);
    const customer = await signedUpClient(testApp, { firstName: 'Neha', lastName: 'Joshi' });
    const clean = await customer.client.post('/api/recipients', newRecipient({ name: 'Priya Sharma' }));
    // Reordered, accented and with one letter off: "Rudrakant Ombir Sehgalwal" on the list.
    const added = await customer.client.post('/api/recipients', newRecipient({ name: 'Sehgalwál Rudrakánt Ombur' }));
    expect(added.status).toBe(201);
    // The customer is told nothing (no tipping off): the same answer as for anyone.
    expect(Object.keys(added.body).sort()).toEqual(Object.keys(clean.body).sort());

    const opened = (await sanctionsCases()).filter((row) => row.userId === customer.user.id);
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ recipientId: added.body.id, status: 'open' });
    expect(opened[0]!.summary).toContain('"Sehgalwál Rudrakánt Ombur" resembles FICTIONAL SAMPLE LIST entry FICT-009, "Rudrakant Ombir Sehgalwal"');
    const audit = await testApp.database.db.execute<{ actor_user_id: number | null; after: Record<string, unknown> }>(
      sql`select actor_user_id, after from audit_events where action = 'compliance.case_opened' and target_id = ${String(opened[0]!.id)}`,
    );
    expect(audit.rows[0]).toMatchObject({ actor_user_id: null, after: { kind: 'sanctions', recipientId: added.body.id, listEntry: 'FICTIONAL SAMPLE LIST/FICT-009' } });

    // Screening again (as at transfer creation) never opens a second case.
    expect(await screenRecipient(testApp.database.db, added.body.id)).toMatchObject({ outcome: 'already_open', caseId: opened[0]!.id });
    const racing = await Promise.all(Array.from({ length: 5 }, () => screenRecipient(testApp.database.db, added.body.id)));
    expect(racing.every((result) => result.outcome === 'already_open')).toBe(true);
    expect((await sanctionsCases()).filter((row) => row.userId === customer.user.id)).toHaveLength(1);

    // Transfers to that recipient are held; to the clean one they are not.
    const held = await newTransfer(customer.client, added.body.id);
    const free = await newTransfer(customer.client, clean.body.id);
    expect((await approve(held)).body).toEqual(HOLD);
    expect((await approve(free)).status).toBe(200);

    // Cleared by an operator: the hold lifts, and screening the same recipient does not reopen it.
    expect((await admin.post(`/api/admin/compliance/cases/${opened[0]!.id}/close`, { outcome: 'cleared', note: 'Different person: date of birth 2001' })).status).toBe(200);
    expect((await approve(held)).status).toBe(200);
    expect(await screenRecipient(testApp.database.db, added.body.id)).toMatchObject({ outcome: 'previously_cleared', caseId: opened[0]!.id });
    expect((await sanctionsCases()).filter((row) => row.userId === customer.user.id)).toHaveLength(0);
  });

  it('opens the cases of concurrent screenings of a new recipient exactly once', async () => {
    const customer = await signedUpClient(testApp);
    const added = await customer.client.post('/api/recipients', newRecipient({ name: 'Hesper Vost' }));
    const cases = (await sanctionsCases()).filter((row) => row.recipientId === added.body.id);
    expect(cases).toHaveLength(1);
    // Close it as filed (a real match): a later screening opens a new case, once, however many race.
    await admin.post(`/api/admin/compliance/cases/${cases[0]!.id}/close`, { outcome: 'filed', reference: 'FIN-1', note: 'Reported' });
    const results = await Promise.all(Array.from({ length: 8 }, () => screenRecipient(testApp.database.db, added.body.id)));
    expect(results.filter((result) => result.outcome === 'opened')).toHaveLength(1);
    expect(results.filter((result) => result.outcome === 'already_open')).toHaveLength(7);
    expect((await sanctionsCases()).filter((row) => row.recipientId === added.body.id)).toHaveLength(1);
  });

  it('leaves ordinary names alone', async () => {
    const customer = await signedUpClient(testApp);
    for (const name of ['Priya Sharma', 'Rahul Verma', 'Ludo Kravitz', 'Anita Desai']) {
      expect((await customer.client.post('/api/recipients', newRecipient({ name }))).status).toBe(201);
    }
    expect((await sanctionsCases('status=all')).filter((row) => row.userId === customer.user.id)).toEqual([]);
  });
});

describe('screening customers', () => {
  it('screens the legal name and the date of birth of the latest verification; a match holds every transfer of the customer', async () => {
    const customer = await signedUpClient(testApp, { firstName: 'Ludovika', lastName: 'Shrike' });
    const recipient = await customer.client.post('/api/recipients', newRecipient({ name: 'Anil Rao' }));
    const transfer = await newTransfer(customer.client, recipient.body.id);

    // A verification with another date of birth than the list's (1988-02-29): not a match.
    await testApp.database.db.insert(identityVerifications).values({ userId: customer.user.id, status: 'pending', method: 'document', dateOfBirth: '1990-05-01' });
    expect(await screenCustomer(testApp.database.db, customer.user.id)).toEqual({ outcome: 'clear' });
    expect((await approve(transfer)).status).toBe(200);

    // The same date as the list's: a possible match, one case for the customer as a whole.
    await testApp.database.db
      .update(identityVerifications)
      .set({ status: 'rejected' })
      .where(sql`${identityVerifications.userId} = ${customer.user.id}`);
    await testApp.database.db.insert(identityVerifications).values({ userId: customer.user.id, status: 'pending', method: 'document', dateOfBirth: '1988-02-29' });
    const screened = await screenCustomer(testApp.database.db, customer.user.id);
    expect(screened).toMatchObject({ outcome: 'opened', match: { entry: { entryId: 'FICT-006' } } });
    expect(await screenCustomer(testApp.database.db, customer.user.id)).toMatchObject({ outcome: 'already_open' });
    const cases = (await sanctionsCases()).filter((row) => row.userId === customer.user.id);
    expect(cases).toEqual([expect.objectContaining({ recipientId: null, status: 'open' })]);
    expect(cases[0]!.summary).toContain('"Ludovika Shrike" resembles FICTIONAL SAMPLE LIST entry FICT-006, "Ludovica Shrike", born 1988-02-29');

    // Every transfer of the customer, to any recipient, is held.
    const other = await customer.client.post('/api/recipients', newRecipient({ name: 'Sunil Rao' }));
    const second = await newTransfer(customer.client, other.body.id);
    expect((await approve(second)).body).toEqual(HOLD);
    expect((await admin.patch(`/api/admin/transfers/${transfer}`, { status: 'completed' })).body).toEqual(HOLD);

    expect((await admin.post(`/api/admin/compliance/cases/${cases[0]!.id}/close`, { outcome: 'cleared', note: 'Passport checked: another person' })).status).toBe(200);
    expect((await approve(second)).status).toBe(200);
  });
});

describe('screening where it happens: at verification, and when a recipient is used', () => {
  it('a customer submitting a verification is screened with the date of birth just given', async () => {
    expect((await manage('import-sanctions', SAMPLE)).code).toBe(0);
    const customer = await signedUpClient(testApp, { firstName: 'Ludovica', lastName: 'Shrike' });
    const upload = await customer.client.request('POST', '/api/verification/document', { body: SAMPLE_PNG, headers: { 'content-type': 'image/png' } });
    expect(upload.status).toBe(201);
    const submitted = await customer.client.post('/api/verification', verificationBody(upload.body.documentId, { dateOfBirth: '1988-02-29' }));
    // The customer is told only that the verification is pending (no tipping off).
    expect(submitted).toMatchObject({ status: 201, body: { status: 'pending' } });
    const cases = (await sanctionsCases()).filter((row) => row.userId === customer.user.id);
    expect(cases).toEqual([expect.objectContaining({ recipientId: null, status: 'open' })]);
  });

  it('a recipient added before the list was imported is screened when a transfer uses it', async () => {
    const customer = await signedUpClient(testApp);
    // Added while the list did not name it: as if imported later, the recipient row is made directly.
    const [recipient] = await testApp.database.db
      .insert(recipients)
      .values({ userId: customer.user.id, name: 'Hesper Vost', accountNumber: '123456789012', ifscCode: 'SBIN0001234', bankName: 'State Bank of India', relationship: 'Family' })
      .returning({ id: recipients.id });
    expect((await sanctionsCases('status=all')).filter((row) => row.recipientId === recipient!.id)).toEqual([]);
    await newTransfer(customer.client, recipient!.id);
    // Screened after the answer (the approval is what it holds): wait for it.
    await expect.poll(async () => (await sanctionsCases()).filter((row) => row.recipientId === recipient!.id).length, { timeout: 5_000 }).toBe(1);
  });
});
