import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteTransfer } from '../../domain/quote';
import { adminLimitsSchema, customerLimitsSchema } from '../../domain/schemas/compliance';
import { adminClient, newRecipient, setRate, signedUpClient, startTestApp, type TestApp } from './harness';

/**
 * Issue 32, item 3: rupees are rounded half up to the nearest ₹100, so 0.80 CAD paid out ₹100 at a
 * rate of 63 (40 such transfers cost 32 CAD and paid 63 CAD worth). A transfer, and a quote, below
 * MIN_TRANSFER_CAD (default 20.00) is refused with 400 in the customer's language; GET /api/limits
 * tells the send screen, GET /api/admin/limits the Settings tab.
 */

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
  await setRate(testApp, '63');
});
afterAll(() => testApp.close());

async function customerWithRecipient(signup: Record<string, unknown> = {}) {
  const customer = await signedUpClient(testApp, signup);
  const recipient = await customer.client.post('/api/recipients', newRecipient());
  expect(recipient.status).toBe(201);
  return { ...customer, recipientId: recipient.body.id as number };
}

async function count(table: 'transfers' | 'quotes'): Promise<number> {
  return (await testApp.database.db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`)).rows[0]!.n;
}

describe('MIN_TRANSFER_CAD at its default, 20.00', () => {
  it('refuses 0.80 CAD (₹100 at 63) and 19.99 with 400 naming the minimum; 20.00 is sent', async () => {
    const { client, recipientId } = await customerWithRecipient();
    const before = await count('transfers');
    for (const cadAmount of ['0.80', '19.99']) {
      const response = await client.post('/api/transfers', { ...quoteTransfer({ cadAmount, currentRate: '63' }), recipientId });
      expect(response.status, cadAmount).toBe(400);
      const message = 'The smallest amount you can send is $20.00. Enter $20.00 or more.';
      expect(response.body).toEqual({ message, code: 'amount_below_minimum', minimum: '20.00', errors: { cadAmount: message } });
    }
    expect(await count('transfers')).toBe(before);
    const sent = await client.post('/api/transfers', { ...quoteTransfer({ cadAmount: '20.00', currentRate: '63' }), recipientId });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ cadAmount: '20.00', inrAmount: '1300.00' });
  });

  it('a quote below it is refused too, and nothing is held', async () => {
    const { client } = await signedUpClient(testApp);
    const before = await count('quotes');
    const response = await client.post('/api/quotes', { cadAmount: '0.80', paymentMethod: 'instant' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'amount_below_minimum', minimum: '20.00' });
    expect(await count('quotes')).toBe(before);
    expect((await client.post('/api/quotes', { cadAmount: '20', paymentMethod: 'economy' })).status).toBe(201);
  });

  it('says it in French and in Hindi, with the amount written as each writes CAD', async () => {
    const { client, recipientId } = await customerWithRecipient();
    const body = { ...quoteTransfer({ cadAmount: '5', currentRate: '63' }), recipientId };
    const french = await client.post('/api/transfers', body, { 'accept-language': 'fr-CA' });
    expect(french.body.message).toBe('Le plus petit montant que vous pouvez envoyer est de 20,00\u00a0$. Saisissez 20,00\u00a0$ ou plus.');
    const hindi = await client.post('/api/transfers', body, { 'accept-language': 'hi-IN' });
    expect(hindi.body.message).toBe('आप कम से कम $20.00 भेज सकते हैं। $20.00 या उससे अधिक राशि डालें।');
  });

  it('GET /api/limits tells the customer; GET /api/admin/limits the operators', async () => {
    const { client } = await signedUpClient(testApp);
    const limits = customerLimitsSchema.parse((await client.get('/api/limits')).body);
    expect(limits.minimumPerTransfer).toBe('20.00');
    const admin = await adminClient(testApp);
    const adminLimits = adminLimitsSchema.parse((await admin.client.get('/api/admin/limits')).body);
    expect(adminLimits.minimumPerTransfer).toBe('20.00');
    // Configured, not edited: a PUT leaves it as it is.
    const saved = await admin.client.request('PUT', '/api/admin/limits', { json: { basic: adminLimits.basic, verified: adminLimits.verified, minimumPerTransfer: '0.01' } });
    expect(saved.status).toBe(200);
    expect(saved.body.minimumPerTransfer).toBe('20.00');
  });
});

describe('another MIN_TRANSFER_CAD', () => {
  it('is the line, and the ₹0 rule still holds beneath a minimum of 0.01', async () => {
    const other = await startTestApp({ env: { MIN_TRANSFER_CAD: '0.01' } });
    try {
      await setRate(other, '63');
      const customer = await signedUpClient(other);
      const recipientId = (await customer.client.post('/api/recipients', newRecipient())).body.id as number;
      expect((await customer.client.get('/api/limits')).body.minimumPerTransfer).toBe('0.01');
      const tiny = await customer.client.post('/api/transfers', { ...quoteTransfer({ cadAmount: '0.01', currentRate: '63' }), recipientId });
      expect(tiny.status).toBe(400);
      expect(tiny.body.message).toBe('The amount is too small to send: the recipient would get ₹0 after rounding to the nearest 100 rupees.');
      // What the attack did, allowed only because this operator configured it so.
      const rounded = await customer.client.post('/api/transfers', { ...quoteTransfer({ cadAmount: '0.80', currentRate: '63' }), recipientId });
      expect(rounded.status).toBe(201);
      expect(rounded.body.inrAmount).toBe('100.00');
    } finally {
      await other.close();
    }
  });
});
