import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteTransfer } from '../../domain/quote';
import { transferListSchema, transferSchema } from '../../domain/schemas/transfer';
import { MINUTE_MS } from './clock';
import { newRecipient, setRate, signedUpClient, startTestApp, verifyCustomer, type TestApp } from './harness';
import type { ApiClient } from './api-client';
import { startSmtpServer, type TestSmtpServer } from './smtp';

let smtp: TestSmtpServer;
let testApp: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  testApp = await startTestApp({ env: { SMTP_URL: smtp.url, PAYMENT_EMAIL: 'pay@maplerupee.test', ETRANSFER_ANSWER: 'Rupee2026' } });
  await setRate(testApp, '61.25');
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

/** A verified customer (issue 17): this file is about transfers up to 5,000, not the limits. */
async function customerWithRecipient() {
  const customer = await signedUpClient(testApp);
  await verifyCustomer(testApp, customer.user.id);
  const recipient = await customer.client.post('/api/recipients', newRecipient({ accountNumber: '123456789012' }));
  return { ...customer, recipientId: recipient.body.id as number };
}

function body(recipientId: number, cadAmount: string, overrides: Record<string, unknown> = {}) {
  const quote = quoteTransfer({ cadAmount, currentRate: '61.25' });
  return { cadAmount, inrAmount: quote.inrAmount, exchangeRate: quote.exchangeRate, recipientId, paymentMethod: 'economy', ...overrides };
}

async function transferCount(): Promise<number> {
  return (await testApp.database.db.execute<{ n: number }>(sql`select count(*)::int as n from transfers`)).rows[0]!.n;
}

describe('GET /api/exchange-rates', () => {
  it('200 for anyone: the newest rate as a number', async () => {
    const response = await testApp.client().get('/api/exchange-rates');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ rate: 61.25, midRate: null, midSource: null, midAsOf: null, arrivalIfPaidToday: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });
});

