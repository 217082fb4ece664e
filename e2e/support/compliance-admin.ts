import { deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { quoteTransfer } from '../../domain/quote';
import type { Recipient } from '../../domain/schemas/recipient';
import type { Transfer } from '../../domain/schemas/transfer';
import { RECIPIENT } from './app';
import { confirmEmail } from './outbox';

/**
 * Set-up for the compliance journeys through the real API, as a customer would do it on the
 * screens: a photo of an ID, a verification, a recipient with the address the travel rule asks for,
 * and transfers at the current rate.
 */

export const RECIPIENT_WITH_ADDRESS = { ...RECIPIENT, address: '14 MG Road', city: 'Pune', state: 'Maharashtra' } as const;

export const VERIFICATION_DETAILS = {
  dateOfBirth: '1988-04-12',
  occupation: 'Nurse',
  address: { street: '100 Queen St W', city: 'Toronto', province: 'ON', postalCode: 'M5H 2N2' },
  idDocument: { type: 'drivers_licence', number: 'P1234-56789-00000', issuingJurisdiction: 'Ontario', expiryDate: '2031-08-31' },
} as const;

async function json<T>(response: Promise<APIResponse>): Promise<T> {
  const answer = await response;
  expect(answer.ok(), `${answer.url()}: ${answer.status()} ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

/** CRC-32 of PNG chunks. */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A small made-up "driver's licence" as a real PNG (checked by content on upload): a card with a
 * coloured band, a photo square and lines of "text", so the operator's inline view shows something.
 */
export function idPhotoPng(width = 320, height = 200): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      let rgb = [245, 240, 230];
      if (y < 36) rgb = [11, 110, 102];
      else if (x >= 20 && x < 110 && y >= 56 && y < 170) rgb = [180, 170, 160];
      else if (x >= 130 && x < 300 && [64, 92, 120, 148].some((line) => y >= line && y < line + 10)) rgb = [95, 86, 80];
      row.set(rgb, 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Uploads the photo of the ID, then submits the verification: it waits in the operators' queue. */
export async function submitVerification(customer: APIRequestContext): Promise<void> {
  // Identity verification needs a verified email (issue 18): open the sign-up mail's link first.
  const me = await json<{ email: string; emailVerified: boolean }>(customer.get('/api/auth/me'));
  if (!me.emailVerified) await confirmEmail(customer, me.email);
  const upload = await json<{ documentId: number }>(
    customer.post('/api/verification/document', { data: idPhotoPng(), headers: { 'content-type': 'image/png' } }),
  );
  const answer = await json<{ status: string }>(customer.post('/api/verification', { data: { ...VERIFICATION_DETAILS, documentId: upload.documentId } }));
  expect(answer.status).toBe('pending');
}

export async function addRecipient(customer: APIRequestContext): Promise<Recipient> {
  return json<Recipient>(customer.post('/api/recipients', { data: RECIPIENT_WITH_ADDRESS }));
}

/** A transfer at the current rate, as the Send screen makes it. */
export async function send(customer: APIRequestContext, recipientId: number, cadAmount: string): Promise<Transfer> {
  const { rate } = await json<{ rate: number }>(customer.get('/api/exchange-rates'));
  return json<Transfer>(customer.post('/api/transfers', { data: { ...quoteTransfer({ cadAmount, currentRate: String(rate) }), recipientId } }));
}
