import { quoteTransfer } from '../../domain/quote';
import type { ApiClient } from './api-client';
import { newRecipient, newSignup } from './harness';

/**
 * One valid, representative request for every API route, keyed "METHOD /url". The security tests
 * walk the server's route table and fail for a route missing here, so a new route cannot escape
 * the authorization matrix, the CSRF matrix or the fuzzer.
 */

export type Actor = 'anonymous' | 'customerA' | 'customerB' | 'admin';

export interface Account {
  email: string;
  password: string;
}

export interface SampleContext {
  client: ApiClient;
  actor: Actor;
  accounts: Partial<Record<Actor, Account>>;
}

export interface Sample {
  path: string;
  body?: Record<string, unknown>;
  /** Status an allowed caller gets with this sample (default: any 2xx). */
  allowedStatus?: number;
}

async function ownRecipient({ client, actor }: SampleContext): Promise<number> {
  if (actor === 'anonymous') return 1;
  const response = await client.post('/api/recipients', newRecipient());
  return response.body.id;
}

export const ROUTE_SAMPLES: Record<string, (context: SampleContext) => Promise<Sample>> = {
  'POST /api/auth/signup': async () => ({ path: '/api/auth/signup', body: newSignup() }),
  'POST /api/auth/login': async ({ accounts }) => ({ path: '/api/auth/login', body: { ...accounts.customerA! } }),
  'POST /api/auth/logout': async () => ({ path: '/api/auth/logout' }),
  'GET /api/auth/me': async () => ({ path: '/api/auth/me' }),
  'POST /api/auth/forgot-password': async ({ accounts }) => ({
    path: '/api/auth/forgot-password',
    body: { email: accounts.customerA!.email },
  }),
  'POST /api/auth/reset-password': async () => ({
    path: '/api/auth/reset-password',
    body: { token: 'x'.repeat(43), password: 'new-password-1' },
    allowedStatus: 400,
  }),
  'GET /api/exchange-rates': async () => ({ path: '/api/exchange-rates' }),
  'GET /api/recipients': async () => ({ path: '/api/recipients' }),
  'POST /api/recipients': async () => ({ path: '/api/recipients', body: newRecipient() }),
  'DELETE /api/recipients/:id': async (context) => ({ path: `/api/recipients/${await ownRecipient(context)}` }),
  'POST /api/transfers': async (context) => {
    const quote = quoteTransfer({ cadAmount: '100', currentRate: '63' });
    return { path: '/api/transfers', body: { ...quote, recipientId: await ownRecipient(context) } };
  },
  'GET /api/transfers': async () => ({ path: '/api/transfers' }),
  'GET /api/payment-instructions': async () => ({ path: '/api/payment-instructions' }),
  'PATCH /api/profile': async () => ({ path: '/api/profile', body: { address: '10 King St W, Toronto' } }),
};
