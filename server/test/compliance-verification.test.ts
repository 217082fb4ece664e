import { and, eq } from 'drizzle-orm';
import http from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES } from '../../domain/schemas/compliance';
import { verificationMessages } from '../../domain/verification-messages';
import { apiMessages } from '../../domain/messages';
import { businessDate } from '../../domain/business-date';
import { documentSealContext } from '../src/compliance/verification-upload-document';
import { open } from '../src/crypto/seal';
import { auditEvents, identityVerifications, mailQueue, users, verificationDocuments } from '../src/db/schema';
import type { ApiClient } from './api-client';
import { adminClient, signedUpClient, startTestApp, type TestApp } from './harness';
import { runManage } from './server-process';
import { startSmtpServer, type TestSmtpServer } from './smtp';
import { SAMPLE_EXE, SAMPLE_JPEG, SAMPLE_PDF, SAMPLE_PNG, verificationBody } from './verification-samples';

/**
 * Identity verification end to end (issue 17): the photo of an ID uploaded and sealed, the
 * submission checked on the server's date, the operators' queue, document and decision with the
 * customer's mail, and `npm run manage -- verify-identity`.
 */


let testApp: TestApp;
let smtp: TestSmtpServer;
let admin: Awaited<ReturnType<typeof adminClient>>;
let secondAdmin: Awaited<ReturnType<typeof adminClient>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  testApp = await startTestApp({ env: { SMTP_URL: smtp.url } });
  admin = await adminClient(testApp, { firstName: 'Olivia', lastName: 'Operator' });
  secondAdmin = await adminClient(testApp, { firstName: 'Omar', lastName: 'Operator' });
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

function upload(client: ApiClient, content: Buffer, contentType: string) {
  return client.request('POST', '/api/verification/document', { body: content, headers: { 'content-type': contentType } });
}

/** An upload sent in chunks, with no Content-Length: its size is known only once it is read. */
function chunkedUpload(client: ApiClient, content: Buffer, contentType: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(testApp.url);
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: '/api/verification/document',
        headers: { 'content-type': contentType, 'transfer-encoding': 'chunked', cookie: client.cookieHeader, origin: client.origin },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    // The server may answer and close before the last chunk: that is the point.
    request.on('error', (error: NodeJS.ErrnoException) => (['EPIPE', 'ECONNRESET'].includes(error.code ?? '') ? undefined : reject(error)));
    for (let offset = 0; offset < content.length; offset += 64 * 1024) request.write(content.subarray(offset, offset + 64 * 1024));
    request.end();
  });
}

/** A new customer with an uploaded photo. */
async function customerWithPhoto(content: Buffer = SAMPLE_PNG, contentType = 'image/png') {
  const customer = await signedUpClient(testApp);
  const uploaded = await upload(customer.client, content, contentType);
  expect(uploaded.status).toBe(201);
  return { ...customer, documentId: uploaded.body.documentId as number };
}

/** A new customer with a pending verification; answers its id. */
async function pendingCustomer() {
  const customer = await customerWithPhoto();
  const submitted = await customer.client.post('/api/verification', verificationBody(customer.documentId));
  expect(submitted.status).toBe(201);
  const [row] = await testApp.database.db
    .select({ id: identityVerifications.id })
    .from(identityVerifications)
    .where(eq(identityVerifications.userId, customer.user.id));
  return { ...customer, verificationId: row!.id };
}

/** The server's date (business time zone), shifted by whole years and days. */
function serverDate(years: number, days = 0): string {
  const today = businessDate(testApp.clock.now(), testApp.config.businessTimeZone);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y + years, m - 1, d + days)).toISOString().slice(0, 10);
}

async function auditOf(action: string, targetId: number) {
  return testApp.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.targetId, String(targetId))));
}

