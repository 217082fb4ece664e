import { createHash } from 'node:crypto';

/**
 * The namespace of MapleRupee's payout keys (a fixed random UUID, never to change: every key ever
 * sent to a rail derives from it).
 */
const PAYOUT_NAMESPACE = '8d1c5a2e-3f4b-4c6d-9e7f-0a1b2c3d4e5f';

/**
 * The idempotency key of a transfer's payout attempt: a UUID v5 (RFC 9562, SHA-1 name-based) of
 * "transfer:<id>:attempt:<n>" in our namespace. The same attempt always gets the same key, so a
 * retried send (after a timeout, on another instance) is the same payout at the rail; a new attempt
 * gets a new key. Wise takes it as customerTransactionId.
 */
export function payoutIdempotencyKey(transferId: number, attempt: number): string {
  const namespace = Buffer.from(PAYOUT_NAMESPACE.replaceAll('-', ''), 'hex');
  const hash = createHash('sha1').update(namespace).update(`transfer:${transferId}:attempt:${attempt}`).digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
