import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES } from '../../domain/schemas/compliance';
import { securityMessages } from '../../domain/security-texts';
import { verificationMessages } from '../../domain/verification-messages';
import { AUTH_LIMITS, type AuthLimits } from '../src/auth/limits';
import { DOCUMENT_MAX_PIXELS } from '../src/compliance/document-metadata';
import { pruneUnusedDocuments, UNUSED_DOCUMENT_KEPT_MS, unusedDocumentsJob } from '../src/compliance/prune-unused-documents';
import { auditEvents, identityVerifications, verificationDocuments } from '../src/db/schema';
import type { ApiClient } from './api-client';
import { adminClient, signedUpClient, startTestApp, type TestApp } from './harness';
import { BROKEN_JPEG, SAMPLE_PNG, verificationBody } from './verification-samples';

/**
 * Issue 32, item 2 and the EXIF part of item 7: photos of IDs cost disk, so an upload needs a
 * verified email and fits in a daily allowance per account and per address; photos no
 * verification uses are deleted after 24 hours; what is stored of an image is its picture alone.
 */

const HOUR_MS = 60 * 60 * 1000;

// The real upload allowances; every other limit as generous as the other test files have them.
const LIMITS: AuthLimits = {
  ...(Object.fromEntries(Object.entries(AUTH_LIMITS).map(([name, limit]) => [name, { ...limit, max: 100_000 }])) as AuthLimits),
  documentUploadsPerAccount: AUTH_LIMITS.documentUploadsPerAccount,
  documentUploadsPerIp: AUTH_LIMITS.documentUploadsPerIp,
};

let testApp: TestApp;
let admin: Awaited<ReturnType<typeof adminClient>>;
let addressCounter = 0;

beforeAll(async () => {
  // X-Forwarded-For names the caller's address, so each test uploads from addresses of its own.
  testApp = await startTestApp({ authLimits: LIMITS, env: { TRUST_PROXY: 'true' } });
  admin = await adminClient(testApp);
});
afterAll(() => testApp.close());

function newAddress(): string {
  addressCounter += 1;
  return `198.51.100.${addressCounter}`;
}

function upload(client: ApiClient, content: Buffer, contentType: string, from: string) {
  return client.request('POST', '/api/verification/document', { body: content, headers: { 'content-type': contentType, 'x-forwarded-for': from } });
}

/** A PDF of `size` bytes that no compression shrinks (sealed bytes never compress anyway). */
function pdfOf(size: number): Buffer {
  const head = Buffer.from('%PDF-1.7\n', 'latin1');
  return Buffer.concat([head, randomBytes(size - head.length)]);
}

async function storedDocuments(userId: number) {
  return testApp.database.db.select().from(verificationDocuments).where(eq(verificationDocuments.userId, userId));
}

describe('who may upload, and how much', () => {
  it('403 email_unverified before the photo is read; nothing stored, nothing counted', async () => {
    const customer = await signedUpClient(testApp, {}, { emailVerified: false });
    const from = newAddress();
    const response = await upload(customer.client, SAMPLE_PNG, 'image/png', from);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: securityMessages.emailUnverified, code: 'email_unverified' });
    expect(await storedDocuments(customer.user.id)).toEqual([]);
    const counted = await testApp.database.db.execute(
      sql`select 1 from rate_limit_counters where key in (${`verification-upload:user:${customer.user.id}`}, ${`verification-upload:ip:${from}`})`,
    );
    expect(counted.rows).toEqual([]);
  });

  it('10 a day per account: the 11th gets 429 with Retry-After until the day’s window ends, then uploads again', async () => {
    const customer = await signedUpClient(testApp);
    const from = newAddress();
    for (let index = 0; index < AUTH_LIMITS.documentUploadsPerAccount.max; index += 1) {
      expect((await upload(customer.client, SAMPLE_PNG, 'image/png', from)).status).toBe(201);
    }
    const refused = await upload(customer.client, SAMPLE_PNG, 'image/png', newAddress());
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: verificationMessages.documentUploadsLimited });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
    expect(await storedDocuments(customer.user.id)).toHaveLength(10);

    // When the window ends (sessions end too, the clock moves a day: sign in again).
    testApp.clock.advance(retryAfter * 1000);
    expect((await customer.client.post('/api/auth/login', { email: customer.email, password: customer.password })).status).toBe(200);
    expect((await upload(customer.client, SAMPLE_PNG, 'image/png', newAddress())).status).toBe(201);
  });

  it('30 a day per address, whichever accounts send them; another address is not affected', async () => {
    const from = newAddress();
    const accounts = await Promise.all([1, 2, 3, 4].map(() => signedUpClient(testApp)));
    for (const account of accounts.slice(0, 3)) {
      for (let index = 0; index < 10; index += 1) {
        expect((await upload(account.client, SAMPLE_PNG, 'image/png', from)).status).toBe(201);
      }
    }
    const fourth = accounts[3]!;
    const refused = await upload(fourth.client, SAMPLE_PNG, 'image/png', from);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await storedDocuments(fourth.user.id)).toEqual([]);
    expect((await upload(fourth.client, SAMPLE_PNG, 'image/png', newAddress())).status).toBe(201);
  });
});