describe('the happy path', () => {
  it('upload → submit → queue → document → approve → mail; then nothing can be decided or submitted again', async () => {
    const customer = await signedUpClient(testApp, { firstName: 'Asha', lastName: 'Verma' });
    const uploaded = await upload(customer.client, SAMPLE_PNG, 'image/png');
    expect(uploaded.status).toBe(201);
    // Drawn again from its pixels (issue 32: no metadata is kept): `bytes` is the size stored.
    expect(uploaded.body).toEqual({ documentId: expect.any(Number), contentType: 'image/png', bytes: expect.any(Number) });

    const submitted = await customer.client.post('/api/verification', verificationBody(uploaded.body.documentId, {
      address: { street: ' 1 Main St ', city: 'Ottawa', province: 'ON', postalCode: 'k1a0b1' },
    }));
    expect(submitted.status).toBe(201);
    expect(submitted.body).toEqual({ status: 'pending' });

    const queue = await admin.client.get('/api/admin/verifications?status=pending');
    expect(queue.status).toBe(200);
    const entry = queue.body.find((row: { userId: number }) => row.userId === customer.user.id);
    expect(entry).toEqual({
      id: expect.any(Number),
      userId: customer.user.id,
      customerName: 'Asha Verma',
      customerEmail: customer.email,
      status: 'pending',
      method: 'document',
      submittedAt: expect.any(String),
      dateOfBirth: '1985-06-15',
      occupation: 'Software developer',
      address: { street: '1 Main St', city: 'Ottawa', province: 'ON', postalCode: 'K1A 0B1' },
      idDocument: { type: 'drivers_licence', number: 'P1234-56789-01234', issuingJurisdiction: 'Ontario', expiryDate: '2099-12-31' },
      documentType: 'image/png',
      note: null,
      decidedAt: null,
      decidedBy: null,
      reason: null,
    });
    expect(await auditOf('identity.verification_submitted', entry.id)).toHaveLength(1);

    const document = await admin.client.get(`/api/admin/verifications/${entry.id}/document`);
    expect(document.status).toBe(200);
    expect(document.headers.get('content-type')).toBe('image/png');
    expect(document.headers.get('content-disposition')).toBe(`inline; filename="verification-${entry.id}.png"`);
    expect(document.headers.get('cache-control')).toBe('no-store');
    expect(document.headers.get('x-content-type-options')).toBe('nosniff');
    expect(document.headers.get('content-security-policy')).toMatch(/(^|;\s*)sandbox(;|$)/);
    const raw = await fetch(`${testApp.url}/api/admin/verifications/${entry.id}/document`, { headers: { cookie: admin.client.cookieHeader } });
    const served = Buffer.from(await raw.arrayBuffer());
    expect(served.length).toBe(uploaded.body.bytes);
    const pixels = async (image: Buffer) => sharp(image).ensureAlpha().raw().toBuffer();
    expect(await pixels(served)).toEqual(await pixels(SAMPLE_PNG));

    const approved = await admin.client.post(`/api/admin/verifications/${entry.id}/decision`, { decision: 'approved' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ id: entry.id, status: 'approved', decidedBy: 'Olivia Operator', reason: null, decidedAt: expect.any(String) });
    const [decisionAudit] = await auditOf('identity.verification_decided', entry.id);
    expect(decisionAudit).toMatchObject({ actorUserId: admin.user.id, before: { status: 'pending' }, after: { status: 'approved', method: 'document', reason: null } });
    // The approval fixes the legal name (issue 31): the account's name, on the account and the verification.
    const [named] = await testApp.database.db.select({ legalName: users.legalName, username: users.username }).from(users).where(eq(users.id, entry.userId));
    expect(named!.legalName).toBe(named!.username);
    expect(decisionAudit!.after).toMatchObject({ legalName: named!.username });
    const [verified] = await testApp.database.db.select({ legalName: identityVerifications.legalName }).from(identityVerifications).where(eq(identityVerifications.id, entry.id));
    expect(verified!.legalName).toBe(named!.username);

    const mail = await smtp.waitForMessage(customer.email, 'Your identity is verified');
    expect(mail.text).toContain('Hello Asha,');
    expect(mail.text).toContain('We have verified your identity.');

    const again = await secondAdmin.client.post(`/api/admin/verifications/${entry.id}/decision`, { decision: 'rejected', reason: 'Blurry' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: verificationMessages.decided('approved'), status: 'approved' });

    const secondUpload = await upload(customer.client, SAMPLE_JPEG, 'image/jpeg');
    const resubmitted = await customer.client.post('/api/verification', verificationBody(secondUpload.body.documentId));
    expect(resubmitted.status).toBe(409);
    expect(resubmitted.body).toEqual({ message: verificationMessages.alreadyVerified, status: 'approved' });
  });

  it('a rejection needs a reason, is mailed with it, and the customer may try again with a new photo', async () => {
    const customer = await pendingCustomer();
    const noReason = await admin.client.post(`/api/admin/verifications/${customer.verificationId}/decision`, { decision: 'rejected' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toEqual({ reason: 'Say why the verification is rejected' });
    const badDecision = await admin.client.post(`/api/admin/verifications/${customer.verificationId}/decision`, { decision: 'maybe' });
    expect(badDecision.status).toBe(400);

    const rejected = await admin.client.post(`/api/admin/verifications/${customer.verificationId}/decision`, {
      decision: 'rejected',
      reason: 'The photo is too blurry to read the ID number.',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'rejected', reason: 'The photo is too blurry to read the ID number.' });
    const mail = await smtp.waitForMessage(customer.email, 'We could not verify your identity');
    expect(mail.text).toContain('Why: The photo is too blurry to read the ID number.');
    expect(mail.text).toContain('You can try again');

    const reused = await customer.client.post('/api/verification', verificationBody(customer.documentId));
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({ message: verificationMessages.documentUsed, errors: { documentId: verificationMessages.documentUsed } });
    const fresh = await upload(customer.client, SAMPLE_PDF, 'application/pdf');
    expect(fresh.body.contentType).toBe('application/pdf');
    expect((await customer.client.post('/api/verification', verificationBody(fresh.body.documentId))).status).toBe(201);

    const rejectedList = await admin.client.get('/api/admin/verifications?status=rejected');
    expect(rejectedList.body.map((row: { id: number }) => row.id)).toContain(customer.verificationId);
    expect(rejectedList.body.every((row: { status: string }) => row.status === 'rejected')).toBe(true);
  });
});

describe('the submission is checked on the server', () => {
  it('18 years old today is enough; 17 years and 364 days is not; a future birth date is not', async () => {
    const tooYoung = await customerWithPhoto();
    for (const dateOfBirth of [serverDate(-18, 1), serverDate(0, 1)]) {
      const response = await tooYoung.client.post('/api/verification', verificationBody(tooYoung.documentId, { dateOfBirth }));
      expect(response.status, dateOfBirth).toBe(400);
      expect(response.body).toEqual({ message: verificationMessages.tooYoung(18), errors: { dateOfBirth: verificationMessages.tooYoung(18) } });
    }
    const invalid = await tooYoung.client.post('/api/verification', verificationBody(tooYoung.documentId, { dateOfBirth: '2001-02-30' }));
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({ dateOfBirth: 'Enter your date of birth' });

    const adult = await customerWithPhoto();
    const response = await adult.client.post('/api/verification', verificationBody(adult.documentId, { dateOfBirth: serverDate(-18) }));
    expect(response.status).toBe(201);
  });

  it('an ID that expires today or expired yesterday is refused; one that expires tomorrow is accepted', async () => {
    const customer = await customerWithPhoto();
    for (const days of [0, -1]) {
      const idDocument = { ...verificationBody(0).idDocument, expiryDate: serverDate(0, days) };
      const response = await customer.client.post('/api/verification', verificationBody(customer.documentId, { idDocument }));
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: verificationMessages.idExpired, errors: { 'idDocument.expiryDate': verificationMessages.idExpired } });
    }
    const idDocument = { ...verificationBody(0).idDocument, expiryDate: serverDate(0, 1) };
    expect((await customer.client.post('/api/verification', verificationBody(customer.documentId, { idDocument }))).status).toBe(201);
  });

  it('postal codes follow Canada Post: letters D, F, I, O, Q, U never, W and Z never first', async () => {
    const customer = await customerWithPhoto();
    const invalid = ['D1A 0B1', 'F1A 0B1', 'I1A 0B1', 'O1A 0B1', 'Q1A 0B1', 'U1A 0B1', 'W1A 0B1', 'Z1A 0B1', 'K1D 0B1', 'K1A 0O1', 'K1A 0BU',
      'K1A 0B', 'K1A-0B1', '12345', 'KK1 0B1', ''];
    for (const postalCode of invalid) {
      const address = { ...verificationBody(0).address, postalCode };
      const response = await customer.client.post('/api/verification', verificationBody(customer.documentId, { address }));
      expect(response.status, postalCode).toBe(400);
      expect(response.body.errors, postalCode).toEqual({ 'address.postalCode': 'Enter a postal code like K1A 0B1' });
    }
    // W and Z are fine after the first letter; spaces and case do not matter; stored as "A1A 1A1".
    for (const [postalCode, stored] of [['T2W 1Z9', 'T2W 1Z9'], ['h2z1a4', 'H2Z 1A4'], ['X0A 0H0', 'X0A 0H0']] as const) {
      const valid = await customerWithPhoto();
      const address = { ...verificationBody(0).address, postalCode };
      const response = await valid.client.post('/api/verification', verificationBody(valid.documentId, { address }));
      expect(response.status, postalCode).toBe(201);
      const [row] = await testApp.database.db
        .select({ postalCode: identityVerifications.postalCode })
        .from(identityVerifications)
        .where(eq(identityVerifications.userId, valid.user.id));
      expect(row!.postalCode).toBe(stored);
    }
  });

  it('the province is one of the 13 codes', async () => {
    const customer = await customerWithPhoto();
    for (const province of ['XX', 'on', 'Ontario', '']) {
      const address = { ...verificationBody(0).address, province };
      const response = await customer.client.post('/api/verification', verificationBody(customer.documentId, { address }));
      expect(response.status, province).toBe(400);
      expect(response.body.errors).toEqual({ 'address.province': 'Choose your province or territory' });
    }
    const address = { ...verificationBody(0).address, province: 'NU', postalCode: 'X0A 0H0' };
    expect((await customer.client.post('/api/verification', verificationBody(customer.documentId, { address }))).status).toBe(201);
  });

  it('required fields, the ID type, and the photo: each with its message', async () => {
    const customer = await customerWithPhoto();
    const response = await customer.client.post('/api/verification', {
      ...verificationBody(customer.documentId),
      occupation: '  ',
      idDocument: { type: 'library_card', number: '', issuingJurisdiction: 'Ontario', expiryDate: '2099-01-01' },
      documentId: undefined,
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      occupation: 'Enter your occupation',
      'idDocument.type': 'Choose the type of photo ID',
      'idDocument.number': 'Enter the ID number',
      documentId: 'Add a photo of your ID',
    });
  });

  it('the photo must be the caller’s own upload: another customer’s or an unknown id answer alike', async () => {
    const owner = await customerWithPhoto();
    const other = await signedUpClient(testApp);
    for (const documentId of [owner.documentId, 2_000_000_000]) {
      const response = await other.client.post('/api/verification', verificationBody(documentId));
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: verificationMessages.documentMissing, errors: { documentId: verificationMessages.documentMissing } });
    }
    expect((await owner.client.post('/api/verification', verificationBody(owner.documentId))).status).toBe(201);
  });

  it('one pending verification at a time, also when submitted twice at once', async () => {
    const customer = await signedUpClient(testApp);
    const documents = await Promise.all(Array.from({ length: 4 }, () => upload(customer.client, SAMPLE_PNG, 'image/png')));
    const answers = await Promise.all(documents.map((document) => customer.client.post('/api/verification', verificationBody(document.body.documentId))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body).toEqual({ message: verificationMessages.alreadyPending, status: 'pending' });
    const rows = await testApp.database.db.select().from(identityVerifications).where(eq(identityVerifications.userId, customer.user.id));
    expect(rows).toHaveLength(1);
  });
});