describe('POST /api/transfers', () => {
  it('201: the server computes the quote (123.45 × 61.25 → 7,600) and stores a pending transfer', async () => {
    const { client, recipientId } = await customerWithRecipient();
    const response = await client.post('/api/transfers', body(recipientId, '123.45'));
    expect(response.status).toBe(201);
    const transfer = transferSchema.parse(response.body);
    expect(transfer).toMatchObject({
      status: 'pending',
      cadAmount: '123.45',
      inrAmount: '7600.00',
      exchangeRate: '61.2500',
      paymentMethod: 'economy',
      recipientName: 'Priya Sharma',
      recipientAccount: '********9012',
      recipientBankName: 'State Bank of India',
    });
    expect(transfer.referenceCode).toMatch(/^[A-Z0-9]{10}$/);
    const events = await testApp.database.db.execute<{ from_status: string | null; to_status: string }>(
      sql`select from_status, to_status from transfer_events where transfer_id = ${transfer.id}`,
    );
    expect(events.rows).toEqual([{ from_status: null, to_status: 'pending' }]);
  });

  it.each([
    // Below MIN_TRANSFER_CAD (20.00 by default; issue 32). The ₹0 rule below a smaller minimum: transfer-minimum.test.ts.
    ['0.01', 400, 'The smallest amount you can send is $20.00. Enter $20.00 or more.'],
    ['19.99', 400, 'The smallest amount you can send is $20.00. Enter $20.00 or more.'],
    ['20', 201, undefined],
    ['5000', 201, undefined],
    ['5000.00', 201, undefined],
    ['5000.01', 400, 'Maximum transfer limit is 5000 CAD'],
    ['10.005', 400, 'Amount can have at most 2 decimal places'],
    ['0', 400, 'Amount must be greater than 0'],
    ['0.00', 400, 'Amount must be greater than 0'],
    ['-5', 400, 'Amount must be a number such as 500 or 500.25'],
    ['1e3', 400, 'Amount must be a number such as 500 or 500.25'],
    ['abc', 400, 'Amount must be a number such as 500 or 500.25'],
  ])('cadAmount %s → %i', async (cadAmount, status, message) => {
    const { client, recipientId } = await customerWithRecipient();
    const valid = /^\d+(\.\d{1,2})?$/.test(cadAmount);
    const request = valid ? body(recipientId, cadAmount) : body(recipientId, '10', { cadAmount });
    const before = await transferCount();
    const response = await client.post('/api/transfers', request);
    expect(response.status).toBe(status);
    if (message) {
      expect(response.body.message).toBe(message);
      expect(await transferCount()).toBe(before);
    }
  });

  it('400: a number instead of a string, and no recipient', async () => {
    const { client, recipientId } = await customerWithRecipient();
    const numeric = await client.post('/api/transfers', { ...body(recipientId, '100'), cadAmount: 100 });
    expect(numeric.status).toBe(400);
    const missing = await client.post('/api/transfers', { ...body(recipientId, '100'), recipientId: undefined });
    expect(missing.body.errors.recipientId).toBe('Please select a recipient');
    const zero = await client.post('/api/transfers', { ...body(recipientId, '100'), recipientId: 0 });
    expect(zero.body.errors.recipientId).toBe('Please select a recipient');
  });

  it('409 with the current quote when the rate changed since the customer saw it; nothing stored', async () => {
    const { client, recipientId } = await customerWithRecipient();
    const stale = body(recipientId, '500');
    await setRate(testApp, '62.10');
    try {
      const before = await transferCount();
      const response = await client.post('/api/transfers', stale);
      expect(response.status).toBe(409);
      expect(response.body).toEqual({
        message: 'The exchange rate has changed. Please review the new amount and confirm again.',
        quote: { cadAmount: '500.00', exchangeRate: '62.1000', inrAmount: '31100.00', paymentMethod: 'economy' },
      });
      expect(await transferCount()).toBe(before);
      // 500 × 62.10 = 31,050: exactly half way, rounded up.
      const confirmed = await client.post('/api/transfers', { ...stale, exchangeRate: '62.1000', inrAmount: '31100.00' });
      expect(confirmed.status).toBe(201);
      expect(confirmed.body.inrAmount).toBe('31100.00');
    } finally {
      await setRate(testApp, '61.25');
    }
  });

  it('a rate cache that missed a change cannot price a transfer: 409 at the cached rate, 201 at the database one', async () => {
    const { client, recipientId } = await customerWithRecipient();
    expect((await client.get('/api/exchange-rates')).body).toEqual({ rate: 61.25, midRate: null, midSource: null, midAsOf: null, arrivalIfPaidToday: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    // A rate written with the change trigger off: no NOTIFY, so the server's cache keeps 61.25.
    await testApp.database.db.execute(sql`alter table exchange_rates disable trigger exchange_rates_changed`);
    try {
      await setRate(testApp, '62.10');
    } finally {
      await testApp.database.db.execute(sql`alter table exchange_rates enable trigger exchange_rates_changed`);
    }
    try {
      expect((await client.get('/api/exchange-rates')).body).toEqual({ rate: 61.25, midRate: null, midSource: null, midAsOf: null, arrivalIfPaidToday: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
      const before = await transferCount();
      const atCachedRate = await client.post('/api/transfers', body(recipientId, '500'));
      expect(atCachedRate.status).toBe(409);
      expect(atCachedRate.body.quote).toEqual({ cadAmount: '500.00', exchangeRate: '62.1000', inrAmount: '31100.00', paymentMethod: 'economy' });
      expect(await transferCount()).toBe(before);
      const atDatabaseRate = await client.post('/api/transfers', { ...body(recipientId, '500'), exchangeRate: '62.1000', inrAmount: '31100.00' });
      expect(atDatabaseRate.status).toBe(201);
      expect(atDatabaseRate.body).toMatchObject({ exchangeRate: '62.1000', inrAmount: '31100.00' });
      expect(await transferCount()).toBe(before + 1);
    } finally {
      await setRate(testApp, '61.25');
    }
  });

  it('409: a tampered INR amount or rate is refused', async () => {
    const { client, recipientId } = await customerWithRecipient();
    const more = await client.post('/api/transfers', body(recipientId, '500', { inrAmount: '99999.00' }));
    expect(more.status).toBe(409);
    const better = await client.post('/api/transfers', body(recipientId, '500', { exchangeRate: '70.0000' }));
    expect(better.status).toBe(409);
  });

  it('instant: rate × 0.98', async () => {
    const { client, recipientId } = await customerWithRecipient();
    const quote = quoteTransfer({ cadAmount: '500', currentRate: '61.25', paymentMethod: 'instant' });
    const response = await client.post('/api/transfers', {
      ...body(recipientId, '500'),
      paymentMethod: 'instant',
      exchangeRate: quote.exchangeRate,
      inrAmount: quote.inrAmount,
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ exchangeRate: '60.0250', inrAmount: '30000.00', paymentMethod: 'instant' });
  });

  it('404: another customer’s recipient, or a deleted one', async () => {
    const owner = await customerWithRecipient();
    const attacker = await signedUpClient(testApp);
    const before = await transferCount();
    const response = await attacker.client.post('/api/transfers', body(owner.recipientId, '100'));
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Recipient not found' });
    await owner.client.delete(`/api/recipients/${owner.recipientId}`);
    expect((await owner.client.post('/api/transfers', body(owner.recipientId, '100'))).status).toBe(404);
    expect(await transferCount()).toBe(before);
  });

  it('ignores fields a customer may not set (status, userId, id)', async () => {
    const owner = await customerWithRecipient();
    const { client, recipientId } = await customerWithRecipient();
    const response = await client.post('/api/transfers', body(recipientId, '100', { status: 'completed', userId: owner.user.id, id: 1 }));
    expect(response.status).toBe(201);
    expect(response.body.status).toBe('pending');
    expect((await owner.client.get('/api/transfers')).body).toEqual([]);
  });

  it('referenceCode is the idempotency key: the same submission again gets the same transfer', async () => {
    const { client, recipientId } = await customerWithRecipient();
    const request = body(recipientId, '250', { referenceCode: 'ABCDE12345' });
    const first = await client.post('/api/transfers', request);
    expect(first.status).toBe(201);
    expect(first.body.referenceCode).toBe('ABCDE12345');
    const again = await client.post('/api/transfers', request);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await client.get('/api/transfers')).body).toHaveLength(1);
  });

  it('409: the same referenceCode with other details, or from another customer', async () => {
    const { client, recipientId } = await customerWithRecipient();
    expect((await client.post('/api/transfers', body(recipientId, '250', { referenceCode: 'QWERTY1234' }))).status).toBe(201);
    const changed = await client.post('/api/transfers', body(recipientId, '251', { referenceCode: 'QWERTY1234' }));
    expect(changed.status).toBe(409);
    expect(changed.body.message).toBe('This payment reference is already used by another transfer. Please start again.');
    const other = await customerWithRecipient();
    expect((await other.client.post('/api/transfers', body(other.recipientId, '250', { referenceCode: 'QWERTY1234' }))).status).toBe(409);
  });

  it('a replay still succeeds after the rate has moved on', async () => {
    const { client, recipientId } = await customerWithRecipient();
    const request = body(recipientId, '300', { referenceCode: 'RETRY00001' });
    expect((await client.post('/api/transfers', request)).status).toBe(201);
    await setRate(testApp, '64');
    try {
      const again = await client.post('/api/transfers', request);
      expect(again.status).toBe(200);
    } finally {
      await setRate(testApp, '61.25');
    }
  });

  it('a replay still succeeds after its recipient was deleted', async () => {
    const { client, recipientId } = await customerWithRecipient();
    const request = body(recipientId, '120', { referenceCode: 'RETRY00002' });
    const first = await client.post('/api/transfers', request);
    expect(first.status).toBe(201);
    expect((await client.delete(`/api/recipients/${recipientId}`)).status).toBe(200);
    const again = await client.post('/api/transfers', request);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
  });

  it('400: a malformed referenceCode', async () => {
    const { client, recipientId } = await customerWithRecipient();
    const response = await client.post('/api/transfers', body(recipientId, '10', { referenceCode: 'abc' }));
    expect(response.status).toBe(400);
    expect(response.body.errors.referenceCode).toBe('The payment reference must be 10 capital letters and digits, with at least one of each');
  });

  it('concurrent identical submissions create exactly one transfer', async () => {
    const { client, recipientId } = await customerWithRecipient();
    const request = body(recipientId, '42', { referenceCode: 'RACE000001' });
    const responses = await Promise.all(Array.from({ length: 10 }, () => client.post('/api/transfers', request)));
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    expect(responses.every((response) => response.status === 201 || response.status === 200)).toBe(true);
    expect(new Set(responses.map((response) => response.body.id)).size).toBe(1);
  });

  it('concurrent submissions share statements, yet each is answered on its own', async () => {
    const valid = await Promise.all(Array.from({ length: 8 }, () => customerWithRecipient()));
    const stranger = await signedUpClient(testApp);
    const deleted = await customerWithRecipient();
    expect((await deleted.client.delete(`/api/recipients/${deleted.recipientId}`)).status).toBe(200);
    const racers = await Promise.all(Array.from({ length: 2 }, () => customerWithRecipient()));
    const before = await transferCount();

    const [created, foreign, gone, tampered, raced] = await Promise.all([
      Promise.all(valid.map((customer, index) => customer.client.post('/api/transfers', body(customer.recipientId, `${100 + index}.25`)))),
      Promise.all(valid.slice(0, 4).map((customer) => stranger.client.post('/api/transfers', body(customer.recipientId, '50')))),
      Promise.all(Array.from({ length: 3 }, () => deleted.client.post('/api/transfers', body(deleted.recipientId, '60')))),
      Promise.all(valid.slice(0, 3).map((customer) => customer.client.post('/api/transfers', body(customer.recipientId, '70', { inrAmount: '1.00' })))),
      // Two customers send the same reference at the same moment: exactly one of them gets it.
      Promise.all(racers.map((racer) => racer.client.post('/api/transfers', body(racer.recipientId, '80', { referenceCode: 'SAMEREF001' })))),
    ]);

    created.forEach((response, index) => {
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ cadAmount: `${100 + index}.25`, status: 'pending', recipientName: 'Priya Sharma' });
    });
    expect(new Set(created.map((response) => response.body.referenceCode)).size).toBe(8);
    expect(foreign.map((response) => response.status)).toEqual([404, 404, 404, 404]);
    expect(gone.map((response) => response.status)).toEqual([404, 404, 404]);
    expect(tampered.map((response) => response.status)).toEqual([409, 409, 409]);
    expect(raced.map((response) => response.status).sort()).toEqual([201, 409]);
    expect(await transferCount()).toBe(before + 9);

    // Each customer sees exactly their own new transfer, with its one timeline event and queued mail.
    for (const [index, customer] of valid.entries()) {
      const history = await customer.client.get('/api/transfers');
      expect(history.body.map((transfer: { cadAmount: string }) => transfer.cadAmount)).toEqual([`${100 + index}.25`]);
    }
    const ids = [...created, ...raced.filter((response) => response.status === 201)].map((response) => response.body.id as number);
    const trail = await testApp.database.db.execute<{ events: number; mails: number }>(sql`
      select count(distinct e.id)::int as events, count(m.id)::int as mails
      from transfer_events e left join mail_queue m on m.transfer_event_id = e.id
      where e.transfer_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
    expect(trail.rows[0]).toEqual({ events: 9, mails: 9 });
  });

  it('mails the customer the e-Transfer instructions', async () => {
    const { client, recipientId, email } = await customerWithRecipient();
    const response = await client.post('/api/transfers', body(recipientId, '500'));
    const mail = await smtp.waitForMessage(email, 'We received your transfer');
    expect(mail.subject).toBe(`We received your transfer ${response.body.referenceCode}`);
    expect(mail.text).toContain('To: pay@maplerupee.test');
    expect(mail.text).toContain('Amount: $500.00');
    expect(mail.text).toContain(`Message: ${response.body.referenceCode}`);
    expect(mail.text).toContain('Answer: Rupee2026');
  });

  it('401 without a session', async () => {
    expect((await testApp.client().post('/api/transfers', body(1, '10'))).status).toBe(401);
  });
});

describe('GET /api/transfers', () => {
  async function send(client: ApiClient, recipientId: number, cad: string) {
    const response = await client.post('/api/transfers', body(recipientId, cad));
    expect(response.status).toBe(201);
    return response.body;
  }

  it('200: only the caller’s transfers, newest first, with the documented customer view fields', async () => {
    const { client, recipientId } = await customerWithRecipient();
    const other = await customerWithRecipient();
    await send(client, recipientId, '100');
    testApp.clock.advance(MINUTE_MS);
    await send(client, recipientId, '200');
    await send(other.client, other.recipientId, '300');
    const response = await client.get('/api/transfers');
    expect(response.status).toBe(200);
    const list = transferListSchema.parse(response.body);
    expect(list.map((transfer) => transfer.cadAmount)).toEqual(['200.00', '100.00']);
    expect(Object.keys(response.body[0]).sort()).toEqual(
      ['cadAmount', 'createdAt', 'exchangeRate', 'id', 'inrAmount', 'midAsOf', 'midRate', 'midSource', 'paymentMethod', 'paymentReceived', 'recipientAccount', 'recipientBankName', 'recipientName', 'referenceCode', 'status'].sort(),
    );
  });

  it('deleting a recipient leaves history unchanged', async () => {
    const { client, recipientId } = await customerWithRecipient();
    await send(client, recipientId, '150');
    const before = (await client.get('/api/transfers')).body;
    expect((await client.delete(`/api/recipients/${recipientId}`)).status).toBe(200);
    expect((await client.get('/api/transfers')).body).toEqual(before);
  });

  it('401 without a session', async () => {
    expect((await testApp.client().get('/api/transfers')).status).toBe(401);
  });
});

describe('GET /api/payment-instructions', () => {
  it('200 for a signed-in customer: the e-Transfer email, question and answer from configuration', async () => {
    const { client } = await signedUpClient(testApp);
    const response = await client.get('/api/payment-instructions');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ email: 'pay@maplerupee.test', securityQuestion: 'Purpose', securityAnswer: 'Rupee2026' });
  });

  it('401 without a session', async () => {
    expect((await testApp.client().get('/api/payment-instructions')).status).toBe(401);
  });
});
