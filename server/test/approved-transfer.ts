import { expect } from 'vitest';
import { quoteTransfer } from '../../domain/quote';
import type { ApiClient } from './api-client';
import { newRecipient, signedUpClient, type TestApp } from './harness';

/** A new customer's 300 CAD transfer, approved by `admin` through the API (the payout tests' start). */
export async function approvedTransfer(testApp: TestApp, admin: ApiClient): Promise<number> {
  const customer = await signedUpClient(testApp);
  const recipient = await customer.client.post('/api/recipients', newRecipient());
  const response = await customer.client.post('/api/transfers', { ...quoteTransfer({ cadAmount: '300', currentRate: '63' }), recipientId: recipient.body.id });
  expect(response.status).toBe(201);
  // The sandbox collection is not a real one: approval does not need the payment here.
  expect((await admin.patch(`/api/admin/transfers/${response.body.id}`, { status: 'approved' })).status).toBe(200);
  return response.body.id;
}
