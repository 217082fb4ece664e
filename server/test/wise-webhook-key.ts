import { generateKeyPairSync, sign } from 'node:crypto';

/**
 * The key pair tests sign Wise webhooks with, standing in for Wise's: test apps are configured with
 * its public half (WISE_WEBHOOK_PUBLIC_KEY, harness.ts), as an operator configures Wise's.
 */
const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });

export const TEST_WISE_WEBHOOK_PUBLIC_KEY = pair.publicKey.export({ type: 'spki', format: 'pem' }).toString();

/** What Wise sends in X-Signature-SHA256: RSA-SHA256 over the body's bytes, base64. */
export function signWiseWebhook(body: string | Buffer): string {
  return sign('sha256', Buffer.from(body), pair.privateKey).toString('base64');
}

/** A `transfers#state-change` event as Wise's schema v2 shapes it (docs: Webhooks › Event types). */
export function transferStateChange(transferId: number, currentState: string, previousState: string | null = null) {
  return {
    data: {
      resource: { type: 'transfer', id: transferId, profile_id: 20_000_001, account_id: 30_000_001 },
      current_state: currentState,
      previous_state: previousState,
      occurred_at: '2026-11-28T10:00:00Z',
    },
    subscription_id: '01234567-89ab-cdef-0123-456789abcdef',
    event_type: 'transfers#state-change',
    schema_version: '2.0.0',
    sent_at: '2026-11-28T10:00:01Z',
  };
}