describe('the disk an upload costs, and unused photos deleted after 24 hours', () => {
  const tableSize = async () =>
    Number((await testApp.database.db.execute<{ size: string }>(sql`select pg_total_relation_size('verification_documents') as size`)).rows[0]!.size);

  it('each 5 MB photo costs 5 MB of database (so at most 10 × 5 MB per account a day); the scheduled job deletes the unused ones a day later', async () => {
    const customer = await signedUpClient(testApp);
    const from = newAddress();
    const uploads = 4;
    const before = await tableSize();
    const ids: number[] = [];
    for (let index = 0; index < uploads; index += 1) {
      const response = await upload(customer.client, pdfOf(DOCUMENT_MAX_BYTES), 'application/pdf', from);
      expect(response.status).toBe(201);
      ids.push(response.body.documentId);
    }
    const grown = (await tableSize()) - before;
    // Sealed: the file, its 12-byte nonce and 16-byte tag, in TOAST chunks of about 2 KB (4 to an
    // 8 KB page, each with its tuple header) and their index: about 4 % more than the file.
    expect(grown).toBeGreaterThanOrEqual(uploads * DOCUMENT_MAX_BYTES);
    expect(grown).toBeLessThanOrEqual(uploads * DOCUMENT_MAX_BYTES * 1.05);
    // So an account's daily allowance costs at most 10 × 5.2 MiB, an address's 30 × 5.2 MiB (about 156 MiB).
    expect(AUTH_LIMITS.documentUploadsPerAccount.max * (grown / uploads)).toBeLessThan(55 * 2 ** 20);

    // One photo is used by a submitted verification: it is kept, however old.
    const used = ids[0]!;
    expect((await customer.client.post('/api/verification', verificationBody(used))).status).toBe(201);
    // 23 hours on, a newer upload; 2 hours later the first four are 25 hours old, the newer one 2.
    testApp.clock.advance(23 * HOUR_MS);
    const fresh = await storedUpload(customer.user.id);
    testApp.clock.advance(2 * HOUR_MS);

    const job = unusedDocumentsJob(testApp.app.ctx);
    expect(job.name).toBe('unused-documents');
    await job.run(testApp.clock.now());
    const left = (await storedDocuments(customer.user.id)).map((row) => row.id).sort((a, b) => a - b);
    expect(left).toEqual([used, fresh].sort((a, b) => a - b));
    const [audit] = await testApp.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'identity.unused_documents_deleted'), sql`${auditEvents.after}->'ids' @> ${JSON.stringify(ids.slice(1))}::jsonb`));
    // (With the other tests' unused photos of this file, as old by now.)
    expect((audit?.after as { bytes: number } | undefined)?.bytes).toBeGreaterThanOrEqual((uploads - 1) * DOCUMENT_MAX_BYTES);
    const live = await testApp.database.db.execute<{ bytes: string | null }>(
      sql`select sum(octet_length(sealed))::text as bytes from verification_documents where id in ${sql.raw(`(${ids.join(',')})`)}`,
    );
    expect(Number(live.rows[0]!.bytes)).toBe(DOCUMENT_MAX_BYTES + 28);
    // Run again (a period claimed twice): nothing more to delete.
    expect(await pruneUnusedDocuments(testApp.database.db, new Date(testApp.clock.now().getTime() - UNUSED_DOCUMENT_KEPT_MS))).toBe(0);
  });

  /** A photo uploaded now, stored as the upload stores one (the customer's session ended with the hours that passed). */
  async function storedUpload(userId: number): Promise<number> {
    const [row] = await testApp.database.db
      .insert(verificationDocuments)
      .values({ userId, contentType: 'image/png', bytes: 1, sealed: Buffer.alloc(29), createdAt: testApp.clock.now() })
      .returning({ id: verificationDocuments.id });
    return row!.id;
  }

  it('a photo a submission is taking at that moment is skipped, not deleted under it', async () => {
    const customer = await signedUpClient(testApp);
    const response = await upload(customer.client, SAMPLE_PNG, 'image/png', newAddress());
    const documentId: number = response.body.documentId;
    testApp.clock.advance(UNUSED_DOCUMENT_KEPT_MS + HOUR_MS);
    // As verification-submit.ts holds it until its commit.
    const submission = new pg.Client({ connectionString: testApp.database.url });
    await submission.connect();
    try {
      await submission.query('begin');
      await submission.query('select id from verification_documents where id = $1 for share', [documentId]);
      await pruneUnusedDocuments(testApp.database.db, new Date(testApp.clock.now().getTime() - UNUSED_DOCUMENT_KEPT_MS));
      expect((await storedDocuments(customer.user.id)).map((row) => row.id)).toEqual([documentId]);
      await submission.query('rollback');
    } finally {
      await submission.end();
    }
    await pruneUnusedDocuments(testApp.database.db, new Date(testApp.clock.now().getTime() - UNUSED_DOCUMENT_KEPT_MS));
    expect(await storedDocuments(customer.user.id)).toEqual([]);
  });
});