describe('uploads are checked by content', () => {
  async function documentCount(userId: number) {
    return (await testApp.database.db.select().from(verificationDocuments).where(eq(verificationDocuments.userId, userId))).length;
  }

  it('a program sent as a JPEG, a PNG sent as a PDF, an empty body or another type are refused, and nothing is stored', async () => {
    const customer = await signedUpClient(testApp);
    const exe = await upload(customer.client, SAMPLE_EXE, 'image/jpeg');
    expect(exe.status).toBe(415);
    expect(exe.body).toEqual({ message: verificationMessages.documentNotAllowed });
    const mismatch = await upload(customer.client, SAMPLE_PNG, 'application/pdf');
    expect(mismatch.status).toBe(415);
    expect(mismatch.body).toEqual({ message: verificationMessages.documentMismatch('a PNG image', 'application/pdf') });
    const jpegAsPng = await upload(customer.client, SAMPLE_JPEG, 'image/png');
    expect(jpegAsPng.status).toBe(415);
    const empty = await upload(customer.client, Buffer.alloc(0), 'image/png');
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ message: verificationMessages.documentEmpty });
    for (const contentType of ['text/plain', 'application/json', 'image/gif', 'application/octet-stream']) {
      const response = await upload(customer.client, SAMPLE_PNG, contentType);
      expect(response.status, contentType).toBe(415);
      expect(response.body).toEqual({ message: verificationMessages.documentWrongType });
    }
    expect(await documentCount(customer.user.id)).toBe(0);
  });

  it('6 MB is refused with 413 and a message naming the limit; exactly 5 MB is accepted', async () => {
    const customer = await signedUpClient(testApp);
    const tooLarge = await upload(customer.client, Buffer.concat([SAMPLE_PDF, Buffer.alloc(6 * 1024 * 1024 - SAMPLE_PDF.length, 0x20)]), 'application/pdf');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({ message: verificationMessages.documentTooLarge(DOCUMENT_MAX_BYTES) });
    expect(tooLarge.body.message).toContain('5 MB');
    const oneOver = await upload(customer.client, Buffer.concat([SAMPLE_PDF, Buffer.alloc(DOCUMENT_MAX_BYTES + 1 - SAMPLE_PDF.length, 0x20)]), 'application/pdf');
    expect(oneOver.status).toBe(413);
    expect(await documentCount(customer.user.id)).toBe(0);

    // Sent without a Content-Length (chunked), the size is found while reading: the same message (issue 32).
    const chunked = await chunkedUpload(customer.client, Buffer.concat([SAMPLE_PDF, Buffer.alloc(6 * 1024 * 1024 - SAMPLE_PDF.length, 0x20)]), 'application/pdf');
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.body)).toEqual({ message: verificationMessages.documentTooLarge(DOCUMENT_MAX_BYTES) });
    expect(await documentCount(customer.user.id)).toBe(0);

    const atLimit = await upload(customer.client, Buffer.concat([SAMPLE_PDF, Buffer.alloc(DOCUMENT_MAX_BYTES - SAMPLE_PDF.length, 0x20)]), 'application/pdf');
    expect(atLimit.status).toBe(201);
    expect(atLimit.body).toEqual({ documentId: expect.any(Number), contentType: 'application/pdf', bytes: DOCUMENT_MAX_BYTES });
  });

  it('the stored bytes are sealed (AES-256-GCM), not the file; only the owner’s context opens them', async () => {
    // A PDF is stored as sent (an image is drawn again first), so the file itself is what is sealed.
    const customer = await customerWithPhoto(SAMPLE_PDF, 'application/pdf');
    const [row] = await testApp.database.db.select().from(verificationDocuments).where(eq(verificationDocuments.id, customer.documentId));
    expect(row!.bytes).toBe(SAMPLE_PDF.length);
    expect(row!.contentType).toBe('application/pdf');
    expect(row!.sealed.length).toBe(SAMPLE_PDF.length + 12 + 16);
    expect(row!.sealed.includes(SAMPLE_PDF.subarray(0, 8))).toBe(false);
    expect(row!.sealed.includes(SAMPLE_PDF.subarray(12, 40))).toBe(false);
    const key = testApp.app.ctx.secretKey;
    expect(open(key, row!.sealed, documentSealContext(customer.user.id))).toEqual(SAMPLE_PDF);
    expect(() => open(key, row!.sealed, documentSealContext(customer.user.id + 1))).toThrow();
    const tampered = Buffer.from(row!.sealed);
    tampered[20] = tampered[20]! ^ 1;
    expect(() => open(key, tampered, documentSealContext(customer.user.id))).toThrow();
  });
});

describe('who may call what', () => {
  it('every call × {no session, owner, other customer, operator}', async () => {
    const owner = await pendingCustomer();
    const other = await signedUpClient(testApp);
    const anonymous = testApp.client();
    const id = owner.verificationId;

    // The upload: any signed-in account, for itself.
    expect((await upload(anonymous, SAMPLE_PNG, 'image/png')).status).toBe(401);
    expect((await upload(anonymous, SAMPLE_PNG, 'image/png')).body).toEqual({ message: apiMessages.notSignedIn });
    expect((await upload(owner.client, SAMPLE_PNG, 'image/png')).status).toBe(201);
    expect((await upload(other.client, SAMPLE_PNG, 'image/png')).status).toBe(201);
    expect((await upload(admin.client, SAMPLE_PNG, 'image/png')).status).toBe(201);
    // Access first (issue 32), and no byte of the body read for it.
    const anonymousTooLarge = await upload(anonymous, Buffer.alloc(DOCUMENT_MAX_BYTES + 10, 0x25), 'image/png');
    expect(anonymousTooLarge.status).toBe(401);

    // The submission: signed in, with one's own photo.
    expect((await anonymous.post('/api/verification', verificationBody(owner.documentId))).status).toBe(401);
    expect((await owner.client.post('/api/verification', verificationBody(owner.documentId))).status).toBe(409);
    expect((await other.client.post('/api/verification', verificationBody(owner.documentId))).status).toBe(400);

    // The operators' routes: 401, 403, 403, 2xx.
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/verifications?status=all'],
      ['GET', `/api/admin/verifications/${id}/document`],
      ['POST', `/api/admin/verifications/${id}/decision`, { decision: 'approved' }],
    ];
    for (const [method, url, json] of calls) {
      const answers: number[] = [];
      for (const client of [anonymous, owner.client, other.client]) {
        answers.push((await client.request(method, url, json === undefined ? {} : { json })).status);
      }
      expect(answers, url).toEqual([401, 403, 403]);
    }
    const document = await anonymous.get(`/api/admin/verifications/${id}/document`);
    expect(document.body).toEqual({ message: apiMessages.notSignedIn });
    expect((await owner.client.get(`/api/admin/verifications/${id}/document`)).body).toEqual({ message: apiMessages.notAdmin });
    for (const [method, url, json] of calls) {
      const response = await admin.client.request(method, url, json === undefined ? {} : { json });
      expect(response.status, url).toBe(200);
    }
    expect((await admin.client.get('/api/admin/verifications/2000000000/document')).status).toBe(404);
    expect((await admin.client.get('/api/admin/verifications/0/document')).status).toBe(400);
    expect((await admin.client.post('/api/admin/verifications/2000000000/decision', { decision: 'approved' })).status).toBe(404);
  });

  it('an operator cannot decide their own verification', async () => {
    const uploaded = await upload(secondAdmin.client, SAMPLE_PNG, 'image/png');
    expect((await secondAdmin.client.post('/api/verification', verificationBody(uploaded.body.documentId))).status).toBe(201);
    const [own] = await testApp.database.db
      .select({ id: identityVerifications.id })
      .from(identityVerifications)
      .where(and(eq(identityVerifications.userId, secondAdmin.user.id), eq(identityVerifications.status, 'pending')));
    const response = await secondAdmin.client.post(`/api/admin/verifications/${own!.id}/decision`, { decision: 'approved' });
    expect(response.status).toBe(403);
    // Issue 31: the refusal names its rule (own_case) and is audited.
    expect(response.body).toEqual({ message: verificationMessages.ownVerification, code: 'own_case' });
    const [refused] = await auditOf('compliance.refused', own!.id);
    expect(refused).toMatchObject({ actorUserId: secondAdmin.user.id, after: { code: 'own_case', attempted: 'identity.verification_decision' } });
    expect((await admin.client.post(`/api/admin/verifications/${own!.id}/decision`, { decision: 'approved' })).status).toBe(200);
  });

  it('two operators deciding at once: exactly one decision, one mail', async () => {
    const customer = await pendingCustomer();
    const url = `/api/admin/verifications/${customer.verificationId}/decision`;
    const answers = await Promise.all([
      admin.client.post(url, { decision: 'approved' }),
      secondAdmin.client.post(url, { decision: 'rejected', reason: 'Expired ID' }),
      admin.client.post(url, { decision: 'approved' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const queued = await testApp.database.db.select().from(mailQueue).where(eq(mailQueue.verificationId, customer.verificationId));
    expect(queued).toHaveLength(1);
    expect(await auditOf('identity.verification_decided', customer.verificationId)).toHaveLength(1);
  });
});

describe('the queue', () => {
  it('is newest first, paged with X-Total-Count and X-Next-Cursor; the status filter is checked', async () => {
    await pendingCustomer();
    await pendingCustomer();
    const all = await admin.client.get('/api/admin/verifications?status=pending&limit=500');
    const total = Number(all.headers.get('x-total-count'));
    expect(total).toBe(all.body.length);
    expect(total).toBeGreaterThanOrEqual(2);
    const submitted = all.body.map((row: { submittedAt: string }) => row.submittedAt);
    expect([...submitted].sort().reverse()).toEqual(submitted);

    const first = await admin.client.get('/api/admin/verifications?limit=1');
    expect(first.body).toHaveLength(1);
    expect(first.headers.get('x-total-count')).toBe(String(total));
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const second = await admin.client.get(`/api/admin/verifications?limit=1&cursor=${cursor}`);
    expect(second.body[0].id).toBe(all.body[1].id);

    const everything = await admin.client.get('/api/admin/verifications?status=all&limit=500');
    expect(new Set(everything.body.map((row: { status: string }) => row.status))).toEqual(new Set(['pending', 'approved', 'rejected']));
    const bad = await admin.client.get('/api/admin/verifications?status=verified');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(verificationMessages.statusInvalid);
  });
});

describe('npm run manage -- verify-identity', () => {
  const manage = (...args: string[]) => runManage(testApp.config.databaseUrl, ...args);

  it('records an approved verification like the queue’s (audited, mailed); refuses what it cannot record', async () => {
    const customer = await signedUpClient(testApp, { firstName: 'Ravi', lastName: 'Kumar' });
    const recorded = await manage('verify-identity', customer.email.toUpperCase(), '--method', 'in-person', '--note', 'Passport checked at the Toronto office');
    expect(recorded.output).toContain(`${customer.email} is now verified as Ravi Kumar (in-person`);
    expect(recorded.code).toBe(0);

    const [row] = await testApp.database.db.select().from(identityVerifications).where(eq(identityVerifications.userId, customer.user.id));
    expect(row).toMatchObject({ status: 'approved', method: 'in-person', note: 'Passport checked at the Toronto office', decidedBy: null, documentId: null });
    expect(row!.decidedAt).toBeInstanceOf(Date);
    const [audit] = await auditOf('identity.verified_outside_app', row!.id);
    expect(audit).toMatchObject({ actorUserId: null, after: { status: 'approved', method: 'in-person', note: 'Passport checked at the Toronto office' } });

    const listed = (await admin.client.get('/api/admin/verifications?status=approved&limit=500')).body.find((entry: { id: number }) => entry.id === row!.id);
    expect(listed).toMatchObject({ method: 'in-person', note: 'Passport checked at the Toronto office', decidedBy: null, documentType: null, idDocument: null });
    expect((await admin.client.get(`/api/admin/verifications/${row!.id}/document`)).status).toBe(404);

    // The server's mail queue sends it on its next poll (within 15 s); this nudges it now.
    testApp.app.ctx.mailQueue.kick();
    const mail = await smtp.waitForMessage(customer.email, 'Your identity is verified');
    expect(mail.text).toContain('Hello Ravi,');

    const uploaded = await upload(customer.client, SAMPLE_PNG, 'image/png');
    expect((await customer.client.post('/api/verification', verificationBody(uploaded.body.documentId))).status).toBe(409);

    const twice = await manage('verify-identity', customer.email, '--method', 'credit-file', '--note', 'Again');
    expect(twice.code).toBe(1);
    expect(twice.output).toContain('is already verified');

    const pending = await pendingCustomer();
    const queued = await manage('verify-identity', pending.email, '--method', 'dual-process', '--note', 'Two sources');
    expect(queued.code).toBe(1);
    expect(queued.output).toContain(`waiting in the queue (id ${pending.verificationId})`);

    const unknown = await manage('verify-identity', 'nobody@example.com', '--method', 'in-person', '--note', 'x');
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('No user has the email nobody@example.com');

    const badMethod = await manage('verify-identity', customer.email, '--method', 'selfie', '--note', 'x');
    expect(badMethod.code).toBe(2);
    expect(badMethod.output).toContain(verificationMessages.methodInvalid);
    const noNote = await manage('verify-identity', customer.email, '--method', 'in-person');
    expect(noNote.code).toBe(2);
    expect(noNote.output).toContain(verificationMessages.noteRequired);
    const rows = await testApp.database.db.select().from(identityVerifications).where(eq(identityVerifications.userId, customer.user.id));
    expect(rows).toHaveLength(1);
    // Seven runs of the manage command, each a process of its own: over 30 s on a busy machine.
  }, 120_000);

  // Five runs of the manage command, each a process of its own: more than the default 30 s on a busy machine.
  it('fixes the legal name, and records a change of name as a new verification (issue 31)', async () => {
    const customer = await signedUpClient(testApp, { firstName: 'Sunita', lastName: 'Rao' });
    expect((await manage('verify-identity', customer.email, '--method', 'in-person', '--note', 'Passport')).code).toBe(0);
    const legalName = async () =>
      (await testApp.database.db.select({ legalName: users.legalName, username: users.username }).from(users).where(eq(users.id, customer.user.id)))[0];
    expect(await legalName()).toEqual({ legalName: 'Sunita Rao', username: 'Sunita Rao' });
    expect((await customer.client.patch('/api/profile', { username: 'Sunita Sharma' })).status).toBe(409);

    // The same name again is no change: nothing recorded.
    const same = await manage('verify-identity', customer.email, '--method', 'in-person', '--note', 'Again', '--name', 'Sunita Rao');
    expect(same.code).toBe(1);
    expect(same.output).toContain('To change their verified name, give the new one with --name');
    // A new name on a new photo ID: a new verification, the account's name follows, audited with the old one.
    const renamed = await manage('verify-identity', customer.email, '--method', 'in-person', '--note', 'Marriage certificate and new passport', '--name', 'Sunita Sharma');
    expect(renamed.code).toBe(0);
    expect(renamed.output).toContain('verified name is now Sunita Sharma (was Sunita Rao');
    expect(await legalName()).toEqual({ legalName: 'Sunita Sharma', username: 'Sunita Sharma' });
    const verifications = await testApp.database.db
      .select({ legalName: identityVerifications.legalName, status: identityVerifications.status })
      .from(identityVerifications)
      .where(eq(identityVerifications.userId, customer.user.id))
      .orderBy(identityVerifications.id);
    expect(verifications).toEqual([
      { legalName: 'Sunita Rao', status: 'approved' },
      { legalName: 'Sunita Sharma', status: 'approved' },
    ]);
    const [changed] = await auditOf('identity.legal_name_changed', customer.user.id);
    expect(changed).toMatchObject({ actorUserId: null, before: { legalName: 'Sunita Rao' }, after: { legalName: 'Sunita Sharma', reason: 'Marriage certificate and new passport' } });
    const bad = await manage('verify-identity', customer.email, '--method', 'in-person', '--note', 'x', '--name', 'S');
    expect(bad.code).toBe(2);
  }, 120_000);
});