describe('what is stored of an image is its picture alone (issue 32)', () => {
  /** A customer's photo submitted for verification; answers what the operator's document view serves. */
  async function operatorView(content: Buffer, contentType: string): Promise<{ body: Buffer; contentType: string | null }> {
    const customer = await signedUpClient(testApp);
    const uploaded = await upload(customer.client, content, contentType, newAddress());
    expect(uploaded.status).toBe(201);
    expect((await customer.client.post('/api/verification', verificationBody(uploaded.body.documentId))).status).toBe(201);
    const [verification] = await testApp.database.db
      .select({ id: identityVerifications.id })
      .from(identityVerifications)
      .where(eq(identityVerifications.userId, customer.user.id));
    const [stored] = await testApp.database.db.select().from(verificationDocuments).where(inArray(verificationDocuments.id, [uploaded.body.documentId]));
    // Signed in afresh: the hours the other tests moved the clock on ended the operator's session.
    const operator = testApp.client();
    expect((await operator.post('/api/auth/login', { email: admin.email, password: admin.password })).status).toBe(200);
    expect((await operator.post('/api/auth/second-factor', { code: admin.totpCode() })).status).toBe(200);
    const response = await fetch(`${testApp.url}/api/admin/verifications/${verification!.id}/document`, { headers: { cookie: operator.cookieHeader } });
    expect(response.status).toBe(200);
    const body = Buffer.from(await response.arrayBuffer());
    expect(uploaded.body.bytes).toBe(body.length);
    expect(stored!.bytes).toBe(body.length);
    return { body, contentType: response.headers.get('content-type') };
  }

  it('a phone’s JPEG with its GPS position, camera and orientation: served without any EXIF, turned upright', async () => {
    // 40 × 20 pixels, to be shown turned a quarter (orientation 6), taken in Toronto by a "Pocket 9".
    const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: { r: 200, g: 30, b: 30 } } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'PhoneCo', Model: 'Pocket 9' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 39/1 1234/100', GPSLongitudeRef: 'W', GPSLongitude: '79/1 23/1 1/1' },
      })
      .toBuffer();
    const sent = await sharp(photo).metadata();
    expect(sent.exif).toBeDefined();
    expect(sent.orientation).toBe(6);
    // The GPS IFD pointer (tag 0x8825) and the camera are in what was sent.
    expect(sent.exif!.includes(Buffer.from([0x88, 0x25])) || sent.exif!.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(photo.includes(Buffer.from('PhoneCo'))).toBe(true);

    const { body, contentType } = await operatorView(photo, 'image/jpeg');
    expect(contentType).toBe('image/jpeg');
    const served = await sharp(body).metadata();
    expect(served.exif).toBeUndefined();
    expect(served.xmp).toBeUndefined();
    expect(served.icc).toBeUndefined();
    expect(served.orientation).toBeUndefined();
    expect([served.width, served.height]).toEqual([20, 40]);
    expect(body.includes(Buffer.from('PhoneCo'))).toBe(false);
    expect(body.includes(Buffer.from('Exif\0\0'))).toBe(false);
  });

  it('a PNG with text chunks and bytes after its end: served as the same pixels, without them', async () => {
    const png = await sharp({ create: { width: 6, height: 4, channels: 3, background: { r: 11, g: 110, b: 102 } } }).png().toBuffer();
    const text = pngChunk('tEXt', Buffer.from('Comment\0taken at 43.65N 79.38W', 'latin1'));
    const withText = Buffer.concat([png.subarray(0, 33), text, png.subarray(33), Buffer.from('<script>trailing</script>')]);
    expect((await sharp(withText).metadata()).width).toBe(6);
    const { body } = await operatorView(withText, 'image/png');
    expect(body.includes(Buffer.from('43.65N'))).toBe(false);
    expect(body.includes(Buffer.from('trailing'))).toBe(false);
    const pixels = async (image: Buffer) => sharp(image).removeAlpha().raw().toBuffer();
    expect(await pixels(body)).toEqual(await pixels(png));
  });

  it('a picture that cannot be decoded, or claims more than 50 megapixels, is refused with 400 and not stored', async () => {
    const customer = await signedUpClient(testApp);
    const from = newAddress();
    const broken = await upload(customer.client, BROKEN_JPEG, 'image/jpeg', from);
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ message: verificationMessages.documentUnreadable });
    // 10,000 × 10,000 pixels claimed by a file of a few hundred bytes: never decoded.
    const header = Buffer.alloc(13);
    header.writeUInt32BE(10_000, 0);
    header.writeUInt32BE(10_000, 4);
    header.set([8, 0, 0, 0, 0], 8);
    const bomb = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk('IHDR', header),
      pngChunk('IDAT', deflateSync(Buffer.alloc(10_001))),
      pngChunk('IEND', Buffer.alloc(0)),
    ]);
    const huge = await upload(customer.client, bomb, 'image/png', from);
    expect(huge.status).toBe(400);
    expect(huge.body).toEqual({ message: verificationMessages.documentTooManyPixels(DOCUMENT_MAX_PIXELS / 1_000_000) });
    expect(await storedDocuments(customer.user.id)).toEqual([]);
  });
});

/** One PNG chunk: length, type, data, CRC-32 of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
